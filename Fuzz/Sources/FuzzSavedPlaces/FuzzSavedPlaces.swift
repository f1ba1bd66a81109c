import Foundation
import FuzzSupport
import Geo
import TunnelApp

/// The saved places: `SavedPlacesStore.decode(_:)` returns nil or at most
/// `capacity` places, each on the globe with a name the file can hold,
/// whatever the file's bytes; and the bytes `encode` writes for them
/// decode again to the same names and, within their rounding, places.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let places = SavedPlacesStore.decode(data) else { return 0 }
  FuzzCheck.require(places.count <= SavedPlacesStore.capacity, "decoded \(places.count) places")
  for place in places {
    let site = place.coordinate
    FuzzCheck.require(
      FuzzCheck.onGlobe(latitude: site.latitude, longitude: site.longitude)
        && SavedPlace(name: place.name, coordinate: site) != nil,
      "decoded \(place)")
  }
  guard let again = SavedPlacesStore.decode(SavedPlacesStore.encode(places)) else {
    fatalError("the saved file of \(places.count) places does not decode")
  }
  FuzzCheck.require(again.map(\.name) == places.map(\.name), "the names changed on the way back")
  for (a, b) in zip(again, places) {
    let east = abs(a.coordinate.longitude - b.coordinate.longitude)
    FuzzCheck.require(
      abs(a.coordinate.latitude - b.coordinate.latitude) <= 0.6e-6
        && min(east, 360 - east) <= 0.6e-6,
      "\(b) comes back as \(a)")
  }
  return 0
}
