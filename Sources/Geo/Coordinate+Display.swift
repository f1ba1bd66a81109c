import Foundation

extension Coordinate {
  /// WGS84's semi-major axis, metres.
  static let wgs84EquatorialRadius = 6_378_137.0
  /// WGS84's flattening.
  static let wgs84Flattening = 1 / 298.257_223_563

  /// Degrees and whole minutes with hemisphere letters, as an atlas writes
  /// them: "56°33′N 8°19′E". Minutes are rounded, carrying into the degree.
  public var degreesAndMinutes: String {
    func part(_ value: Double, _ positive: String, _ negative: String) -> String {
      let totalMinutes = Int((abs(value) * 60).rounded())
      return "\(totalMinutes / 60)°\(totalMinutes % 60)′\(value < 0 ? negative : positive)"
    }
    return "\(part(latitude, "N", "S")) \(part(longitude, "E", "W"))"
  }

  /// The length in metres of the straight tunnel from this point to its
  /// antipode, on the WGS84 ellipsoid.
  ///
  /// The ellipsoid is symmetric through its centre, and the antipode
  /// (-latitude, longitude + 180°) is this point's mirror image there, so
  /// the tunnel passes through the centre and is twice the point's distance
  /// from it. A point at geodetic latitude φ lies at x = N cos φ,
  /// z = N (1 − e²) sin φ from the centre, where N = a / √(1 − e² sin² φ)
  /// is the prime vertical radius; so the tunnel is 2√(x² + z²): 2a =
  /// 12,756.3 km across the equator, 2b = 12,713.5 km from pole to pole.
  public var tunnelLength: Double {
    let a = Self.wgs84EquatorialRadius
    let f = Self.wgs84Flattening
    let e2 = f * (2 - f)
    let phi = latitude * .pi / 180
    let n = a / (1 - e2 * sin(phi) * sin(phi)).squareRoot()
    let x = n * cos(phi)
    let z = n * (1 - e2) * sin(phi)
    return 2 * (x * x + z * z).squareRoot()
  }
}

/// Whole kilometres with thousands separators, as the panel writes them:
/// "12,735 km". Always "," and no locale, so every reader sees the same.
public func kilometresText(_ metres: Double) -> String {
  let whole = Int((metres / 1000).rounded())
  var digits = String(whole)
  var grouped = ""
  while digits.count > 3 {
    grouped = "," + digits.suffix(3) + grouped
    digits.removeLast(3)
  }
  return digits + grouped + " km"
}
