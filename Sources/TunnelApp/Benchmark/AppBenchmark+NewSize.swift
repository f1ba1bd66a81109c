import Foundation

/// The frames drawn first at a new window size, apart from the rest, and
/// what their floor is.
///
/// In such a frame the window system makes its buffers for the new size:
/// X reconfigures the window, and the GL driver allocates a back buffer
/// and a shared image of the new size and lets go of the old ones. Every
/// SDL program pays that in its first frame after a resize, and the floor
/// frame drawn after it finds them made. So:
/// 1. a bare SDL window takes the same sizes in the same order, in the
///    baseline's child process in the same run (`Result.bareWindow`), and
///    each of its first frames at a new size is timed against the median
///    of its next frames at that size (`BareWindowFigures.newSizeExtras`);
/// 2. the phase's k-th first frame at a new size is given the bare
///    window's k-th extra as its allowance, when both are at the same
///    size (`setBareWindow(_:in:)`); its floor is its floor frame plus
///    that (`FrameSample.sdlFloor`), what SDL takes for the same pictures
///    at a new size, and the phase's figures are made again;
/// 3. the bench shows these frames on their own too (`PhaseResult.newSize`),
///    with their wall time over their floor frames' alone.
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
    /// The most one of these frames took over its floor frame alone, with
    /// no allowance for the new size: what the ratio would say of it.
    public var wallOverFloorFrameMax = 0.0
    /// Each one's allowance, in order, in milliseconds: what the bare
    /// window paid for that size (`FrameSample.newSizeAllowance`).
    public var allowanceMs: [Double] = []

    enum CodingKeys: String, CodingKey {
      case frames
      case wallMsMax = "wall_ms_max"
      case cpuMsMax = "cpu_ms_max"
      case otherFramesCpuMsP99 = "other_frames_cpu_ms_p99"
      case otherFramesCpuMsMax = "other_frames_cpu_ms_max"
      case otherFramesToFloorRatioP99 = "other_frames_to_floor_ratio_p99"
      case wallMsMaxOverBareWindow = "wall_ms_max_over_bare_window"
      case wallOverFloorFrameMax = "wall_over_floor_frame_max"
      case allowanceMs = "allowance_ms"
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
    /// Each first frame at a new size, in the order the sizes were taken.
    public var newSizeExtras: [NewSizeExtra] = []

    /// What a first frame at a new size took over the frames after it at
    /// that size: its wall time less their median, in milliseconds (none
    /// below 0).
    public struct NewSizeExtra: Codable, Sendable, Equatable {
      public var width = 0.0, height = 0.0
      public var wallMs = 0.0

      enum CodingKeys: String, CodingKey {
        case width, height
        case wallMs = "wall_ms"
      }

      public var size: CGSize { CGSize(width: width, height: height) }
    }

    public init() {}

    enum CodingKeys: String, CodingKey {
      case peakRssMb = "peak_rss_mb"
      case frameWallMsP50 = "frame_wall_ms_p50"
      case frameCpuMsP50 = "frame_cpu_ms_p50"
      case newSizeFrames = "new_size_frames"
      case newSizeWallMsMax = "new_size_wall_ms_max"
      case newSizeCpuMsMax = "new_size_cpu_ms_max"
      case newSizeExtras = "new_size_extras"
    }

    /// The frames the bare window drew at one size, in order, each a
    /// wall-clock and a CPU time in seconds.
    public typealias SizeFrames = (size: CGSize, frames: [(wall: Double, cpu: Double)])

    /// The figures of the bare window's frames at each size it took, in
    /// order. The first size's first frame is the window's very first,
    /// where the driver compiles its shaders, and counts in neither list;
    /// every later size's first frame is a first frame at a new size.
    public init(peakRssMb: Double, sizes: [SizeFrames]) {
      self.peakRssMb = peakRssMb
      let rest = sizes.flatMap { $0.frames.dropFirst() }
      let first = sizes.dropFirst().compactMap(\.frames.first)
      frameWallMsP50 = AppBenchmark.percentile(rest.map(\.wall), 0.5) * 1000
      frameCpuMsP50 = AppBenchmark.percentile(rest.map(\.cpu), 0.5) * 1000
      newSizeFrames = first.count
      newSizeWallMsMax = (first.map(\.wall).max() ?? 0) * 1000
      newSizeCpuMsMax = (first.map(\.cpu).max() ?? 0) * 1000
      newSizeExtras = sizes.dropFirst().compactMap { size, frames in
        guard let first = frames.first else { return nil }
        let median = AppBenchmark.percentile(frames.dropFirst().map(\.wall), 0.5)
        return NewSizeExtra(
          width: size.width, height: size.height, wallMs: max(0, first.wall - median) * 1000)
      }
    }
  }

  /// Step 2: gives each measured phase's first frames at a new size the
  /// bare window's extra at the same place in the order of sizes, when
  /// that extra was at the same size, makes the phases' figures again, and
  /// records the bare window (`Result.setBareWindow(_:)`).
  public func setBareWindow(_ bare: BareWindowFigures, in result: inout Result) {
    for phase in samples.keys {
      Self.allow(bare.newSizeExtras, to: &samples[phase, default: []])
    }
    summarizePhases(into: &result)
    result.setBareWindow(bare)
  }

  /// Gives a phase's k-th first frame at a new size the k-th extra as its
  /// allowance if the extra was at the same size, else none.
  nonisolated static func allow(
    _ extras: [BareWindowFigures.NewSizeExtra], to frames: inout [FrameSample]
  ) {
    var next = extras.makeIterator()
    for index in frames.indices where frames[index].isFirstAtNewSize {
      let extra = next.next()
      let atThatSize = extra != nil && frames[index].size == extra?.size
      frames[index].newSizeAllowance = atThatSize ? (extra?.wallMs ?? 0) / 1000 : 0
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
      otherFramesToFloorRatioP99: others.frameToFloorRatioP99,
      wallOverFloorFrameMax: first.map { $0.floor > 0 ? $0.wall / $0.floor : 0 }.max() ?? 0,
      allowanceMs: first.map { $0.newSizeAllowance * 1000 })
  }
}
