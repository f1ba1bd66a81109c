import Foundation

extension AppBenchmark {
  /// The figures of one phase of the scenario (dig, flips, zoom, the
  /// Guide's curl or its tab switches), named
  /// as the JSON keys. Wall-clock times run from the start of a frame's
  /// work until present has returned; CPU times are the main thread's alone,
  /// which is what a frame costs where a GPU rasterizes.
  public struct PhaseResult: Encodable, Sendable, Equatable {
    public var wallMsP50 = 0.0, wallMsP99 = 0.0, wallMsMax = 0.0
    public var cpuMsP50 = 0.0, cpuMsP99 = 0.0, cpuMsMax = 0.0
    /// The budget for `cpuMsP99` (2 ms), and how many frames went over it;
    /// the budget for `cpuMsMax` (3 ms).
    public var cpuMsP99Budget = 0.0
    public var cpuMsMaxBudget = 0.0
    public var cpuFramesOverBudget = 0
    /// The median and the 99th percentile of this phase's frames' floors:
    /// the floor frame that followed each, and for a first frame at a new
    /// size, once the bare window is measured, what SDL itself paid for
    /// that size over its next frames (`FrameSample.sdlFloor`).
    public var floorMsP50 = 0.0, floorMsP99 = 0.0
    /// The floor frames' main-thread CPU time: what SDL and the driver
    /// themselves take on the main thread to draw and present the same
    /// pictures, the part of `cpuMs` the app cannot remove.
    public var floorCpuMsP50 = 0.0, floorCpuMsP99 = 0.0
    /// p99 of the frames' wall-clock times over p99 of their floors', and
    /// its budget (`AppBenchmark.floorRatioBudget`).
    public var frameToFloorRatioP99 = 0.0
    public var frameToFloorRatioP99Budget = 0.0
    public var framesOverFrameBudget = 0
    public var frames = 0
    /// The frames drawn first at a new window size, and the figures of the
    /// others (AppBenchmark+NewSize.swift); absent when there were none.
    public var newSize: NewSizeFigures?
    /// Textures uploaded per frame (tiles, names, text, pictures).
    public var uploadsPerFrameP50 = 0.0, uploadsPerFrameMax = 0.0
    public var uploadKbPerFrameMax = 0.0
    /// KB the heap grew by in a frame, the whole process, by glibc's
    /// `mallinfo2` (Platform's HeapStatistics): the allocator can tell the
    /// bytes a frame leaves allocated, not how many allocations it made.
    public var heapKbGrowthPerFrameP50 = 0.0, heapKbGrowthPerFrameMax = 0.0
    /// Frames in which a map showed a tile with nothing drawn in it.
    public var framesWithBlankTile = 0
    /// The main thread's allocations per frame (AppBenchmark+Allocations.swift);
    /// absent when nothing counted them.
    public var allocationsPerFrameP50: Double?, allocationsPerFrameP99: Double?
    public var allocationsPerFrameMax: Double?
    /// The app's share of them: each frame's count less what SDL and the
    /// driver allocated inside the calls the renderer handed them, draws,
    /// uploads and present (`Renderer.sdlCallCounter`).
    public var appAllocationsPerFrameP50: Double?, appAllocationsPerFrameP99: Double?
    public var appAllocationsPerFrameMax: Double?
    /// In the dig and the zoom, when counted: the budget for
    /// `appAllocationsPerFrameP50` (`AppBenchmark.steadyAllocationsBudget`).
    public var appAllocationsPerFrameP50Budget: Double?
    /// The same count for the floor frames that followed: what SDL and the
    /// driver allocate to draw and present the same pictures, which the
    /// frame's count includes too.
    public var floorAllocationsPerFrameP50: Double?, floorAllocationsPerFrameP99: Double?
    public var floorAllocationsPerFrameMax: Double?

    enum CodingKeys: String, CodingKey {
      case wallMsP50 = "wall_ms_p50"
      case wallMsP99 = "wall_ms_p99"
      case wallMsMax = "wall_ms_max"
      case cpuMsP50 = "cpu_ms_p50"
      case cpuMsP99 = "cpu_ms_p99"
      case cpuMsMax = "cpu_ms_max"
      case cpuMsP99Budget = "cpu_ms_p99_budget"
      case cpuMsMaxBudget = "cpu_ms_max_budget"
      case cpuFramesOverBudget = "cpu_frames_over_budget"
      case floorMsP50 = "floor_ms_p50"
      case floorMsP99 = "floor_ms_p99"
      case floorCpuMsP50 = "floor_cpu_ms_p50"
      case floorCpuMsP99 = "floor_cpu_ms_p99"
      case frameToFloorRatioP99 = "frame_to_floor_ratio_p99"
      case frameToFloorRatioP99Budget = "frame_to_floor_ratio_p99_budget"
      case framesOverFrameBudget = "frames_over_16_7ms"
      case frames
      case newSize = "new_size"
      case uploadsPerFrameP50 = "uploads_per_frame_p50"
      case uploadsPerFrameMax = "uploads_per_frame_max"
      case uploadKbPerFrameMax = "upload_kb_per_frame_max"
      case heapKbGrowthPerFrameP50 = "heap_kb_growth_per_frame_p50"
      case heapKbGrowthPerFrameMax = "heap_kb_growth_per_frame_max"
      case framesWithBlankTile = "frames_with_blank_tile"
      case allocationsPerFrameP50 = "allocations_per_frame_p50"
      case allocationsPerFrameP99 = "allocations_per_frame_p99"
      case allocationsPerFrameMax = "allocations_per_frame_max"
      case appAllocationsPerFrameP50 = "app_allocations_per_frame_p50"
      case appAllocationsPerFrameP99 = "app_allocations_per_frame_p99"
      case appAllocationsPerFrameMax = "app_allocations_per_frame_max"
      case appAllocationsPerFrameP50Budget = "app_allocations_per_frame_p50_budget"
      case floorAllocationsPerFrameP50 = "floor_allocations_per_frame_p50"
      case floorAllocationsPerFrameP99 = "floor_allocations_per_frame_p99"
      case floorAllocationsPerFrameMax = "floor_allocations_per_frame_max"
    }
  }

  /// The numbers, named as the JSON keys.
  public struct Result: Encodable, Sendable {
    /// SDL's name for the renderer, and where it drew: "opengl (window)",
    /// "software (offscreen)".
    public var renderer = ""
    public var startupMs = 0.0
    public var idleFrames = 0
    public var dig = PhaseResult()
    public var flips = PhaseResult()
    public var zoom = PhaseResult()
    /// The Guide's article page dragged by its corner, and its tabs switched.
    public var guideCurl = PhaseResult()
    public var tabSwitches = PhaseResult()
    /// The split view collapsed and expanded by resizes, and a details
    /// popover shown and put away.
    public var splitResize = PhaseResult()
    public var detailsPopover = PhaseResult()
    public var tilePrepareMsP50 = 0.0, tilePrepareMsP99 = 0.0
    public var geocodeUsP50 = 0.0, geocodeUsP99 = 0.0
    public var peakRssMb = 0.0
    /// The peak RSS of a bare SDL window (or offscreen renderer) of the same
    /// size with the same renderer, measured in a process of its own, and
    /// that window's frames (AppBenchmark+NewSize.swift).
    public var baselineRssMb = 0.0
    public var bareWindow = BareWindowFigures()
    public var rssAboveBaselineMb = 0.0
    /// The resident memory above the bare window's peak with the Guide open,
    /// after its curl (`memoryWithGuide.rssMb` less the baseline); the
    /// budget of both figures (`AppBenchmark.rssAboveBaselineBudget`).
    public var guideRssAboveBaselineMb = 0.0
    public var rssAboveBaselineMbBudget = AppBenchmark.rssAboveBaselineBudget
    /// Where the memory goes at the end of the scenario, and half a second
    /// after a memory warning (AppBenchmark+Memory.swift).
    public var memory = MemoryBreakdown()
    public var memoryAfterWarning = MemoryBreakdown()
    /// The same with the Guide open, after its curl.
    public var memoryWithGuide = MemoryBreakdown()

    enum CodingKeys: String, CodingKey {
      case renderer
      case startupMs = "startup_ms"
      case idleFrames = "idle_frames"
      case dig, flips, zoom
      case guideCurl = "guide_curl"
      case tabSwitches = "tab_switches"
      case splitResize = "split_resize"
      case detailsPopover = "details_popover"
      case tilePrepareMsP50 = "tile_prepare_ms_p50"
      case tilePrepareMsP99 = "tile_prepare_ms_p99"
      case geocodeUsP50 = "geocode_us_p50"
      case geocodeUsP99 = "geocode_us_p99"
      case peakRssMb = "peak_rss_mb"
      case baselineRssMb = "baseline_rss_mb"
      case bareWindow = "bare_window"
      case rssAboveBaselineMb = "rss_above_baseline_mb"
      case guideRssAboveBaselineMb = "guide_rss_above_baseline_mb"
      case rssAboveBaselineMbBudget = "rss_above_baseline_mb_budget"
      case memory
      case memoryAfterWarning = "memory_after_warning"
      case memoryWithGuide = "memory_with_guide"
    }

    /// The measured phases in the scenario's order, each with its name in
    /// the JSON (`Phase.figures`): the list the bench's table and
    /// `setBareWindow(_:)` go through.
    public static var phases: [(name: String, figures: WritableKeyPath<Result, PhaseResult>)] {
      Phase.allCases.compactMap(\.figures)
    }

    /// Records the bare window's figures: its peak RSS is the baseline
    /// (`setBaseline(rssMb:)`), and each phase's slowest frame at a new
    /// size is set over the bare window's slowest first frame at a new size
    /// (`NewSizeFigures.wallMsMaxOverBareWindow`).
    public mutating func setBareWindow(_ bare: BareWindowFigures) {
      bareWindow = bare
      setBaseline(rssMb: bare.peakRssMb)
      guard bare.newSizeWallMsMax > 0 else { return }
      for (_, figures) in Self.phases {
        guard let wall = self[keyPath: figures].newSize?.wallMsMax else { continue }
        self[keyPath: figures].newSize?.wallMsMaxOverBareWindow = wall / bare.newSizeWallMsMax
      }
    }

    /// Records the bare window's peak RSS and the app's peak above it.
    public mutating func setBaseline(rssMb: Double) {
      baselineRssMb = rssMb
      rssAboveBaselineMb = peakRssMb - rssMb
      guideRssAboveBaselineMb = memoryWithGuide.rssMb - rssMb
      memory.setRest(baselineMb: rssMb)
      memoryAfterWarning.setRest(baselineMb: rssMb)
      memoryWithGuide.setRest(baselineMb: rssMb)
    }
  }
}
