import Foundation
import Testing

@testable import Geo

/// Helpers for testing the asset readers against damaged copies of their
/// files, shared by the suites of each reader.
enum DamagedAssets {
  /// A fresh directory for damaged copies, removed by `body`'s end.
  static func withScratchDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tunnel-geo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  /// Writes `bytes` to `path` and expects `load` to throw an error that
  /// names the path, on one line; returns the reason.
  @discardableResult
  static func expectFailure(
    _ bytes: [UInt8], at path: String, label: String, load: (String) throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> String? {
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    let error = #expect(throws: GeoAssetError.self, "\(label)", sourceLocation: sourceLocation) {
      try load(path)
    }
    #expect(error?.path == path, sourceLocation: sourceLocation)
    #expect(
      error?.description.hasPrefix("cannot read asset \(path): ") == true,
      sourceLocation: sourceLocation)
    #expect(error?.description.contains("\n") == false, sourceLocation: sourceLocation)
    return error?.reason
  }

  /// `bytes` with the header's payload length and checksum made to match
  /// the payload, so the damage reaches the decoder.
  static func rechecksummed(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    let length = UInt32(bytes.count - 16)
    let crc = AssetCRC32.checksum(bytes, in: 16..<bytes.count)
    for index in 0..<4 {
      bytes[8 + index] = UInt8(truncatingIfNeeded: length >> (8 * index))
      bytes[12 + index] = UInt8(truncatingIfNeeded: crc >> (8 * index))
    }
    return bytes
  }
}
