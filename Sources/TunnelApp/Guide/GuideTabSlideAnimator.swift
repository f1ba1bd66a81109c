import Foundation
import Platform
import ViewKit

/// The Guide's tab switch: the new tab's content slides in from the side
/// of its tab, pushing the old one out of the other side, over
/// `duration` on the ease-in-out curve.
///
/// Written on ViewKit's `ViewControllerAnimatedTransitioning` as a third
/// party would write one (as `PaneSlideAnimator` is): it puts the to view
/// one card's width to the side, adds it to the container, and moves both
/// views on a `ViewPropertyAnimator`, which it also hands out for
/// interaction, so a pan can scrub it (`GuideViewController+TabSwitch.swift`).
@MainActor
final class GuideTabSlideAnimator: ViewControllerAnimatedTransitioning {
  /// True when the chosen tab is to the right of the shown one: the
  /// content slides left.
  let toTheRight: Bool
  /// How long a switch by a tap takes.
  static let duration = 0.3
  private var animator: ViewPropertyAnimator?
  /// Run when the switch has ended, completed or cancelled.
  private let ended: () -> Void

  init(toTheRight: Bool, ended: @escaping () -> Void = {}) {
    self.toTheRight = toTheRight
    self.ended = ended
  }

  func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
    Self.duration
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
    let container = context.containerView
    let area = context.finalFrame(for: toController)
    let step = toTheRight ? area.width : -area.width
    to.frame = area.offsetBy(dx: step, dy: 0)
    container.addSubview(to)
    let animator = ViewPropertyAnimator(duration: Self.duration, curve: .easeInOut) {
      to.frame = area
      from.frame = area.offsetBy(dx: -step, dy: 0)
    }
    animator.addCompletion { position in
      // The view that stays fills the content area.
      (position == .end ? to : from).frame = CGRect(origin: .zero, size: container.bounds.size)
      context.completeTransition(!context.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
    ended()
  }
}
