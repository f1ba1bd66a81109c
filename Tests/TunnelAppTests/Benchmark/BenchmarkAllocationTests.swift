import Foundation
import Testing

@testable import TunnelApp

/// Allocations per frame in `tunnel bench --json`: figures when the frames
/// were counted, no keys when nothing counted them.
struct BenchmarkAllocationTests {
  func json(_ phase: AppBenchmark.PhaseResult) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: JSONEncoder().encode(phase)) as! [String: Any]
  }

  @Test func countedFramesGiveTheAllocationsP50P99AndMax() throws {
    let samples = (1...100).map { i in
      AppBenchmark.FrameSample(wall: 0.004, cpu: 0.001, floor: 0.001, allocations: i)
    }
    let phase = AppBenchmark.phaseResult(samples)
    #expect(phase.allocationsPerFrameP50 == 51)
    #expect(phase.allocationsPerFrameP99 == 100 && phase.allocationsPerFrameMax == 100)
    let object = try json(phase)
    #expect(object["allocations_per_frame_p50"] as? Double == 51)
    #expect(object["allocations_per_frame_p99"] as? Double == 100)
    #expect(object["allocations_per_frame_max"] as? Double == 100)
  }

  @Test func theDigAndTheZoomHaveABudgetOfAHandfulOfOwnAllocationsAndTheFlipsNone() throws {
    let counted = (1...10).map { _ in
      AppBenchmark.FrameSample(wall: 0.004, cpu: 0.001, floor: 0.001, allocations: 3)
    }
    var result = AppBenchmark.Result()
    result.dig = AppBenchmark.phaseResult(counted)
    result.flips = AppBenchmark.phaseResult(counted)
    result.zoom = AppBenchmark.phaseResult(counted)
    AppBenchmark.setSteadyAllocationsBudget(in: &result)
    #expect(AppBenchmark.steadyAllocationsBudget == 4)
    #expect(try json(result.dig)["app_allocations_per_frame_p50_budget"] as? Double == 4)
    #expect(try json(result.zoom)["app_allocations_per_frame_p50_budget"] as? Double == 4)
    #expect(try json(result.flips)["app_allocations_per_frame_p50_budget"] == nil)
  }

  @Test func uncountedFramesReportNoAllocationKeys() throws {
    let samples = (1...10).map { _ in
      AppBenchmark.FrameSample(wall: 0.004, cpu: 0.001, floor: 0.001)
    }
    let object = try json(AppBenchmark.phaseResult(samples))
    #expect(!object.keys.contains { $0.hasPrefix("allocations") })
  }
}
