import Foundation
import FuzzSupport
import Geo

/// seas.bin: `SeaAreas(data:path:)` throws `GeoAssetError` or returns areas
/// with printable codes in strict order and boxes on the globe; looking up
/// the sea at each box's centre must not trap and must find that box's sea.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  AssetFuzzing.run(start, count) { data throws(GeoAssetError) in
    let seas = try SeaAreas(data: data, path: AssetFuzzing.path)
    var previous: String?
    for area in seas.areas {
      FuzzCheck.require(
        !area.code.isEmpty && area.code.utf8.allSatisfy { (0x21..<0x7F).contains($0) },
        "bad code \(area.code)")
      FuzzCheck.require(!area.name.isEmpty, "\(area.code) has no name")
      if let previous {
        FuzzCheck.require(
          previous.utf8.lexicographicallyPrecedes(area.code.utf8),
          "\(area.code) after \(previous)")
      }
      previous = area.code
      let box = area.box
      FuzzCheck.require(
        -90 <= box.south && box.south < box.north && box.north <= 90,
        "\(area.code) has latitudes \(box.south)...\(box.north)")
      let centre = box.center
      if !area.isOcean {
        FuzzCheck.require(
          seas.seas(containing: centre).contains(area),
          "\(area.code) not found at its centre \(centre)")
      }
    }
  }
  return 0
}
