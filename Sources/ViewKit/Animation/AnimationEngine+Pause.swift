import Foundation

/// Pausing the engine's time and stepping it a frame at a time: the
/// inspector's P, `.` and `,` keys.
///
/// No UIKit counterpart; a teaching instrument (the Simulator can only slow
/// animations down). Pausing holds `timeline`, so everything that reads the
/// engine's clock stops together: `animate` blocks, property animators
/// (a transition's included), view transitions, keyframes, springs and
/// `perform(after:)` timers; completions waiting for the next turn wait too.
///
/// Stepping forward moves the held time one frame on and runs one
/// `advance()`, so a step does exactly what a frame would have done,
/// completions included. Stepping back moves the held time back: every
/// animation is a function of the time since it began, so it shows what it
/// showed a frame earlier. But what the engine did cannot be undone: a
/// completion that ran, a timer that fired, an animation that was started
/// or ended. So a step back stops at the last such moment
/// (`rewindLimit`), and says how far it got.
extension AnimationEngine {
  /// The length of one step: a frame at 60 Hz.
  public static let frameStep = 1.0 / 60

  /// True while the engine's time is held.
  public var isPaused: Bool { timeline.isHeld }

  /// Holds the engine's time: nothing moves until `resume()`.
  public func pause() {
    timeline.hold()
  }

  /// Lets time run again from where it was held; animations continue
  /// without a jump.
  public func resume() {
    guard isPaused else { return }
    timeline.release()
    requestFrames()
  }

  /// While paused, moves the time `frames` frames on (or back, when
  /// negative) and shows that moment: a frame is `frameStep` of the
  /// source's time, so with slow animations a step moves the timeline a
  /// tenth as far, as a frame would. Going back stops at the last thing
  /// that cannot be undone. Returns the timeline's seconds actually moved
  /// (0 when not paused, or when already at the limit).
  @discardableResult
  public func step(frames: Int) -> Double {
    guard isPaused, frames != 0 else { return 0 }
    let before = clock.now
    let target = before + Double(frames) * Self.frameStep * timeline.speed
    timeline.move(by: max(target, rewindLimit) - before)
    isStepping = true
    defer { isStepping = false }
    advance()
    return clock.now - before
  }

  /// Calls `observer` after every `advance()` (a frame or a step): for
  /// instruments that draw what the animations are doing.
  public func addAdvanceObserver(_ observer: @escaping () -> Void) {
    advanceObservers.append(observer)
  }
}
