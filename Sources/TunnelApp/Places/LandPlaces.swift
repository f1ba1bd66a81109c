import Foundation
import Geo

/// A place whose tunnel comes out on land: where the kid digs, its name,
/// and what the geocoder calls the other end.
public struct LandPlace: Hashable, Sendable {
  /// The place's name as the geocoder gives it ("Madrid, Spain").
  public let name: String
  public let coordinate: Coordinate
  /// What the other end is called ("Wellington, New Zealand").
  public let comesOut: String
}

/// The largest places of the gazetteer whose antipode is land, found by
/// the app's own geocoder: the places are taken largest first, and each is
/// kept if `ReverseGeocoder.describe` names its antipode as land (not a
/// lake, a sea or an ocean), until `count` are found. Most of the Earth's
/// land lies opposite water, so most large places are passed over.
///
/// One place a country, its largest: the largest ten alone are Chinese
/// cities that all come out in Argentina, and the list means to show the
/// world's few land-to-land tunnels.
///
/// The search asks the geocoder once a place until it has found enough; it
/// runs once, off the main thread (`TunnelSplitViewController+Places.swift`).
public enum LandPlaces {
  /// How many the Places list shows.
  public static let count = 10

  /// The first `count` places, largest first, whose antipode is land.
  public static func find(in geocoder: ReverseGeocoder, count: Int = count) -> [LandPlace] {
    let largest = geocoder.gazetteer.places.sorted {
      ($0.population, $1.name) > ($1.population, $0.name)  // names break ties, for one order
    }
    var found: [LandPlace] = []
    var countries: Set<String> = []
    for place in largest where found.count < count && !countries.contains(place.countryCode) {
      guard let coordinate = Coordinate(latitude: place.latitude, longitude: place.longitude)
      else { continue }
      let otherEnd = geocoder.describe(coordinate.antipode)
      guard otherEnd.kind == .land else { continue }
      countries.insert(place.countryCode)
      found.append(
        LandPlace(
          name: geocoder.describe(coordinate).text, coordinate: coordinate,
          comesOut: otherEnd.text))
    }
    return found
  }
}
