import Foundation

/// A country or territory: its ISO 3166-1 alpha-2 code and English name.
///
/// Foundation counterpart: `Locale.Region` with `Locale.localizedString(
/// forRegionCode:)`; here the names come from GeoNames and are English only.
public struct Country: Hashable, Sendable {
  /// Two capital letters, such as "DK".
  public let code: String
  /// The English short name, such as "Denmark".
  public let name: String

  /// A country with that code and name, taken as given: nothing checks that
  /// the code is two capital letters.
  public init(code: String, name: String) {
    self.code = code
    self.name = name
  }
}

/// Every country the map knows, sorted by code, read from
/// `Assets/Map/countries.bin`.
///
/// Places and the countries layer of `WorldGeometry` refer to countries by
/// their index in this table.
public struct CountryTable: Sendable, AssetFile {
  /// Sorted by code, each code once.
  public let countries: [Country]
  private let indexByCode: [String: Int]

  /// A table of these countries, which must have distinct codes; they are
  /// kept in the order given.
  public init(countries: [Country]) {
    self.countries = countries
    self.indexByCode = Dictionary(
      countries.enumerated().map { ($0.element.code, $0.offset) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The country at that index, or nil if there is none.
  public func country(at index: Int) -> Country? {
    countries.indices.contains(index) ? countries[index] : nil
  }

  /// The index of the country with that code, or nil.
  public func index(forCode code: String) -> Int? {
    indexByCode[code]
  }

  /// The English name of the country with that code, or nil.
  public func name(forCode code: String) -> String? {
    index(forCode: code).map { countries[$0].name }
  }

  /// How countries.bin opens: its magic, the version of its layout this reader
  /// understands, and its kind.
  static let format = AssetFormat(magic: "TNCN", version: 1, kind: "countries")

  /// Reads countries.bin; throws if it is missing, truncated, corrupt or of
  /// another format version.
  public init(contentsOf path: String) throws(GeoAssetError) {
    try self.init(assetAt: path)
  }

  /// Decodes a whole countries.bin already in memory, header and payload, with every
  /// check that `init(contentsOf:)` makes; `path` only names the file in
  /// errors. For bytes that did not come from a file, such as a fuzzer's.
  public init(data: Data, path: String) throws(GeoAssetError) {
    try self.init(assetData: data, path: path)
  }

  /// Decodes a payload: a `UInt32` count, then per country two ASCII
  /// capital letters and a name (`UInt8` length, UTF-8), in code order.
  init(reading reader: inout BinaryReader) throws(GeoAssetError) {
    let count = try reader.count(of: "country", minimumSize: 4)
    var countries: [Country] = []
    countries.reserveCapacity(count)
    for _ in 0..<count {
      let at = reader.offset
      let letters = try reader.raw(2)
      guard letters.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
        throw reader.failure("bad country code at offset \(at)")
      }
      let code = String(decoding: letters, as: UTF8.self)
      if let previous = countries.last, previous.code >= code {
        throw reader.failure("country code \(code) at offset \(at) is out of order")
      }
      countries.append(Country(code: code, name: try reader.string("country name")))
    }
    try reader.expectEnd("countries")
    self.init(countries: countries)
  }
}
