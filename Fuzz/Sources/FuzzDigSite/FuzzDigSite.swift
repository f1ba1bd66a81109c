import Foundation
import FuzzSupport
import Geo
import TunnelApp

/// The saved dig site: `DigSiteStore.decode(_:)` returns nil or a coordinate
/// on the globe, whatever the file's bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  if let site = DigSiteStore.decode(data) {
    FuzzCheck.require(
      FuzzCheck.onGlobe(latitude: site.latitude, longitude: site.longitude)
        && site.longitude > -180,
      "decoded \(site.latitude), \(site.longitude)")
  }
  return 0
}
