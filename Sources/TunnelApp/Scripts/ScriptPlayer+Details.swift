import Foundation
import Platform
import ViewKit

/// `click details`: a click in the middle of a pane that shows its place,
/// where the geo-info panel (or the details sheet over it) takes it.
extension ScriptPlayer {
  /// Why a `click details` could not be played.
  struct NoPlaceShown: Error, CustomStringConvertible {
    let pane: String
    var description: String {
      "the \(pane) pane shows its map, not its place: 'click radar' first and wait for the turn"
    }
  }

  func clickDetails(bottom: Bool) throws -> [Step] {
    let panel: GeoInfoViewController = bottom ? root.targetGeo : root.startGeo
    // The panel must be on screen, not turning: a turn ignores clicks.
    guard root.showingGeo, !root.panesAreTurning, let view = panel.viewIfLoaded,
      view.window != nil
    else { throw NoPlaceShown(pane: bottom ? "bottom" : "top") }
    // Over the details, a click beside the lines (which may be links): the sheet's edge.
    let target = (panel.presentedViewController as? NavigationController)?.topViewController
    let sheet = (target as? PlaceDetailsViewController)?.view
    view.window?.layoutIfNeeded()
    guard let sheet, sheet.window != nil else { return click(view, at: view.bounds.center) }
    return click(sheet, at: CGPoint(x: 8, y: sheet.bounds.midY))
  }

  /// Why a `click other-end`, `click nearest-land` or `click back` could not be played.
  struct NothingToClick: Error, CustomStringConvertible {
    let description: String
  }

  /// `click other-end`, `click nearest-land`, `click back`: on the details'
  /// navigation controller over a pane, once no transition is under way.
  func clickNavigation(_ target: Script.NavigationClick, bottom: Bool) throws -> [Step] {
    let pane = bottom ? "bottom" : "top"
    let panel: GeoInfoViewController = bottom ? root.targetGeo : root.startGeo
    guard let navigation = panel.presentedViewController as? NavigationController,
      navigation.viewIfLoaded?.window != nil
    else {
      throw NothingToClick(
        description: "the \(pane) pane shows no details: 'click details' first and wait for them")
    }
    navigation.view.window?.layoutIfNeeded()
    switch target {
    case .back:
      guard let back = navigation.navigationBar.backButton else {
        throw NothingToClick(
          description: "the \(pane) pane's details have no back button: nothing is pushed")
      }
      return click(back, at: back.bounds.center)
    case .otherEnd, .nearestLand:
      let title = target.linkTitle ?? ""
      guard let details = navigation.topViewController as? PlaceDetailsViewController,
        let line = details.lineView(forLink: title)
      else {
        throw NothingToClick(
          description: "the \(pane) pane's details show no '\(title)' line to click")
      }
      return click(line, at: line.bounds.center)
    }
  }

  /// A click at `point` of `view`: down, a twentieth of a second, up.
  func click(_ view: View, at point: CGPoint) -> [Step] {
    let at = view.convert(point, to: nil)
    return [.event(.mouseDown(at, .left)), .wait(0.05), .event(.mouseUp(at, .left))]
  }
}

extension Script.NavigationClick {
  /// The title of the link line this click names; nil for the back button.
  var linkTitle: String? {
    switch self {
    case .otherEnd: PlaceDetailsViewController.Link.otherEndTitle
    case .nearestLand: PlaceDetailsViewController.Link.nearestLandTitle
    case .back: nil
    }
  }
}
