import Foundation
import FuzzSupport
import Geo

/// places.bin: `Gazetteer(data:path:countries:)` throws `GeoAssetError` or
/// returns named places on the globe, largest first, in the table's countries.
///
/// The table is fixed, every code from "AA" to "ZZ" (676 countries), so
/// that the country index, a `UInt16`, can fall on either side of its end.
let countries = CountryTable(
  countries: (0..<26 * 26).map { index in
    let letters = [index / 26, index % 26].map { UInt8(ascii: "A") + UInt8($0) }
    let code = String(decoding: letters, as: UTF8.self)
    return Country(code: code, name: "Country \(code)")
  })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  AssetFuzzing.run(start, count) { data throws(GeoAssetError) in
    let gazetteer = try Gazetteer(data: data, path: AssetFuzzing.path, countries: countries)
    var previous = Int.max
    for place in gazetteer.places {
      FuzzCheck.require(!place.name.isEmpty, "a place with no name")
      FuzzCheck.require(
        FuzzCheck.onGlobe(latitude: place.latitude, longitude: place.longitude),
        "\(place.name) off the globe")
      FuzzCheck.require(place.population <= previous, "\(place.name) out of population order")
      FuzzCheck.require(
        countries.index(forCode: place.countryCode) != nil,
        "\(place.name) in unknown country \(place.countryCode)")
      previous = place.population
    }
  }
  return 0
}
