import Foundation
import Geo
import ViewKit

/// The Places list's model kept by the split view controller, and the
/// columns' messages to it:
///
/// 1. At load, the list gets where the article starts and the saved
///    places (a damaged file is ignored with one line; with `--no-restore`
///    they are kept for the run only), and the search for
///    places that come out on land starts off the main thread.
/// 2. A row clicked: the tunnel digs there, its maps moving in an
///    animation; collapsed, the tunnel comes back on top.
/// 3. B or the list's button saves the dig site; a row's × removes its
///    place; each change is written at once, atomically.
/// 4. The tunnel's dig site comes to rest: it joins the recent digs.
extension TunnelSplitViewController: PlacesViewControllerDelegate {
  /// Step 1.
  func setUpPlaces() {
    guard let source, let places else { return }
    places.delegate = self
    let loaded = source.store?.load() ?? (places: [], problem: nil)
    if let problem = loaded.problem { source.warn(problem) }
    var list = PlacesList()
    list.articleStart = entry(at: source.articleStart, subtitle: "where the article starts")
    list.saved = loaded.places
    places.list = list
    let geocoder = source.geocoder
    MainThreadInbox.shared.performInBackground {
      let found = LandPlaces.find(in: geocoder)
      return { [weak self] in self?.places?.list.onLand = found }
    }
  }

  /// Step 2.
  func placesViewController(_ controller: PlacesViewController, didChoose coordinate: Coordinate) {
    tunnel?.dig(at: coordinate)
    if isCollapsed { show(.secondary) }
  }

  /// Step 3: saves where the kid digs now, named by the geocoder.
  func placesViewControllerDidAskToSave(_ controller: PlacesViewController) {
    saveDigSite()
  }

  /// B: saves the dig site in the list, and the list in its file.
  public func saveDigSite() {
    guard let source, let site = tunnel?.startMap?.currentLocation, let places,
      let place = SavedPlace(name: source.geocoder.describe(site).text, coordinate: site)
    else { return }
    places.list.save(place)
    write(places.list.saved)
  }

  func placesViewController(_ controller: PlacesViewController, didAskToRemove place: SavedPlace) {
    guard let places else { return }
    places.list.remove(place)
    write(places.list.saved)
  }

  private func write(_ saved: [SavedPlace]) {
    guard let source, let store = source.store else { return }
    do {
      try store.save(saved)
    } catch {
      source.warn("could not save the places to \(store.path)")
    }
  }

  /// Step 4.
  func digSiteCameToRest(at site: Coordinate) {
    recentDigs.record(site)
    places?.list.recent = recentDigs.places.map { entry(at: $0, subtitle: nil) }
  }

  /// A row for `site`, named by the geocoder.
  private func entry(at site: Coordinate, subtitle: String?) -> PlacesList.Entry {
    let name = source?.geocoder.describe(site).text ?? "\(site)"
    return PlacesList.Entry(title: name, subtitle: subtitle, coordinate: site, saved: nil)
  }
}
