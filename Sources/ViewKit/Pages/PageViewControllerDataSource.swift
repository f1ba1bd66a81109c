import Foundation

/// Supplies the pages a page view controller turns to by hand, and the
/// page indicator's count and position.
///
/// UIKit counterpart: `UIPageViewControllerDataSource`. Before and after
/// are in the navigation direction's terms: "after" is the page a forward
/// turn shows. Returning nil stops turning that way.
///
/// Deliberate difference: UIKit's `presentationCount(for:)` and
/// `presentationIndex(for:)` are optional methods, and the indicator shows
/// only when both are implemented. Swift protocols have no optional
/// methods, so here both have defaults returning 0, and the indicator
/// shows when the count is above 0 (scroll style, horizontal only).
@MainActor
public protocol PageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil if it is the first.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerBefore viewController: ViewController
  ) -> ViewController?

  /// The page after `viewController`, or nil if it is the last.
  func pageViewController(
    _ pageViewController: PageViewController,
    viewControllerAfter viewController: ViewController
  ) -> ViewController?

  /// How many dots the page indicator shows; asked after
  /// `setViewControllers`, never after a turn by hand. 0: no indicator.
  func presentationCount(for pageViewController: PageViewController) -> Int

  /// Which dot is lit; asked after `setViewControllers`, with the count.
  func presentationIndex(for pageViewController: PageViewController) -> Int
}

extension PageViewControllerDataSource {
  /// No indicator by default.
  public func presentationCount(for pageViewController: PageViewController) -> Int { 0 }

  /// The first dot by default.
  public func presentationIndex(for pageViewController: PageViewController) -> Int { 0 }
}
