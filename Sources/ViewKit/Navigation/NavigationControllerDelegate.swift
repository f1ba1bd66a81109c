import Foundation

/// Hears what a navigation controller shows, and may supply the animator
/// and the interaction controller of its pushes and pops.
///
/// UIKit counterpart: `UINavigationControllerDelegate`. The animators are
/// the same protocols that custom container transitions
/// (`ViewController.transition(from:to:animator:...)`) and presentations
/// (`ViewControllerTransitioningDelegate`) use, as in UIKit: one animator
/// type can serve all three. Every method has a default (do nothing, or
/// nil for the built-in transition).
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Before a controller's view is shown: in a push or pop, after the
  /// appearance callbacks' `viewWillDisappear`/`viewWillAppear`, before the
  /// animation; when the navigation controller itself appears, in its
  /// `viewWillAppear`, before the top controller's.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// After it is shown: in a push or pop, after `viewDidAppear` and
  /// `didMove(toParent:)`; when the navigation controller itself appears,
  /// in its `viewDidAppear`, before the top controller's.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
  /// The animator of an animated push or pop; nil for the built-in slide.
  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning?
  /// The interaction controller that drives `animationController`; nil for
  /// none (the transition plays by itself).
  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning?
}

extension NavigationControllerDelegate {
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning? { nil }
  public func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning? { nil }
}

extension NavigationController {
  /// The kind of transition, as `UINavigationController.Operation` (same raw values).
  public enum Operation: Int, Sendable {
    /// Neither a push nor a pop; ViewKit never passes it to a delegate, and
    /// `NavigationTransitionAnimator` refuses it.
    case none = 0
    /// The new top controller was not on the stack before: a push, or a
    /// `setViewControllers(_:animated:)` to a new top.
    case push = 1
    /// The new top controller was already on the stack, below the old one.
    case pop = 2
  }
}
