import Foundation

/// An interaction controller that moves a transition by percentages you
/// give it (from a drag, say), then finishes or cancels it:
/// UIKit's `UIPercentDrivenInteractiveTransition`.
///
/// It drives the animator's `interruptibleAnimator(using:)`: the animator
/// is paused at the start, scrubbed by `update(_:)`, and continued forward
/// by `finish()` or reversed by `cancel()`, on `timingCurve` if set (a
/// spring from where the transition is, for example), else on
/// `completionCurve`, at `completionSpeed`. Deliberate difference: UIKit
/// can also drive an animator with no interruptible animator, by pausing
/// its layers' time; ViewKit requires one, and stops with that rule if the
/// animator has none.
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
  /// How fast the rest plays after `finish()` or `cancel()`: 2 takes half the time.
  public var completionSpeed = 1.0
  public var completionCurve: View.AnimationCurve = .easeInOut
  /// The timing of the rest, overriding `completionCurve` when set.
  public var timingCurve: TimingCurveProvider?
  public var wantsInteractiveStart = true
  /// The last percentage given to `update(_:)`, 0...1.
  public private(set) var percentComplete = 0.0
  private weak var context: (any AnimatorDrivenContext)?
  private var animator: ViewImplicitlyAnimating?

  /// A controller with the defaults: completion speed 1, the ease-in-out
  /// curve, no `timingCurve`, and an interactive start.
  public init() {}

  /// The duration of the transition's animations.
  public var duration: Double {
    context.map { $0.animatedTransitioning.transitionDuration(using: $0) } ?? 0
  }

  open func startInteractiveTransition(_ context: ViewControllerContextTransitioning) {
    guard let context = context as? any AnimatorDrivenContext else {
      preconditionFailure(
        "PercentDrivenInteractiveTransition runs only transitions ViewKit started (a container's or a presentation's)"
      )
    }
    let transitioning = context.animatedTransitioning
    guard let animator = transitioning.interruptibleAnimator(using: context) else {
      preconditionFailure(
        "PercentDrivenInteractiveTransition needs an animator whose interruptibleAnimator(using:) returns one"
      )
    }
    self.context = context
    self.animator = animator
    transitioning.animateTransition(using: context)
    animator.pauseAnimation()
    animator.fractionComplete = percentComplete
  }

  /// Moves the transition to `percentComplete` of the way (clamped to 0...1).
  open func update(_ percentComplete: Double) {
    self.percentComplete = min(max(percentComplete, 0), 1)
    context?.updateInteractiveTransition(self.percentComplete)
    if let animator, !animator.isRunning { animator.fractionComplete = self.percentComplete }
  }

  /// Holds the transition where it is, under the user's control again.
  open func pause() {
    context?.pauseInteractiveTransition()
    animator?.pauseAnimation()
  }

  /// Plays the rest of the transition forward; it completes.
  open func finish() {
    context?.finishInteractiveTransition()
    play(reversed: false)
  }

  /// Plays the transition back to its start; it is cancelled.
  open func cancel() {
    context?.cancelInteractiveTransition()
    play(reversed: true)
  }

  private func play(reversed: Bool) {
    guard let animator else { return }
    // Running already (a second finish, or an instrument resumed it):
    // continueAnimation takes only a paused animator, so hold it first.
    if animator.isRunning { animator.pauseAnimation() }
    animator.isReversed = reversed
    let timing = timingCurve ?? CubicTimingParameters(animationCurve: completionCurve)
    animator.continueAnimation(
      withTimingParameters: timing, durationFactor: 1 / max(completionSpeed, 0.001))
  }
}
