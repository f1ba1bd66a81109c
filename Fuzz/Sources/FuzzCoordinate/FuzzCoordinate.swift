import Foundation
import FuzzSupport
import Geo

/// Typed coordinates: `Coordinate(parsing:)` throws `CoordinateParseError`
/// with a one-line description, or returns a coordinate on the globe, its
/// longitude in (-180, 180], that reads back from both forms the program
/// writes: its `description` ("56.5500°N, 8.3167°E", to 1e-4 degree) and the
/// dig-site file's "%.6f,%.6f". The bytes are decoded as UTF-8, invalid
/// sequences repaired.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  let coordinate: Coordinate
  do {
    coordinate = try Coordinate(parsing: text)
  } catch {
    FuzzCheck.require(
      !error.description.contains(where: \.isNewline),
      "the error for \(text.debugDescription) is not one line: \(error.description.debugDescription)"
    )
    return 0
  }
  FuzzCheck.require(
    FuzzCheck.onGlobe(latitude: coordinate.latitude, longitude: coordinate.longitude)
      && coordinate.longitude > -180,
    "parsed \(coordinate.latitude), \(coordinate.longitude) from \(text.debugDescription)")
  for (written, tolerance) in [
    (coordinate.description, 0.5e-4),
    (String(format: "%.6f,%.6f", coordinate.latitude, coordinate.longitude), 0.5e-6),
  ] {
    guard let again = try? Coordinate(parsing: written) else {
      fatalError("\(written.debugDescription), from \(text.debugDescription), does not read back")
    }
    // Longitudes compared around the circle: 180°W reads back as 180°E.
    let east = abs(again.longitude - coordinate.longitude)
    FuzzCheck.require(
      abs(again.latitude - coordinate.latitude) <= tolerance * 1.01
        && min(east, 360 - east) <= tolerance * 1.01,
      "\(written.debugDescription) reads back as \(again), from \(text.debugDescription)")
  }
  return 0
}
