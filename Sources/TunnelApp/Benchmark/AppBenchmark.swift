import Foundation
import Geo
import Platform
import ViewKit

/// `tunnel bench`'s scenario: the app on its one run loop (`Application`),
/// on the session's virtual clock at 60 frames a second, its events sent as
/// the loop's timers. Every frame is measured by the wall clock (from the
/// start of its work until present has returned) and by the main thread's
/// CPU clock, then followed by its floor frame (AppBenchmark+Frames.swift):
/// 1. start-up (process start to the first frame drawn), then the loop
///    runs until nothing is left to do (tiles drawn, names placed);
/// 2. 2 s idle;
/// 3. a 3 s dig from Denmark across the Atlantic to Brazil: twelve
///    Shift-arrow presses, 10° each, a quarter second apart;
/// 4. two radar round trips;
/// 5. zooming in three steps and out three;
/// 6. the Guide (`?`), its Article tab clicked, then, measured, its page
///    dragged by the lower right corner across and back, let go once to
///    fall back and once to turn (`guideCurl`), the memory breakdown with
///    the Guide open, then its tabs switched by clicks and by drags across
///    the tab bar (`tabSwitches`), and the Guide put away
///    (AppBenchmark+Guide.swift);
/// 7. the split view: the window widened across the regular width and
///    back, three times (`splitResize`), then, wide, with the names shown and a
///    first popover shown and put away, a name's details popover shown and
///    put away by a click outside, `popoverRounds` times (`detailsPopover`), and the
///    window's size again
///    (AppBenchmark+Places.swift);
/// 8. the memory breakdown (AppBenchmark+Memory.swift), a memory warning
///    (the M key), half a second, and the breakdown again.
@MainActor
public final class AppBenchmark {
  enum Phase: CaseIterable {
    case startUp, idle, dig, flips, zoom, guideOpens, guideCurl, tabSwitches, guideCloses
    case splitResize, popoverSetUp, detailsPopover, popoverTearDown, memoryWarning

    /// Where a measured phase's figures go in the result, with their name
    /// in the JSON; nil for a phase that is not measured. The one list of
    /// the measured phases (`Result.phases` is made from it).
    var figures: (name: String, figures: WritableKeyPath<Result, PhaseResult>)? {
      typealias Key = Result.CodingKeys
      switch self {
      case .dig: return (Key.dig.rawValue, \.dig)
      case .flips: return (Key.flips.rawValue, \.flips)
      case .zoom: return (Key.zoom.rawValue, \.zoom)
      case .guideCurl: return (Key.guideCurl.rawValue, \.guideCurl)
      case .tabSwitches: return (Key.tabSwitches.rawValue, \.tabSwitches)
      case .splitResize: return (Key.splitResize.rawValue, \.splitResize)
      case .detailsPopover: return (Key.detailsPopover.rawValue, \.detailsPopover)
      case .startUp, .idle, .guideOpens, .guideCloses, .popoverSetUp, .popoverTearDown,
        .memoryWarning:
        return nil
      }
    }

    /// The phases whose frames are measured, each followed by its floor.
    var isMeasured: Bool { figures != nil }
  }

  /// A batch of events, made when it is sent: the Guide's views have no
  /// place on the screen until it is shown.
  typealias Events = (Double, @MainActor () -> [InputEvent])

  var samples: [Phase: [FrameSample]] = [:]
  var idleFrames = 0
  var phase = Phase.startUp
  var firstFrameMs: Double?
  var frameStart = FrameStart.now
  /// The size of the output the last frame was drawn to.
  var drawnSize: CGSize?
  var memoryBeforeWarning = MemoryBreakdown()
  var memoryWithGuide = MemoryBreakdown()
  let session: AppSession
  let output: Application.Output
  /// The application the scenario runs on, while it runs: its resizes.
  weak var application: Application?
  /// The renderer the frames and their floors went to.
  public private(set) var renderer: Renderer?
  /// True when the frames went to a window on the display.
  public private(set) var drewInWindow = false

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
      application = app
      measureFrames(of: app)
      app.run()  // 1. start-up: an idle virtual loop ends itself
      result.startupMs = firstFrameMs ?? 0
      schedulePhases(on: app)
      app.run()  // 2-7
      renderer = app.nativeWindow?.renderer ?? app.window.renderer
      drewInWindow = app.nativeWindow != nil
      summarize(into: &result)
      result.memory = memoryBeforeWarning
      result.memoryWithGuide = memoryWithGuide
      result.memoryAfterWarning = memoryBreakdown(renderer: renderer)
    }
    return result
  }

  /// The scenario's phases and events, as timers on the app's loop.
  private func schedulePhases(on app: Application) {
    let loop = app.runLoop
    // A run begins with one frame drawn whatever changed (`Application.run`):
    // it belongs to start-up, so the phases begin a frame later.
    var start = loop.clock.now + loop.frameInterval
    let phases: [(Phase, Double, [Events])] = [
      (.idle, 2, []), (.dig, 3.4, now(digEvents())), (.flips, 3.2, now(radarEvents())),
      (.zoom, 1.6, now(zoomEvents())), (.guideOpens, 1.2, guideOpensEvents()),
      (.guideCurl, Self.curlSeconds, curlEvents()),
      (.tabSwitches, Self.tabSwitchSeconds, tabSwitchEvents()),
      (.guideCloses, 0.8, now([(0, key("?"))])),
      (.splitResize, Self.splitResizeSeconds, splitResizeEvents()),
      (.popoverSetUp, Self.popoverSetUpSeconds, popoverSetUpEvents()),
      (.detailsPopover, Self.popoverSeconds, popoverEvents()),
      (.popoverTearDown, 2, popoverTearDownEvents()),
      (.memoryWarning, 0.5, now([(0, key("M"))])),
    ]
    for (phase, seconds, events) in phases {
      if phase == .tabSwitches {
        // In the curl's last pause, when no frame is drawn: not in a measured frame.
        loop.schedule(at: start - Self.settlePause / 2) { [unowned self, unowned app] in
          memoryWithGuide = memoryBreakdown(
            renderer: app.nativeWindow?.renderer ?? app.window.renderer)
        }
      }
      loop.schedule(at: start) { [unowned self, unowned app] in
        self.phase = phase
        if phase == .memoryWarning {
          memoryBeforeWarning = memoryBreakdown(
            renderer: app.nativeWindow?.renderer ?? app.window.renderer)
        }
      }
      for (offset, batch) in events {
        loop.schedule(at: start + offset) { [unowned app] in batch().forEach(app.inject) }
      }
      start += seconds
    }
    loop.schedule(at: start) { [unowned app] in app.stop() }
  }

  // MARK: The scenario

  /// Batches whose events are known now.
  private func now(_ batches: [(Double, [InputEvent])]) -> [Events] {
    batches.map { batch in (batch.0, { batch.1 }) }
  }

  func key(_ name: String, shift: Bool = false) -> [InputEvent] {
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
