import Foundation
import FuzzSupport
import Geo

/// oceans.bin: `OceanLabels(data:path:)` throws `GeoAssetError` or returns
/// named labels on the globe.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  AssetFuzzing.run(start, count) { data throws(GeoAssetError) in
    let oceans = try OceanLabels(data: data, path: AssetFuzzing.path)
    for label in oceans.labels {
      FuzzCheck.require(!label.name.isEmpty, "a label with no name")
      FuzzCheck.require(
        FuzzCheck.onGlobe(latitude: label.latitude, longitude: label.longitude),
        "\(label.name) off the globe")
    }
  }
  return 0
}
