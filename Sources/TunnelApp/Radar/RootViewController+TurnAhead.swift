import Foundation
import Map
import ViewKit

/// What a turn needs, made before the press, so that the frame a turn
/// starts in only draws: the geo panels learn their place once the maps
/// have moved, with their views loaded and laid out at their pane's size
/// (their labels' lines measured then, and rasterized in the background:
/// ViewKit's TextPictures), and the render targets the turns' snapshots
/// take are made (`Renderer.prepareRenderTargets`). After a layout or a
/// move this waits for the loop's next idle moment (`Window.performWhenIdle`),
/// so that the frames that move the maps, or resize the window, do not also
/// lay out panels no one sees or make targets; a turn that starts before
/// then readies them first (`beginTurn`).
///
/// UIKit counterpart: a container calling `loadViewIfNeeded()` on a child
/// it is about to show. The containment calls (`addChild`, the appearance
/// callbacks) still come with the turn, in the article's order.
extension RootViewController {
  /// Readies both geo panels and the snapshots' targets; called at the
  /// idle moment after a layout or a map's move, or as a turn begins.
  func prepareTurnsAhead() {
    turnsAheadPending = false
    prepareGeoPanel(startGeo, of: startMap, in: topContainer)
    prepareGeoPanel(targetGeo, of: targetMap, in: bottomContainer)
    prepareTurnSnapshots()
  }

  /// A layout or a map's move: `prepareTurnsAhead()` at the loop's next
  /// idle moment, once however many come before it; at once without a
  /// window.
  func prepareTurnsAheadWhenIdle() {
    guard let window = view.window else { return prepareTurnsAhead() }
    guard !turnsAheadPending else { return }
    turnsAheadPending = true
    window.performWhenIdle { [weak self] in self?.prepareTurnsAheadIfPending() }
  }

  /// Does the readying a move left for the idle moment, if it has not come.
  func prepareTurnsAheadIfPending() {
    if turnsAheadPending { prepareTurnsAhead() }
  }

  /// A panel off screen learns its map's location and is laid out at its
  /// pane's size. A panel shown (a child of the root) keeps the place it
  /// was turned to.
  private func prepareGeoPanel(
    _ geo: GeoInfoViewController?, of map: MapViewController?, in container: View
  ) {
    guard let geo, let map, geo.parent == nil, !container.bounds.isEmpty else { return }
    geo.loadViewIfNeeded()
    geo.location = map.currentLocation
    geo.view.frame = CGRect(origin: .zero, size: container.bounds.size)
    geo.view.layoutIfNeeded()
  }

  /// The render targets of a turn of both panes: a snapshot before and one
  /// after, for each. Made once a frame has been drawn (the window's
  /// renderer is known then); the snapshots give them back when a turn ends.
  private func prepareTurnSnapshots() {
    guard let renderer = view.window?.renderer else { return }
    let panes = [topContainer.bounds.size, bottomContainer.bounds.size]
    renderer.prepareRenderTargets(sizes: panes + panes)
  }
}
