import Foundation

/// The built-in animator of a popover's presentation and dismissal:
/// UIKit's private popover animation, whose look Apple does not document.
///
/// ViewKit's: the card and its arrow fade in from alpha 0 while growing
/// from 90% of their size about their centre, over 0.2 s, easing out; the
/// dismissal runs it backwards, easing in, and gives the view back its
/// alpha and transform once it has left. With duration 0 the view is put
/// in place (or left) at once. Not interactive.
@MainActor
final class PopoverTransitionAnimator: ViewControllerAnimatedTransitioning {
  static let defaultDuration = 0.2
  /// The size the card starts from (and shrinks to), as a fraction.
  static let startScale = 0.9

  let isPresenting: Bool
  let duration: Double

  init(presenting: Bool, duration: Double = PopoverTransitionAnimator.defaultDuration) {
    isPresenting = presenting
    self.duration = duration
  }

  func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
    duration
  }

  func animateTransition(using context: ViewControllerContextTransitioning) {
    guard let view = context.view(forKey: isPresenting ? .to : .from) else {
      return context.completeTransition(!context.transitionWasCancelled)
    }
    if isPresenting {
      view.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
      context.containerView.addSubview(view)
    }
    guard duration > 0 else { return context.completeTransition(!context.transitionWasCancelled) }
    let small = CGAffineTransform(scaleX: Self.startScale, y: Self.startScale)
    if isPresenting {
      view.alpha = 0
      view.transform = small
    }
    let isPresenting = isPresenting
    View.animate(
      withDuration: duration, delay: 0, options: isPresenting ? .curveEaseOut : .curveEaseIn,
      animations: {
        view.alpha = isPresenting ? 1 : 0
        view.transform = isPresenting ? .identity : small
      },
      completion: { _ in
        let completed = !context.transitionWasCancelled
        context.completeTransition(completed)
        if !isPresenting {
          view.alpha = 1
          view.transform = .identity
        }
      })
  }
}
