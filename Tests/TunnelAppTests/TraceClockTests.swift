import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// `--trace` times its lines on the run's animation clock: the same script
/// prints the same times headless (virtual time) and in a window (real
/// time, SDL's offscreen driver), within the window's frames.
@Suite(.serialized) @MainActor
struct TraceClockTests {
  /// Two radar presses, each left to finish.
  static let script = "wait 1.0\nclick radar\nwait 1.5\nclick radar\nwait 1.5\nquit"

  /// A trace as `--trace` makes it, and the longest time between two
  /// frames of the engine while the script ran.
  func trace(inWindow: Bool) throws -> (entries: [LifecycleTracer.Entry], frame: Double) {
    let tracer = LifecycleTracer()
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = nil }
    let app = try freshSession(size: CGSize(width: 600, height: 600))
    let frames = FrameTimes()
    let script = try Script(text: Self.script, name: "trace")
    if inWindow {
      setenv("SDL_VIDEODRIVER", "offscreen", 1)
      frames.listen(to: AnimationEngine.current)
      _ = try app.runInWindow(script: script)
    } else {
      frames.listen(to: app.virtualEngine)
      try app.runHeadless(script)
    }
    let lifecycle = tracer.entries.filter { if case .label = $0.event { false } else { true } }
    return (lifecycle, frames.longestGap)
  }

  /// Each entry's time from the first entry of its radar press.
  func pressTimes(_ entries: [LifecycleTracer.Entry]) -> [Double] {
    var firsts: [Int: Double] = [:]
    return entries.map { entry in
      let first = firsts[entry.sequence] ?? entry.time
      firsts[entry.sequence] = first
      return entry.time - first
    }
  }

  @Test func theSameScriptPrintsTheSameTimesHeadlessAndInAWindow() throws {
    let headless = try trace(inWindow: false)
    let window = try trace(inWindow: true)
    #expect(window.entries.map(\.text) == headless.entries.map(\.text))
    let flips = headless.entries.filter {
      switch $0.event {
      case .transitionBegin, .transitionEnd: true
      default: false
      }
    }
    #expect(flips.count == 8)
    // A line recorded after an animation ends waits for the frame that
    // sees the end and for the next turn: each late by up to a frame.
    let tolerance = 2 * max(window.frame, headless.frame)
    for (index, (w, h)) in zip(pressTimes(window.entries), pressTimes(headless.entries))
      .enumerated()
    {
      #expect(abs(w - h) <= tolerance, "\(headless.entries[index].text): \(w) vs \(h)")
    }
  }
}

/// The times of an engine's frames (its `advance()` calls).
@MainActor
private final class FrameTimes {
  private var times: [Double] = []

  func listen(to engine: AnimationEngine) {
    engine.addAdvanceObserver { [weak self, unowned engine] in
      self?.times.append(engine.timeline.source.now)
    }
  }

  /// The longest time between two frames in a row, while frames came at
  /// most a second apart (the loop sleeps while nothing moves).
  var longestGap: Double {
    zip(times.dropFirst(), times).map { $0 - $1 }.filter { $0 < 1 }.max() ?? 0
  }
}
