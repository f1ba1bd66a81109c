import Foundation

extension AppBenchmark {
  /// The figures of one phase of the scenario (dig, flips or zoom), named
  /// as the JSON keys. Wall-clock times run from the start of a frame's
  /// work until present has returned; CPU times are the main thread's alone,
  /// which is what a frame costs where a GPU rasterizes.
  public struct PhaseResult: Encodable, Sendable, Equatable {
    public var wallMsP50 = 0.0, wallMsP99 = 0.0, wallMsMax = 0.0
    public var cpuMsP50 = 0.0, cpuMsP99 = 0.0
    /// The 99th percentile of the floor frames that followed this phase's frames.
    public var floorMsP99 = 0.0
    /// p99 of the frames' wall-clock times over p99 of their floors'.
    public var frameToFloorRatioP99 = 0.0
    public var framesOverFrameBudget = 0
    public var frames = 0

    enum CodingKeys: String, CodingKey {
      case wallMsP50 = "wall_ms_p50"
      case wallMsP99 = "wall_ms_p99"
      case wallMsMax = "wall_ms_max"
      case cpuMsP50 = "cpu_ms_p50"
      case cpuMsP99 = "cpu_ms_p99"
      case floorMsP99 = "floor_ms_p99"
      case frameToFloorRatioP99 = "frame_to_floor_ratio_p99"
      case framesOverFrameBudget = "frames_over_16_7ms"
      case frames
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
    public var tilePrepareMsP50 = 0.0, tilePrepareMsP99 = 0.0
    public var geocodeUsP50 = 0.0, geocodeUsP99 = 0.0
    public var peakRssMb = 0.0
    /// The peak RSS of a bare SDL window (or offscreen renderer) of the same
    /// size with the same renderer, measured in a process of its own.
    public var baselineRssMb = 0.0
    public var rssAboveBaselineMb = 0.0

    enum CodingKeys: String, CodingKey {
      case renderer
      case startupMs = "startup_ms"
      case idleFrames = "idle_frames"
      case dig, flips, zoom
      case tilePrepareMsP50 = "tile_prepare_ms_p50"
      case tilePrepareMsP99 = "tile_prepare_ms_p99"
      case geocodeUsP50 = "geocode_us_p50"
      case geocodeUsP99 = "geocode_us_p99"
      case peakRssMb = "peak_rss_mb"
      case baselineRssMb = "baseline_rss_mb"
      case rssAboveBaselineMb = "rss_above_baseline_mb"
    }

    /// Records the bare window's peak RSS and the app's peak above it.
    public mutating func setBaseline(rssMb: Double) {
      baselineRssMb = rssMb
      rssAboveBaselineMb = peakRssMb - rssMb
    }
  }
}
