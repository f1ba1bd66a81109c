import Foundation
import Geo
import Testing

/// Every input in Tests/FuzzCrashes/<reader>/ that crashed a reader in Geo
/// under the fuzzers in Fuzz/, or stands for one, replayed through that
/// reader as the fuzzer feeds it: each must be refused cleanly, not trap. A
/// map asset reader's `init(data:path:)` throws a `GeoAssetError` that names
/// the file; `Coordinate(parsing:)` throws a one-line `CoordinateParseError`.
@Suite struct FuzzCrashReplayTests {
  /// Tests/FuzzCrashes, beside this target's folder.
  static let crashes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FuzzCrashes")

  /// The files in Tests/FuzzCrashes/<folder>/, sorted.
  static func inputs(_ folder: String) throws -> [URL] {
    let directory = crashes.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { !$0.hasPrefix(".") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }

  /// The same table the places fuzzer decodes against: "AA" to "ZZ".
  static let countries = CountryTable(
    countries: (0..<26 * 26).map { (index: Int) -> Country in
      let first = UInt8(ascii: "A") + UInt8(index / 26)
      let second = UInt8(ascii: "A") + UInt8(index % 26)
      let code = String(decoding: [first, second], as: UTF8.self)
      return Country(code: code, name: "Country \(code)")
    })

  static func read(_ folder: String, _ data: Data, path: String) throws(GeoAssetError) {
    switch folder {
    case "world": _ = try WorldGeometry(data: data, path: path)
    case "places": _ = try Gazetteer(data: data, path: path, countries: countries)
    case "countries": _ = try CountryTable(data: data, path: path)
    case "seas": _ = try SeaAreas(data: data, path: path)
    case "oceans": _ = try OceanLabels(data: data, path: path)
    default: Issue.record("no reader for \(folder)")
    }
  }

  @Test(arguments: ["world", "places", "countries", "seas", "oceans"])
  func everyCrashIsRefusedCleanly(_ folder: String) throws {
    let files = try Self.inputs(folder)
    #expect(!files.isEmpty, "Tests/FuzzCrashes/\(folder) has no inputs")
    for file in files {
      let data = try Data(contentsOf: file)
      let error = #expect(throws: GeoAssetError.self, "\(folder)/\(file.lastPathComponent)") {
        try Self.read(folder, data, path: file.path)
      }
      #expect(error?.path == file.path)
      #expect(error?.description.contains("\n") == false)
    }
  }

  /// The coordinate fuzzer's crashes were messages that quoted a line break
  /// from the input ('\r', form feed), breaking the one-line promise.
  @Test func everyCoordinateCrashIsRefusedOnOneLine() throws {
    let files = try Self.inputs("coordinate")
    #expect(!files.isEmpty, "Tests/FuzzCrashes/coordinate has no inputs")
    for file in files {
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      let error = #expect(throws: CoordinateParseError.self, "\(file.lastPathComponent)") {
        try Coordinate(parsing: text)
      }
      #expect(
        error?.description.contains(where: \.isNewline) == false, "\(error?.description ?? "")")
    }
  }

  /// Line breaks and other control characters are quoted as escapes.
  @Test(arguments: [
    ("-\n5 6", "unexpected '\\n' after '-' in '-\\n5 6'"),
    ("1 2\u{2028}x", "unexpected 'x' after the longitude in '1 2\\u{2028}x'"),
    ("1 2\r\nx\u{1B}", "unexpected 'x\\u{1B}' after the longitude in '1 2\\r\\nx\\u{1B}'"),
  ])
  func quotedControlCharactersAreEscaped(text: String, message: String) {
    let error = #expect(throws: CoordinateParseError.self) { try Coordinate(parsing: text) }
    #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "")")
  }

  /// Each reader's `init(contentsOf:)` reads through its `init(data:path:)`,
  /// so it refuses the same files with the same errors.
  @Test(arguments: ["world", "places", "countries", "seas", "oceans"])
  func pathReadersRefuseTheSameFiles(_ folder: String) throws {
    for file in try Self.inputs(folder) {
      let path = file.path
      let fromData = #expect(throws: GeoAssetError.self) {
        try Self.read(folder, try Data(contentsOf: file), path: path)
      }
      let fromPath = #expect(throws: GeoAssetError.self) {
        switch folder {
        case "world": _ = try WorldGeometry(contentsOf: path)
        case "places": _ = try Gazetteer(contentsOf: path, countries: Self.countries)
        case "countries": _ = try CountryTable(contentsOf: path)
        case "seas": _ = try SeaAreas(contentsOf: path)
        default: _ = try OceanLabels(contentsOf: path)
        }
      }
      #expect(fromData != nil && fromData == fromPath, "\(folder)/\(file.lastPathComponent)")
    }
  }
}
