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

/// `tunnel where LAT LON`: names the place, one line.
struct Where: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "where", abstract: "Name the place at a latitude and longitude, offline.")

  @OptionGroup var point: CoordinateArguments

  func run() throws {
    let coordinate = try point.coordinate()
    print(try CoordinateArguments.geocoder().describe(coordinate).text)
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
