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
    view.window?.layoutIfNeeded()
    let center = view.convert(view.bounds.center, to: nil)
    return [.event(.mouseDown(center, .left)), .wait(0.05), .event(.mouseUp(center, .left))]
  }
}
