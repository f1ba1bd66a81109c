import Foundation

/// The frames drawn first at a new window size, apart from the rest.
///
/// In such a frame the window system makes its buffers for the new size:
/// X reconfigures the window, and the GL driver allocates a back buffer
/// and a shared image of the new size and lets go of the old ones. Every
/// SDL program pays that in its first frame after a resize, and the floor
/// frame drawn after it finds them made, so the bench shows these frames
/// on their own (`PhaseResult.newSize`), beside a bare SDL window's own
/// first frames at the same sizes, timed in the baseline's child process
/// in the same run (`Result.bareWindow`).
extension AppBenchmark {
  /// A phase's frames drawn first at a new window size, and the phase's
  /// figures over its other frames. Absent from a phase without them.
  public struct NewSizeFigures: Encodable, Sendable, Equatable {
    /// How many there were, and the most wall-clock and main-thread CPU
    /// time one took, in milliseconds.
    public var frames = 0
    public var wallMsMax = 0.0, cpuMsMax = 0.0
    /// The phase's other frames: their CPU p99 and most, and their
    /// wall-clock p99 over their floors' (the budgets are the phase's).
    public var otherFramesCpuMsP99 = 0.0, otherFramesCpuMsMax = 0.0
    public var otherFramesToFloorRatioP99 = 0.0
    /// `wallMsMax` over the bare window's own slowest first frame at a new
    /// size in the same run (`BareWindowFigures.newSizeWallMsMax`): the
    /// app's slowest such frame in multiples of a bare SDL window's. Absent
    /// until the bare window is measured (`Result.setBareWindow(_:)`).
    public var wallMsMaxOverBareWindow: Double?

    enum CodingKeys: String, CodingKey {
      case frames
      case wallMsMax = "wall_ms_max"
      case cpuMsMax = "cpu_ms_max"
      case otherFramesCpuMsP99 = "other_frames_cpu_ms_p99"
      case otherFramesCpuMsMax = "other_frames_cpu_ms_max"
      case otherFramesToFloorRatioP99 = "other_frames_to_floor_ratio_p99"
      case wallMsMaxOverBareWindow = "wall_ms_max_over_bare_window"
    }
  }

  /// A bare SDL window's frames, timed in the baseline's child process
  /// (`tunnel bench --bare-window`) as the app's are, from the start of
  /// the frame's drawing until present returns: its frames at a size it
  /// already had, and the first at each new size, whose CPU time counts
  /// the main thread's reading of the resize's events too, as the app's
  /// frame does (not the wall time spent waiting for the size). Its peak
  /// RSS too.
  public struct BareWindowFigures: Codable, Sendable, Equatable {
    public var peakRssMb = 0.0
    public var frameWallMsP50 = 0.0, frameCpuMsP50 = 0.0
    public var newSizeFrames = 0
    public var newSizeWallMsMax = 0.0, newSizeCpuMsMax = 0.0

    public init() {}

    enum CodingKeys: String, CodingKey {
      case peakRssMb = "peak_rss_mb"
      case frameWallMsP50 = "frame_wall_ms_p50"
      case frameCpuMsP50 = "frame_cpu_ms_p50"
      case newSizeFrames = "new_size_frames"
      case newSizeWallMsMax = "new_size_wall_ms_max"
      case newSizeCpuMsMax = "new_size_cpu_ms_max"
    }

    /// The figures of the bare window's frames, each a wall-clock and a
    /// CPU time in seconds.
    public init(
      peakRssMb: Double, frames: [(wall: Double, cpu: Double)],
      newSizeFrames: [(wall: Double, cpu: Double)]
    ) {
      self.peakRssMb = peakRssMb
      frameWallMsP50 = AppBenchmark.percentile(frames.map(\.wall), 0.5) * 1000
      frameCpuMsP50 = AppBenchmark.percentile(frames.map(\.cpu), 0.5) * 1000
      self.newSizeFrames = newSizeFrames.count
      newSizeWallMsMax = (newSizeFrames.map(\.wall).max() ?? 0) * 1000
      newSizeCpuMsMax = (newSizeFrames.map(\.cpu).max() ?? 0) * 1000
    }
  }

  /// The new-size frames of a phase, or nil when it had none.
  nonisolated static func newSizeFigures(_ samples: [FrameSample]) -> NewSizeFigures? {
    let first = samples.filter(\.isFirstAtNewSize)
    guard !first.isEmpty else { return nil }
    let others = phaseResult(samples.filter { !$0.isFirstAtNewSize })
    return NewSizeFigures(
      frames: first.count, wallMsMax: (first.map(\.wall).max() ?? 0) * 1000,
      cpuMsMax: (first.map(\.cpu).max() ?? 0) * 1000, otherFramesCpuMsP99: others.cpuMsP99,
      otherFramesCpuMsMax: others.cpuMsMax,
      otherFramesToFloorRatioP99: others.frameToFloorRatioP99)
  }
}
