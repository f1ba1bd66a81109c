import Foundation
import Platform
import ViewKit

/// The list of keys, presented over the whole app on `?`: UIKit's
/// `.overFullScreen` presentation with the `.coverVertical` transition, so
/// the maps stay beneath, dimmed, and hear no appearance callbacks. Esc or
/// `?` dismisses it, and so does dragging it down: a pan recognizer on its
/// view (`pan(help)` in the trace) starts the dismissal on its first move
/// down and drives it through a `PercentDrivenInteractiveTransition`; the
/// controller is its own transitioning delegate, and hands that
/// interaction controller to the dismissal.
@MainActor
public final class HelpViewController: ViewController, ViewControllerTransitioningDelegate {
  let card = HelpOverlay()
  /// The pan that drags the help down.
  private let pan = PanGestureRecognizer()
  /// The dismissal the pan drives, from its first move down until it is let go.
  private var dismissal: PercentDrivenInteractiveTransition?
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
    pan.name = "help"
    pan.addAction { [weak self] _ in self?.panned() }
    backdrop.addGestureRecognizer(pan)
    view = backdrop
  }

  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    card.frame = card.frame(centeredIn: view.bounds)
  }

  // MARK: Dismissing by dragging

  /// The first move down starts the dismissal, under the pan's control;
  /// let go past a quarter of the window the help goes, short of it it
  /// comes back.
  private func panned() {
    let dy = pan.translation(in: nil).y
    switch pan.state {
    case .began, .changed:
      if dismissal == nil, dy > 0 {
        dismissal = PercentDrivenInteractiveTransition()
        dismiss(animated: true)
      }
      dismissal?.update(dy / max(view.bounds.height, 1))
    case .ended:
      if let dismissal, dismissal.percentComplete >= Self.dismissFraction {
        dismissal.finish()
      } else {
        dismissal?.cancel()
      }
      dismissal = nil
    case .cancelled, .failed:
      dismissal?.cancel()
      dismissal = nil
    case .possible:
      break
    }
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

  /// The pan's transition while the help is being dragged; none for Esc or `?`.
  public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  {
    dismissal
  }
}
