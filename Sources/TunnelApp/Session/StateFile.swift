import Foundation

/// A small file of the app's state in the XDG state directory of this
/// user (`$XDG_STATE_HOME/tunnel/<name>`, or `~/.local/state/tunnel/<name>`),
/// written atomically and durably: a temporary file beside it, fsynced,
/// then a rename over the old one and an fsync of the directory. So a
/// crash or a power cut leaves either the old file or the new one, never
/// half a file and never an empty one.
///
/// The dig site (`DigSiteStore`) and the saved places
/// (`SavedPlacesStore`) are each one.
public struct StateFile: Sendable {
  public let path: String

  public init(path: String) {
    self.path = path
  }

  /// The file `name` in the XDG state directory of this user.
  public static func standard(
    named name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> StateFile {
    let base =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) as NSString).appendingPathComponent(
        ".local/state")
    return StateFile(path: (base as NSString).appendingPathComponent("tunnel/" + name))
  }

  /// What reading the file gave.
  public enum Contents: Equatable, Sendable {
    /// There is no file: how every first run starts.
    case none
    /// The file's first bytes: all of them, or `limit` and one more when it
    /// is longer, which tells its reader that it is too long.
    case bytes(Data)
    /// The file is there but could not be read.
    case unreadable
  }

  /// The file's bytes, read only as far as `limit` and one more, so that a
  /// huge file costs no more than a small one.
  public func read(limit: Int) -> Contents {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return FileManager.default.fileExists(atPath: path) ? .unreadable : .none
    }
    defer { try? handle.close() }
    do {
      return .bytes(try handle.read(upToCount: limit + 1) ?? Data())  // nil: an empty file
    } catch {
      return .unreadable
    }
  }

  /// Writes `data`: the temporaries of runs killed mid-write go first, then
  /// the new bytes go to a temporary of this process, flushed, renamed over
  /// the file, and the directory flushed.
  public func write(_ data: Data) throws {
    let directory = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    removeStaleTemporaries(in: directory)
    let temporary = temporaryPrefix + "\(ProcessInfo.processInfo.processIdentifier)"
    do {
      try Self.writeSynced(data, to: temporary)
      try Self.check(rename(temporary, path))
    } catch {
      unlink(temporary)
      throw error
    }
    try Self.syncDirectory(directory)
  }

  /// `path` + ".tmp-" (".../dig-site.tmp-"): the start of the path of every
  /// temporary `write` makes (the process id follows).
  var temporaryPrefix: String { path + ".tmp-" }

  /// Deletes the temporaries of earlier runs: files in the directory whose
  /// names start with exactly this file's name and ".tmp-". Best effort: a
  /// file that will not go is left for the next write.
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
        let written = Foundation.write(
          descriptor, buffer.baseAddress! + offset, buffer.count - offset)
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
