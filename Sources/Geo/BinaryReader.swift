import Foundation

/// A bounds-checked little-endian cursor over one map asset file, made by
/// Scripts/build_map_assets.py.
///
/// Every asset opens with a 16-byte header: a 4-byte ASCII magic, a `UInt32`
/// format version, the `UInt32` byte length of the payload that follows, and
/// the `UInt32` CRC-32 of that payload. Opening a reader checks all four, so a
/// truncated or bit-flipped file fails before any decoding. After that, every
/// read checks the bytes it needs and throws rather than trapping, and every
/// count is checked against the bytes left before anything is allocated for
/// it. Offsets in messages are from the start of the file.
struct BinaryReader {
  /// The size of the header before the payload.
  static let headerSize = 16

  /// The file, for messages.
  let path: String
  private let bytes: [UInt8]
  /// The next byte to read.
  private(set) var offset: Int
  /// One past the last byte this reader may read.
  let end: Int

  /// Bytes left to read.
  var remaining: Int { end - offset }

  /// A reader over bytes already in memory that form a whole asset file;
  /// it checks the header against `format` and starts at the payload.
  /// `path` and the format's kind name the file in messages.
  init(bytes: [UInt8], path: String, format: AssetFormat) throws(GeoAssetError) {
    self.path = path
    self.bytes = bytes
    self.offset = 0
    self.end = bytes.count
    try checkHeader(format)
  }

  private init(sharing parent: BinaryReader, from start: Int, to end: Int) {
    self.path = parent.path
    self.bytes = parent.bytes
    self.offset = start
    self.end = end
  }

  /// The whole file at `path`, for a reader's `init(data:path:)`; throws if
  /// it is missing, a directory or unreadable.
  static func contents(of path: String) throws(GeoAssetError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw GeoAssetError(path: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw GeoAssetError(path: path, reason: "is a directory, not a file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GeoAssetError(path: path, reason: "cannot be opened for reading")
    }
    return data
  }

  /// An error about this file.
  func failure(_ reason: String) -> GeoAssetError {
    GeoAssetError(path: path, reason: reason)
  }

  private mutating func checkHeader(_ format: AssetFormat) throws(GeoAssetError) {
    let (magic, version, kind) = (format.magic, format.version, format.kind)
    guard !bytes.isEmpty else { throw failure("empty file") }
    guard bytes.count >= Self.headerSize else {
      throw failure("truncated: needs \(Self.headerSize) header bytes, has \(bytes.count)")
    }
    let found = Array(bytes[0..<4])
    guard found == Array(magic.utf8) else {
      throw failure(
        "not a Tunnel \(kind) file (magic \(Self.describe(found)), expected \"\(magic)\")")
    }
    offset = 4
    let fileVersion = try u32()
    guard fileVersion == version else {
      throw failure("unsupported \(kind) format version \(fileVersion) (expected \(version))")
    }
    let length = Int(try u32())
    let stored = try u32()
    let present = bytes.count - Self.headerSize
    guard present >= length else {
      throw failure("truncated: header promises \(length) payload bytes, file has \(present)")
    }
    guard present == length else {
      throw failure("\(present - length) unexpected bytes after the \(length)-byte payload")
    }
    let computed = AssetCRC32.checksum(bytes, in: Self.headerSize..<bytes.count)
    guard computed == stored else {
      throw failure(
        "checksum mismatch: header says \(Self.hex(stored)), payload has \(Self.hex(computed))")
    }
  }

  private static func describe(_ magic: [UInt8]) -> String {
    if magic.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != 0x22 }) {
      return "\"" + String(decoding: magic, as: UTF8.self) + "\""
    }
    return "0x" + magic.map { hex($0) }.joined()
  }

  static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return value < 16 ? "0" + digits : digits
  }

  // MARK: Reading

  // The small reads are inlined (a quarter faster on places.bin), with the
  // error built out of line.

  /// Throws unless `count` more bytes are there to read.
  @inline(__always)
  func need(_ count: Int) throws(GeoAssetError) {
    guard count >= 0, count <= remaining else { throw truncation(count) }
  }

  @inline(never)
  private func truncation(_ count: Int) -> GeoAssetError {
    failure("truncated: needs \(count) bytes at offset \(offset), has \(remaining)")
  }

  @inline(__always)
  mutating func u8() throws(GeoAssetError) -> UInt8 {
    try need(1)
    defer { offset += 1 }
    return bytes[offset]
  }

  @inline(__always)
  mutating func u16() throws(GeoAssetError) -> UInt16 {
    try need(2)
    defer { offset += 2 }
    return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  @inline(__always)
  mutating func u32() throws(GeoAssetError) -> UInt32 {
    try need(4)
    defer { offset += 4 }
    return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
      | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
  }

  @inline(__always)
  mutating func i32() throws(GeoAssetError) -> Int32 {
    Int32(bitPattern: try u32())
  }

  /// A `UInt32` count of things at least `minimumSize` bytes each, checked
  /// to fit in the bytes left, so a corrupt count cannot allocate much.
  mutating func count(of what: String, minimumSize: Int) throws(GeoAssetError) -> Int {
    let at = offset
    let count = Int(try u32())
    guard count <= remaining / minimumSize else {
      throw failure(
        "\(what) count \(count) at offset \(at) needs at least \(count * minimumSize) bytes,"
          + " has \(remaining)")
    }
    return count
  }

  /// The unit of `degreeSteps()`: 1e-5 degree, about a metre.
  static let degreeStepsPerDegree = 100_000.0

  /// An `Int32` latitude and longitude in 1e-5 degree, checked to be on the
  /// globe, in degrees.
  mutating func degrees() throws(GeoAssetError) -> (latitude: Double, longitude: Double) {
    let (latitude, longitude) = try degreeSteps()
    return (
      Double(latitude) / Self.degreeStepsPerDegree, Double(longitude) / Self.degreeStepsPerDegree
    )
  }

  /// An `Int32` latitude and longitude in 1e-5 degree, checked to be on the
  /// globe, as they are.
  mutating func degreeSteps() throws(GeoAssetError) -> (latitude: Int32, longitude: Int32) {
    let at = offset
    let latitude = try i32()
    let longitude = try i32()
    let steps = Int32(Self.degreeStepsPerDegree)
    guard (-90 * steps...90 * steps).contains(latitude),
      (-180 * steps...180 * steps).contains(longitude)
    else {
      throw failure("a point off the globe at offset \(at)")
    }
    return (latitude, longitude)
  }

  /// A name: a `UInt8` byte length (at least 1), then that much UTF-8.
  mutating func string(_ what: String) throws(GeoAssetError) -> String {
    let at = offset
    let length = Int(try u8())
    guard length > 0 else { throw failure("empty \(what) at offset \(at)") }
    try need(length)
    // Decoding repairs invalid UTF-8 with U+FFFD, so valid text is exactly
    // the text whose UTF-8 is the bytes read; ASCII needs no comparing.
    // (Much faster than the generic `String(validating:as:)`.)
    let text: String? = bytes.withUnsafeBufferPointer { buffer in
      let slice = UnsafeBufferPointer(rebasing: buffer[offset..<offset + length])
      let decoded = String(decoding: slice, as: UTF8.self)
      if slice.allSatisfy({ $0 < 0x80 }) { return decoded }
      let same =
        decoded.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(slice) }
        ?? decoded.utf8.elementsEqual(slice)
      return same ? decoded : nil
    }
    guard let text else { throw failure("\(what) at offset \(at) is not valid UTF-8") }
    offset += length
    return text
  }

  /// `count` raw bytes.
  mutating func raw(_ count: Int) throws(GeoAssetError) -> ArraySlice<UInt8> {
    try need(count)
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  /// A reader over the next `length` bytes, which this reader skips: what
  /// the part reads cannot run past them.
  mutating func section(_ length: Int) throws(GeoAssetError) -> BinaryReader {
    try need(length)
    defer { offset += length }
    return BinaryReader(sharing: self, from: offset, to: offset + length)
  }

  /// Throws unless everything has been read.
  func expectEnd(_ what: String) throws(GeoAssetError) {
    guard remaining == 0 else {
      throw failure("\(remaining) unexpected bytes at offset \(offset), after the \(what)")
    }
  }

  /// The grid of map points: a point's coordinates are whole steps of
  /// 1/120 degree, as `Int16`s.
  static let pointStepsPerDegree = 120.0

  /// `count` points of two `Int16` each, latitude then longitude in steps
  /// of `pointStepsPerDegree`, and their bounds in the same units; every point must be on the
  /// globe (latitude within ±90°, longitude within ±180°).
  mutating func points(_ count: Int) throws(GeoAssetError) -> (
    points: [GeoPoint], box: (minLat: Int16, maxLat: Int16, minLon: Int16, maxLon: Int16)
  ) {
    guard count >= 0, count <= remaining / 4 else {
      throw failure(
        "truncated: \(count) points at offset \(offset) need \(count) × 4 bytes, has \(remaining)")
    }
    var points: [GeoPoint] = []
    points.reserveCapacity(count)
    var box = (minLat: Int16.max, maxLat: Int16.min, minLon: Int16.max, maxLon: Int16.min)
    bytes.withUnsafeBufferPointer { buffer in
      var index = offset
      for _ in 0..<count {
        let lat = Int16(bitPattern: UInt16(buffer[index]) | UInt16(buffer[index + 1]) << 8)
        let lon = Int16(bitPattern: UInt16(buffer[index + 2]) | UInt16(buffer[index + 3]) << 8)
        box = (
          min(box.minLat, lat), max(box.maxLat, lat), min(box.minLon, lon), max(box.maxLon, lon)
        )
        points.append(
          GeoPoint(
            latitude: Double(lat) / Self.pointStepsPerDegree,
            longitude: Double(lon) / Self.pointStepsPerDegree))
        index += 4
      }
    }
    guard box.minLat >= -10800, box.maxLat <= 10800, box.minLon >= -21600, box.maxLon <= 21600
    else {
      throw failure("a point off the globe among the \(count) at offset \(offset)")
    }
    offset += count * 4
    return (points, box)
  }
}
