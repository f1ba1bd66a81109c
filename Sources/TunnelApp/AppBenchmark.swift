import Foundation
import Geo
import Platform
import ViewKit

/// `tunnel bench`'s scenario: the app on its one run loop (`Application`),
/// on the session's virtual clock at 60 frames a second, its events sent as
/// the loop's timers, every frame's main-thread CPU time measured:
/// 1. start-up (process start to the first frame drawn), then the loop
///    runs until nothing is left to do (tiles drawn, names placed);
/// 2. 2 s idle;
/// 3. a 3 s dig from Denmark across the Atlantic to Brazil: twelve
///    Shift-arrow presses, 10° each, a quarter second apart;
/// 4. two radar round trips;
/// 5. zooming in three steps and out three.
@MainActor
public final class AppBenchmark {
  /// The numbers, named as the JSON keys.
  public struct Result: Encodable, Sendable {
    public var startupMs = 0.0
    public var digFrameMsP50 = 0.0, digFrameMsP99 = 0.0, digFrameMsMax = 0.0
    public var flipFrameMsP50 = 0.0, flipFrameMsP99 = 0.0, flipFrameMsMax = 0.0
    public var framesOverBudget = 0
    public var idleFrames = 0
    public var presentOnlyMsP50 = 0.0
    public var frameToFloorRatioP99 = 0.0
    public var tilePrepareMsP50 = 0.0, tilePrepareMsP99 = 0.0
    public var geocodeUsP50 = 0.0, geocodeUsP99 = 0.0
    public var peakRssMb = 0.0

    /// The JSON keys, as the issue names them.
    enum CodingKeys: String, CodingKey {
      case startupMs = "startup_ms"
      case digFrameMsP50 = "dig_frame_ms_p50"
      case digFrameMsP99 = "dig_frame_ms_p99"
      case digFrameMsMax = "dig_frame_ms_max"
      case flipFrameMsP50 = "flip_frame_ms_p50"
      case flipFrameMsP99 = "flip_frame_ms_p99"
      case flipFrameMsMax = "flip_frame_ms_max"
      case framesOverBudget = "frames_over_16_7ms"
      case idleFrames = "idle_frames"
      case presentOnlyMsP50 = "present_only_ms_p50"
      case frameToFloorRatioP99 = "frame_to_floor_ratio_p99"
      case tilePrepareMsP50 = "tile_prepare_ms_p50"
      case tilePrepareMsP99 = "tile_prepare_ms_p99"
      case geocodeUsP50 = "geocode_us_p50"
      case geocodeUsP99 = "geocode_us_p99"
      case peakRssMb = "peak_rss_mb"
    }
  }

  enum Phase { case startUp, idle, dig, flips, zoom }

  private var samples: [Phase: [Double]] = [:]
  private var idleFrames = 0
  private var phase = Phase.startUp
  private var firstFrameMs: Double?
  let session: AppSession
  let output: Application.Output
  /// The renderer the frames went to: the floor is measured on it.
  public private(set) var renderer: Renderer?
  /// True when the frames went to a window on the display.
  public private(set) var drewInWindow = false

  func samplesFor(_ phase: Phase) -> [Double] { samples[phase] ?? [] }
  var idleFrameCount: Int { idleFrames }

  /// `output` is a window (presented each frame, without vsync) or memory.
  public init(session: AppSession, output: Application.Output) {
    self.session = session
    self.output = output
  }

  public func run() throws -> Result {
    var result = Result()
    try session.with(session.virtualEngine) {
      let app = try Application(
        window: session.window, output: output, virtualClock: session.virtualClock)
      measureFrames(of: app)
      app.run()  // 1. start-up: an idle virtual loop ends itself
      result.startupMs = firstFrameMs ?? 0
      schedulePhases(on: app)
      app.run()  // 2-5
      renderer = app.nativeWindow?.renderer ?? session.window.renderer
      drewInWindow = app.nativeWindow != nil
      summarize(into: &result)
    }
    return result
  }

  /// Wraps the loop's drawing: each frame's main-thread CPU time goes to
  /// the phase it is in.
  private func measureFrames(of app: Application) {
    let draw = app.runLoop.drawFrame
    app.runLoop.drawFrame = { [unowned self] in
      let cpu = ProcessStats.threadCPUSeconds()
      draw()
      let spent = ProcessStats.threadCPUSeconds() - cpu
      if firstFrameMs == nil { firstFrameMs = ProcessStats.millisecondsSinceStart() }
      if phase == .idle { idleFrames += 1 }
      if phase != .startUp { samples[phase, default: []].append(spent) }
    }
  }

  /// The scenario's phases and events, as timers on the app's loop.
  private func schedulePhases(on app: Application) {
    let loop = app.runLoop
    // A run begins with one frame drawn whatever changed (`Application.run`):
    // it belongs to start-up, so the phases begin a frame later.
    var start = loop.clock.now + loop.frameInterval
    let phases: [(Phase, Double, [(Double, [InputEvent])])] = [
      (.idle, 2, []), (.dig, 3.4, digEvents()), (.flips, 3.2, radarEvents()),
      (.zoom, 1.6, zoomEvents()),
    ]
    for (phase, seconds, events) in phases {
      loop.schedule(at: start) { [unowned self] in self.phase = phase }
      for (offset, batch) in events {
        loop.schedule(at: start + offset) { [unowned app] in batch.forEach(app.inject) }
      }
      start += seconds
    }
    loop.schedule(at: start) { [unowned app] in app.stop() }
  }

  // MARK: The scenario

  private func key(_ name: String, shift: Bool = false) -> [InputEvent] {
    let key = Key(name: name, modifiers: shift ? .shift : [])
    return [.keyDown(key), .keyUp(key)]
  }

  private func digEvents() -> [(Double, [InputEvent])] {
    let moves = Array(repeating: "Down", count: 7) + Array(repeating: "Left", count: 5)
    return moves.enumerated().map { (Double($0.offset) * 0.25, key($0.element, shift: true)) }
  }

  private func radarEvents() -> [(Double, [InputEvent])] {
    let radar = session.root.radarButton
    let center = radar.convert(radar.bounds.center, to: nil)
    return (0..<4).map { (Double($0) * 0.8, [.mouseDown(center, .left), .mouseUp(center, .left)]) }
  }

  private func zoomEvents() -> [(Double, [InputEvent])] {
    ["+", "+", "+", "-", "-", "-"].enumerated().map { (Double($0.offset) * 0.25, key($0.element)) }
  }
}
