import Foundation
import Geo

/// Remembers where the digger was last, between runs, in the XDG state
/// directory: `$XDG_STATE_HOME/tunnel/dig-site`, or
/// `~/.local/state/tunnel/dig-site`, as one line "LAT,LON".
///
/// UIKit counterpart: state restoration (`stateRestorationActivity`).
/// The file is written atomically and durably (`StateFile`).
public struct DigSiteStore: Sendable {
  let file: StateFile
  public var path: String { file.path }

  public init(path: String) {
    file = StateFile(path: path)
  }

  /// The store in the XDG state directory of this user.
  public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> DigSiteStore
  {
    DigSiteStore(path: StateFile.standard(named: "dig-site", environment: environment).path)
  }

  /// The saved dig site, or nil with a reason when the file cannot be read
  /// or understood. No file is no problem: it is how every first run starts.
  public func load() -> (site: Coordinate?, problem: String?) {
    switch file.read(limit: Self.longestFile) {
    case .none: return (nil, nil)
    case .unreadable: return (nil, "could not read the dig site in \(path)")
    case .bytes(let data):
      guard let site = Self.decode(data) else {
        return (nil, "ignoring the unreadable dig site in \(path)")
      }
      return (site, nil)
    }
  }

  /// "-90.000000,-180.000000\n" is 23 bytes; 256 leaves room for a hand edit.
  static let longestFile = 256

  /// The dig site in a state file's bytes, or nil: the pure reader behind
  /// `load()`. The file holds one line "LAT,LON" (as `save` writes it, with
  /// six decimals); it is read by `Coordinate(parsing:)`, so whatever that
  /// refuses (hex, exponents, out of range, stray text) is refused here, as
  /// is text that is not UTF-8 or longer than any line `save` writes.
  public static func decode(_ data: Data) -> Coordinate? {
    guard data.count <= longestFile, let text = String(data: data, encoding: .utf8) else {
      return nil
    }
    return try? Coordinate(parsing: text)
  }

  /// Saves the dig site atomically (`StateFile.write`), as one line with
  /// six decimals.
  public func save(_ site: Coordinate) throws {
    try file.write(Data(String(format: "%.6f,%.6f\n", site.latitude, site.longitude).utf8))
  }
}
