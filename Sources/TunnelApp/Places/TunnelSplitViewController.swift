import Foundation
import Geo
import Platform
import ViewKit

/// What the Places list is made from: the session's geocoder (which names
/// the places and finds those that come out on land), the file the saved
/// places live in, and where the article starts.
struct PlacesSource {
  let geocoder: ReverseGeocoder
  /// Where the saved places live; nil keeps them for the run only
  /// (`--no-restore`, and the tests and soaks that use it).
  let store: SavedPlacesStore?
  let articleStart: Coordinate
  /// Told of a problem with the saved places (read or write), one line each.
  var warn: (String) -> Void = { _ in }
}

/// The window's root: a split view controller (ViewKit's
/// `SplitViewController`, UIKit's `UISplitViewController`, double column)
/// with the Places list in its primary column and the article's root
/// controller, unchanged, in its secondary.
///
/// In a regular-width window the list stands beside the tunnel; the bar
/// button in the tunnel's bar, or L, hides and shows it. In a compact
/// width, the app's default 900 points, the split view is collapsed with
/// the tunnel on top (the delegate's `topColumnForCollapsing` answers
/// `.secondary`) and its bar hidden, so the window looks as it did before
/// the split view came; L, or a swipe from the left edge (the collapsed
/// navigation controller's pop), brings the list.
///
/// Both columns talk to it, child to parent: the list when a place is
/// chosen, saved or removed, the tunnel when its dig site comes to rest
/// (`TunnelSplitViewController+Places.swift`).
@MainActor
public final class TunnelSplitViewController: SplitViewController, SplitViewControllerDelegate,
  NavigationControllerDelegate
{
  /// What the list is made from; set by the session before the view loads.
  var source: PlacesSource?
  var recentDigs = RecentDigs()

  /// The list in the primary column.
  var places: PlacesViewController? {
    viewController(for: .primary) as? PlacesViewController
  }
  /// The article's root controller in the secondary column.
  public var tunnel: RootViewController? {
    viewController(for: .secondary) as? RootViewController
  }

  public override init(style: Style) {
    super.init(style: style)
    delegate = self
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    tunnel?.navigationItem.title = "Tunnel"
    tunnel?.placesSplit = self
    places?.navigationController?.delegate = self
    setUpPlaces()
    barFollowsTheTop(animated: false)
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    readyTheListWhenIdle()
  }

  /// L: hides or shows the list. Expanded, the list leaves or comes back
  /// beside the tunnel; collapsed, the stack shows the list or the tunnel.
  public func toggleSidebar() {
    if isCollapsed || sizeClassIsCompact {
      show(listIsOnTop ? .secondary : .primary)
    } else if displayMode == .secondaryOnly {
      show(.primary)
    } else {
      hide(.primary)
    }
  }

  /// True when the collapsed stack shows the list, not the tunnel.
  var listIsOnTop: Bool {
    guard let navigation = places?.navigationController else { return false }
    return navigation.topViewController === places
  }

  /// The inspector's lines for the split view: its display mode and
  /// whether it is collapsed, and the details popover's source if one is
  /// shown.
  var stateLines: [String] {
    var lines = ["columns \(traceName): \(displayMode), \(isCollapsed ? "collapsed" : "expanded")"]
    for panel in tunnel?.panels ?? [] {
      guard let source = panel.detailsPopover?.sourceView else { continue }
      lines.append("popover from \(panel.traceName)'s \(source === panel.label ? "name" : "view")")
    }
    return lines
  }

  // MARK: SplitViewControllerDelegate

  /// Collapsed, the tunnel is on top: the window looks as it did without
  /// the split view.
  public func splitViewController(
    _ svc: SplitViewController, topColumnForCollapsingToProposedTopColumn proposed: Column
  ) -> Column {
    .secondary
  }

  public func splitViewControllerDidCollapse(_ svc: SplitViewController) {
    barFollowsTheTop(animated: false)
  }

  public func splitViewControllerDidExpand(_ svc: SplitViewController) {
    barFollowsTheTop(animated: false)
  }

  // MARK: NavigationControllerDelegate (the primary column's)

  /// Collapsed, the bar shows over the list and hides over the tunnel; and
  /// the tunnel leaving the stack (L, or the edge swipe) takes the details
  /// shown over a pane with it, as a radar press does: a presentation over
  /// a pane is not the stack's to carry off screen. An expansion, which
  /// shows the list in its own column beside the tunnel, leaves them.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    if viewController === places, sizeClassIsCompact { tunnel?.dismissDetails(animated: false) }
    guard isCollapsed || sizeClassIsCompact else { return }
    navigationController.setNavigationBarHidden(
      viewController is RootViewController, animated: animated)
  }

  /// True in a compact width, where the split view is or is about to be collapsed.
  private var sizeClassIsCompact: Bool { traitCollection.horizontalSizeClass == .compact }

  /// The primary column's bar: hidden while the collapsed stack shows the
  /// tunnel, shown otherwise.
  private func barFollowsTheTop(animated: Bool) {
    guard let navigation = places?.navigationController else { return }
    let tunnelOnTop = isCollapsed && navigation.topViewController is RootViewController
    navigation.setNavigationBarHidden(tunnelOnTop, animated: animated)
  }
}
