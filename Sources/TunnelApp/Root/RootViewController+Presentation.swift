import Foundation
import Geo
import Platform
import ViewKit

/// The root's two presentations: the Guide, over the whole window, and the
/// details of a place, over one pane (presented by the geo-info panels
/// themselves, `GeoInfoViewController+Details.swift`).
extension RootViewController {
  /// Ties the panels to each other (the details quote the other end) and
  /// gives them the details' transition style.
  func setUpPresentations() {
    startGeo.otherEnd = targetGeo
    targetGeo.otherEnd = startGeo
    for panel in panels {
      panel.pushesTheWrongWay = { [weak self] in self?.instruments.wrongWay ?? false }
    }
    applyDetailsStyle()
  }

  /// The two geo-info panels, top first.
  var panels: [GeoInfoViewController] { [startGeo, targetGeo] }

  /// The Guide if it is shown.
  public var guide: GuideViewController? { presentedViewController as? GuideViewController }

  /// `?`: presents the Guide, or dismisses it.
  public func toggleHelp() {
    if guide != nil {
      dismiss(animated: true)
    } else {
      performDeclaredSegue("help", sender: self)  // the storyboard's present segue
    }
  }

  /// The keys while the Guide is up, which is modal: `?` and Esc put it
  /// away (once it has settled: `GuideViewController+Settling.swift`), Q
  /// quits, and on the Article tab the left and right arrows turn the page
  /// when nothing else moves; nothing else reaches the app beneath.
  func handleKeyUnderGuide(_ action: KeyAction?, guide: GuideViewController) {
    switch action {
    case .escape, .help: guide.dismissWhenSettled()
    case .quit: quit()
    case .nudge(_, let longitude)
    where longitude != 0 && guide.isSettled && guide.selectedTab == .article:
      guide.articleTab.turn(forward: longitude > 0)
    default: break
    }
  }

  /// The details' navigation controllers shown now, top pane first.
  public var shownDetailsNavigation: [NavigationController] {
    panels.compactMap { $0.presentedViewController as? NavigationController }
  }

  /// The details sheets shown now (each at the root of its navigation
  /// controller), top pane first.
  public var shownDetails: [PlaceDetailsViewController] {
    shownDetailsNavigation.compactMap { $0.viewControllers.first as? PlaceDetailsViewController }
  }

  /// Esc with details shown: where a map is pushed it pops; at the root
  /// the details go. False if no details are shown.
  func escapeDetails() -> Bool {
    let shown = shownDetailsNavigation
    for navigation in shown {
      if navigation.viewControllers.count > 1 {
        navigation.popViewController(animated: true)
      } else {
        navigation.dismiss(animated: true)
      }
    }
    return !shown.isEmpty
  }

  /// Dismisses the details sheets; false if none was shown. Each asks its
  /// own presenter: a panel's `dismiss` would reach the Guide too, which a
  /// panel's ancestor presents while no details are shown.
  @discardableResult
  func dismissDetails(animated: Bool) -> Bool {
    let shown = shownDetailsNavigation
    for navigation in shown { navigation.dismiss(animated: animated) }
    return !shown.isEmpty
  }

  /// The panels' transition style follows the panes' (T).
  func applyDetailsStyle() {
    for panel in panels { panel.modalTransitionStyle = paneTransition.detailsStyle }
  }
}
