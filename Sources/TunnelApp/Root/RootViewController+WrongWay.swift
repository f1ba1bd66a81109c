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
  /// Whether the next radar press goes the wrong way: to the names with W
  /// on, and back from names shown the wrong way. Names shown the right
  /// way go back the right way whatever W says, so the two ways never mix
  /// (a right-way turn needs the controllers the wrong way never added).
  var radarGoesTheWrongWay: Bool {
    radarState.showsNamesTheWrongWay || (instruments.wrongWay && !showingGeo)
  }

  /// The radar press of the wrong way: to the names, or back from names
  /// shown the wrong way. The log gets a press of its own, with no
  /// numbered steps.
  func radarTheWrongWay() {
    guard let toGeo = beginTurn({ .wrongWay(names: $0, turning: true) }) else { return }
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
      self?.radarState = toGeo ? .wrongWay(names: true, turning: false) : .maps
    }
  }
}
