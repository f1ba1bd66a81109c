import Foundation

/// Supplies the objects of a presentation's transitions: UIKit's
/// `UIViewControllerTransitioningDelegate`. Set it as a presented
/// controller's `transitioningDelegate` (held weakly, as in UIKit).
///
/// Every method is optional (the defaults return nil):
/// - `animationController(forPresented:presenting:source:)` and
///   `animationController(forDismissed:)`: the animators, for any
///   presentation style; nil means the built-in animator of the
///   presentation's transition style (the presented controller's
///   `modalTransitionStyle`, or the context's when it provides its own);
/// - `interactionControllerForPresentation(using:)` and
///   `interactionControllerForDismissal(using:)`: an interaction controller
///   (a `PercentDrivenInteractiveTransition`, say) that drives the animator
///   from the user's input; asked only when the delegate supplied the
///   animator, as in UIKit; nil means the animator plays by itself;
/// - `presentationController(forPresented:presenting:source:)`: asked for
///   `.custom` presentations only; nil means a plain `PresentationController`.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
  /// The animator that presents `presented` over `presenting`'s content, or
  /// nil for the built-in one; `source` is the controller whose `present`
  /// was called. Asked only when the presentation is animated.
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning?
  /// The animator that dismisses `dismissed`, or nil for the built-in one.
  /// Asked only when the dismissal is animated.
  func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  /// The interaction controller that drives `animator`, the one this
  /// delegate supplied for the presentation, or nil to let it play.
  func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  /// The interaction controller that drives `animator`, the one this
  /// delegate supplied for the dismissal, or nil to let it play. Not asked
  /// when a chain of presented controllers leaves at once.
  func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  /// The presentation controller of a `.custom` presentation of `presented`
  /// over `presenting`, or nil for a plain one; `source` is the controller
  /// whose `present` was called.
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
  /// Returns nil: the presentation uses the built-in animator of its
  /// transition style.
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning? { nil }
  /// Returns nil: the dismissal uses the built-in animator of the
  /// presentation's transition style.
  public func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  { nil }
  /// Returns nil: the presentation's animator plays by itself.
  public func interactionControllerForPresentation(
    using animator: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning? { nil }
  /// Returns nil: the dismissal's animator plays by itself.
  public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  { nil }
  /// Returns nil: a `.custom` presentation gets a plain `PresentationController`.
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
}
