import Foundation

/// Where an animator is in its life, as `UIViewAnimatingState` (same raw values).
///
/// `.inactive` before it starts and after it finishes; `.active` while it
/// runs or is paused; `.stopped` after `stopAnimation(false)`, until
/// `finishAnimation(at:)`.
public enum ViewAnimatingState: Int, Sendable {
  /// Not started, or over: finished, or stopped without finishing.
  case inactive = 0
  /// Started: running, or paused.
  case active = 1
  /// Stopped by `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where an animation ended, as `UIViewAnimatingPosition` (same raw values):
/// at its end values, at its start values, or wherever it was.
public enum ViewAnimatingPosition: Int, Sendable {
  /// At the end values: where an animation played forward finishes.
  case end = 0
  /// At the start values: where a reversed animation finishes.
  case start = 1
  /// Wherever the animation had got to when it was stopped.
  case current = 2
}

/// An animation that can be started, paused, scrubbed, reversed and
/// stopped: UIKit's `UIViewAnimating`.
///
/// `ViewPropertyAnimator` adopts it; a transition's animator hands one out
/// from `interruptibleAnimator(using:)`, and `PercentDrivenInteractiveTransition`
/// drives it.
@MainActor
public protocol ViewAnimating: AnyObject {
  /// Where the animation is in its life: inactive, active or stopped.
  var state: ViewAnimatingState { get }
  /// True while the animation is active and moving, not paused.
  var isRunning: Bool { get }
  /// True when the animation plays toward its start values.
  var isReversed: Bool { get set }
  /// How far through the animation it is, 0 at the start to 1 at the end;
  /// set it while paused to scrub.
  var fractionComplete: Double { get set }
  /// Starts the animation, or resumes it if paused.
  func startAnimation()
  /// Starts the animation, or resumes it if paused, after `delay` seconds.
  func startAnimation(afterDelay delay: Double)
  /// Pauses the animation where it is.
  func pauseAnimation()
  /// Stops the animation where it is: with `withoutFinishing` true it ends
  /// at once, without completions; with false it waits, stopped, for
  /// `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Ends a stopped animation with its values at `finalPosition`, and runs
  /// its completions.
  func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator that takes more animation blocks and completions while it
/// lives, and continues with new timing: UIKit's `UIViewImplicitlyAnimating`.
/// Here every method is required.
@MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
  /// Adds a block of animations, with no delay.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block of animations that start after `delayFactor` (0...1) of
  /// the time that remains.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
  /// Adds a completion, called with where the animation ended once it does.
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
  /// Resumes a paused animation with new timing (nil: its own), over
  /// `durationFactor` times the time it had left.
  func continueAnimation(
    withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double)
}
