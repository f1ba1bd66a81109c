import Foundation
import Geo

/// A place the user saved from the Places list: where it is, and what the
/// geocoder called it when it was saved.
public struct SavedPlace: Hashable, Sendable {
  public let name: String
  public let coordinate: Coordinate

  /// A place; nil if the name is one the file could not hold: empty,
  /// longer than `SavedPlacesStore.longestName` bytes, or with a control
  /// character (a tab or a line break would split its line).
  public init?(name: String, coordinate: Coordinate) {
    guard !name.isEmpty, name.utf8.count <= SavedPlacesStore.longestName,
      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else { return nil }
    self.name = name
    self.coordinate = coordinate
  }
}

/// Remembers the places the user saved, between runs, in a file beside the
/// dig site's (`places` in the same directory), one line a place:
/// "LAT,LON", a tab, and its name, in the order of the list.
///
/// UIKit counterpart: none; an app keeps such a list in its own file. Written
/// atomically and durably as the dig site is (`StateFile`). A file that is
/// not wholly understood is ignored, with one line saying so, and left
/// alone until the next save replaces it, as the dig site's is.
public struct SavedPlacesStore: Sendable {
  let file: StateFile
  public var path: String { file.path }

  /// The most places the list keeps: saving one more drops the oldest.
  public static let capacity = 50
  /// The longest name, in UTF-8 bytes.
  public static let longestName = 200
  /// The longest file `save` can write: a place's line is at most 23 bytes
  /// of coordinates, a tab, the name and a line break.
  static let longestFile = capacity * (23 + 1 + longestName + 1)

  public init(path: String) {
    file = StateFile(path: path)
  }

  /// The store beside `digSite`'s file.
  public init(besideDigSite digSite: DigSiteStore) {
    let directory = (digSite.path as NSString).deletingLastPathComponent
    self.init(path: (directory as NSString).appendingPathComponent("places"))
  }

  /// The saved places, or none with a reason when the file cannot be read
  /// or understood. No file is no problem: nothing has been saved yet.
  public func load() -> (places: [SavedPlace], problem: String?) {
    switch file.read(limit: Self.longestFile) {
    case .none: return ([], nil)
    case .unreadable: return ([], "could not read the saved places in \(path)")
    case .bytes(let data):
      guard let places = Self.decode(data) else {
        return ([], "ignoring the unreadable saved places in \(path)")
      }
      return (places, nil)
    }
  }

  /// The places in a file's bytes, or nil if any part of it is not what
  /// `encode` writes: the pure reader behind `load()`. Each line is read
  /// whole: `Coordinate(parsing:)` before the tab, a name `SavedPlace`
  /// accepts after it; more than `capacity` lines, text that is not UTF-8
  /// or a file longer than any `save` writes is refused.
  public static func decode(_ data: Data) -> [SavedPlace]? {
    guard data.count <= longestFile, let text = String(data: data, encoding: .utf8) else {
      return nil
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }  // the last line's break
    guard lines.count <= capacity else { return nil }
    var places: [SavedPlace] = []
    for line in lines {
      let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
      guard fields.count == 2, let coordinate = try? Coordinate(parsing: String(fields[0])),
        let place = SavedPlace(name: String(fields[1]), coordinate: coordinate)
      else { return nil }
      places.append(place)
    }
    return places
  }

  /// The file's bytes for `places` (the last `capacity` of them).
  public static func encode(_ places: [SavedPlace]) -> Data {
    let lines = places.suffix(capacity).map { place in
      String(format: "%.6f,%.6f", place.coordinate.latitude, place.coordinate.longitude) + "\t"
        + place.name + "\n"
    }
    return Data(lines.joined().utf8)
  }

  /// Saves the list atomically (`StateFile.write`).
  public func save(_ places: [SavedPlace]) throws {
    try file.write(Self.encode(places))
  }
}
