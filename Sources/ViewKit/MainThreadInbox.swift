import Foundation

/// Work handed from background threads to the main thread: posted from
/// anywhere, run on the main actor at the start of the event loop's next
/// turn.
///
/// UIKit counterpart: `DispatchQueue.main.async`. Deliberate difference:
/// the event loop sleeps inside SDL's blocking wait, which the main dispatch
/// queue cannot wake, so posting also wakes the loop (`Application` installs
/// the waker). Tests call `drain()` themselves.
public final class MainThreadInbox: @unchecked Sendable {
  /// The inbox of the process: there is one main thread.
  public static let shared = MainThreadInbox()

  private let lock = NSLock()
  private var items: [@Sendable @MainActor () -> Void] = []
  private var waker: (@Sendable () -> Void)?

  public init() {}

  /// What posting calls after queueing, to wake a sleeping loop.
  public func setWaker(_ waker: (@Sendable () -> Void)?) {
    lock.withLock { self.waker = waker }
  }

  /// Queues `work` for the main actor; callable from any thread.
  public func post(_ work: @escaping @Sendable @MainActor () -> Void) {
    let waker = lock.withLock {
      items.append(work)
      return self.waker
    }
    waker?()
  }

  /// Runs everything posted so far, in order.
  @MainActor
  public func drain() {
    let work = lock.withLock {
      let taken = items
      items.removeAll()
      return taken
    }
    for item in work { item() }
  }

  public var isEmpty: Bool { lock.withLock { items.isEmpty } }
}
