import Foundation

/// Hears about the turns a person makes by hand, and picks the curl's
/// spine when the controller's size class changes.
///
/// UIKit counterpart: `UIPageViewControllerDelegate`. Neither turn method
/// is called for `setViewControllers(_:direction:animated:completion:)`,
/// only for turns driven by a gesture (a drag or a tap in the margin).
///
/// Deliberate difference: UIKit asks `spineLocationFor` with an interface
/// orientation when the device turns; ViewKit has no device orientation
/// and asks with the new trait collection when the horizontal size class
/// changes (a window resized across the compact/regular line), page curl
/// only.
@MainActor
public protocol PageViewControllerDelegate: AnyObject {
  /// A turn by hand is starting toward `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController])

  /// A turn by hand has settled: `completed` is false when it was let go
  /// early and fell back; `previousViewControllers` are the pages before it.
  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool)

  /// The spine for the curl under `traitCollection`. Inside this call the
  /// delegate may call `setViewControllers` and set `isDoubleSided` to suit
  /// the spine it returns.
  func pageViewController(
    _ pageViewController: PageViewController, spineLocationFor traitCollection: TraitCollection
  ) -> PageViewController.SpineLocation
}

extension PageViewControllerDelegate {
  /// Nothing by default.
  public func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {}

  /// Nothing by default.
  public func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {}

  /// The spine the controller has, unchanged, by default.
  public func pageViewController(
    _ pageViewController: PageViewController, spineLocationFor traitCollection: TraitCollection
  ) -> PageViewController.SpineLocation {
    pageViewController.spineLocation
  }
}
