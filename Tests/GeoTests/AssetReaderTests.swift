import Foundation
import Testing

@testable import Geo

/// The map assets in Assets/Map load, hold what their sources hold, and every
/// missing, truncated or damaged copy fails with an error that names the file.
struct AssetReaderTests {
  /// Assets/Map, found from this file: Tests/GeoTests/ is two levels down.
  static let mapDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Map")

  static func path(_ name: String) -> String {
    mapDirectory.appendingPathComponent(name).path
  }

  // Loaded once and shared by the tests that only read them.
  static let countries = Result { () throws(GeoAssetError) in
    try CountryTable(contentsOf: path("countries.bin"))
  }
  static let gazetteer = Result { () throws(GeoAssetError) in
    try Gazetteer(contentsOf: path("places.bin"), countries: countries.get())
  }
  static let world = Result { () throws(GeoAssetError) in
    try WorldGeometry(contentsOf: path("world.bin"))
  }

  // MARK: What the files hold

  @Test func landHas1420PolygonsAndTheCaspianAsItsOneHole() throws {
    let land = try Self.world.get().layer(.land)
    let roles = land.features.flatMap(\.parts).map(\.role)
    #expect(land.features.count == 1420)
    #expect(roles.filter { $0 == .outer }.count == 1420)
    #expect(roles.count == 1421)
    let hole = try #require(land.features.flatMap(\.parts).first { $0.role == .inner })
    let middle = hole.points.reduce(GeoPoint(latitude: 0, longitude: 0)) {
      GeoPoint(
        latitude: $0.latitude + $1.latitude / Double(hole.points.count),
        longitude: $0.longitude + $1.longitude / Double(hole.points.count))
    }
    #expect((36...47).contains(middle.latitude) && (46...55).contains(middle.longitude))
  }

  @Test func everyLayerIsThereWithTheSourceFeatureCounts() throws {
    let world = try Self.world.get()
    #expect(world.layers.map(\.kind) == MapLayer.Kind.allCases)
    let counts = MapLayer.Kind.allCases.map { world.layer($0).features.count }
    #expect(counts == [1420, 398, 458, 360, 1428, 377, 241])
    for layer in world.layers {
      let expected: Set<MapPart.Role> =
        [.rivers, .borders, .coastline].contains(layer.kind) ? [.line] : [.outer, .inner]
      #expect(Set(layer.features.flatMap(\.parts).map(\.role)).isSubset(of: expected))
      for feature in layer.features {
        #expect(feature.bounds.minLatitude >= -90 && feature.bounds.maxLatitude <= 90)
        #expect(feature.bounds.minLongitude >= -180 && feature.bounds.maxLongitude <= 180)
        #expect(feature.parts.first?.role != .inner)
      }
    }
  }

  @Test func everyCountryPolygonNamesACountry() throws {
    let countries = try Self.countries.get()
    let ids = try Self.world.get().layer(.countries).features.map(\.id)
    #expect(ids.allSatisfy { countries.country(at: Int($0)) != nil })
    // Cyprus and Northern Cyprus, Somalia and Somaliland, and two small
    // polygons with no towns share a country: 241 polygons, 237 countries.
    #expect(Set(ids).count == 237)
  }

  @Test func countryTableHasEveryCodeOnceWithItsEnglishName() throws {
    let countries = try Self.countries.get()
    let codes = countries.countries.map(\.code)
    #expect(countries.countries.count >= 240)
    #expect(codes == codes.sorted() && Set(codes).count == codes.count)
    #expect(countries.name(forCode: "DK") == "Denmark")
    #expect(countries.name(forCode: "KR") == "South Korea")
    #expect(countries.name(forCode: "ZZ") == nil)
    #expect(countries.country(at: countries.index(forCode: "DK") ?? -1)?.code == "DK")
    #expect(countries.country(at: -1) == nil)
    #expect(countries.country(at: countries.countries.count) == nil)
  }

  @Test func gazetteerHasTensOfThousandsOfPlacesLargestFirst() throws {
    let places = try Self.gazetteer.get().places
    #expect(places.count > 60_000)
    #expect(zip(places, places.dropFirst()).allSatisfy { $0.population >= $1.population })
    #expect(Set(places.map(\.countryCode)).count > 200)
    #expect(places.allSatisfy { abs($0.latitude) <= 90 && abs($0.longitude) <= 180 })
  }

  @Test func ringkobingIsADanishTown() throws {
    let places = try Self.gazetteer.get().places.filter { $0.name == "Ringkøbing" }
    #expect(places.count == 1)
    let town = try #require(places.first)
    #expect(town.countryCode == "DK")
    #expect(abs(town.latitude - 56.09) < 0.02 && abs(town.longitude - 8.24) < 0.02)
    #expect(!town.isCapital)
  }

  @Test func copenhagenIsTheCapitalOfDenmark() throws {
    let capitals = try Self.gazetteer.get().places.filter { $0.isCapital && $0.countryCode == "DK" }
    #expect(capitals.map(\.name) == ["Copenhagen"])
  }

  /// At 1:50m the coast of Zealand runs about 200 m west of GeoNames' point
  /// for Copenhagen, leaving it in the sea; 5 km west of it is inland.
  @Test func copenhagenAndRingkobingLieInDenmarksPolygon() throws {
    let countries = try Self.countries.get()
    let denmark = UInt32(try #require(countries.index(forCode: "DK")))
    let places = try Self.gazetteer.get().places
    let copenhagen = try #require(places.first { $0.name == "Copenhagen" && $0.isCapital })
    let ringkobing = try #require(places.first { $0.name == "Ringkøbing" })
    let features = try Self.world.get().layer(.countries).features
    let points = [
      GeoPoint(latitude: copenhagen.latitude, longitude: copenhagen.longitude - 0.08),
      GeoPoint(latitude: ringkobing.latitude, longitude: ringkobing.longitude),
    ]
    for point in points {
      #expect(features.filter { contains($0, point) }.map(\.id) == [denmark])
    }
    let copenhagenPoint = GeoPoint(latitude: copenhagen.latitude, longitude: copenhagen.longitude)
    let denmarkFeatures = features.filter { $0.id == denmark }
    #expect(denmarkFeatures.count == 1)
    #expect(denmarkFeatures.allSatisfy { $0.bounds.contains(copenhagenPoint) })
  }

  /// Even-odd ray casting over the feature's rings, holes included.
  func contains(_ feature: MapFeature, _ point: GeoPoint) -> Bool {
    guard feature.bounds.contains(point) else { return false }
    var inside = false
    for part in feature.parts where part.role != .line {
      var previous = part.points[part.points.count - 1]
      for current in part.points {
        if (current.latitude > point.latitude) != (previous.latitude > point.latitude) {
          let crossing =
            current.longitude + (point.latitude - current.latitude)
            * (previous.longitude - current.longitude) / (previous.latitude - current.latitude)
          if point.longitude < crossing { inside.toggle() }
        }
        previous = current
      }
    }
    return inside
  }

  @Test func oceanLabelsAreTheSevenOceans() throws {
    let labels = try OceanLabels(contentsOf: Self.path("oceans.bin")).labels
    #expect(labels.count == 7)
    #expect(labels.map(\.name) == labels.map(\.name).sorted())
    #expect(
      labels.contains(OceanLabel(name: "North Atlantic Ocean", latitude: 30, longitude: -45)))
  }

  @Test func checksumIsZlibsCRC32() {
    #expect(AssetCRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(AssetCRC32.checksum([]) == 0)
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
    for split in [0, 1, 7, 8, 9, 500, 999] {
      #expect(
        AssetCRC32.checksum(bytes, in: split..<bytes.count)
          == AssetCRC32.checksum(Array(bytes[split...])))
    }
  }
}

// MARK: - Bad input

/// One of the four asset files, and how to read it.
enum AssetFile: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case world, places, countries, oceans

  var fileName: String { "\(rawValue).bin" }
  var testDescription: String { fileName }

  func load(_ path: String) throws(GeoAssetError) {
    switch self {
    case .world: _ = try WorldGeometry(contentsOf: path)
    case .places: _ = try Gazetteer(contentsOf: path, countries: AssetReaderTests.countries.get())
    case .countries: _ = try CountryTable(contentsOf: path)
    case .oceans: _ = try OceanLabels(contentsOf: path)
    }
  }

  /// Payload offsets of counts that a corrupt file could make huge: the
  /// first count, and for world.bin the first feature, part and point counts.
  var countOffsets: [Int] {
    self == .world ? [0, 9, 17, 22] : [0]
  }

  func original() throws -> [UInt8] {
    [UInt8](try Data(contentsOf: AssetReaderTests.mapDirectory.appendingPathComponent(fileName)))
  }
}

extension AssetReaderTests {
  func withScratchDirectory(_ body: (URL) throws -> Void) throws {
    try DamagedAssets.withScratchDirectory(body)
  }

  /// Writes `bytes` as a copy of `file` and expects reading it to fail,
  /// naming the copy; returns the reason.
  @discardableResult
  func expectFailure(
    _ file: AssetFile, _ bytes: [UInt8], label: String, in directory: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    let path = directory.appendingPathComponent("\(label)-\(file.fileName)").path
    return DamagedAssets.expectFailure(
      bytes, at: path, label: label, load: { try file.load($0) }, sourceLocation: sourceLocation)
  }

  func rechecksummed(_ bytes: [UInt8]) -> [UInt8] { DamagedAssets.rechecksummed(bytes) }

  @Test(arguments: AssetFile.allCases)
  func missingFileNamesThePath(_ file: AssetFile) throws {
    try withScratchDirectory { directory in
      let path = directory.appendingPathComponent(file.fileName).path
      #expect(throws: GeoAssetError(path: path, reason: "no such file")) { try file.load(path) }
      #expect(throws: GeoAssetError(path: directory.path, reason: "is a directory, not a file")) {
        try file.load(directory.path)
      }
    }
  }

  @Test(arguments: AssetFile.allCases)
  func emptyAndTruncatedCopiesFail(_ file: AssetFile) throws {
    let bytes = try file.original()
    try withScratchDirectory { directory in
      #expect(expectFailure(file, [], label: "empty", in: directory) == "empty file")
      #expect(
        expectFailure(file, Array(bytes.prefix(10)), label: "short-header", in: directory)
          == "truncated: needs 16 header bytes, has 10")
      let payload = bytes.count - 16
      #expect(
        expectFailure(file, Array(bytes.prefix(16)), label: "header-only", in: directory)
          == "truncated: header promises \(payload) payload bytes, file has 0")
      for length in [1, 15, 17, 16 + payload / 2, bytes.count - 1] {
        expectFailure(file, Array(bytes.prefix(length)), label: "cut-\(length)", in: directory)
      }
      #expect(
        expectFailure(file, bytes + [0], label: "extra", in: directory)
          == "1 unexpected bytes after the \(payload)-byte payload")
    }
  }

  @Test(arguments: AssetFile.allCases)
  func bitFlippedCopiesFail(_ file: AssetFile) throws {
    let bytes = try file.original()
    let offsets = [0, 3, 4, 7, 8, 11, 12, 15, 16, 17, 20, bytes.count / 2, bytes.count - 1]
    try withScratchDirectory { directory in
      for (number, offset) in offsets.enumerated() {
        var flipped = bytes
        flipped[offset] ^= 1 << UInt8(number % 8)
        let reason = expectFailure(file, flipped, label: "flip-\(offset)", in: directory)
        if offset >= 12 {
          #expect(reason?.hasPrefix("checksum mismatch: header says 0x") == true)
        }
      }
    }
  }

  @Test(arguments: AssetFile.allCases)
  func damageBehindAValidChecksumFailsWithoutTrapping(_ file: AssetFile) throws {
    let bytes = try file.original()
    try withScratchDirectory { directory in
      // Cut payloads, each with a header that matches: decoding runs out.
      let payload = bytes.count - 16
      for length in Set([0, 1, 3, 4, 5, 9, 13, 21, 30, payload / 3, payload - 1]) {
        let cut = rechecksummed(Array(bytes.prefix(16 + length)))
        let reason = expectFailure(file, cut, label: "payload-\(length)", in: directory)
        #expect(reason?.contains("truncated") == true || reason?.contains("count") == true)
      }
      // Huge counts must be refused before anything is allocated for them.
      for offset in file.countOffsets {
        var huge = bytes
        for index in 0..<4 { huge[16 + offset + index] = 0xFF }
        let reason = expectFailure(
          file, rechecksummed(huge), label: "count-\(offset)", in: directory)
        #expect(
          reason?.contains("count 4294967295 at offset \(16 + offset) needs at least") == true)
      }
    }
  }

  @Test func wrongMagicAndVersionAreNamed() throws {
    let countries = try AssetFile.countries.original()
    try withScratchDirectory { directory in
      #expect(
        expectFailure(.world, countries, label: "magic", in: directory)
          == "not a Tunnel world file (magic \"TNCN\", expected \"TNWG\")")
      var binary = countries
      binary[0] = 0
      #expect(
        expectFailure(.countries, binary, label: "binary-magic", in: directory)
          == "not a Tunnel countries file (magic 0x004E434E, expected \"TNCN\")")
      var version = countries
      version[4] = 2
      #expect(
        expectFailure(.countries, version, label: "version", in: directory)
          == "unsupported countries format version 2 (expected 1)")
    }
  }
}
