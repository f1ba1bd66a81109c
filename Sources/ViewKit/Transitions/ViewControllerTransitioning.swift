import Foundation

/// The two controllers of a transition, as `UITransitionContextViewControllerKey`.
public enum TransitionContextViewControllerKey: Sendable {
  /// The controller the transition moves away from, on screen at its start.
  case from
  /// The controller the transition moves to.
  case to
}

/// Their two views, as `UITransitionContextViewKey`.
public enum TransitionContextViewKey: Sendable {
  /// The from controller's view.
  case from
  /// The to controller's view.
  case to
}

/// What a transition's animator is told, and how it reports back: UIKit's
/// `UIViewControllerContextTransitioning`.
///
/// The container controller that runs the transition builds the context
/// (here `ContainerTransitionContext`, private to ViewKit, as the objc.io
/// article on custom container transitions builds its own) and hands it to
/// the animator. The animator puts `view(forKey: .to)` into `containerView`,
/// animates, and calls `completeTransition(_:)` once, with
/// `!transitionWasCancelled`. An interaction controller calls the four
/// interactive methods as the user's gesture goes on.
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
  /// The view in which the transition happens: the from view's superview.
  var containerView: View { get }
  /// True when the transition is animated; ViewKit's contexts say so when
  /// the animator's `transitionDuration(using:)` is more than 0.
  var isAnimated: Bool { get }
  /// True while an interaction controller drives the transition.
  var isInteractive: Bool { get }
  /// True once the interaction controller has cancelled the transition.
  var transitionWasCancelled: Bool { get }
  /// The from or the to controller.
  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
  /// The from or the to view; nil when the animator must leave that view
  /// alone (a presenter's view that a presentation keeps on screen).
  func view(forKey key: TransitionContextViewKey) -> View?
  /// Where a controller's view starts: the from view's frame for the from
  /// controller; `.zero` (unknown) for the to controller.
  func initialFrame(for viewController: ViewController) -> CGRect
  /// Where a controller's view ends: the from view's frame for the to
  /// controller; `.zero` (unknown) for the from controller, which leaves.
  func finalFrame(for viewController: ViewController) -> CGRect
  /// Called by the interaction controller as it moves the transition to
  /// `percentComplete` (0...1) of the way.
  func updateInteractiveTransition(_ percentComplete: Double)
  /// Called by the interaction controller when the user lets the transition
  /// complete: it is no longer interactive.
  func finishInteractiveTransition()
  /// Called by the interaction controller when the user calls the
  /// transition off: it is no longer interactive, and `transitionWasCancelled`
  /// becomes true.
  func cancelInteractiveTransition()
  /// Called by the interaction controller when the user takes hold of the
  /// transition again: it is interactive once more.
  func pauseInteractiveTransition()
  /// Called by the animator when its animations are over: true if the
  /// transition completed, false if it was cancelled.
  func completeTransition(_ didComplete: Bool)
}

/// An object that animates a transition between two view controllers:
/// UIKit's `UIViewControllerAnimatedTransitioning`.
///
/// Any type can be one; a container runs it with
/// `ViewController.transition(from:to:animator:interactionController:completion:)`.
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
  /// The duration of the transition's animations, in seconds.
  func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double
  /// Puts the to view in the container, animates, and calls
  /// `context.completeTransition(_:)` when done.
  func animateTransition(using context: ViewControllerContextTransitioning)
  /// The animator that animates the transition, if it can be paused and
  /// scrubbed; it must be the same object every time it is asked for in
  /// one transition. The default is nil.
  func interruptibleAnimator(using context: ViewControllerContextTransitioning)
    -> ViewImplicitlyAnimating?
  /// Told after the transition has completed (true) or been cancelled.
  func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
  public func interruptibleAnimator(using context: ViewControllerContextTransitioning)
    -> ViewImplicitlyAnimating?
  { nil }
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that drives a transition from the user's input:
/// UIKit's `UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the transition under the interaction controller's control.
  func startInteractiveTransition(_ context: ViewControllerContextTransitioning)
  /// How fast the rest of the transition plays once the user lets go (1: its own speed).
  var completionSpeed: Double { get }
  /// The curve the rest of the transition plays on.
  var completionCurve: View.AnimationCurve { get }
  /// False to start the transition animating, not under the user's control.
  var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
  public var completionSpeed: Double { 1 }
  public var completionCurve: View.AnimationCurve { .easeInOut }
  public var wantsInteractiveStart: Bool { true }
}

/// A context ViewKit builds (a container's or a presentation's): it knows
/// its animator, so that `PercentDrivenInteractiveTransition` can drive
/// the animator's interruptible animator, and it hears whether the built-in
/// animators' animations finished.
@MainActor
protocol AnimatorDrivenContext: ViewControllerContextTransitioning {
  var animatedTransitioning: ViewControllerAnimatedTransitioning { get }
  var animationsFinished: Bool { get set }
}
