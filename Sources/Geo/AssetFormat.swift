import Foundation

/// What opens one kind of map asset file: its magic bytes, the version of
/// the layout its reader understands, and the word messages name it by
/// ("world", "places"). `BinaryReader` checks a file's header against it.
struct AssetFormat: Sendable {
  let magic: String
  let version: UInt32
  let kind: String
}

/// A map asset read from a file of a header (`format`) and a payload that
/// `init(reading:)` decodes. Every reader opens its file the same way, here.
protocol AssetFile {
  static var format: AssetFormat { get }
  /// Decodes the payload, the header already checked.
  init(reading reader: inout BinaryReader) throws(GeoAssetError)
}

extension AssetFile {
  /// Reads the file at `path`; throws if it is missing, truncated, corrupt
  /// or of another format version.
  init(assetAt path: String) throws(GeoAssetError) {
    try self.init(assetData: try BinaryReader.contents(of: path), path: path)
  }

  /// Decodes a whole file already in memory, header and payload, with every
  /// check `init(assetAt:)` makes; `path` only names the file in errors.
  init(assetData data: Data, path: String) throws(GeoAssetError) {
    var reader = try BinaryReader(bytes: [UInt8](data), path: path, format: Self.format)
    try self.init(reading: &reader)
  }
}
