import Foundation

extension Coordinate {
  /// The mean Earth radius, 6 371 008.8 m: the IUGG mean radius R₁ = (2a + b) / 3
  /// of the WGS 84 ellipsoid. Every spherical formula in Geo uses it, so distances,
  /// region sizes and scale bars agree with one another.
  public static let meanEarthRadius: Double = 6_371_008.8

  /// The great-circle distance to another coordinate, in metres, on a sphere
  /// of radius `meanEarthRadius`.
  ///
  /// Core Location counterpart: `CLLocation.distance(from:)`. Deliberate
  /// difference: Core Location measures on the WGS 84 ellipsoid; this sphere
  /// differs from it by up to about 0.5 %.
  ///
  /// Method: the haversine formula, a = sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2),
  /// central angle c = 2 atan2(√a, √(1 − a)), distance R·c. It stays accurate
  /// for short distances, where the spherical law of cosines loses digits, and
  /// Δλ may cross the antimeridian because only its sine is used.
  public func distance(to other: Coordinate) -> Double {
    let phi1 = latitude * .pi / 180
    let phi2 = other.latitude * .pi / 180
    let halfDeltaPhi = (other.latitude - latitude) * .pi / 360
    let halfDeltaLambda = (other.longitude - longitude) * .pi / 360
    let sinPhi = sin(halfDeltaPhi)
    let sinLambda = sin(halfDeltaLambda)
    // Rounding can push a a hair past 1 for antipodal points; clamp it.
    let a = min(1, sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda)
    return Coordinate.meanEarthRadius * 2 * atan2(sqrt(a), sqrt(1 - a))
  }
}
