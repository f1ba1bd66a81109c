import Foundation
import Geo

/// Remembers where the digger was last, between runs, in the XDG state
/// directory: `$XDG_STATE_HOME/tunnel/dig-site`, or
/// `~/.local/state/tunnel/dig-site`, as one line "LAT,LON".
///
/// UIKit counterpart: state restoration (`stateRestorationActivity`).
/// The file is written atomically and durably: a temporary file, fsynced,
/// then a rename and an fsync of the directory.
public struct DigSiteStore: Sendable {
  public let path: String

  public init(path: String) {
    self.path = path
  }

  /// The store in the XDG state directory of this user.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> DigSiteStore
  {
    let base =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(
        ".local/state")
    return DigSiteStore(path: (base as NSString).appendingPathComponent("tunnel/dig-site"))
  }

  /// The saved dig site, or nil with a reason when the file cannot be read
  /// or understood. No file is no problem: it is how every first run starts.
  public func load() -> (site: Coordinate?, problem: String?) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch CocoaError.fileReadNoSuchFile {
      return (nil, nil)
    } catch {
      return (nil, "could not read the dig site in \(path)")
    }
    guard let site = Self.decode(data) else {
      return (nil, "ignoring the unreadable dig site in \(path)")
    }
    return (site, nil)
  }

  /// The dig site in a state file's bytes, or nil: the pure reader behind
  /// `load()`. The file holds one line "LAT,LON" (as `save` writes it, with
  /// six decimals); it is read by `Coordinate(parsing:)`, so whatever that
  /// refuses (hex, exponents, out of range, stray text) is refused here, as
  /// is text that is not UTF-8 or longer than any line `save` writes.
  public static func decode(_ data: Data) -> Coordinate? {
    // "-90.000000,-180.000000\n" is 23 bytes; 256 leaves room for a hand edit.
    guard data.count <= 256, let text = String(data: data, encoding: .utf8) else { return nil }
    return try? Coordinate(parsing: text)
  }

  /// Saves the dig site: writes a temporary file beside it, flushes it to
  /// disk, renames it over the old one and flushes the directory, so a crash
  /// or power cut leaves either the old file or the new one, never half a
  /// file and never an empty one. Temporaries left by a run that was killed
  /// mid-save are removed first.
  public func save(_ site: Coordinate) throws {
    let directory = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    removeStaleTemporaries(in: directory)
    let temporary = temporaryPrefix + "\(ProcessInfo.processInfo.processIdentifier)"
    let line = String(format: "%.6f,%.6f\n", site.latitude, site.longitude)
    do {
      try Self.writeSynced(Data(line.utf8), to: temporary)
      try Self.check(rename(temporary, path))
    } catch {
      unlink(temporary)
      throw error
    }
    try Self.syncDirectory(directory)
  }

  /// `path` + ".tmp-" (".../dig-site.tmp-"): the start of the path of every
  /// temporary `save` writes (the process id follows).
  var temporaryPrefix: String { path + ".tmp-" }

  /// Deletes the temporaries of earlier runs: files in the directory whose
  /// names start with exactly "dig-site.tmp-". Best effort: a file that will
  /// not go is left for the next save.
  func removeStaleTemporaries(in directory: String) {
    let prefix = (temporaryPrefix as NSString).lastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names where name.hasPrefix(prefix) {
      unlink((directory as NSString).appendingPathComponent(name))
    }
  }

  /// Writes `data` to a new file and fsyncs it, so the bytes are on disk
  /// before a rename can make them visible under the real name.
  static func writeSynced(_ data: Data, to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    try check(descriptor)
    defer { close(descriptor) }
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        try check(written)
        offset += written
      }
    }
    try check(fsync(descriptor))
  }

  /// Fsyncs a directory, which makes a rename in it durable.
  static func syncDirectory(_ directory: String) throws {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    try check(descriptor)
    defer { close(descriptor) }
    try check(fsync(descriptor))
  }

  /// Turns a C call's -1 into the POSIX error of `errno`.
  static func check<Result: BinaryInteger>(_ result: Result) throws {
    guard result < 0 else { return }
    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
  }
}
