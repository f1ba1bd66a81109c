import Foundation
import FuzzSupport
import Geo

/// seas.bin: `SeaAreas(data:path:)` throws `GeoAssetError` or returns areas
/// with printable codes in strict order, boxes on the globe and rings of at
/// least three points; looking up the areas at each box's centre and at each
/// ring's first point must not trap and must answer with areas of the file,
/// smallest first.
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
      FuzzCheck.require(
        !area.rings.isEmpty && area.rings.allSatisfy { $0.count >= 3 }, "\(area.code) rings")
      var probes = [box.center]
      if let first = area.rings.first?.first,
        let point = Coordinate(latitude: first.latitude, longitude: first.longitude)
      {
        probes.append(point)
      }
      for probe in probes {
        let found = seas.seas(containing: probe)
        FuzzCheck.require(found.allSatisfy { seas.areas.contains($0) }, "a stranger at \(probe)")
        FuzzCheck.require(
          zip(found, found.dropFirst()).allSatisfy { $0.area <= $1.area },
          "not smallest first at \(probe)")
      }
    }
  }
  return 0
}
