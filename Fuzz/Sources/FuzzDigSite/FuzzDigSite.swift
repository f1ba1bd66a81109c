import Foundation
import FuzzSupport
import Geo
import TunnelApp

/// The saved dig site: `DigSiteStore.decode(_:)` returns nil or a coordinate
/// on the globe, whatever the file's bytes; and the line `save` would write
/// for that coordinate ("%.6f,%.6f\n") decodes again, to within its rounding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let site = DigSiteStore.decode(data) else { return 0 }
  FuzzCheck.require(
    FuzzCheck.onGlobe(latitude: site.latitude, longitude: site.longitude)
      && site.longitude > -180,
    "decoded \(site.latitude), \(site.longitude)")
  let line = String(format: "%.6f,%.6f\n", site.latitude, site.longitude)
  guard let again = DigSiteStore.decode(Data(line.utf8)) else {
    fatalError("the saved line \(line.debugDescription) does not decode")
  }
  let east = abs(again.longitude - site.longitude)
  FuzzCheck.require(
    abs(again.latitude - site.latitude) <= 0.6e-6 && min(east, 360 - east) <= 0.6e-6,
    "the saved line \(line.debugDescription) decodes as \(again), not \(site)")
  return 0
}
