import Foundation
import Testing

@testable import Geo

/// Assets/Map/seas.bin holds the IHO seas and the oceans as polygons, finds
/// the areas holding a point smallest first, and every missing, truncated
/// or damaged copy fails with an error that names the file.
struct SeaAreasTests {
  /// Assets/Map/seas.bin, found from this file: Tests/GeoTests/ is two levels down.
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Map/seas.bin").path

  static let seas = Result { () throws(GeoAssetError) in
    try SeaAreas(contentsOf: path)
  }

  func point(_ latitude: Double, _ longitude: Double) throws -> Coordinate {
    try #require(Coordinate(latitude: latitude, longitude: longitude))
  }

  func names(at latitude: Double, _ longitude: Double) throws -> [String] {
    try Self.seas.get().seas(containing: point(latitude, longitude)).map(\.name)
  }

  // MARK: What the file holds

  @Test func holdsNinetyFourSeasAndSevenOceansSortedByCode() throws {
    let areas = try Self.seas.get().areas
    let codes = areas.map(\.code)
    #expect(areas.count == 101)
    #expect(areas.filter(\.isOcean).count == 7)
    #expect(codes.filter { !$0.hasPrefix("IHO") } == ["CSPS", "SO60"])
    #expect(Set(codes).count == codes.count)
    #expect(zip(codes, codes.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(areas.allSatisfy { !$0.rings.isEmpty && $0.rings.allSatisfy { $0.count >= 3 } })
    let northSea = try #require(areas.first { $0.code == "IHO4" })
    #expect(northSea.name == "North Sea")
    #expect(northSea.box == GeoBox(south: 50.9337, north: 61.0279, west: -4.4442, east: 9.8358))
  }

  @Test func seasAreNamedAsAReaderWouldWriteThem() throws {
    let names = try Self.seas.get().areas.map(\.name)
    for name in [
      "Persian Gulf", "Sea of Japan", "East China Sea", "Molucca Sea", "Seto Inland Sea",
      "Balearic Sea", "Gulf of Bone", "Río de la Plata", "Southern Ocean",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    for name in [
      "Gulf of Iran", "Japan Sea", "Eastern China Sea", "Molukka Sea", "Seto naikai", "Balearic",
      "Gulf of Boni", "Rio de La Plata",
    ] {
      #expect(!names.contains(name), "\(name)")
    }
  }

  @Test func oceansAreFlaggedAndComeAfterEverySea() throws {
    let seas = try Self.seas.get()
    let oceans = seas.areas.filter(\.isOcean).map(\.name)
    #expect(
      oceans == [
        "Arctic Ocean", "North Atlantic Ocean", "South Atlantic Ocean", "Indian Ocean",
        "North Pacific Ocean", "South Pacific Ocean", "Southern Ocean",
      ])
    #expect(seas.areas.allSatisfy { $0.isOcean == $0.name.contains("Ocean") })
    // The Skagerrak lies in the Atlantic's polygon too, and comes first.
    #expect(
      try names(at: 58.0, 10.0) == ["Skagerrak", "North Atlantic Ocean", "North Pacific Ocean"])
  }

  @Test func northSeaBalticSeaAndTheCaspian() throws {
    #expect(try names(at: 56, 3).first == "North Sea")
    #expect(try names(at: 57.5, 19.5).first == "Baltic Sea")
    #expect(try names(at: 42, 50).first == "Caspian Sea")
    #expect(try names(at: -18, 155).first == "Coral Sea")
    #expect(try names(at: -38, 160).first == "Tasman Sea")
    #expect(try names(at: 35, 18).first == "Mediterranean Sea")
  }

  @Test func theOpenOceanIsNamedByItsSideOfTheContinents() throws {
    #expect(try names(at: 0.5, -30).first == "North Atlantic Ocean")
    #expect(try names(at: -0.5, -30).first == "South Atlantic Ocean")
    #expect(try names(at: -20, 80).first == "Indian Ocean")
    #expect(try names(at: 10, -100).first == "North Pacific Ocean")
    #expect(try names(at: 88, 0).first == "Arctic Ocean")
    #expect(try names(at: -65, 0).first == "Southern Ocean")
  }

  @Test func theBeringSeaHoldsBothSidesOfTheAntimeridian() throws {
    #expect(try names(at: 58, 175).first == "Bering Sea")
    #expect(try names(at: 58, -170).first == "Bering Sea")
    #expect(try names(at: 58, 179.99).first == "Bering Sea")
    #expect(try names(at: 70, -170).first == "Chukchi Sea")
    #expect(try names(at: 73, 165).first == "East Siberian Sea")
  }

  @Test func seasAreCheapToQuery() throws {
    let seas = try Self.seas.get()
    let coordinate = try point(58, 10.5)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for _ in 0..<10_000 { _ = seas.seas(containing: coordinate) }
    }
    // 10,000 queries in well under a second: microseconds each, even unoptimised.
    #expect(elapsed < .seconds(1))
  }

  @Test func seasFromAListRankSmallestFirstAcrossTheAntimeridian() throws {
    func square(_ south: Double, _ west: Double, _ size: Double) -> [GeoPoint] {
      [
        GeoPoint(latitude: south, longitude: west),
        GeoPoint(latitude: south, longitude: west + size),
        GeoPoint(latitude: south + size, longitude: west + size),
        GeoPoint(latitude: south + size, longitude: west),
      ]
    }
    let box = GeoBox(south: -90, north: 90, west: -180, east: 180)
    let big = SeaArea(
      code: "B", name: "Big", box: box, isOcean: false,
      rings: [square(0, 170, 10), square(0, -180, 10)])
    let small = SeaArea(
      code: "S", name: "Small", box: box, isOcean: false, rings: [square(4, 178, 2)])
    let ocean = SeaArea(
      code: "O", name: "Ocean", box: box, isOcean: true, rings: [square(-80, -180, 160)])
    let seas = SeaAreas(areas: [big, ocean, small])
    #expect(seas.areas == [big, ocean, small])
    #expect(seas.seas(containing: try point(5, 179)) == [small, big])
    #expect(seas.seas(containing: try point(5, -175)) == [big, ocean])
    #expect(seas.seas(containing: try point(85, 0)) == [])
    #expect(abs(small.area - 2 * 2 * cos(5 * Double.pi / 180)) < 0.05)
  }
}

// MARK: - Bad input

extension SeaAreasTests {
  func original() throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.path)))
  }

  /// A fresh directory for damaged copies, removed by `body`'s end.
  func withScratchDirectory(_ body: (URL) throws -> Void) throws {
    try DamagedAssets.withScratchDirectory(body)
  }

  /// Writes `bytes` as a copy of seas.bin and expects reading it to fail,
  /// naming the copy; returns the reason.
  @discardableResult
  func expectFailure(
    _ bytes: [UInt8], label: String, in directory: URL,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    let path = directory.appendingPathComponent("\(label)-seas.bin").path
    return DamagedAssets.expectFailure(
      bytes, at: path, label: label, load: { _ = try SeaAreas(contentsOf: $0) },
      sourceLocation: sourceLocation)
  }

  func rechecksummed(_ bytes: [UInt8]) -> [UInt8] { DamagedAssets.rechecksummed(bytes) }

  @Test func missingFileNamesThePath() throws {
    try withScratchDirectory { directory in
      let path = directory.appendingPathComponent("seas.bin").path
      #expect(throws: GeoAssetError(path: path, reason: "no such file")) {
        try SeaAreas(contentsOf: path)
      }
      #expect(throws: GeoAssetError(path: directory.path, reason: "is a directory, not a file")) {
        try SeaAreas(contentsOf: directory.path)
      }
    }
  }

  @Test func headerIsTNSEVersion2() throws {
    let bytes = try original()
    #expect(Array(bytes.prefix(8)) == Array("TNSE".utf8) + [2, 0, 0, 0])
    #expect(bytes.count == 15588)
    try withScratchDirectory { directory in
      var magic = bytes
      magic[3] = UInt8(ascii: "X")
      #expect(
        expectFailure(magic, label: "magic", in: directory)
          == "not a Tunnel seas file (magic \"TNSX\", expected \"TNSE\")")
      var version = bytes
      version[4] = 1
      #expect(
        expectFailure(version, label: "version", in: directory)
          == "unsupported seas format version 1 (expected 2)")
    }
  }

  @Test func emptyAndTruncatedCopiesFail() throws {
    let bytes = try original()
    let payload = bytes.count - 16
    try withScratchDirectory { directory in
      #expect(expectFailure([], label: "empty", in: directory) == "empty file")
      #expect(
        expectFailure(Array(bytes.prefix(10)), label: "short-header", in: directory)
          == "truncated: needs 16 header bytes, has 10")
      #expect(
        expectFailure(Array(bytes.prefix(16)), label: "header-only", in: directory)
          == "truncated: header promises \(payload) payload bytes, file has 0")
      for length in [1, 15, 17, 16 + payload / 2, bytes.count - 1] {
        let reason = expectFailure(
          Array(bytes.prefix(length)), label: "cut-\(length)", in: directory)
        #expect(reason?.hasPrefix("truncated") == true)
      }
      #expect(
        expectFailure(bytes + [0], label: "extra", in: directory)
          == "1 unexpected bytes after the \(payload)-byte payload")
    }
  }

  @Test func bitFlippedCopiesFail() throws {
    let bytes = try original()
    let offsets = [0, 3, 4, 7, 8, 11, 12, 15, 16, 17, 20, 25, bytes.count / 2, bytes.count - 1]
    try withScratchDirectory { directory in
      for (number, offset) in offsets.enumerated() {
        var flipped = bytes
        flipped[offset] ^= 1 << UInt8(number % 8)
        let reason = expectFailure(flipped, label: "flip-\(offset)", in: directory)
        if offset >= 12 {
          #expect(reason?.hasPrefix("checksum mismatch: header says 0x") == true)
        }
      }
    }
  }

  @Test func damageBehindAValidChecksumFailsWithoutTrapping() throws {
    let bytes = try original()
    let payload = bytes.count - 16
    try withScratchDirectory { directory in
      // Cut payloads, each with a header that matches: decoding runs out.
      for length in Set([0, 1, 3, 4, 5, 9, 13, 21, 30, payload / 3, payload - 1]) {
        let cut = rechecksummed(Array(bytes.prefix(16 + length)))
        let reason = expectFailure(cut, label: "payload-\(length)", in: directory)
        #expect(reason?.contains("truncated") == true || reason?.contains("count") == true)
      }
      // A huge count is refused before anything is allocated for it.
      var huge = bytes
      for index in 0..<4 { huge[16 + index] = 0xFF }
      #expect(
        expectFailure(rechecksummed(huge), label: "count", in: directory)?
          .hasPrefix("sea area count 4294967295 at offset 16 needs at least") == true)

      // The first record is CSPS: code at 20, name at 25, edges at 37, flag at 53,
      // ring count at 54, the ring's point count at 58, its points from 62.
      #expect(Array(bytes[20..<25]) == [4] + Array("CSPS".utf8))
      #expect(Array(bytes[25..<37]) == [11] + Array("Caspian Sea".utf8))
      func damaged(_ changes: [Int: UInt8]) -> [UInt8] {
        var copy = bytes
        for (offset, value) in changes { copy[offset] = value }
        return rechecksummed(copy)
      }
      #expect(
        expectFailure(damaged([20: 0]), label: "empty-code", in: directory)
          == "empty sea code at offset 20")
      #expect(
        expectFailure(damaged([21: 0xC3, 22: 0xA9]), label: "non-ascii-code", in: directory)
          == "sea code at offset 20 is not printable ASCII")
      #expect(
        expectFailure(damaged([26: 0xFF]), label: "bad-utf8", in: directory)
          == "sea name at offset 25 is not valid UTF-8")
      // North (bytes 49...52) below south.
      #expect(
        expectFailure(damaged([52: 0x80]), label: "north", in: directory)
          == "CSPS has a box off the globe at offset 37")
      // West (bytes 37...40) at 180, which must be written -180.
      let west180: [Int: UInt8] = [37: 0x80, 38: 0xA8, 39: 0x12, 40: 0x01]
      #expect(
        expectFailure(damaged(west180), label: "west", in: directory)
          == "CSPS has a box off the globe at offset 37")
      #expect(
        expectFailure(damaged([53: 2]), label: "flag", in: directory)
          == "CSPS has ocean flag 2 at offset 53")
      #expect(
        expectFailure(damaged([54: 0]), label: "no-ring", in: directory)
          == "CSPS has no ring at offset 54")
      #expect(
        expectFailure(damaged([58: 2]), label: "two-points", in: directory)
          == "CSPS has a ring of 2 points at offset 58")
      #expect(
        expectFailure(damaged([65: 0x7F]), label: "off-globe", in: directory)
          == "a point off the globe at offset 62")
      // ZSPS before IHO1: out of order.
      #expect(
        expectFailure(damaged([21: UInt8(ascii: "Z")]), label: "order", in: directory)
          == "sea code IHO1 at offset 94 does not follow ZSPS")
    }
  }
}
