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
/// interaction.
///
/// The pane is the container's bounds, and the container may change size
/// mid-turn (a window resized while the panes slide). The frames the
/// animator moves toward were worked out from the old pane, so
/// `followContainer()` aims both views at the new one for the time that
/// remains (`addAnimations` on the running animator), and the completion
/// gives the view that stays the container's bounds as they are then: a
/// slide that completes, or is cancelled, ends with that view filling its
/// pane whatever happened to the pane on the way.
@MainActor
final class PaneSlideAnimator: ViewControllerAnimatedTransitioning {
  let duration: Double
  /// True on the way to the geo side: the new pane comes from above.
  let toGeo: Bool
  private var animator: ViewPropertyAnimator?
  /// What the slide moves, and the pane size its frames were made for.
  private var slide: (to: View, from: View, container: View, pane: CGSize)?

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
    let container = context.containerView
    let pane = context.finalFrame(for: toController)
    to.frame = pane.offsetBy(dx: 0, dy: -step(pane))
    container.insertSubview(to, aboveSubview: from)
    slide = (to, from, container, pane.size)
    let animator = ViewPropertyAnimator(duration: duration, curve: .easeIn) {
      self.place(to: to, from: from, in: pane)
    }
    animator.isUserInteractionEnabled = false
    animator.addCompletion { [weak self] position in
      // The view that stays fills its pane as the pane is now.
      (position == .end ? to : from).frame = CGRect(origin: .zero, size: container.bounds.size)
      self?.slide = nil
      context.completeTransition(!context.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }

  /// One pane along: down on the way to the names, up on the way back.
  private func step(_ pane: CGRect) -> Double { toGeo ? pane.height : -pane.height }

  /// Where the slide ends in `pane`: the new view on it, the old one a
  /// pane past it.
  private func place(to: View, from: View, in pane: CGRect) {
    to.frame = pane
    from.frame = pane.offsetBy(dx: 0, dy: step(pane))
  }

  /// The container changed size mid-slide: aims both views at the pane
  /// as it is now, over the time that remains (held by a hand turn, over
  /// the rest of its drag).
  func followContainer() {
    guard let slide, let animator, animator.state == .active else { return }
    let size = slide.container.bounds.size
    guard size != slide.pane else { return }
    self.slide?.pane = size
    let pane = CGRect(origin: .zero, size: size)
    animator.addAnimations { self.place(to: slide.to, from: slide.from, in: pane) }
  }

  /// Every slide under way follows its container: called after the
  /// panes are laid out, since any layout may resize them.
  static func followContainers() {
    for flight in TransitionInFlight.all {
      (flight.animatedTransitioning as? PaneSlideAnimator)?.followContainer()
    }
  }
}
