import Foundation

/// A latitude/longitude box given by its four edges, in degrees, that may cross
/// the antimeridian (when `west > east`).
///
/// MapKit counterpart: `MKCoordinateRegion` (a center and a span), with
/// `MKMapRect`'s containment and intersection tests. Deliberate differences:
/// - Stored as edges, not center and span, so a box crossing 180° is explicit.
/// - Latitudes are clamped to [-90, 90]: a region reaching past a pole stops
///   at it, so `center` is the middle of the clamped box and may differ from
///   the center a region was built around. `south <= north` is a precondition.
/// - The west edge is normalised to [-180, 180) and the east edge to
///   (-180, 180]: an edge on the antimeridian is -180 as a west edge and 180
///   as an east edge, so (-180, 180) is the whole world and never a false
///   crossing. Equal west and east is a box one meridian wide.
/// - Edges are inclusive: boxes that only share an edge intersect, unlike
///   `MKMapRect.intersects(_:)`, so a point on that edge lies in both.
public struct GeoBox: Hashable, Sendable {
  /// The south edge, in degrees north, in [-90, 90] and at most `north`.
  public let south: Double
  /// The north edge, in degrees north, in [-90, 90] and at least `south`.
  public let north: Double
  /// The west edge, in degrees east, in [-180, 180).
  public let west: Double
  /// The east edge, in degrees east, in (-180, 180]; less than `west` when
  /// the box crosses the antimeridian.
  public let east: Double

  /// A box from its edges. Latitudes are clamped to [-90, 90]; the longitudes
  /// must be finite and are normalised as described on the type.
  public init(south: Double, north: Double, west: Double, east: Double) {
    precondition(south <= north, "south \(south) is north of north \(north)")
    precondition(west.isFinite && east.isFinite, "longitude edges must be finite")
    self.south = min(max(south, -90), 90)
    self.north = min(max(north, -90), 90)
    let normalizedWest = Coordinate.normalizedLongitude(west)
    self.west = normalizedWest == 180 ? -180 : normalizedWest
    self.east = Coordinate.normalizedLongitude(east)
  }

  /// A box around a center with the given spans in degrees, like
  /// `MKCoordinateRegion(center:span:)`. A longitude span of 360 or more
  /// gives the whole world, -180 to 180.
  public init(center: Coordinate, latitudeDelta: Double, longitudeDelta: Double) {
    precondition(latitudeDelta >= 0 && longitudeDelta >= 0, "spans must not be negative")
    let wholeWorld = longitudeDelta >= 360
    self.init(
      south: center.latitude - latitudeDelta / 2,
      north: center.latitude + latitudeDelta / 2,
      west: wholeWorld ? -180 : center.longitude - longitudeDelta / 2,
      east: wholeWorld ? 180 : center.longitude + longitudeDelta / 2)
  }

  /// A box around a center with the given ground size in metres, like
  /// `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`.
  ///
  /// Method: on the sphere of `Coordinate.meanEarthRadius` a degree of latitude
  /// is R·π/180 metres everywhere, and a degree of longitude is that times
  /// cos(latitude), measured at the center. Near a pole the longitude span
  /// grows past 360° and the box becomes the whole world.
  public init(center: Coordinate, widthMeters: Double, heightMeters: Double) {
    let metersPerDegree = Coordinate.meanEarthRadius * .pi / 180
    let cosine = cos(center.latitude * .pi / 180)
    self.init(
      center: center, latitudeDelta: heightMeters / metersPerDegree,
      longitudeDelta: widthMeters / (metersPerDegree * cosine))
  }

  /// Whether the box spans the 180° meridian, i.e. its west edge lies east of its east edge.
  public var crossesAntimeridian: Bool { west > east }

  /// Degrees from the north edge down to the south edge.
  public var latitudeSpan: Double { north - south }

  /// Degrees eastward from the west edge to the east edge, in [0, 360]; a box
  /// crossing the antimeridian adds the 360° it wraps through.
  public var longitudeSpan: Double {
    crossesAntimeridian ? east - west + 360 : east - west
  }

  /// The middle of the box: mean latitude, and half the span east of the west edge.
  public var center: Coordinate {
    Coordinate(
      validLatitude: (south + north) / 2, normalizingLongitude: west + longitudeSpan / 2)
  }

  /// Whether the coordinate lies in the box, edges included.
  public func contains(_ coordinate: Coordinate) -> Bool {
    guard coordinate.latitude >= south, coordinate.latitude <= north else { return false }
    return GeoBox.eastwardOffset(from: west, to: coordinate.longitude) <= longitudeSpan
  }

  /// Whether the two boxes share at least one point, edges included.
  ///
  /// Method: the latitude ranges must overlap, and two arcs of a circle overlap
  /// exactly when one of them contains the other's starting (west) edge.
  public func intersects(_ other: GeoBox) -> Bool {
    guard south <= other.north, other.south <= north else { return false }
    return GeoBox.eastwardOffset(from: west, to: other.west) <= longitudeSpan
      || GeoBox.eastwardOffset(from: other.west, to: west) <= other.longitudeSpan
  }

  /// Degrees to travel east from one meridian to reach another, in [0, 360]
  /// (360 only when rounding a point a hair west of `start`).
  /// Measuring from the west edge this way makes wrapping boxes need no special case.
  static func eastwardOffset(from start: Double, to end: Double) -> Double {
    let offset = fmod(end - start, 360)
    return offset < 0 ? offset + 360 : offset
  }
}
