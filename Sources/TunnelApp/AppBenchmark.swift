import Foundation
import Geo
import Platform
import ViewKit

/// `tunnel bench`'s scenario: the app, replayed through the normal event
/// path on a virtual clock at 60 frames a second, every frame's main-thread
/// CPU time measured:
/// 1. start-up (process start to the first frame drawn);
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

  enum Phase { case idle, dig, flips, zoom }

  private let clock = VirtualClock()
  private let engine: AnimationEngine
  private var samples: [Phase: [Double]] = [:]
  private var idleFrames = 0
  let renderer: Renderer
  let present: Bool
  let session: AppSession

  func samplesFor(_ phase: Phase) -> [Double] { samples[phase] ?? [] }
  var idleFrameCount: Int { idleFrames }

  /// `renderer` is the window's (presented each frame) or an offscreen one.
  public init(session: AppSession, renderer: Renderer, present: Bool) {
    self.session = session
    self.renderer = renderer
    self.present = present
    engine = AnimationEngine(clock: clock)
  }

  public func run() -> Result {
    AnimationEngine.current = engine
    var result = Result()
    session.window.frame = CGRect(origin: .zero, size: renderer.outputSize)
    drawFrame()
    result.startupMs = ProcessStats.millisecondsSinceStart() ?? 0
    settle()
    play(.idle, seconds: 2, events: [])
    play(.dig, seconds: 3.4, events: digEvents())
    play(.flips, seconds: 3.2, events: radarEvents())
    play(.zoom, seconds: 1.6, events: zoomEvents())
    summarize(into: &result)
    return result
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

  /// Lets start-up finish: frames until the map tiles have all arrived and
  /// nothing has needed drawing for a quarter second (at most 5 s). These
  /// frames belong to start-up, not to the idle stretch.
  private func settle() {
    var quiet = 0
    for _ in 0..<300 where quiet < 15 {
      Thread.sleep(forTimeInterval: 0.002)  // real time for the tile threads
      clock.advance(by: 1.0 / 60)
      session.window.runPendingActions()
      MainThreadInbox.shared.drain()
      engine.advance()
      if session.window.needsRedraw {
        drawFrame()
        quiet = 0
      } else {
        quiet += 1
      }
    }
  }

  /// Runs `seconds` of frames, sending each event batch at its time.
  private func play(_ phase: Phase, seconds: Double, events: [(Double, [InputEvent])]) {
    let start = clock.now
    var pending = events
    while clock.now - start < seconds {
      clock.advance(by: 1.0 / 60)
      let cpu = ProcessStats.threadCPUSeconds()
      while let next = pending.first, next.0 <= clock.now - start {
        pending.removeFirst()
        for event in next.1 { session.window.sendEvent(event, at: clock.now) }
      }
      session.window.runPendingActions()
      MainThreadInbox.shared.drain()
      engine.advance()
      guard session.window.needsRedraw else { continue }
      drawFrame()
      if phase == .idle { idleFrames += 1 }
      samples[phase, default: []].append(ProcessStats.threadCPUSeconds() - cpu)
    }
  }

  private func drawFrame() {
    session.window.render(into: renderer)
    renderer.present()  // offscreen, this runs SDL's batched drawing into memory
  }
}
