import Foundation
import Platform
import ViewKit

/// The list of keys, presented over the whole app on `?`: UIKit's
/// `.overFullScreen` presentation with the `.coverVertical` transition, so
/// the maps stay beneath, dimmed, and hear no appearance callbacks. Esc or
/// `?` dismisses it, and so does dragging it down: the controller is its
/// own transitioning delegate, and while a drag is under way its
/// dismissal is driven by a `PercentDrivenInteractiveTransition`.
@MainActor
public final class HelpViewController: ViewController, ViewControllerTransitioningDelegate {
  let card = HelpOverlay()
  /// The drag dismissing the help, from its first downward move until it is let go.
  private var drag: (start: CGPoint, transition: PercentDrivenInteractiveTransition?)?
  /// How far down a drag must be let go (as a fraction of the window) to dismiss.
  static let dismissFraction = 0.25

  public override init() {
    super.init()
    title = "help"
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .coverVertical
    transitioningDelegate = self
  }

  public override func loadView() {
    let backdrop = View()
    backdrop.backgroundColor = Color(white: 0, alpha: 0.35)
    backdrop.addSubview(card)
    view = backdrop
  }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    card.frame = card.frame(centeredIn: view.bounds)
  }

  // MARK: Dismissing by dragging

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let touch = touches.first else { return }
    drag = (touch.location(in: nil), nil)
  }

  /// The first move down starts the dismissal, under the drag's control.
  public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let touch = touches.first, let start = drag?.start else { return }
    let dy = touch.location(in: nil).y - start.y
    if drag?.transition == nil, dy > 0 {
      let transition = PercentDrivenInteractiveTransition()
      drag?.transition = transition
      dismiss(animated: true)
    }
    drag?.transition?.update(dy / max(view.bounds.height, 1))
  }

  /// Let go past a quarter of the window the help goes; short of it, it comes back.
  public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard let transition = drag?.transition else {
      drag = nil
      return
    }
    drag = nil
    if transition.percentComplete >= Self.dismissFraction {
      transition.finish()
    } else {
      transition.cancel()
    }
  }

  public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    drag?.transition?.cancel()
    drag = nil
  }

  // MARK: ViewControllerTransitioningDelegate

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning? {
    ModalTransitionAnimator(style: .coverVertical, presenting: true)
  }

  public func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  {
    ModalTransitionAnimator(style: .coverVertical, presenting: false)
  }

  /// The drag's transition while the help is being dragged; none for Esc or `?`.
  public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  {
    drag?.transition
  }
}
