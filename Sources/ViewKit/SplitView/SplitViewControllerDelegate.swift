import Foundation

/// Hears a split view controller's columns show and hide, its display
/// mode change, and its collapse and expansion, and may steer the last two.
///
/// UIKit counterpart: `UISplitViewControllerDelegate`, the column-style
/// methods of iOS 14 (not the classic ones, nor the didShow and didHide
/// of iOS 26). Every method has a default: the proposed column or mode,
/// or nothing. The order of the calls, where Apple is silent, is
/// ViewKit's: `SplitViewController+DisplayMode.swift` for a change of
/// display mode, `SplitViewController+Collapse.swift` for a collapse and
/// an expansion.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// Asked as the controller starts collapsing (regular to compact
  /// width): the column to show on top, `proposedTopColumn` by default.
  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column
  /// Asked as the controller starts expanding (compact to regular
  /// width): the display mode to expand to, `proposedDisplayMode` by default.
  func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode
  /// After the controller collapsed: `isCollapsed` is already true.
  func splitViewControllerDidCollapse(_ svc: SplitViewController)
  /// After the controller expanded: `isCollapsed` is already false.
  func splitViewControllerDidExpand(_ svc: SplitViewController)
  /// Before `column` is shown by a person: the display mode button, the
  /// edge swipe. Not for `show(_:)` or a new `preferredDisplayMode`, made
  /// in code, for which Apple's page says the system does not call it.
  func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
  /// Before `column` is hidden by a person (the display mode button); not
  /// for `hide(_:)` or a new `preferredDisplayMode`.
  func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
  /// Before the display mode changes to `displayMode`.
  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
  /// As the edge swipe that brings the primary in begins, before any other
  /// call it makes.
  func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: SplitViewController)
  /// Once the edge swipe has settled, finished or cancelled.
  func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
  public func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column { proposedTopColumn }
  public func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode { proposedDisplayMode }
  public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
  public func splitViewController(
    _ svc: SplitViewController, willShow column: SplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: SplitViewController, willHide column: SplitViewController.Column
  ) {}
  public func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {}
  public func splitViewControllerInteractivePresentationGestureWillBegin(
    _ svc: SplitViewController
  ) {}
  public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: SplitViewController) {}
}
