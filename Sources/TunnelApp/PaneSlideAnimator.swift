import Foundation
import Platform
import ViewKit

/// The slide (T): the new pane slides in from above on the way to the
/// names and from below on the way back, pushing the old one out of the
/// other side, on the ease-in curve over the turn's duration.
///
/// The app's own animator on ViewKit's `ViewControllerAnimatedTransitioning`,
/// written as any third party would write one: it puts the to view just
/// outside the pane, adds it to the container, and moves both views one
/// pane along on a `ViewPropertyAnimator`, which it also hands out for
/// interaction. A cancelled slide ends with both frames back at their start.
@MainActor
final class PaneSlideAnimator: ViewControllerAnimatedTransitioning {
  let duration: Double
  /// True on the way to the geo side: the new pane comes from above.
  let toGeo: Bool
  private var animator: ViewPropertyAnimator?

  init(duration: Double, toGeo: Bool) {
    self.duration = duration
    self.toGeo = toGeo
  }

  func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
    duration
  }

  func animateTransition(using context: ViewControllerContextTransitioning) {
    let animator = interruptibleAnimator(using: context)
    if !context.isInteractive { animator?.startAnimation() }
  }

  func interruptibleAnimator(using context: ViewControllerContextTransitioning)
    -> ViewImplicitlyAnimating?
  {
    if let animator { return animator }
    guard let from = context.view(forKey: .from), let to = context.view(forKey: .to),
      let toController = context.viewController(forKey: .to)
    else { return nil }
    let pane = context.finalFrame(for: toController)
    let step = toGeo ? pane.height : -pane.height
    to.frame = pane.offsetBy(dx: 0, dy: -step)
    context.containerView.insertSubview(to, aboveSubview: from)
    let animator = ViewPropertyAnimator(duration: duration, curve: .easeIn) {
      to.frame = pane
      from.frame = pane.offsetBy(dx: 0, dy: step)
    }
    animator.isUserInteractionEnabled = false
    animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }
}
