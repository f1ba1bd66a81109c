import Foundation
import FuzzSupport
import Geo

/// world.bin: `WorldGeometry(data:path:)` throws `GeoAssetError` or returns
/// layers in kind order, each kind once, whose features all have parts with
/// points on the globe inside the feature's bounds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  AssetFuzzing.run(start, count) { data throws(GeoAssetError) in
    let world = try WorldGeometry(data: data, path: AssetFuzzing.path)
    let kinds = world.layers.map(\.kind.rawValue)
    FuzzCheck.require(kinds == Array(Set(kinds)).sorted(), "layers \(kinds) out of kind order")
    for layer in world.layers {
      for feature in layer.features {
        FuzzCheck.require(!feature.parts.isEmpty, "a feature with no parts")
        for part in feature.parts {
          FuzzCheck.require(!part.points.isEmpty, "a part with no points")
          for point in part.points {
            FuzzCheck.require(
              FuzzCheck.onGlobe(latitude: point.latitude, longitude: point.longitude),
              "point \(point) off the globe")
            FuzzCheck.require(
              feature.bounds.contains(point), "point \(point) outside \(feature.bounds)")
          }
        }
      }
    }
  }
  return 0
}
