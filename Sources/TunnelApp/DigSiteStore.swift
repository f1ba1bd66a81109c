import Foundation
import Geo

/// Remembers where the digger was last, between runs, in the XDG state
/// directory: `$XDG_STATE_HOME/tunnel/dig-site`, or
/// `~/.local/state/tunnel/dig-site`, as one line "LAT,LON".
///
/// UIKit counterpart: state restoration (`stateRestorationActivity`).
/// The file is written atomically: a temporary file, then a rename.
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

  /// The saved dig site, or nil with a reason when there is none or the
  /// file cannot be understood.
  public func load() -> (site: Coordinate?, problem: String?) {
    guard let data = FileManager.default.contents(atPath: path) else {
      return (nil, "no saved dig site at \(path)")
    }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let parts = text.split(separator: ",").map { Double($0) }
    guard parts.count == 2, let lat = parts[0], let lon = parts[1],
      let site = Coordinate(latitude: lat, longitude: lon)
    else { return (nil, "ignoring the unreadable dig site in \(path)") }
    return (site, nil)
  }

  /// Saves the dig site: writes a temporary file beside it, then renames it
  /// over the old one, so a crash never leaves half a file.
  public func save(_ site: Coordinate) throws {
    let directory = (path as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
    let line = String(format: "%.6f,%.6f\n", site.latitude, site.longitude)
    try Data(line.utf8).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else {
      try? FileManager.default.removeItem(atPath: temporary)
      throw CocoaError(.fileWriteUnknown)
    }
  }
}
