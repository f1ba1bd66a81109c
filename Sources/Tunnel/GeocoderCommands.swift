import ArgumentParser
import Foundation
import Geo
import Platform

/// A latitude and longitude from the command line, in any form
/// `Coordinate(parsing:)` reads: two words (`-33.87 151.21`, `33.87S 151.21E`)
/// or one (`-33.87,151.21`, `"55°33′N 8°19′E"`), with or without `--` first.
struct CoordinateArguments: ParsableArguments {
  // `.allUnrecognized`, because a word such as "-33.87" would otherwise be
  // taken for an unknown option and refused before the reader sees it.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "Latitude and longitude in degrees, e.g. 56.55 8.316667, -33.87,151.21 or 33.87S 151.21E.",
      valueName: "lat lon"))
  var values: [String] = []

  func validate() throws {
    _ = try coordinate()
  }

  /// The coordinate, or a one-line error that says what is wrong. The words
  /// are joined with a space, so it makes no difference how the shell split
  /// them.
  func coordinate() throws -> Coordinate {
    let text = values.filter { $0 != "--" }.joined(separator: " ")
    do {
      return try Coordinate(parsing: text)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The geocoder over the shipped map assets.
  static func geocoder() throws -> ReverseGeocoder {
    let catalog = try AssetCatalog.default()
    return try ReverseGeocoder(
      mapDirectory: (catalog.directory as NSString).appendingPathComponent("Map"))
  }
}

/// `tunnel where LAT LON [LAT LON ...]`: names each place, one line each;
/// `-` reads more pairs from standard input, one a line.
///
/// A bad pair gets its own line on stderr, `tunnel: where: ...`, and the
/// others still answer; the exit status is then 2.
struct Where: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "where",
    abstract: "Name the places at latitudes and longitudes, offline, one line each.",
    discussion: """
      Pairs may be one word (-33.87,151.21) or two (-33.87 151.21, 33.87S 151.21E). \
      A '-' reads pairs from standard input, one a line.
      """)

  // `.allUnrecognized`, because a word such as "-33.87" would otherwise be
  // taken for an unknown option and refused before the reader sees it.
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "Latitude and longitude pairs in degrees, e.g. 56.55 8.316667 -33.87,151.21; '-' for stdin.",
      valueName: "lat lon"))
  var values: [String] = []

  func validate() throws {
    if values.allSatisfy({ $0 == "--" }) {
      throw ValidationError("where needs a latitude and a longitude")
    }
  }

  func run() throws {
    let geocoder = try CoordinateArguments.geocoder()
    var failed = false
    for item in CoordinatePairs.items(values.filter { $0 != "--" }, standardInput: { readLine() }) {
      switch item {
      case .pair(let coordinate):
        print(geocoder.describe(coordinate).text)
      case .bad(let message):
        FileHandle.standardError.write(Data("tunnel: where: \(message)\n".utf8))
        failed = true
      }
    }
    if failed { throw ExitCode(2) }
  }
}

/// `tunnel antipode LAT LON`: the antipode as "LAT LON", then its name.
struct Antipode: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the antipode of a latitude and longitude, and name it.")

  @OptionGroup var point: CoordinateArguments

  func run() throws {
    let antipode = try point.coordinate().antipode
    print(String(format: "%.4f %.4f", antipode.latitude, antipode.longitude))
    print(try CoordinateArguments.geocoder().describe(antipode).text)
  }
}
