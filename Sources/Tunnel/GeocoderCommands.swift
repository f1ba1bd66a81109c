import ArgumentParser
import Foundation
import Geo
import Platform

/// A latitude and longitude from the command line, negative numbers
/// included, with or without `--` before them.
struct CoordinateArguments: ParsableArguments {
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "Latitude and longitude in degrees, e.g. 56.55 8.316667 or -33.87 151.21.",
      valueName: "lat lon"))
  var values: [String] = []

  func validate() throws {
    _ = try coordinate()
  }

  /// The coordinate, or a one-line error that says what is wrong.
  func coordinate() throws -> Coordinate {
    let numbers = values.filter { $0 != "--" }
    guard numbers.count == 2 else {
      throw ValidationError("expected a latitude and a longitude, got \(numbers.count) value(s)")
    }
    guard let latitude = Double(numbers[0]), latitude.isFinite else {
      throw ValidationError("latitude '\(numbers[0])' is not a number")
    }
    guard let longitude = Double(numbers[1]), longitude.isFinite else {
      throw ValidationError("longitude '\(numbers[1])' is not a number")
    }
    guard let coordinate = Coordinate(latitude: latitude, longitude: longitude) else {
      throw ValidationError("latitude \(numbers[0]) is outside -90...90")
    }
    return coordinate
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
