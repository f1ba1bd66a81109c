import Foundation

/// Work handed from background threads to the main thread: posted from
/// anywhere, run on the main actor at the start of the event loop's next
/// turn.
///
/// UIKit counterpart: `DispatchQueue.main.async`. Deliberate differences:
/// - the event loop sleeps inside SDL's blocking wait, which the main
///   dispatch queue cannot wake, so posting also wakes the loop
///   (`Application` installs the waker);
/// - work started with `performInBackground(_:)` is counted until its
///   result is posted, so a loop on a virtual clock can let it finish
///   before time passes (`waitForBackgroundWork()`).
/// Tests call `drain()` themselves.
public final class MainThreadInbox: @unchecked Sendable {
  /// The inbox of the process: there is one main thread.
  public static let shared = MainThreadInbox()

  /// Guards everything below; signalled whenever work is posted.
  private let condition = NSCondition()
  private var items: [@Sendable @MainActor () -> Void] = []
  private var waker: (@Sendable () -> Void)?
  /// Background jobs started and not yet posted back.
  private var outstanding = 0

  /// Makes an inbox of its own, apart from `shared`: it has no waker until
  /// `setWaker(_:)`, and no loop drains it, so its owner calls `drain()`.
  public init() {}

  /// What posting calls after queueing, to wake a sleeping loop.
  public func setWaker(_ waker: (@Sendable () -> Void)?) {
    condition.withLock { self.waker = waker }
  }

  /// Queues `work` for the main actor; callable from any thread.
  public func post(_ work: @escaping @Sendable @MainActor () -> Void) {
    enqueue(work, finishingBackgroundWork: false)
  }

  /// Runs `job` on a background thread (`BackgroundWorkers`), then posts
  /// the main-actor work it returns (for example, handing over the pixels
  /// it made).
  public func performInBackground(
    _ job: @escaping @Sendable () -> (@Sendable @MainActor () -> Void)
  ) {
    condition.withLock { outstanding += 1 }
    BackgroundWorkers.shared.run(job, handingResultTo: self)
  }

  /// Posts the result of a job `performInBackground(_:)` started, which is
  /// no longer outstanding; called by the worker that ran it.
  func finishBackgroundWork(_ work: @escaping @Sendable @MainActor () -> Void) {
    enqueue(work, finishingBackgroundWork: true)
  }

  private func enqueue(
    _ work: @escaping @Sendable @MainActor () -> Void, finishingBackgroundWork: Bool
  ) {
    let waker = condition.withLock {
      items.append(work)
      if finishingBackgroundWork { outstanding -= 1 }
      condition.broadcast()
      return self.waker
    }
    waker?()
  }

  /// Blocks until something has been posted or no background work is
  /// outstanding, for at most `timeout` seconds of real time; returns true
  /// when posted work is waiting to be drained.
  public func waitForBackgroundWork(timeout: Double = 30) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    return condition.withLock {
      while items.isEmpty && outstanding > 0 {
        if !condition.wait(until: deadline) { break }
      }
      return !items.isEmpty
    }
  }

  /// Runs everything posted so far, in order.
  @MainActor
  public func drain() {
    let work = condition.withLock {
      let taken = items
      items.removeAll()
      return taken
    }
    for item in work { item() }
  }

  /// True when no posted work waits to be drained. Another thread may post
  /// as soon as it answers, so the answer can be out of date at once.
  public var isEmpty: Bool { condition.withLock { items.isEmpty } }
}
