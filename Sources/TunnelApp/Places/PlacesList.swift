import Foundation
import Geo

/// What the Places list shows, in one place: where the article starts,
/// the saved places, the recent digs and the places that come out on land,
/// as sections of entries. `PlacesViewController` draws it; the split view
/// controller around the app changes it (`TunnelSplitViewController+Places.swift`).
struct PlacesList: Equatable, Sendable {
  /// One row: what it says, and where it digs.
  struct Entry: Equatable, Sendable {
    let title: String
    let subtitle: String?
    let coordinate: Coordinate
    /// The saved place the row stands for, which its remove button removes.
    let saved: SavedPlace?
  }

  /// A heading and its rows.
  struct Section: Equatable, Sendable {
    let title: String
    let entries: [Entry]
  }

  /// Where the article starts: Lemvig, in West Jutland.
  var articleStart: Entry?
  var saved: [SavedPlace] = []
  /// The recent digs, newest first, named.
  var recent: [Entry] = []
  /// The places on land; nil until they are found.
  var onLand: [LandPlace]?

  /// The sections, top first; an empty one is left out, except the places
  /// on land, which say they are being looked for.
  var sections: [Section] {
    var sections: [Section] = []
    if let articleStart { sections.append(Section(title: "The article", entries: [articleStart])) }
    if !saved.isEmpty {
      sections.append(
        Section(
          title: "Saved",
          entries: saved.map {
            Entry(title: $0.name, subtitle: nil, coordinate: $0.coordinate, saved: $0)
          }))
    }
    if !recent.isEmpty { sections.append(Section(title: "Recent digs", entries: recent)) }
    sections.append(
      Section(
        title: onLand == nil ? "Comes out on land (looking…)" : "Comes out on land",
        entries: (onLand ?? []).map {
          Entry(
            title: $0.name, subtitle: "comes out in \($0.comesOut)", coordinate: $0.coordinate,
            saved: nil)
        }))
    return sections
  }

  /// Saves `place`, at the end; a place already saved at the same spot
  /// is not saved twice. The oldest goes past `SavedPlacesStore.capacity`.
  mutating func save(_ place: SavedPlace) {
    guard !saved.contains(where: { $0.coordinate == place.coordinate }) else { return }
    saved.append(place)
    if saved.count > SavedPlacesStore.capacity {
      saved.removeFirst(saved.count - SavedPlacesStore.capacity)
    }
  }

  /// Removes a saved place.
  mutating func remove(_ place: SavedPlace) {
    saved.removeAll { $0 == place }
  }
}
