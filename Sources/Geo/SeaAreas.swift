import Foundation

/// A sea, gulf, strait or ocean by its shape: the International
/// Hydrographic Organization's area ("Limits of Oceans and Seas", 1953) as a
/// polygon drawn by this project along the IHO limit lines, clipped to the
/// area's box in GMT's Digital Chart of the World collections.
///
/// MapKit/CoreLocation counterpart: none (`CLPlacemark.ocean` and
/// `CLPlacemark.inlandWater` name the water at a point). A polygon's edges
/// over land mean nothing: the geocoder decides land first and asks for a
/// sea only at sea.
public struct SeaArea: Hashable, Sendable {
  /// The DCW tag ("IHO4" for the North Sea, "CSPS" for the Caspian Sea), or
  /// "SO60" for the Southern Ocean, which DCW does not have.
  public let code: String
  /// The English display name: "North Sea", "Sea of Japan", "Persian Gulf".
  public let name: String
  /// The DCW box of the IHO area (for the Southern Ocean, of its ring); it
  /// may cross the antimeridian (the Bering Sea's does).
  public let box: GeoBox
  /// Whether this is an ocean ("North Atlantic Ocean") rather than a sea.
  public let isOcean: Bool
  /// The polygon, split at the antimeridian into rings that never cross it;
  /// the even-odd rule decides what is inside.
  public let rings: [[GeoPoint]]

  /// An area of these fields, taken as given: nothing checks the rings
  /// against the box.
  public init(code: String, name: String, box: GeoBox, isOcean: Bool, rings: [[GeoPoint]]) {
    self.code = code
    self.name = name
    self.box = box
    self.isOcean = isOcean
    self.rings = rings
  }

  /// The polygon's area in square degrees of latitude (the shoelace sum of
  /// each ring, with longitudes shrunk by the cosine of the latitude), for
  /// ranking areas smallest first, not for measuring seas.
  public var area: Double {
    rings.reduce(0) { total, ring in
      var sum = 0.0
      for (i, a) in ring.enumerated() {
        let b = ring[(i + 1) % ring.count]
        let shrink = cos((a.latitude + b.latitude) / 2 * .pi / 180)
        sum += (b.longitude - a.longitude) * shrink * (a.latitude + b.latitude) / 2
      }
      return total + abs(sum)
    }
  }
}

/// The seas and oceans, sorted by code, read from `Assets/Map/seas.bin`.
///
/// A point at sea is named after the smallest area whose polygon holds it:
/// a sea before the ocean around it, and the ocean on the point's side of
/// the continents when no sea holds it.
public struct SeaAreas: Sendable {
  /// Every area, in the order given (the file's, by code).
  public let areas: [SeaArea]
  /// Each area's place when ranked by `area`, smallest first (ties by code).
  private let rank: [Int]
  private let index: PolygonIndex

  /// The areas, kept in the order given, ranked by size (`SeaArea.area`,
  /// ties by code) and indexed by their rings in 2° cells.
  public init(areas: [SeaArea]) {
    self.areas = areas
    let order = areas.indices.sorted { a, b in
      let (x, y) = (areas[a].area, areas[b].area)
      if x != y { return x < y }
      return areas[a].code.utf8.lexicographicallyPrecedes(areas[b].code.utf8)
    }
    var rank = [Int](repeating: 0, count: areas.count)
    for (place, area) in order.enumerated() { rank[area] = place }
    self.rank = rank
    index = PolygonIndex(
      features: areas.enumerated().map { offset, area in
        MapFeature(
          id: UInt32(offset),
          parts: area.rings.map { MapPart(role: .outer, points: $0) },
          bounds: GeoBounds(minLatitude: 0, maxLatitude: 0, minLongitude: 0, maxLongitude: 0))
      }, cellSize: Self.cellSize)
  }

  /// The index's cells, in degrees: the seas' polygons are coarse, with
  /// edges many degrees long, each kept in every cell its box touches. In
  /// half-degree cells the index took 3.3 MB, in these about 0.3 MB.
  static let cellSize = 2.0

  /// The areas whose polygons hold the coordinate, smallest first: seas,
  /// then oceans. At a pole, where every longitude meets, the point a hair
  /// from it is asked instead.
  public func seas(containing coordinate: Coordinate) -> [SeaArea] {
    let latitude = min(
      max(coordinate.latitude, -PolygonIndex.poleLatitude), PolygonIndex.poleLatitude)
    return index.features(containingLatitude: latitude, longitude: coordinate.longitude)
      .sorted { rank[$0] < rank[$1] }
      .map { areas[$0] }
  }

  /// The smallest area holding the coordinate, if any.
  public func water(at coordinate: Coordinate) -> SeaArea? {
    seas(containing: coordinate).first
  }
}
