import Foundation
import Geo

/// The last places the kid dug, newest first, for the Places list: a dig
/// is remembered once the dig site has come to rest (the loop's idle
/// moment after a move), so a drag across a continent adds one place, not
/// every place it crossed.
///
/// Kept for the run only; a place within `sameDig` of one already listed
/// moves that one to the top instead of adding another.
struct RecentDigs: Equatable, Sendable {
  /// How many the list keeps.
  static let capacity = 5
  /// Closer than this, two digs are the same place: 10 km, about a town.
  static let sameDig = 10_000.0

  /// The digs, newest first.
  private(set) var places: [Coordinate] = []

  /// Remembers a dig at `site`.
  mutating func record(_ site: Coordinate) {
    places.removeAll { $0.distance(to: site) < Self.sameDig }
    places.insert(site, at: 0)
    if places.count > Self.capacity { places.removeLast(places.count - Self.capacity) }
  }
}
