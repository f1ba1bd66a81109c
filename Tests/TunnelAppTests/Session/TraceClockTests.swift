import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// `--trace` times its lines on the run's animation clock: the same script
/// prints the same times for its radar presses headless (virtual time) and
/// in a window (real time, SDL's offscreen driver), within the window's
/// frames, and the same lines for the launch.
@Suite(.serialized) @MainActor
struct TraceClockTests {
  /// Two radar presses, each left to finish.
  static let script = "wait 1.0\nclick radar\nwait 1.5\nclick radar\nwait 1.5\nquit"

  /// A trace as `--trace` makes it, and the longest time between two
  /// frames of the engine while the script ran.
  func trace(inWindow: Bool) throws -> (entries: [LifecycleTracer.Entry], frame: Double) {
    // A window run plays on the process's real-time engine, where an
    // earlier suite's window run may have quit mid-animation: those
    // animations would end here, on that suite's controllers, into this
    // trace. A fresh engine, as a process of its own would have.
    let processEngine = AnimationEngine.current
    AnimationEngine.current = AnimationEngine(clock: HostClock())
    defer { AnimationEngine.current = processEngine }
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

  /// Each line's time from the first line of its sequence, by its text
  /// and how many times the text came before ("root viewDidAppear #2"):
  /// lines of one frame may come in either order.
  func lineTimes(_ entries: [LifecycleTracer.Entry]) -> [String: Double] {
    var firsts: [Int: Double] = [:]
    var seen: [String: Int] = [:]
    var times: [String: Double] = [:]
    for entry in entries {
      let first = firsts[entry.sequence] ?? entry.time
      firsts[entry.sequence] = first
      let occurrence = seen[entry.text, default: 0] + 1
      seen[entry.text] = occurrence
      times["\(entry.text) #\(occurrence)"] = entry.time - first
    }
    return times
  }

  /// The lines of the radar presses (sequences 1 and on). The launch's
  /// (sequence 0) are timed by the launch's own work, not by animations:
  /// the panels loaded at the loop's first idle moment come, in a window,
  /// after its first frames, however long those take (a tenth of a second
  /// under ThreadSanitizer).
  func pressLines(_ entries: [LifecycleTracer.Entry]) -> Set<String> {
    let launch = entries.filter { $0.sequence == 0 }
    return Set(lineTimes(entries).keys).subtracting(lineTimes(launch).keys)
  }

  @Test func theSameScriptPrintsTheSameTimesHeadlessAndInAWindow() throws {
    let headless = try trace(inWindow: false)
    let window = try trace(inWindow: true)
    let flips = headless.entries.filter {
      switch $0.event {
      case .transitionBegin, .transitionEnd: true
      default: false
      }
    }
    #expect(flips.count == 8)
    let (windowTimes, headlessTimes) = (lineTimes(window.entries), lineTimes(headless.entries))
    // Headless, the top pane turns for 0.2 s and the bottom pane starts
    // 0.2 s after it, each line within two frames of that.
    let top = try #require(headlessTimes["root transitionBegin:startMap->startGeo #1"])
    let topEnd = try #require(
      headlessTimes["root transitionEnd:startMap->startGeo:finished=true #1"])
    let bottom = try #require(headlessTimes["root transitionBegin:targetMap->targetGeo #1"])
    for interval in [topEnd - top, bottom - top] {
      #expect(interval >= 0.2 && interval <= 0.2 + 2 * AnimationEngine.frameStep)
    }
    #expect(Set(windowTimes.keys) == Set(headlessTimes.keys))
    // A line recorded after an animation ends waits for the frame that
    // sees the end and for the next turn: each late by up to a frame.
    let tolerance = 2 * max(window.frame, headless.frame)
    let presses = pressLines(headless.entries)
    #expect(presses.count > flips.count)
    for line in presses {
      guard let h = headlessTimes[line], let w = windowTimes[line] else { continue }
      #expect(abs(w - h) <= tolerance, "\(line): \(w) in a window, \(h) headless")
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
