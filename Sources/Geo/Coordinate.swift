import Foundation

/// A point on the Earth's surface as latitude and longitude, in degrees.
///
/// Core Location counterpart: `CLLocationCoordinate2D`. Deliberate differences:
/// - It is always valid. The failable initialiser refuses a latitude outside
///   [-90, 90] or a non-finite value, where Core Location stores anything and
///   leaves the check to `CLLocationCoordinate2DIsValid`.
/// - The longitude is normalised to (-180, 180], so the antimeridian is always
///   180 (never -180) and equal points compare and hash equal.
/// - A negative zero in either component is stored as +0, so the value prints
///   as "0.0000°N, 0.0000°E" and never carries a sign it does not mean.
/// - The properties are `let`: build a new value instead of mutating one.
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
  /// Degrees north of the equator, in [-90, 90].
  public let latitude: Double
  /// Degrees east of Greenwich, in (-180, 180].
  public let longitude: Double

  /// A coordinate, or nil if the latitude is outside [-90, 90] or either value
  /// is not finite. The longitude may be any finite number; it is normalised
  /// (180 and -180 become 180, 540 becomes 180, 190 becomes -170).
  public init?(latitude: Double, longitude: Double) {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90 else { return nil }
    self.init(validLatitude: latitude, normalizingLongitude: longitude)
  }

  /// A coordinate from values the caller has already checked: the latitude must
  /// be in [-90, 90] and the longitude finite (a precondition, not a recovery).
  public init(validLatitude: Double, normalizingLongitude: Double) {
    precondition(abs(validLatitude) <= 90, "latitude \(validLatitude) outside [-90, 90]")
    precondition(normalizingLongitude.isFinite, "longitude \(normalizingLongitude) not finite")
    // Adding +0 turns -0.0 into +0.0 and leaves every other value unchanged.
    self.latitude = validLatitude + 0
    self.longitude = Coordinate.normalizedLongitude(normalizingLongitude)
  }

  /// The same meridian expressed in (-180, 180]; -0.0 becomes +0.0, and a
  /// non-finite input gives NaN.
  ///
  /// Method: `fmod` reduces exactly into (-360, 360); one exact step of 360
  /// (exact by Sterbenz's lemma, the operands being within a factor of two)
  /// then moves the value into the half-open range.
  public static func normalizedLongitude(_ longitude: Double) -> Double {
    var reduced = fmod(longitude, 360)
    if reduced <= -180 {
      reduced += 360
    } else if reduced > 180 {
      reduced -= 360
    }
    return reduced + 0
  }

  /// Four decimals (about 11 m) with hemisphere letters, e.g. "56.5500°N, 8.3167°E".
  public var description: String {
    let northSouth = latitude < 0 ? "S" : "N"
    let eastWest = longitude < 0 ? "W" : "E"
    return String(format: "%.4f°%@, %.4f°%@", abs(latitude), northSouth, abs(longitude), eastWest)
  }
}
