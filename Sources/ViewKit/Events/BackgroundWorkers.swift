import Foundation
import Platform

/// The threads that run `MainThreadInbox.performInBackground`'s jobs: one
/// per processor (two at least), started with the first job and kept for
/// the life of the process, taking jobs in the order they were given, at
/// the lower priority of background work (`ThreadPriority`), so that the
/// frame's own threads come first.
///
/// UIKit counterpart: a global `DispatchQueue`. Deliberate difference:
/// Dispatch ends a worker thread that has been idle for a while, and SDL
/// keeps a table per thread (a failed call's message) that it frees only
/// for threads it started itself, so an ended worker that once called SDL
/// could leave its table behind (Platform's SDLThreadStorage.swift).
/// Threads that never end keep one table each, reachable.
/// Unlike Dispatch, the workers do not grow in number when they block, so
/// a job must never wait for a later job (none of the program's does).
///
/// While the main thread draws a frame (`holdingJobs(_:)`), no worker
/// starts a job: one already running goes on, and the jobs queued in the
/// meantime start when the frame has been presented. On a machine of two
/// cores a worker would otherwise take a core from the threads that finish
/// the frame (the GL driver's, and the display server's process) while it
/// is drawn, and the main thread would pay in its own time: `tunnel
/// bench`'s first frames at a new window size, which queue the new size's
/// tiles, took about 0.1 ms more of it at the median and 0.2 at the 90th
/// percentile (Docs/performance.md). A frame's jobs cannot be used before
/// its present anyway: their results reach the main thread by the inbox,
/// after it. So the main thread must never wait, in a frame, for a job
/// (none of the program's does).
final class BackgroundWorkers: @unchecked Sendable {
  static let shared = BackgroundWorkers(
    count: max(2, ProcessInfo.processInfo.activeProcessorCount))

  /// Guards the rest; signalled when a job is queued.
  private let condition = NSCondition()
  /// Each job in an enum: an array of bare closures would wrap each one
  /// put into it in a thunk, an allocation per job (`QueuedAction` says why).
  private var jobs: [Job] = []
  private enum Job {
    case plain(@Sendable () -> Void)
    /// `MainThreadInbox.performInBackground`'s: its result goes to the inbox.
    case forInbox(MainThreadInbox, @Sendable () -> (@Sendable @MainActor () -> Void))
  }
  private var started = false
  /// Frames being drawn (`holdingJobs(_:)`): while any is, no job starts.
  private var framesDrawing = 0
  /// The workers' threads, which live as long as the process.
  private var workers: Set<ObjectIdentifier> = []
  let count: Int

  private init(count: Int) {
    self.count = count
  }

  /// Queues `job` for the next free worker.
  func run(_ job: @escaping @Sendable () -> Void) {
    queue(.plain(job))
  }

  /// Queues `job` for the next free worker, which hands what it returns to
  /// `inbox` (`MainThreadInbox.performInBackground`): one job, not one
  /// wrapped in another, which would allocate a second closure.
  func run(
    _ job: @escaping @Sendable () -> (@Sendable @MainActor () -> Void),
    handingResultTo inbox: MainThreadInbox
  ) {
    queue(.forInbox(inbox, job))
  }

  private func queue(_ job: Job) {
    let start = condition.withLock {
      jobs.append(job)
      if framesDrawing == 0 { condition.signal() }
      defer { started = true }
      return !started
    }
    if start { startThreads() }
  }

  private func startThreads() {
    for _ in 1...count {
      let thread = Thread { [self] in work() }
      thread.qualityOfService = .utility
      thread.start()
    }
  }

  /// Runs `drawing` (a frame, up to its present) with no job starting,
  /// then wakes the workers for the jobs queued meanwhile.
  func holdingJobs<Result>(_ drawing: () throws -> Result) rethrows -> Result {
    condition.withLock { framesDrawing += 1 }
    defer {
      condition.withLock {
        framesDrawing -= 1
        if framesDrawing == 0 && !jobs.isEmpty { condition.broadcast() }
      }
    }
    return try drawing()
  }

  /// Whether the calling thread is one of the workers.
  var isWorkerThread: Bool {
    condition.withLock { workers.contains(ObjectIdentifier(Thread.current)) }
  }

  /// A worker's life: take the oldest job, run it, and wait for the next,
  /// and for no frame to be drawing.
  private func work() {
    ThreadPriority.lowerCallingThreadForBackgroundWork()
    condition.withLock { _ = workers.insert(ObjectIdentifier(Thread.current)) }
    while true {
      let job = condition.withLock {
        while jobs.isEmpty || framesDrawing > 0 { condition.wait() }
        return jobs.removeFirst()
      }
      switch job {
      case .plain(let run): run()
      case .forInbox(let inbox, let make): inbox.finishBackgroundWork(make())
      }
    }
  }
}
