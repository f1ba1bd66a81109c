import Foundation
import Platform

/// The navigation controller's built-in push and pop, as UIKit's since
/// iOS 7: on a push the new view slides in from the right edge over the
/// old one, which moves a third of its width to the left under a dimming
/// shade; a pop is the reverse (the top view slides off to the right, the
/// one below comes back from the left as the shade lifts). The bar's
/// titles cross-fade alongside (the navigation controller adds that).
///
/// UIKit counterpart: the private animator behind `UINavigationController`'s
/// push and pop. Apple documents neither its duration nor its curve; the
/// choice here, written down as the guide asks: 0.35 s, the duration
/// UIKit's transition coordinator reports for a push or pop
/// (`transitionDuration`), and UIKit's default ease-in-out curve, with
/// the shade at 10% black, as faint as UIKit's. Like ViewKit's other
/// animators it runs on one `ViewPropertyAnimator`, its
/// `interruptibleAnimator`, so the interactive pop can scrub it.
@MainActor
public final class NavigationTransitionAnimator: ViewControllerAnimatedTransitioning {
  /// 0.35 s (see above).
  public static let defaultDuration = 0.35
  /// How far the view underneath moves: a third of its width.
  public static let parallax = 1.0 / 3
  /// The shade's opacity over the view underneath.
  public static let shadeAlpha = 0.1

  /// Whether the transition is a push or a pop (never `.none`).
  public let operation: NavigationController.Operation
  /// The animation's length in seconds, as `transitionDuration(using:)`
  /// reports it.
  public let duration: Double
  private var animator: ViewPropertyAnimator?

  /// An animator for a push or a pop lasting `duration` seconds (by
  /// default `defaultDuration`). An `operation` of `.none` is a programmer
  /// error.
  public init(operation: NavigationController.Operation, duration: Double = defaultDuration) {
    precondition(operation != .none, "a navigation transition is a push or a pop")
    self.operation = operation
    self.duration = duration
  }

  public func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
    duration
  }

  public func animateTransition(using context: ViewControllerContextTransitioning) {
    let animator = makeAnimator(context)
    if !context.isInteractive { animator.startAnimation() }
  }

  public func interruptibleAnimator(using context: ViewControllerContextTransitioning)
    -> ViewImplicitlyAnimating?
  {
    makeAnimator(context)
  }

  public func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }

  /// The one animator of this transition, made on first use: the views
  /// placed where they start, the shade between them.
  private func makeAnimator(_ context: ViewControllerContextTransitioning) -> ViewPropertyAnimator {
    if let animator { return animator }
    let container = context.containerView
    let fromView = context.view(forKey: .from)!
    let toView = context.view(forKey: .to)!
    let frame = context.finalFrame(for: context.viewController(forKey: .to)!)
    let (over, under) = operation == .push ? (toView, fromView) : (fromView, toView)
    let aside = frame.offsetBy(dx: -frame.width * Self.parallax, dy: 0)  // under, moved left
    let off = frame.offsetBy(dx: frame.width, dy: 0)  // over, off the right edge
    let shade = View(frame: frame)
    shade.backgroundColor = .black
    shade.isUserInteractionEnabled = false
    if operation == .push {
      toView.frame = off
      container.addSubview(shade)
      container.addSubview(toView)
    } else {
      toView.frame = aside
      container.insertSubview(toView, belowSubview: fromView)
      container.insertSubview(shade, belowSubview: fromView)
    }
    shade.frame = under.frame
    shade.alpha = operation == .push ? 0 : Self.shadeAlpha
    let animator = ViewPropertyAnimator(duration: duration, curve: .easeInOut) { [operation] in
      over.frame = operation == .push ? frame : off
      under.frame = operation == .push ? aside : frame
      shade.frame = under.frame
      shade.alpha = operation == .push ? Self.shadeAlpha : 0
    }
    animator.addCompletion { position in
      shade.removeFromSuperview()
      // Whatever happened, each view is left where a container expects it.
      fromView.frame = frame
      toView.frame = frame
      context.completeTransition(position == .end && !context.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }
}
