import Foundation
import Platform
import Testing

@testable import ViewKit

/// Background jobs run on a fixed set of threads that live as long as the
/// process (see `BackgroundWorkers` for why: SDL's per-thread table).
@Suite struct BackgroundWorkersTests {
  /// For each of `count` jobs, the thread it ran on, if it was a worker.
  private func workerThreads(ofJobs count: Int) -> [ObjectIdentifier?] {
    let lock = NSLock()
    nonisolated(unsafe) var threads: [ObjectIdentifier?] = []
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<count {
      BackgroundWorkers.shared.run {
        let worker = BackgroundWorkers.shared.isWorkerThread
        let thread = worker ? ObjectIdentifier(Thread.current) : nil
        lock.withLock { threads.append(thread) }
        done.signal()
      }
    }
    for _ in 0..<count { done.wait() }
    return lock.withLock { threads }
  }

  @Test func everyJobRunsOnOneOfTheWorkersThreads() {
    let threads = workerThreads(ofJobs: 40)
    #expect(threads.count == 40 && threads.allSatisfy { $0 != nil })
    #expect(Set(threads).count <= BackgroundWorkers.shared.count)
  }

  @Test func aJobAfterAnIdleSpellRunsOnTheSameThreadsAsTheOnesBefore() {
    let first = Set(workerThreads(ofJobs: 20))
    Thread.sleep(forTimeInterval: 0.2)
    let later = Set(workerThreads(ofJobs: 20))
    #expect(!later.contains(nil))
    #expect(first.union(later).count <= BackgroundWorkers.shared.count)
  }

  @Test func theTestsThreadIsNoWorker() {
    #expect(!BackgroundWorkers.shared.isWorkerThread)
  }

  @Test func thereAreAtLeastTwoWorkers() {
    #expect(BackgroundWorkers.shared.count >= 2)
  }

  /// The workers yield the processors to the frame's own threads: every
  /// job runs at background work's nice value (or the process's, if it was
  /// started nicer), and the thread that asked keeps its own.
  @Test func jobsRunAtTheLowerPriorityOfBackgroundWork() {
    let own = ThreadPriority.callingThreadNiceness
    let lock = NSLock()
    nonisolated(unsafe) var seen: [Int32] = []
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<8 {
      BackgroundWorkers.shared.run {
        let niceness = ThreadPriority.callingThreadNiceness
        lock.withLock { seen.append(niceness) }
        done.signal()
      }
    }
    for _ in 0..<8 { done.wait() }
    #if os(Linux)
      let expected = max(own, ThreadPriority.backgroundNiceness)  // run under `nice`: its own
      #expect(lock.withLock { seen } == Array(repeating: expected, count: 8))
    #endif
    #expect(ThreadPriority.callingThreadNiceness == own)
  }
}
