import Foundation

/// Supplies the objects of a presentation's transitions: UIKit's
/// `UIViewControllerTransitioningDelegate`. Set it as a presented
/// controller's `transitioningDelegate` (held weakly, as in UIKit).
///
/// Every method is optional (the defaults return nil):
/// - `animationController(forPresented:presenting:source:)` and
///   `animationController(forDismissed:)`: the animators, for any
///   presentation style; nil means the built-in animator of the presented
///   controller's `modalTransitionStyle`;
/// - `interactionControllerForPresentation(using:)` and
///   `interactionControllerForDismissal(using:)`: an interaction controller
///   (a `PercentDrivenInteractiveTransition`, say) that drives the animator
///   from the user's input; asked only when the delegate supplied the
///   animator, as in UIKit; nil means the animator plays by itself;
/// - `presentationController(forPresented:presenting:source:)`: asked for
///   `.custom` presentations only; nil means a plain `PresentationController`.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning?
  func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning? { nil }
  public func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  { nil }
  public func interactionControllerForPresentation(
    using animator: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning? { nil }
  public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  { nil }
  public func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? { nil }
}
