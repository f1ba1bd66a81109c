import Foundation

/// A sea, gulf, strait or ocean as the International Hydrographic
/// Organization bounds it ("Limits of Oceans and Seas", 1953), reduced to its
/// bounding box, from GMT's Digital Chart of the World collections.
///
/// MapKit/CoreLocation counterpart: none (`CLPlacemark.ocean` and
/// `CLPlacemark.inlandWater` name the water at a point; here the caller asks
/// `SeaAreas.seas(containing:)` which boxes hold it). A box is much larger
/// than its sea, so boxes overlap: the smallest box holding a point is the
/// best guess at the sea it is in.
public struct SeaArea: Hashable, Sendable {
  /// The DCW tag: "IHO4" for the North Sea, "IHO28-1" for the Western
  /// Mediterranean, "CSPS" for the Caspian Sea.
  public let code: String
  /// As the source spells it: "North Sea", "Kattegat, Sund and Belts".
  public let name: String
  /// The bounding box; it may cross the antimeridian (the Bering Sea's does).
  public let box: GeoBox
  /// Whether this is an ocean or a part of one ("North Atlantic Ocean",
  /// "Arctic Ocean") rather than a sea: its name says "Ocean".
  public let isOcean: Bool

  public init(code: String, name: String, box: GeoBox, isOcean: Bool) {
    self.code = code
    self.name = name
    self.box = box
    self.isOcean = isOcean
  }

  /// The box's approximate area in square degrees of latitude: longitude
  /// span × latitude span × cos(middle latitude). For ranking boxes
  /// smallest first, not for measuring seas.
  public var area: Double {
    box.longitudeSpan * box.latitudeSpan * cos((box.south + box.north) / 2 * .pi / 180)
  }
}

/// The IHO sea areas and the Caspian Sea, sorted by code, read from
/// `Assets/Map/seas.bin`.
public struct SeaAreas: Sendable {
  public let areas: [SeaArea]
  /// The areas that are not oceans, smallest box first (ties by code).
  private let seasBySize: [SeaArea]
  /// `seasBySize`'s boxes, packed for the containment test.
  private let bounds: [Bounds]

  /// A box as `seas(containing:)` tests it: latitudes, and the longitudes as
  /// the west edge and the span eastward from it.
  private struct Bounds: Sendable {
    let south: Double
    let north: Double
    let west: Double
    let longitudeSpan: Double
  }

  public init(areas: [SeaArea]) {
    self.areas = areas
    let ranked: [(area: Double, sea: SeaArea)] = areas.filter { !$0.isOcean }.map {
      (area: $0.area, sea: $0)
    }
    let seas = ranked.sorted { (a, b) -> Bool in
      if a.area != b.area { return a.area < b.area }
      return a.sea.code.utf8.lexicographicallyPrecedes(b.sea.code.utf8)
    }.map(\.sea)
    seasBySize = seas
    bounds = seas.map {
      Bounds(
        south: $0.box.south, north: $0.box.north, west: $0.box.west,
        longitudeSpan: $0.box.longitudeSpan)
    }
  }

  /// The magic bytes that open seas.bin.
  static let magic = "TNSE"
  /// The version of seas.bin's layout that this reader understands.
  static let formatVersion: UInt32 = 1

  /// Reads seas.bin; throws if it is missing, truncated, corrupt or of
  /// another format version.
  public init(contentsOf path: String) throws(GeoAssetError) {
    try self.init(data: try BinaryReader.contents(of: path), path: path)
  }

  /// Decodes a whole seas.bin already in memory, header and payload, with every
  /// check that `init(contentsOf:)` makes; `path` only names the file in
  /// errors. For bytes that did not come from a file, such as a fuzzer's.
  public init(data: Data, path: String) throws(GeoAssetError) {
    var reader = try BinaryReader(
      bytes: [UInt8](data), path: path, magic: Self.magic, version: Self.formatVersion,
      kind: "seas")
    try self.init(reading: &reader)
  }

  /// Decodes a payload: a `UInt32` count, then per area, sorted by code, the
  /// code (`UInt8` length, ASCII), the name (`UInt8` length, UTF-8), `Int32`
  /// west, east, south and north edges in 1e-5 degree, and a `UInt8` 1 for
  /// an ocean, 0 for a sea. West lies in [-180, 180) and east in (-180, 180]
  /// (east < west crosses the antimeridian; -180 to 180 is all the way round),
  /// south below north, both in [-90, 90].
  init(reading reader: inout BinaryReader) throws(GeoAssetError) {
    let count = try reader.count(of: "sea area", minimumSize: 21)
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
      let flagAt = reader.offset
      let flag = try reader.u8()
      guard flag <= 1 else {
        throw reader.failure("\(code) has ocean flag \(flag) at offset \(flagAt)")
      }
      let box = GeoBox(
        south: Double(south) / 100_000, north: Double(north) / 100_000,
        west: Double(west) / 100_000, east: Double(east) / 100_000)
      areas.append(SeaArea(code: code, name: name, box: box, isOcean: flag == 1))
    }
    try reader.expectEnd("sea areas")
    self.init(areas: areas)
  }

  /// Every non-ocean area whose box contains the coordinate, smallest box
  /// first (ties by code); edges count as inside. Empty on the open ocean.
  public func seas(containing coordinate: Coordinate) -> [SeaArea] {
    let latitude = coordinate.latitude
    let longitude = coordinate.longitude
    var found: [SeaArea] = []
    bounds.withUnsafeBufferPointer { bounds in
      for index in bounds.indices {
        let box = bounds[index]
        guard latitude >= box.south, latitude <= box.north else { continue }
        // Degrees east from the west edge, in [0, 360) as in
        // `GeoBox.contains`: both are within [-180, 180], so one step of
        // 360 is enough.
        var offset = longitude - box.west
        if offset < 0 {
          offset += 360
        } else if offset >= 360 {
          offset -= 360
        }
        if offset <= box.longitudeSpan {
          found.append(seasBySize[index])
        }
      }
    }
    return found
  }
}
