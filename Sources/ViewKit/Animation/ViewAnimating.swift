import Foundation

/// Where an animator is in its life, as `UIViewAnimatingState` (same raw values).
///
/// `.inactive` before it starts and after it finishes; `.active` while it
/// runs or is paused; `.stopped` after `stopAnimation(false)`, until
/// `finishAnimation(at:)`.
public enum ViewAnimatingState: Int, Sendable {
  case inactive = 0
  case active = 1
  case stopped = 2
}

/// Where an animation ended, as `UIViewAnimatingPosition` (same raw values):
/// at its end values, at its start values, or wherever it was.
public enum ViewAnimatingPosition: Int, Sendable {
  case end = 0
  case start = 1
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
  var state: ViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: Double { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: Double)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator that takes more animation blocks and completions while it
/// lives, and continues with new timing: UIKit's `UIViewImplicitlyAnimating`.
/// Here every method is required.
@MainActor
public protocol ViewImplicitlyAnimating: ViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double)
  func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
  func continueAnimation(
    withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double)
}
