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

  @Test func framesOverTheCPUBudgetAreCounted() {
    var samples = (1...100).map { i in
      AppBenchmark.FrameSample(wall: 0.004, cpu: Double(i) / 20_000, floor: 0.001)  // 0.05...5 ms
    }
    samples[0].uploads = 4
    samples[0].uploadBytes = 256 * 1024
    samples[1].showsBlankTile = true
    let phase = AppBenchmark.phaseResult(samples)
    #expect(phase.cpuFramesOverBudget == 60, "2.05 ms ... 5 ms are over 2 ms")
    #expect(abs(phase.cpuMsMax - 5) < 1e-9)
    #expect(phase.uploadsPerFrameMax == 4 && phase.uploadsPerFrameP50 == 0)
    #expect(phase.uploadKbPerFrameMax == 256)
    #expect(phase.framesWithBlankTile == 1)
  }

  @Test func theJSONHasAnObjectPerPhaseAndTheTopLevelKeys() throws {
    var result = AppBenchmark.Result()
    result.peakRssMb = 150
    result.setBaseline(rssMb: 100)
    let json =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as! [String: Any]
    for key in [
      "renderer", "startup_ms", "idle_frames", "peak_rss_mb", "baseline_rss_mb",
      "rss_above_baseline_mb", "geocode_us_p50", "geocode_us_p99", "guide_rss_above_baseline_mb",
      "rss_above_baseline_mb_budget",
    ] {
      #expect(json[key] != nil, "\(key)")
    }
    #expect(json["rss_above_baseline_mb"] as? Double == 50)
    #expect(json["rss_above_baseline_mb_budget"] as? Double == 60)
    for phase in ["dig", "flips", "zoom", "guide_curl", "tab_switches"] {
      let object = try #require(json[phase] as? [String: Any])
      #expect(
        Set(object.keys) == [
          "wall_ms_p50", "wall_ms_p99", "wall_ms_max", "cpu_ms_p50", "cpu_ms_p99", "cpu_ms_max",
          "cpu_ms_p99_budget", "cpu_ms_max_budget", "cpu_frames_over_budget", "floor_ms_p50",
          "floor_ms_p99",
          "floor_cpu_ms_p50",
          "floor_cpu_ms_p99", "frame_to_floor_ratio_p99", "frame_to_floor_ratio_p99_budget",
          "frames_over_16_7ms", "frames",
          "uploads_per_frame_p50", "uploads_per_frame_max", "upload_kb_per_frame_max",
          "heap_kb_growth_per_frame_p50", "heap_kb_growth_per_frame_max", "frames_with_blank_tile",
        ])
    }
    let bare = try #require(json["bare_window"] as? [String: Any])
    #expect(
      Set(bare.keys) == [
        "peak_rss_mb", "frame_wall_ms_p50", "frame_cpu_ms_p50", "new_size_frames",
        "new_size_wall_ms_max", "new_size_cpu_ms_max", "new_size_extras",
      ])
  }

  /// The frames drawn first at a new window size are shown apart, with the
  /// phase's figures over the others; a phase without them has no
  /// `new_size` at all.
  @Test func framesAtANewSizeAreShownApartFromTheOthers() throws {
    var samples = (1...100).map { i in
      AppBenchmark.FrameSample(wall: 0.002, cpu: Double(i) / 100_000, floor: 0.001)  // ...1 ms
    }
    samples[10] = AppBenchmark.FrameSample(
      wall: 0.020, cpu: 0.0025, floor: 0.001, isFirstAtNewSize: true)
    samples[20] = AppBenchmark.FrameSample(
      wall: 0.015, cpu: 0.0021, floor: 0.002, isFirstAtNewSize: true)
    let phase = AppBenchmark.phaseResult(samples)
    let apart = try #require(phase.newSize)
    #expect(apart.frames == 2)
    #expect(abs(apart.wallMsMax - 20) < 1e-9 && abs(apart.cpuMsMax - 2.5) < 1e-9)
    #expect(abs(apart.otherFramesCpuMsMax - 1) < 1e-9)
    #expect(abs(apart.otherFramesToFloorRatioP99 - 2) < 1e-9)
    #expect(abs(phase.cpuMsMax - 2.5) < 1e-9, "the phase's own figures keep every frame")
    let object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(phase)) as? [String: Any])
    let keys = try #require(object["new_size"] as? [String: Any]).keys
    #expect(
      Set(keys) == [
        "frames", "wall_ms_max", "cpu_ms_max", "other_frames_cpu_ms_p99",
        "other_frames_cpu_ms_max", "other_frames_to_floor_ratio_p99",
        "wall_over_floor_frame_max", "allowance_ms",
      ])
    #expect(abs(apart.wallOverFloorFrameMax - 20) < 1e-9 && apart.allowanceMs == [0, 0])
    #expect(AppBenchmark.phaseResult(Array(samples[30...])).newSize == nil)
  }

  /// The bare window's figures: its frames' medians, the window's very
  /// first frame left out; the most its first frames at a new size took;
  /// and what each of those took over the median of its size's next
  /// frames, in milliseconds.
  @Test func theBareWindowsFramesAreSummedUpInMilliseconds() {
    let bare = AppBenchmark.BareWindowFigures(
      peakRssMb: 120,
      sizes: [
        (CGSize(width: 900, height: 900), [(0.050, 0.030), (0.001, 0.0001), (0.002, 0.0002)]),
        (CGSize(width: 1600, height: 900), [(0.008, 0.0005), (0.003, 0.0003), (0.004, 0.0003)]),
        (CGSize(width: 900, height: 900), [(0.007, 0.0009), (0.002, 0.0002), (0.002, 0.0002)]),
      ])
    #expect(bare.frameWallMsP50 == 2 && abs(bare.frameCpuMsP50 - 0.2) < 1e-9)
    #expect(bare.newSizeFrames == 2 && bare.newSizeWallMsMax == 8)
    #expect(abs(bare.newSizeCpuMsMax - 0.9) < 1e-9 && bare.peakRssMb == 120)
    #expect(
      bare.newSizeExtras.map(\.size) == [
        CGSize(width: 1600, height: 900), CGSize(width: 900, height: 900),
      ])
    let extras = bare.newSizeExtras.map(\.wallMs)
    #expect(abs(extras[0] - 4) < 1e-9 && abs(extras[1] - 5) < 1e-9, "8 - 4 and 7 - 2")
  }

  /// A first frame at a new size is measured against its floor frame plus
  /// what the bare window's first frame at the same size, in the same
  /// place in the order of sizes, took over its next frames: the floor
  /// frame, drawn at a size already made, cannot pay for the size.
  @Test func aFrameAtANewSizeIsMeasuredAgainstItsFloorFramePlusWhatSDLPaidForTheSize() throws {
    let (wide, narrow) = (CGSize(width: 1600, height: 900), CGSize(width: 900, height: 900))
    var frames = (1...100).map { _ in
      AppBenchmark.FrameSample(wall: 0.004, cpu: 0.001, floor: 0.003)
    }
    frames[10] = .init(wall: 0.016, cpu: 0.0015, floor: 0.004, isFirstAtNewSize: true, size: wide)
    frames[20] = .init(wall: 0.012, cpu: 0.0015, floor: 0.003, isFirstAtNewSize: true, size: narrow)
    #expect(AppBenchmark.phaseResult(frames).frameToFloorRatioP99 > 3, "against floor frames")
    let extras: [AppBenchmark.BareWindowFigures.NewSizeExtra] = [
      .init(width: 1600, height: 900, wallMs: 6), .init(width: 900, height: 900, wallMs: 5),
    ]
    AppBenchmark.allow(extras, to: &frames)
    #expect(frames.map(\.newSizeAllowance).filter { $0 > 0 } == [0.006, 0.005])
    #expect(abs(frames[10].sdlFloor - 0.010) < 1e-12 && frames[0].sdlFloor == 0.003)
    let phase = AppBenchmark.phaseResult(frames)
    #expect(abs(phase.floorMsP99 - 10) < 1e-9 && abs(phase.frameToFloorRatioP99 - 1.6) < 1e-9)
    let apart = try #require(phase.newSize)
    #expect(apart.allowanceMs.map { ($0 * 1e6).rounded() / 1e6 } == [6, 5])
    #expect(abs(apart.wallOverFloorFrameMax - 4) < 1e-9, "16 over 4, the floor frame alone")
    // An extra at another size, or none left, allows nothing.
    AppBenchmark.allow(Array(extras.reversed()), to: &frames)
    #expect(frames.allSatisfy { $0.newSizeAllowance == 0 })
    AppBenchmark.allow(Array(extras.prefix(1)), to: &frames)
    #expect(frames[10].newSizeAllowance == 0.006 && frames[20].newSizeAllowance == 0)
  }

  /// Once the bare window is measured, a phase's slowest frame at a new
  /// size is set over the bare window's own, in the JSON beside it; the
  /// bare window's peak is the baseline, and a phase without such frames
  /// gains nothing.
  @Test func aPhasesFramesAtANewSizeAreSetOverTheBareWindowsOwn() throws {
    var result = AppBenchmark.Result()
    result.peakRssMb = 150
    result.splitResize = AppBenchmark.phaseResult([
      AppBenchmark.FrameSample(wall: 0.002, cpu: 0.0005, floor: 0.001),
      AppBenchmark.FrameSample(wall: 0.015, cpu: 0.002, floor: 0.002, isFirstAtNewSize: true),
    ])
    result.dig = AppBenchmark.phaseResult([
      AppBenchmark.FrameSample(wall: 0.002, cpu: 0.0005, floor: 0.001)
    ])
    let bare = AppBenchmark.BareWindowFigures(
      peakRssMb: 120,
      sizes: [
        (CGSize(width: 900, height: 900), [(0.030, 0.01), (0.002, 0.0001)]),
        (CGSize(width: 1600, height: 900), [(0.010, 0.0008)]),
        (CGSize(width: 900, height: 900), [(0.006, 0.0007)]),
      ])
    result.setBareWindow(bare)
    let ratio = try #require(result.splitResize.newSize?.wallMsMaxOverBareWindow)
    #expect(abs(ratio - 1.5) < 1e-9)
    #expect(result.bareWindow == bare && result.rssAboveBaselineMb == 30)
    #expect(result.dig.newSize == nil)
    let json = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as? [String: Any])
    let phase = try #require(json["split_resize"] as? [String: Any])
    let apart = try #require(phase["new_size"] as? [String: Any])
    #expect(apart["wall_ms_max_over_bare_window"] as? Double == ratio)
    // The list names every phase in the JSON (an object with frames), and only those.
    let phasesInJSON = json.filter { ($0.value as? [String: Any])?["frames"] != nil }.keys
    #expect(Set(AppBenchmark.Result.phases.map(\.name)) == Set(phasesInJSON))
    #expect(AppBenchmark.Result.phases.count == phasesInJSON.count)
  }
}

/// The memory breakdown: every cache's bytes, and the rest.
struct BenchmarkMemoryTests {
  @Test func theJSONHasTheMemoryBreakdownBeforeAndAfterTheWarning() throws {
    var result = AppBenchmark.Result()
    result.peakRssMb = 150
    result.memory.rssMb = 140
    result.memory.tilesBytes = 10 * 1_048_576
    result.memory.geocoderBytes = 20 * 1_048_576
    result.setBaseline(rssMb: 100)
    let json =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(result)) as! [String: Any]
    let keys: Set<String> = [
      "rss_mb", "heap_in_use_bytes", "tiles_bytes", "tile_count", "names_bytes", "name_count",
      "label_text_bytes", "picture_textures_bytes", "spare_textures_bytes",
      "render_targets_bytes", "shadows_bytes", "map_geometry_bytes", "geocoder_bytes",
      "fonts_bytes", "rest_bytes",
    ]
    for name in ["memory", "memory_after_warning", "memory_with_guide"] {
      let object = try #require(json[name] as? [String: Any])
      #expect(Set(object.keys) == keys, "\(name)")
    }
    // 40 MB above the baseline, 30 of them counted.
    #expect(result.memory.restBytes == 10 * 1_048_576)
  }

  @Test func theMemoryWithTheGuideOpenIsMeasuredAboveTheBareWindow() {
    var result = AppBenchmark.Result()
    result.memoryWithGuide.rssMb = 145
    result.setBaseline(rssMb: 100)
    #expect(result.guideRssAboveBaselineMb == 45)
    #expect(result.memoryWithGuide.restBytes == 45 * 1_048_576)
  }

  @Test func theCPUBudgetsAre2msAtP99And3msAtMost() {
    let phase = AppBenchmark.phaseResult([
      AppBenchmark.FrameSample(wall: 0.004, cpu: 0.0025, floor: 0.001)
    ])
    #expect(phase.cpuMsP99Budget == 2 && phase.cpuMsMaxBudget == 3)
    #expect(phase.frameToFloorRatioP99Budget == 2)
    #expect(phase.cpuFramesOverBudget == 1)
  }
}
