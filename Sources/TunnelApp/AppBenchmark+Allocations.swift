import Foundation

/// Allocations counted per frame: how many times the main thread asked the
/// C allocator for memory during a frame's work (from the start of its
/// work until present has returned; the floor frame after it is not
/// counted here, but apart, as the floor's: `floorAllocations`). The counter comes from the `tunnel` command, which installs
/// it (Sources/Tunnel/AllocationCounting.swift); without one the bench
/// reports no counts.
extension AppBenchmark {
  /// The main thread's allocations so far; nil when nothing counts them.
  public static var mainThreadAllocations: (@MainActor () -> Int)?

  /// The count now, 0 without a counter.
  static var allocationsNow: Int { mainThreadAllocations?() ?? 0 }

  /// Allocations per frame at p50, p99 and at most, if they were counted:
  /// the frames' own (`\.allocations`) or their floor frames'
  /// (`\.floorAllocations`).
  nonisolated static func allocationFigures(
    _ samples: [FrameSample], _ count: KeyPath<FrameSample, Int?> = \.allocations
  ) -> (p50: Double, p99: Double, max: Double)? {
    let counts = samples.compactMap { $0[keyPath: count] }.map(Double.init)
    guard !counts.isEmpty else { return nil }
    return (percentile(counts, 0.5), percentile(counts, 0.99), counts.max() ?? 0)
  }
}
