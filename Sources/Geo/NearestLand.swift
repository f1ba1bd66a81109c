import Foundation

/// The land nearest a point at sea: which country, and how far.
///
/// Core Location counterpart: none. Answered from the geocoder's country
/// polygons: the nearest of their vertices, which lie at most a few
/// kilometres apart along every coast, so the distance is that close.
public struct LandProximity: Hashable, Sendable {
  /// The country whose coast is nearest.
  public let country: Country
  /// Great-circle metres to the nearest coast vertex.
  public let distance: Double
  /// That vertex: where the nearest coast is.
  public let coast: Coordinate
}

/// Finds the nearest coast from the country polygons' vertices.
///
/// The k-d tree over a quarter of a million vertices takes tens of
/// milliseconds to build, more than the geocoder's whole load budget, and
/// only the geo-info panel asks, so it is built on the first question
/// (under a lock: questions come from background threads).
final class NearestLand: @unchecked Sendable {
  private let layer: MapLayer
  private let countries: CountryTable
  private let lock = NSLock()
  private var built: (index: PlaceIndex, points: [GeoPoint], owners: [UInt32])?

  init(countriesLayer: MapLayer, countries: CountryTable) {
    layer = countriesLayer
    self.countries = countries
  }

  func nearest(to coordinate: Coordinate) -> LandProximity? {
    let (index, points, owners) = tree()
    guard let vertex = index.nearest(to: coordinate, count: 1, within: 20_040_000).first,
      let country = countries.country(at: Int(owners[vertex]))
    else { return nil }
    let at = points[vertex]
    guard let point = Coordinate(latitude: at.latitude, longitude: at.longitude) else { return nil }
    return LandProximity(
      country: country, distance: coordinate.distance(to: point), coast: point)
  }

  private func tree() -> (index: PlaceIndex, points: [GeoPoint], owners: [UInt32]) {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    var points: [GeoPoint] = []
    var owners: [UInt32] = []
    for feature in layer.features {
      for part in feature.parts where part.role == .outer {
        points += part.points
        owners += repeatElement(feature.id, count: part.points.count)
      }
    }
    let made = (PlaceIndex(points: points), points, owners)
    built = made
    return made
  }
}
