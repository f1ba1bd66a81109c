import Foundation

/// Runs two jobs at once, on two threads, and returns both results.
///
/// Foundation counterpart: `DispatchQueue.concurrentPerform`, which this
/// wraps for two jobs of different result types.
enum Parallel {
  static func both<A: Sendable, B: Sendable>(
    _ first: @Sendable () -> A, _ second: @Sendable () -> B
  ) -> (A, B) {
    let firstResult = Slot<A>()
    let secondResult = Slot<B>()
    DispatchQueue.concurrentPerform(iterations: 2) { job in
      if job == 0 { firstResult.value = first() } else { secondResult.value = second() }
    }
    // concurrentPerform returns only when both jobs have run.
    return (firstResult.value!, secondResult.value!)
  }

  /// One result, written by one job and read after `concurrentPerform`
  /// returns, which orders the write before the read.
  private final class Slot<T>: @unchecked Sendable {
    var value: T?
  }
}
