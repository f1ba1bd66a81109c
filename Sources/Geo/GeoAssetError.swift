/// A map asset that could not be read: which file, and what is wrong with it.
///
/// Every reader in this module throws only this error, for a missing file as
/// much as for a truncated or corrupted one, so the app can print
/// `description` (one line that names the file) and exit. The shape matches
/// Platform's `PlatformError.unreadableAsset`, which Geo cannot import.
public struct GeoAssetError: Error, Equatable, CustomStringConvertible {
  /// The file, as the caller named it.
  public let path: String
  /// What is wrong, in a few words: "no such file", "checksum mismatch: ...",
  /// "truncated: needs 4 bytes at offset 4096, has 2".
  public let reason: String

  /// An error for the file at `path`, which is wrong for `reason`.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// "cannot read asset <path>: <reason>", on one line.
  public var description: String {
    "cannot read asset \(path): \(reason)"
  }
}
