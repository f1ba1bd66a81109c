import Foundation

/// What every controller knows of navigation: its navigation item, the
/// navigation controller whose stack it is in, and `show(_:sender:)`.
///
/// UIKit counterparts: `UIViewController.navigationItem`,
/// `navigationController` and `show(_:sender:)`.
extension ViewController {
  /// The item a navigation bar shows for this controller, made on first
  /// use with the controller's `title`.
  public var navigationItem: NavigationItem {
    if let item = navigationItemStorage { return item }
    let item = NavigationItem(title: title)
    navigationItemStorage = item
    return item
  }

  /// The nearest navigation controller among this controller's parents:
  /// nil for a controller on no stack, and again once it is popped.
  public var navigationController: NavigationController? {
    ancestors(including: false).lazy.compactMap { $0 as? NavigationController }.first
  }

  /// `show(_:sender:)`'s default: pushed by the nearest navigation
  /// controller, else presented by this controller, animated either way.
  func showByDefault(_ viewController: ViewController) {
    if let navigationController {
      navigationController.pushViewController(viewController, animated: true)
    } else {
      present(viewController, animated: true)
    }
  }
}
