import Foundation
import FuzzSupport
import Geo

/// Typed coordinates: `Coordinate(parsing:)` throws `CoordinateParseError` or
/// returns a coordinate on the globe, its longitude in (-180, 180]. The bytes
/// are decoded as UTF-8, invalid sequences repaired.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  do {
    let coordinate = try Coordinate(parsing: text)
    FuzzCheck.require(
      FuzzCheck.onGlobe(latitude: coordinate.latitude, longitude: coordinate.longitude)
        && coordinate.longitude > -180,
      "parsed \(coordinate.latitude), \(coordinate.longitude) from \(text.debugDescription)")
  } catch {
    // A `CoordinateParseError`, by the signature: refused cleanly.
  }
  return 0
}
