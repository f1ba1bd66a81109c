import Foundation
import Geo
import ViewKit

/// The tunnel's side of the Places list: it digs where a place is chosen,
/// and tells the split view controller around it (its parent's parent, a
/// `TunnelSplitViewController`) where the dig site came to rest.
extension RootViewController {
  /// Digs at `site`: both maps move there in an animation, the antipode
  /// following the digger, as a drag of the digger would leave them. The
  /// names, if shown and still, name the new places at once (a drag or a
  /// key leaves shown names as they were turned to: the list is where a
  /// reader chooses a place to read about).
  public func dig(at site: Coordinate) {
    startMap.move(to: site)
    targetMap.move(to: site.antipode)
    if showingGeo && !panesAreTurning && !radarState.showsNamesTheWrongWay {
      startGeo.location = site
      targetGeo.location = site.antipode
    }
    digSiteMoved()
  }

  /// The dig site moved (a drag, a key, a place chosen): the title and the
  /// saved state hear of it now, the geo panels and the recent digs at the
  /// loop's next idle moment, once however many moves come before it.
  func digSiteMoved() {
    digSiteDidChange(startMap.currentLocation)
    prepareTurnsAheadWhenIdle()
    guard let window = view.window else { return digSiteCameToRest() }
    guard !digRestPending else { return }
    digRestPending = true
    window.performWhenIdle { [weak self] in self?.digSiteCameToRest() }
  }

  private func digSiteCameToRest() {
    digRestPending = false
    placesSplit?.digSiteCameToRest(at: startMap.currentLocation)
  }
}
