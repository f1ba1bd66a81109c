import Foundation

/// Hears the taps on a tab bar controller's bar, may refuse them, and may
/// supply the animator and the interaction controller of its switches.
///
/// UIKit counterpart: `UITabBarControllerDelegate`, without the
/// customizing and orientation methods. `shouldSelect` and `didSelect`
/// come only for taps on the bar (a tap on the selected tab included),
/// never for a selection made in code, as Apple documents. The animators
/// are the protocols the navigation controller and custom container
/// transitions use. Every method has a default: select, do nothing, nil.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether a tap on the tab of `viewController` (a child, or the More
  /// navigation controller) should select it; false keeps the selection.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// After a tap selected `viewController` (the switch started, or, for
  /// the selected tab, its navigation controller began popping to its root).
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
  /// The animator of a switch from the controller shown now to the one
  /// shown after; nil (the default) switches at once.
  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning?
  /// The interaction controller that drives `animationController`; nil
  /// (the default) lets the switch play by itself.
  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning?
}

extension TabBarControllerDelegate {
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning? { nil }
  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning? { nil }
}
