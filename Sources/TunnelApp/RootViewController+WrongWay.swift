import Foundation
import Platform
import ViewKit

/// The wrong way (key W), the one the article warns against, to compare
/// with the radar's right way in the inspector:
///
/// - it flips the root view, with everything on it, instead of each pane's
///   container;
/// - it puts the geo-info views in the panes with `addSubview` alone, no
///   `addChild(_:)`, so `startGeo` and `targetGeo` never become children.
///
/// What the student sees: `HierarchyWarnings` reports each geo view added
/// to the root's view without `addChild(_:)`; the log has the maps'
/// disappearance callbacks (they are still children, and their views
/// leave) but no `willMove`/`didMove` and no `viewWillAppear` or
/// `viewDidAppear` for the geo controllers; and the state table shows them
/// with no parent, their views in the window, yet `disappeared`.
extension RootViewController {
  /// The radar press of the wrong way: to the names, or back from names
  /// shown the wrong way.
  func radarTheWrongWay() {
    guard radarButton.isEnabled else { return }
    dismissDetails(animated: false)  // as the right way: nothing presented over a turning pane
    LifecycleTracer.beginSequence()  // a press of its own, with no numbered steps
    radarButton.isEnabled = false
    panesTurning = 1  // the root view's one turn
    startGeo.location = startMap.currentLocation
    targetGeo.location = targetMap.currentLocation
    let toGeo = !showingGeo
    showingGeo = toGeo
    instruments.geoShownWrongWay = toGeo
    instruments.wrongWayTurning = true
    let panes: [(View, MapViewController, GeoInfoViewController)] = [
      (topContainer, startMap, startGeo), (bottomContainer, targetMap, targetGeo),
    ]
    let options = PaneTransition.flip.options(toGeo: toGeo).union(.curveEaseIn)
    // Wrong: the whole root view turns, radar and all, in one piece.
    View.transition(with: view, duration: Self.flipDuration, options: options) {
      for (container, map, geo) in panes {
        let (shown, hidden) = toGeo ? (geo.view, map.view) : (map.view, geo.view)
        shown.frame = container.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(shown)  // wrong for a geo view: no addChild, no didMove
        hidden.removeFromSuperview()
      }
    } completion: { [weak self] _ in
      self?.instruments.wrongWayTurning = false
      self?.paneTurnFinished()
    }
  }
}
