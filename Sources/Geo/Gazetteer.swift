import Foundation

/// A city or town: GeoNames' name for it, where it is, and how many live there.
///
/// Core Location counterpart: a `CLPlacemark` (its `locality`, `location` and
/// `isoCountryCode`), here from an offline list instead of a geocoder.
///
/// Kept as places.bin stores it, in 32 bytes where `Double`s, an `Int` and a
/// second `String` took 64: the gazetteer holds about 70,000 of them, and
/// the geocoder and the map share it.
public struct Place: Hashable, Sendable {
  /// The local name in Latin script, as GeoNames spells it ("Ringkøbing").
  public let name: String
  /// Degrees north and east in whole 1e-5 degrees (about a metre).
  private let latitudeSteps: Int32
  private let longitudeSteps: Int32
  private let inhabitants: UInt32
  /// The country code's two ASCII letters, the first in the high byte.
  private let countryLetters: UInt16
  /// Whether it is its country's capital (GeoNames feature code PPLC).
  public let isCapital: Bool

  /// Degrees north, to 1e-5 degree.
  public var latitude: Double { Double(latitudeSteps) / BinaryReader.degreeStepsPerDegree }
  /// Degrees east, to 1e-5 degree.
  public var longitude: Double { Double(longitudeSteps) / BinaryReader.degreeStepsPerDegree }
  /// Inhabitants, as GeoNames counts them; 0 when unknown.
  public var population: Int { Int(inhabitants) }
  /// ISO 3166-1 alpha-2 code of its country, such as "DK".
  public var countryCode: String {
    String(decoding: [UInt8(countryLetters >> 8), UInt8(countryLetters & 0xFF)], as: UTF8.self)
  }

  /// A place; the coordinates are rounded to 1e-5 degree and the
  /// population clamped to `UInt32`, as places.bin stores them. It is a
  /// programmer error to give a country code that is not two ASCII letters.
  public init(
    name: String, latitude: Double, longitude: Double, population: Int, countryCode: String,
    isCapital: Bool
  ) {
    let steps = BinaryReader.degreeStepsPerDegree
    self.init(
      name: name, latitudeSteps: Int32(clamping: Int((latitude * steps).rounded())),
      longitudeSteps: Int32(clamping: Int((longitude * steps).rounded())),
      population: UInt32(clamping: population), countryLetters: Self.letters(countryCode),
      isCapital: isCapital)
  }

  /// A place as places.bin holds it.
  init(
    name: String, latitudeSteps: Int32, longitudeSteps: Int32, population: UInt32,
    countryLetters: UInt16, isCapital: Bool
  ) {
    self.name = name
    self.latitudeSteps = latitudeSteps
    self.longitudeSteps = longitudeSteps
    inhabitants = population
    self.countryLetters = countryLetters
    self.isCapital = isCapital
  }

  /// A country code's two ASCII letters, packed as `countryLetters` keeps them.
  static func letters(_ code: String) -> UInt16 {
    let bytes = Array(code.utf8)
    precondition(
      bytes.count == 2 && bytes.allSatisfy { (0x41...0x5A).contains($0 & 0xDF) },
      "a country code is two ASCII letters, not \"\(code)\"")
    return UInt16(bytes[0]) << 8 | UInt16(bytes[1])
  }
}

/// Every place the map can name, read from `Assets/Map/places.bin`: GeoNames'
/// towns of 5,000 people or more, and the cities of 15,000 or more that
/// Marble packs, merged.
///
/// Core Location counterpart: `CLGeocoder`'s reverse geocoding, done offline
/// by searching this list.
public struct Gazetteer: Sendable {
  /// By population, largest first; equal populations by name.
  public let places: [Place]

  /// A gazetteer of these places, kept in the order given; the caller sorts
  /// them as `places` is documented to be, since nothing checks it.
  public init(places: [Place]) {
    self.places = places
  }

  /// How places.bin opens: its magic, the version of its layout this reader
  /// understands, and its kind.
  static let format = AssetFormat(magic: "TNPL", version: 1, kind: "places")

  /// Reads places.bin, whose places name their countries by index in
  /// `countries`; throws if the file is missing, truncated, corrupt, of
  /// another format version, or names a country the table does not have.
  public init(contentsOf path: String, countries: CountryTable) throws(GeoAssetError) {
    try self.init(data: try BinaryReader.contents(of: path), path: path, countries: countries)
  }

  /// Decodes a whole places.bin already in memory, header and payload, with every
  /// check that `init(contentsOf:countries:)` makes; `path` only names the file in
  /// errors. For bytes that did not come from a file, such as a fuzzer's.
  public init(data: Data, path: String, countries: CountryTable) throws(GeoAssetError) {
    var reader = try BinaryReader(bytes: [UInt8](data), path: path, format: Self.format)
    try self.init(reading: &reader, countries: countries)
  }

  /// Decodes a payload: a `UInt32` count, then per place a name (`UInt8`
  /// length, UTF-8), an `Int32` latitude and longitude in 1e-5 degree, a
  /// `UInt32` population, a `UInt16` country index and a `UInt8` kind (0
  /// other, 1 capital, 2 seat of an administrative division).
  init(reading reader: inout BinaryReader, countries: CountryTable) throws(GeoAssetError) {
    let count = try reader.count(of: "place", minimumSize: 17)
    let letters = countries.countries.map { Place.letters($0.code) }
    var places: [Place] = []
    places.reserveCapacity(count)
    for _ in 0..<count {
      let at = reader.offset
      let name = try reader.string("place name")
      let (latitude, longitude) = try reader.degreeSteps()
      let population = try reader.u32()
      let country = Int(try reader.u16())
      let kind = try reader.u8()
      guard letters.indices.contains(country) else {
        throw reader.failure(
          "place at offset \(at) names country \(country), the table has \(letters.count)")
      }
      guard kind <= 2 else { throw reader.failure("unknown place kind \(kind) at offset \(at)") }
      if let previous = places.last, previous.population < Int(population) {
        throw reader.failure("place at offset \(at) is out of population order")
      }
      places.append(
        Place(
          name: name, latitudeSteps: latitude, longitudeSteps: longitude, population: population,
          countryLetters: letters[country], isCapital: kind == 1))
    }
    try reader.expectEnd("places")
    self.places = places
  }
}
