import Foundation
import Testing

@testable import TunnelApp

/// What `tunnel bench --json` reports, and how a phase's figures follow
/// from its frames.
struct BenchmarkResultTests {
  @Test func thePhaseRatioIsTheFramesP99OverTheFloorsP99() {
    let samples = (1...100).map { i in
      AppBenchmark.FrameSample(
        wall: Double(i) / 1000, cpu: Double(i) / 2000, floor: Double(i) / 4000)
    }
    let phase = AppBenchmark.phaseResult(samples)
    #expect(phase.frames == 100)
    #expect(abs(phase.wallMsP99 - 100) < 1e-9 && abs(phase.floorMsP99 - 25) < 1e-9)
    #expect(abs(phase.frameToFloorRatioP99 - 4) < 1e-9)
    #expect(abs(phase.cpuMsP50 - 25.5) < 1e-9)
    #expect(phase.framesOverFrameBudget == 84, "17 ms ... 100 ms miss a 60 Hz refresh")
  }

  @Test func theJSONHasAnObjectPerPhaseAndTheTopLevelKeys() throws {
    var result = AppBenchmark.Result()
    result.peakRssMb = 150
    result.setBaseline(rssMb: 100)
    let json =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as! [String: Any]
    for key in [
      "renderer", "startup_ms", "idle_frames", "peak_rss_mb", "baseline_rss_mb",
      "rss_above_baseline_mb", "geocode_us_p50", "geocode_us_p99",
    ] {
      #expect(json[key] != nil, "\(key)")
    }
    #expect(json["rss_above_baseline_mb"] as? Double == 50)
    for phase in ["dig", "flips", "zoom"] {
      let object = try #require(json[phase] as? [String: Any])
      #expect(
        Set(object.keys) == [
          "wall_ms_p50", "wall_ms_p99", "wall_ms_max", "cpu_ms_p50", "cpu_ms_p99", "floor_ms_p99",
          "frame_to_floor_ratio_p99", "frames_over_16_7ms", "frames",
        ])
    }
  }
}
