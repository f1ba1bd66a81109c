import Foundation
import Testing

@testable import ViewKit

/// Background jobs run on a fixed set of threads that live as long as the
/// process (see `BackgroundWorkers` for why: SDL's per-thread table).
@Suite struct BackgroundWorkersTests {
  /// The name of the thread each of `count` jobs ran on.
  private func threadNames(ofJobs count: Int) -> [String] {
    let lock = NSLock()
    nonisolated(unsafe) var names: [String] = []
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<count {
      BackgroundWorkers.shared.run {
        // The system's name for the thread (Linux), not Foundation's.
        let name =
          (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?
          .trimmingCharacters(in: .newlines) ?? Thread.current.name ?? ""
        lock.withLock { names.append(name) }
        done.signal()
      }
    }
    for _ in 0..<count { done.wait() }
    return lock.withLock { names }
  }

  @Test func everyJobRunsOnOneOfTheWorkersThreads() {
    let names = threadNames(ofJobs: 40)
    #expect(names.count == 40)
    #expect(names.allSatisfy { $0.hasPrefix("tunnel-bg-") }, "\(Set(names))")
    #expect(Set(names).count <= BackgroundWorkers.shared.count)
  }

  @Test func aJobAfterAnIdleSpellRunsOnTheSameThreadsAsTheOnesBefore() {
    let first = Set(threadNames(ofJobs: 20))
    Thread.sleep(forTimeInterval: 0.2)
    let later = Set(threadNames(ofJobs: 20))
    #expect(later.allSatisfy { $0.hasPrefix("tunnel-bg-") })
    #expect(first.union(later).count <= BackgroundWorkers.shared.count)
  }

  @Test func thereAreAtLeastTwoWorkers() {
    #expect(BackgroundWorkers.shared.count >= 2)
  }
}
