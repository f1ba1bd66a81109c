import Foundation

/// Allocations counted per frame: how many times the main thread asked the
/// C allocator for memory during a frame's work, from the start of its
/// work until present has returned (`allocations`); of those, how many
/// SDL and the driver made inside the calls the renderer handed them,
/// draws, uploads and present (`sdlAllocations`), so that the app's own
/// share is the difference; and, apart, those of the
/// floor frame drawn after it (`floorAllocations`). The counter comes from
/// the `tunnel` command, which installs it
/// (Sources/Tunnel/AllocationCounting.swift); without one the bench reports
/// no counts.
extension AppBenchmark {
  /// The main thread's allocations so far; nil when nothing counts them.
  /// Nonisolated, and the counter allocates nothing: the renderer reads it
  /// around each SDL call (`Renderer.sdlCallCounter`), and a main-actor
  /// closure would check its isolation on each call, which allocates.
  nonisolated(unsafe) public static var mainThreadAllocations: (() -> Int)?

  /// The count now, 0 without a counter.
  static var allocationsNow: Int { mainThreadAllocations?() ?? 0 }

  /// Allocations per frame at p50, p99 and at most, if they were counted:
  /// the frames' own (`\.allocations`) or their floor frames'
  /// (`\.floorAllocations`).
  nonisolated static func allocationFigures(
    _ samples: [FrameSample], _ count: KeyPath<FrameSample, Int?> = \.allocations
  ) -> (p50: Double, p99: Double, max: Double)? {
    figures(samples.compactMap { $0[keyPath: count] })
  }

  /// The app's own allocations per frame, at p50, p99 and at most: each
  /// frame's count less what SDL and the driver allocated inside its calls.
  nonisolated static func appAllocationFigures(_ samples: [FrameSample]) -> (
    p50: Double, p99: Double, max: Double
  )? {
    figures(
      samples.compactMap { sample in
        sample.allocations.map { $0 - (sample.sdlAllocations ?? 0) }
      })
  }

  nonisolated private static func figures(_ values: [Int]) -> (
    p50: Double, p99: Double, max: Double
  )? {
    let counts = values.map(Double.init)
    guard !counts.isEmpty else { return nil }
    return (percentile(counts, 0.5), percentile(counts, 0.99), counts.max() ?? 0)
  }
}
