import Foundation

/// The ocean a sea point lies in, when no named sea holds it.
///
/// The method: the five oceans by simple, documented bounds, in order:
/// 1. north of the Arctic Circle (66.5°N): the Arctic Ocean;
/// 2. south of 60°S: the Southern Ocean (its limit since 2000);
/// 3. the Indian Ocean: east of 20°E (Cape Agulhas) and west of 147°E
///    (south-east Tasmania), south of 30°N; north of 10°S it stops at
///    the Indonesian islands (about 125°E);
/// 4. the Atlantic: east of the Americas (Cape Horn's 67.3°W in the south,
///    80°W across the isthmus between 0° and 15°N, 100°W in the Gulf
///    north of it) and west of 20°E;
/// 5. everything else, the Pacific.
/// North or South goes by the equator.
public enum OceanName {
  /// The English name of the ocean at a point in degrees, by the rules above:
  /// "Arctic Ocean", "Southern Ocean", "Indian Ocean", or "North" or "South"
  /// followed by "Atlantic Ocean" or "Pacific Ocean".
  ///
  /// The edges are inclusive at 66.5°N and 60°S and the equator counts as
  /// north. The bounds do not wrap, so the longitude belongs in
  /// [-180, 180]: outside it, any point between the Arctic and the Southern
  /// Ocean is named Pacific.
  public static func name(latitude: Double, longitude: Double) -> String {
    if latitude >= 66.5 { return "Arctic Ocean" }
    if latitude <= -60 { return "Southern Ocean" }
    let hemisphere = latitude >= 0 ? "North" : "South"
    if isIndian(latitude: latitude, longitude: longitude) { return "Indian Ocean" }
    if isAtlantic(latitude: latitude, longitude: longitude) {
      return "\(hemisphere) Atlantic Ocean"
    }
    return "\(hemisphere) Pacific Ocean"
  }

  static func isIndian(latitude: Double, longitude: Double) -> Bool {
    guard latitude < 30, longitude >= 20 else { return false }
    let east = latitude > -10 ? 125.0 : 147.0
    return longitude <= east
  }

  static func isAtlantic(latitude: Double, longitude: Double) -> Bool {
    let west: Double
    switch latitude {
    case ..<0: west = -67.3
    case 0..<15: west = -80
    default: west = -100
    }
    return longitude >= west && longitude < 20
  }
}
