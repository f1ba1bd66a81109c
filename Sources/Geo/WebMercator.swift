import Foundation

/// The spherical Web Mercator projection (EPSG:3857) onto a unit square.
///
/// MapKit counterpart: `MKMapPoint` (`MKMapPoint(_:)`, `.coordinate`) and
/// `MKMetersPerMapPointAtLatitude`. Deliberate differences:
/// - World coordinates are normalised to the unit square instead of
///   `MKMapSize.world` (2²⁸ points a side): multiply by the map's pixel size.
/// - x = (lon + 180) / 360 is not wrapped, so -180 gives 0 and +180 gives 1.
///   A `Coordinate` (longitude in (-180, 180]) therefore projects to x in (0, 1];
///   the raw-longitude overload accepts any longitude and continues past the
///   edges, which lets a path or box crossing the antimeridian stay continuous.
/// - Scale uses `Coordinate.meanEarthRadius` rather than the WGS 84 semi-major
///   axis of EPSG:3857 (0.1 % apart), so scale bars agree with `distance(to:)`.
public enum WebMercator {
  /// The latitude of the square map's top and bottom edges, atan(sinh π) in
  /// degrees ≈ 85.05112878°, where y reaches 0 and 1.
  public static let maxLatitude: Double = atan(sinh(Double.pi)) * 180 / .pi

  /// World coordinates of a coordinate: x eastward from -180°, y in [0, 1]
  /// southward from the top edge. Latitudes beyond ±`maxLatitude` are clamped.
  public static func project(_ coordinate: Coordinate) -> (x: Double, y: Double) {
    project(latitude: coordinate.latitude, longitude: coordinate.longitude)
  }

  /// World coordinates of a raw latitude and longitude; the longitude is not
  /// normalised, so x = (lon + 180) / 360 may leave [0, 1].
  public static func project(latitude: Double, longitude: Double) -> (x: Double, y: Double) {
    ((longitude + 180) / 360, y(latitude: latitude))
  }

  /// The world y of a latitude, in [0, 1].
  ///
  /// Method: the Mercator ordinate ln(tan(π/4 + φ/2)), written in its equal
  /// form asinh(tan φ) (the inverse Gudermannian), which keeps full precision
  /// near the equator; scaled by 1/2π so the square's height matches its width,
  /// and flipped so y grows southward from 0.5 at the equator. At and beyond
  /// ±`maxLatitude` the edge is returned exactly, 0 or 1, not a rounded value.
  static func y(latitude: Double) -> Double {
    if latitude >= maxLatitude { return 0 }
    if latitude <= -maxLatitude { return 1 }
    return 0.5 - asinh(tan(latitude * .pi / 180)) / (2 * .pi)
  }

  /// The coordinate at world coordinates; x is wrapped into [0, 1) first and y
  /// clamped to [0, 1], so every input gives a valid coordinate.
  ///
  /// Method: the inverse of `project`, lon = 360x − 180 and
  /// φ = atan(sinh(π(1 − 2y))) (the Gudermannian function).
  public static func coordinate(x: Double, y: Double) -> Coordinate {
    var wrappedX = x - floor(x)
    if wrappedX >= 1 { wrappedX = 0 }  // a tiny negative x rounds up to 1
    let clampedY = min(max(y, 0), 1)
    let latitude = atan(sinh(.pi * (1 - 2 * clampedY))) * 180 / .pi
    return Coordinate(validLatitude: latitude, normalizingLongitude: wrappedX * 360 - 180)
  }

  /// Ground metres per unit of normalised x at a latitude, for scale bars.
  ///
  /// Method: one unit of x is a whole parallel, whose length is 2πR·cos(lat).
  /// The latitude is not clamped to `maxLatitude`: this is ground distance.
  public static func metersPerWorldUnit(atLatitude latitude: Double) -> Double {
    2 * .pi * Coordinate.meanEarthRadius * cos(latitude * .pi / 180)
  }
}
