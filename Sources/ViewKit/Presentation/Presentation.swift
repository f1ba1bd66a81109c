import Foundation

/// What ViewKit remembers about one presented controller while it is
/// presented: how it was presented, where, and what to put back when it
/// goes. UIKit keeps the same in private objects (and partly in its
/// `UIPresentationController`); this one is private to ViewKit.
///
/// Its presenter holds it. It holds the views it names weakly: the
/// container is often the window, which holds the presenter as its root,
/// so a strong reference would keep the window, the presenter and the
/// presented controller alive once nobody else refers to them. A
/// transition under way holds its container itself
/// (`PresentationTransitionContext`).
@MainActor
final class Presentation {
  /// A transition of this presentation under way.
  enum Phase { case presenting, dismissing }

  /// The style used, `.automatic` resolved.
  let style: ModalPresentationStyle
  /// The built-in animation, after the context's
  /// `providesPresentationContextTransitionStyle`.
  let transitionStyle: ModalTransitionStyle
  /// The controller whose `present` was called.
  weak var source: ViewController?
  /// The `.custom` style's presentation controller.
  let presentationController: PresentationController?
  /// Where the presented view lives: the window for the full-screen styles
  /// and `.custom`, the presenter view's superview for the context styles;
  /// a popover's changes as it adapts.
  weak var containerView: View?
  /// True if the presenter's view leaves once the presentation is over.
  let removesPresentersView: Bool
  /// Where the presenter's view was, while it is out of the hierarchy.
  private weak var presenterSuperview: View?
  private var presenterIndex = 0
  var phase: Phase?
  /// Presentation requests that came while a transition was under way,
  /// done when it ends.
  var afterTransition: [() -> Void] = []

  init(
    style: ModalPresentationStyle, transitionStyle: ModalTransitionStyle, source: ViewController,
    presentationController: PresentationController?, containerView: View
  ) {
    self.style = style
    self.transitionStyle = transitionStyle
    self.source = source
    self.presentationController = presentationController
    self.containerView = containerView
    removesPresentersView =
      presentationController?.shouldRemovePresentersView ?? style.removesPresentersView
  }

  /// The animator of the presentation's built-in look: a popover's fade
  /// and scale while it is shown as a popover, else the transition
  /// style's; with `animated` false, one of duration 0.
  func builtInAnimator(presenting: Bool, animated: Bool) -> ViewControllerAnimatedTransitioning {
    if (presentationController as? PopoverPresentationController)?.isShownAsPopover == true {
      return animated
        ? PopoverTransitionAnimator(presenting: presenting)
        : PopoverTransitionAnimator(presenting: presenting, duration: 0)
    }
    return animated
      ? ModalTransitionAnimator(style: transitionStyle, presenting: presenting)
      : ModalTransitionAnimator(style: transitionStyle, presenting: presenting, duration: 0)
  }

  /// Takes the presenter's view out of the hierarchy, remembering its place.
  func removePresentersView(_ view: View) {
    guard let superview = view.superview else { return }
    presenterSuperview = superview
    presenterIndex = superview.subviews.firstIndex { $0 === view } ?? 0
    view.removeFromSuperview()
  }

  /// Puts the presenter's view back where it was, if that place still exists.
  func restorePresentersView(_ view: View) {
    guard let superview = presenterSuperview else { return }
    presenterSuperview = nil
    superview.insertSubview(view, at: presenterIndex)
  }
}
