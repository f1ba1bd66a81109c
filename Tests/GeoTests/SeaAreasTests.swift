import Foundation
import Testing

@testable import Geo

/// Assets/Map/seas.bin holds GMT's IHO sea boxes and the Caspian Sea, finds
/// the seas around a point smallest first, and every missing, truncated or
/// damaged copy fails with an error that names the file.
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

  @Test func hasThe102IHOAreasAndTheCaspianSortedByCode() throws {
    let areas = try Self.seas.get().areas
    let codes = areas.map(\.code)
    #expect(areas.count == 103)
    #expect(codes.filter { $0.hasPrefix("IHO") }.count == 102)
    #expect(codes.filter { !$0.hasPrefix("IHO") } == ["CSPS"])
    #expect(Set(codes).count == codes.count)
    #expect(zip(codes, codes.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(
      areas.contains(
        SeaArea(
          code: "IHO4", name: "North Sea",
          box: GeoBox(south: 50.9337, north: 61.0279, west: -4.4442, east: 9.8358),
          isOcean: false)))
    #expect(areas.first { $0.code == "IHO2" }?.name == "Kattegat, Sund and Belts")
  }

  @Test func oceansAreFlaggedAndLeftOutOfSeas() throws {
    let seas = try Self.seas.get()
    let oceans = seas.areas.filter(\.isOcean).map(\.name)
    #expect(
      oceans == [
        "Arctic Ocean", "North Atlantic Ocean", "South Atlantic Ocean", "Indian Ocean",
        "North Pacific Ocean", "South Pacific Ocean",
      ])
    #expect(seas.areas.allSatisfy { $0.isOcean == $0.name.contains("Ocean") })
    // The Arctic Ocean's box goes all the way round.
    let arctic = try #require(seas.areas.first { $0.code == "IHO17" })
    #expect(arctic.box.west == -180 && arctic.box.east == 180 && arctic.box.longitudeSpan == 360)
    let pole = try point(85, 180)
    let greenwich = try point(85, 0)
    #expect(arctic.box.contains(pole) && arctic.box.contains(greenwich))
    // No ocean is ever returned, even where only oceans are.
    #expect(try seas.seas(containing: point(85, 0)).allSatisfy { !$0.isOcean })
  }

  @Test func northSeaAndBalticSea() throws {
    #expect(try names(at: 56, 3) == ["North Sea"])
    #expect(try names(at: 57.5, 19.5) == ["Baltic Sea"])
  }

  @Test func skagerrakIsTheSmallestSeaAtItsMiddle() throws {
    let seas = try Self.seas.get()
    let found = seas.seas(containing: try point(58.0, 10.5))
    #expect(found.first?.name == "Skagerrak")
    #expect(found.map(\.name) == ["Skagerrak", "Kattegat, Sund and Belts", "Baltic Sea"])
    #expect(zip(found, found.dropFirst()).allSatisfy { $0.area <= $1.area })
    let northSea = try #require(seas.areas.first { $0.name == "North Sea" })
    let skagerrak = try #require(found.first)
    #expect(skagerrak.area < northSea.area)
    #expect(skagerrak.area > 6 && skagerrak.area < 8)
  }

  @Test func coralTasmanMediterraneanAndCaspian() throws {
    #expect(try names(at: -18, 155) == ["Coral Sea"])
    #expect(try names(at: -38, 160) == ["Tasman Sea"])
    let mediterranean = try names(at: 35, 18)
    #expect(!mediterranean.isEmpty)
    #expect(mediterranean.allSatisfy { $0.hasPrefix("Mediterranean Sea") })
    #expect(try names(at: 42, 50) == ["Caspian Sea"])
  }

  @Test func midAtlanticIsInNoSea() throws {
    #expect(try names(at: 0, -30) == [])
    // Yet the ocean boxes hold it.
    let midAtlantic = try point(0, -30)
    let oceans = try Self.seas.get().areas.filter { $0.isOcean && $0.box.contains(midAtlantic) }
    #expect(oceans.map(\.name) == ["North Atlantic Ocean", "South Atlantic Ocean"])
  }

  @Test func boxesAcrossTheAntimeridianHoldBothSides() throws {
    let areas = try Self.seas.get().areas
    let crossing = areas.filter(\.box.crossesAntimeridian).map(\.code)
    #expect(crossing == ["IHO11", "IHO12", "IHO55", "IHO57", "IHO61"])
    let bering = try #require(areas.first { $0.code == "IHO55" })
    #expect(bering.name == "Bering Sea")
    #expect(abs(bering.box.west - 161.8907) < 1e-9 && abs(bering.box.east - -156.8417) < 1e-9)
    #expect(try names(at: 58, 175) == ["Bering Sea"])
    #expect(try names(at: 58, -170) == ["Bering Sea"])
    #expect(try names(at: 58, 180) == ["Bering Sea"])
    #expect(try names(at: 58, 160).contains("Bering Sea") == false)
    #expect(try names(at: 58, -150).contains("Bering Sea") == false)
    #expect(try names(at: 70, -170).contains("Chukchi Sea"))
    #expect(try names(at: 70, 170).contains("Chukchi Sea") == false)
    #expect(try names(at: 72, 179).contains("East Siberian Sea"))
    #expect(try names(at: 72, -179).contains("East Siberian Sea"))
  }

  @Test func seasMatchesGeoBoxContainsEverywhere() throws {
    let seas = try Self.seas.get()
    let candidates = seas.areas.filter { !$0.isOcean }
    var found = 0
    var mismatches: [String] = []
    for latitude in stride(from: -90.0, through: 90, by: 2.5) {
      for longitude in stride(from: -180.0, through: 180, by: 2.5) {
        let coordinate = try point(latitude, longitude)
        let expected = Set(candidates.filter { $0.box.contains(coordinate) })
        let seasThere = seas.seas(containing: coordinate)
        if Set(seasThere) != expected || seasThere.count != expected.count {
          mismatches.append("\(coordinate)")
        }
        found += seasThere.count
      }
    }
    #expect(mismatches == [])
    #expect(found > 1000)
  }

  @Test func edgesAreInsideAndSeasAreCheapToQuery() throws {
    let seas = try Self.seas.get()
    // The North Sea's corners.
    #expect(try seas.seas(containing: point(50.9337, -4.4442)).map(\.code).contains("IHO4"))
    #expect(try seas.seas(containing: point(61.0279, 9.8358)).map(\.code).contains("IHO4"))
    let coordinate = try point(58, 10.5)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for _ in 0..<10_000 { _ = seas.seas(containing: coordinate) }
    }
    // 10,000 queries in well under a second: microseconds each, even unoptimised.
    #expect(elapsed < .seconds(1))
  }

  @Test func seasFromAListRanksByArea() throws {
    let big = SeaArea(
      code: "B", name: "Big", box: GeoBox(south: 0, north: 10, west: 170, east: -170),
      isOcean: false)
    let small = SeaArea(
      code: "S", name: "Small", box: GeoBox(south: 4, north: 6, west: 179, east: -179),
      isOcean: false)
    let ocean = SeaArea(
      code: "O", name: "Ocean", box: GeoBox(south: -90, north: 90, west: -180, east: 180),
      isOcean: true)
    let seas = SeaAreas(areas: [big, ocean, small])
    #expect(seas.areas == [big, ocean, small])
    #expect(seas.seas(containing: try point(5, 180)) == [small, big])
    #expect(seas.seas(containing: try point(5, -175)) == [big])
    #expect(seas.seas(containing: try point(20, 0)) == [])
    #expect(abs(big.area - 20 * 10 * cos(5 * Double.pi / 180)) < 1e-9)
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

  @Test func headerIsTNSEVersion1() throws {
    let bytes = try original()
    #expect(Array(bytes.prefix(8)) == Array("TNSE".utf8) + [1, 0, 0, 0])
    #expect(bytes.count == 3967)
    try withScratchDirectory { directory in
      var magic = bytes
      magic[3] = UInt8(ascii: "X")
      #expect(
        expectFailure(magic, label: "magic", in: directory)
          == "not a Tunnel seas file (magic \"TNSX\", expected \"TNSE\")")
      var version = bytes
      version[4] = 2
      #expect(
        expectFailure(version, label: "version", in: directory)
          == "unsupported seas format version 2 (expected 1)")
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

      // The first record is CSPS: code at 20, name at 25, edges at 37, flag at 53.
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
      // ZSPS before IHO1: out of order.
      #expect(
        expectFailure(damaged([21: UInt8(ascii: "Z")]), label: "order", in: directory)
          == "sea code IHO1 at offset 54 does not follow ZSPS")
    }
  }
}
