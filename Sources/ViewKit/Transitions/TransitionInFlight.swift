import Foundation

/// A container transition under way (`transition(from:to:animator:...)`),
/// as an instrument sees it: who turns into whom, and the property
/// animator that drives it, to read and to scrub.
///
/// No UIKit counterpart; a teaching instrument. It reaches the animator
/// the way UIKit's interactive transitions do, through the animator
/// object's `interruptibleAnimator(using:)` with the transition's context,
/// so scrubbing uses the property-animator machinery, not a second one.
@MainActor
public struct TransitionInFlight {
  let context: ContainerTransitionContext

  /// The transitions under way in a window, oldest first (one whose
  /// window has gone, never to complete, is not shown).
  public static var all: [TransitionInFlight] {
    ContainerTransitionContext.live.filter { $0.containerView.window != nil }
      .map(TransitionInFlight.init)
  }

  /// Who turns into whom ("startMap->startGeo" as text), as the trace's
  /// `transitionBegin` names the transition.
  public var names: LifecycleEvent.ControllerPair { context.names }

  /// The animator object the transition was given, as its owner may need
  /// to reach it (the app's slide, to follow its pane through a resize).
  public var animatedTransitioning: ViewControllerAnimatedTransitioning {
    context.animatedTransitioning
  }

  /// The transition's duration in seconds, as the animator gives it.
  public var duration: Double { context.animatedTransitioning.transitionDuration(using: context) }

  /// The property animator driving the transition, if its animator object
  /// offers one.
  public var animator: ViewPropertyAnimator? {
    context.animatedTransitioning.interruptibleAnimator(using: context) as? ViewPropertyAnimator
  }

  /// The furthest a scrub may go: completing the transition runs its
  /// completion, which cannot be undone, so a scrub stops a hair short of
  /// the end and leaves the rest to a resume.
  public static let scrubLimit = 0.99

  /// Pauses the transition's animator and puts it at `fraction` of its
  /// time (0...`scrubLimit`); returns the fraction set, or nil when the
  /// transition has no interruptible animator.
  @discardableResult
  public func scrub(to fraction: Double) -> Double? {
    guard let animator, animator.isInterruptible, animator.state != .stopped else { return nil }
    if animator.isRunning { animator.pauseAnimation() }
    let clamped = min(max(fraction, 0), Self.scrubLimit)
    animator.fractionComplete = clamped
    return clamped
  }

  /// Continues a scrubbed (paused) transition from where it is, on its own curve.
  public func resume() {
    guard let animator, animator.state == .active, !animator.isRunning else { return }
    animator.startAnimation()
  }
}
