import Foundation
import FuzzSupport
import Geo

/// countries.bin: `CountryTable(data:path:)` throws `GeoAssetError` or returns
/// named countries whose codes are two capital letters in strict order, each
/// found again by its code.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  AssetFuzzing.run(start, count) { data throws(GeoAssetError) in
    let table = try CountryTable(data: data, path: AssetFuzzing.path)
    var previous: String?
    for (index, country) in table.countries.enumerated() {
      FuzzCheck.require(
        country.code.utf8.count == 2
          && country.code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) },
        "bad code \(country.code)")
      FuzzCheck.require(!country.name.isEmpty, "\(country.code) has no name")
      if let previous {
        FuzzCheck.require(previous < country.code, "\(country.code) after \(previous)")
      }
      FuzzCheck.require(table.index(forCode: country.code) == index, "\(country.code) not found")
      previous = country.code
    }
  }
  return 0
}
