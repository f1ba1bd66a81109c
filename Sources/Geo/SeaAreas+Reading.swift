import Foundation

extension SeaAreas: AssetFile {
  /// How seas.bin opens: its magic, the version of its layout this reader
  /// understands (2, with each area's polygon; 1 had boxes only), and its kind.
  static let format = AssetFormat(magic: "TNSE", version: 2, kind: "seas")

  /// Reads seas.bin; throws if it is missing, truncated, corrupt or of
  /// another format version.
  public init(contentsOf path: String) throws(GeoAssetError) {
    try self.init(assetAt: path)
  }

  /// Decodes a whole seas.bin already in memory, header and payload, with every
  /// check that `init(contentsOf:)` makes; `path` only names the file in
  /// errors. For bytes that did not come from a file, such as a fuzzer's.
  public init(data: Data, path: String) throws(GeoAssetError) {
    try self.init(assetData: data, path: path)
  }

  /// Decodes a payload: a `UInt32` count, then per area, sorted by code, the
  /// code (`UInt8` length, ASCII), the name (`UInt8` length, UTF-8), `Int32`
  /// west, east, south and north edges in 1e-5 degree, a `UInt8` 1 for an
  /// ocean, 0 for a sea, and the polygon: a `UInt32` ring count (at least
  /// one), then per ring a `UInt32` point count (at least three) and the
  /// points, `Int32` latitude and longitude in 1e-5 degree. West lies in
  /// [-180, 180) and east in (-180, 180] (east < west crosses the
  /// antimeridian; -180 to 180 is all the way round), south below north,
  /// both in [-90, 90].
  init(reading reader: inout BinaryReader) throws(GeoAssetError) {
    let count = try reader.count(of: "sea area", minimumSize: 25)
    var areas: [SeaArea] = []
    areas.reserveCapacity(count)
    var previousCode: String?
    for _ in 0..<count {
      let at = reader.offset
      let code = try reader.string("sea code")
      guard code.utf8.allSatisfy({ (0x21..<0x7F).contains($0) }) else {
        throw reader.failure("sea code at offset \(at) is not printable ASCII")
      }
      if let previousCode, !previousCode.utf8.lexicographicallyPrecedes(code.utf8) {
        throw reader.failure("sea code \(code) at offset \(at) does not follow \(previousCode)")
      }
      previousCode = code
      let name = try reader.string("sea name")
      let box = try Self.box(of: code, from: &reader)
      let flagAt = reader.offset
      let flag = try reader.u8()
      guard flag <= 1 else {
        throw reader.failure("\(code) has ocean flag \(flag) at offset \(flagAt)")
      }
      let rings = try Self.rings(of: code, from: &reader)
      areas.append(SeaArea(code: code, name: name, box: box, isOcean: flag == 1, rings: rings))
    }
    try reader.expectEnd("sea areas")
    self.init(areas: areas)
  }

  private static func box(of code: String, from reader: inout BinaryReader) throws(GeoAssetError)
    -> GeoBox
  {
    let edgesAt = reader.offset
    let west = try reader.i32()
    let east = try reader.i32()
    let south = try reader.i32()
    let north = try reader.i32()
    guard (-18_000_000..<18_000_000).contains(west), east > -18_000_000, east <= 18_000_000,
      south >= -9_000_000, south < north, north <= 9_000_000
    else {
      throw reader.failure("\(code) has a box off the globe at offset \(edgesAt)")
    }
    return GeoBox(
      south: Double(south) / 100_000, north: Double(north) / 100_000,
      west: Double(west) / 100_000, east: Double(east) / 100_000)
  }

  private static func rings(of code: String, from reader: inout BinaryReader)
    throws(GeoAssetError) -> [[GeoPoint]]
  {
    let countAt = reader.offset
    let ringCount = try reader.count(of: "ring", minimumSize: 28)
    guard ringCount > 0 else { throw reader.failure("\(code) has no ring at offset \(countAt)") }
    var rings: [[GeoPoint]] = []
    rings.reserveCapacity(ringCount)
    for _ in 0..<ringCount {
      let at = reader.offset
      let pointCount = try reader.count(of: "point", minimumSize: 8)
      guard pointCount >= 3 else {
        throw reader.failure("\(code) has a ring of \(pointCount) points at offset \(at)")
      }
      var ring: [GeoPoint] = []
      ring.reserveCapacity(pointCount)
      for _ in 0..<pointCount {
        let (latitude, longitude) = try reader.degrees()
        ring.append(GeoPoint(latitude: latitude, longitude: longitude))
      }
      rings.append(ring)
    }
    return rings
  }
}
