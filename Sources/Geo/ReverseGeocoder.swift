import Foundation

/// What a point on Earth is called: a place and its country on land, a sea
/// or an ocean (and the nearest place, near a coast) at sea.
public struct PlaceDescription: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: Hashable, Sendable { case land, lake, sea, ocean }
  public let text: String
  public let kind: Kind
  /// The ISO code of the country on land or on its lakes.
  public let countryCode: String?

  public var description: String { text }
}

/// Names any point offline, land and sea alike.
///
/// Core Location counterpart: `CLGeocoder.reverseGeocodeLocation`, which
/// asks Apple's servers. Here every answer comes from the shipped data:
/// - on land, the country whose polygon holds the point (PolygonIndex), and
///   the best place of that country nearby (PlaceIndex): the nearest, unless
///   a markedly larger one is close, weighing population by
///   1 / (1 + (distance / 5 km)^3); the country alone if none is within 40 km;
/// - on a lake, "Lake in <country>";
/// - at sea, the smallest IHO sea whose box holds the point, else the ocean
///   (OceanName); within 50 km of a place, ", 30 km off <place>, <country>".
public struct ReverseGeocoder: Sendable {
  public let gazetteer: Gazetteer
  public let countries: CountryTable
  let countryPolygons: PolygonIndex
  let lakePolygons: PolygonIndex
  let places: PlaceIndex
  let seas: SeaAreas
  static let placeRadius = 40_000.0
  static let coastRadius = 50_000.0

  public init(world: WorldGeometry, gazetteer: Gazetteer, countries: CountryTable, seas: SeaAreas) {
    self.gazetteer = gazetteer
    self.countries = countries
    self.seas = seas
    countryPolygons = PolygonIndex(world.layer(.countries))
    lakePolygons = PolygonIndex(world.layer(.lakes))
    places = PlaceIndex(gazetteer.places)
  }

  /// Loads the assets it needs from a directory holding `world.bin`,
  /// `places.bin`, `countries.bin` and `seas.bin`.
  public init(mapDirectory directory: String) throws(GeoAssetError) {
    func path(_ name: String) -> String { (directory as NSString).appendingPathComponent(name) }
    let countries = try CountryTable(contentsOf: path("countries.bin"))
    self.init(
      world: try WorldGeometry(contentsOf: path("world.bin")),
      gazetteer: try Gazetteer(contentsOf: path("places.bin"), countries: countries),
      countries: countries, seas: try SeaAreas(contentsOf: path("seas.bin")))
  }

  /// The description of a point.
  public func describe(_ coordinate: Coordinate) -> PlaceDescription {
    if let country = country(at: coordinate) {
      return describeLand(coordinate, in: country)
    }
    return describeSea(coordinate)
  }

  /// The country whose polygon holds the point, if any.
  public func country(at coordinate: Coordinate) -> Country? {
    let features = countryPolygons.features(
      containingLatitude: coordinate.latitude, longitude: coordinate.longitude)
    guard let feature = features.first else { return nil }
    return countries.country(at: Int(countryPolygons.featureIDs[feature]))
  }

  private func describeLand(_ coordinate: Coordinate, in country: Country) -> PlaceDescription {
    let onLake = !lakePolygons.features(
      containingLatitude: coordinate.latitude, longitude: coordinate.longitude
    ).isEmpty
    if onLake {
      return PlaceDescription(
        text: "Lake in \(country.name)", kind: .lake, countryCode: country.code)
    }
    guard let place = bestPlace(near: coordinate, in: country.code) else {
      return PlaceDescription(text: country.name, kind: .land, countryCode: country.code)
    }
    return PlaceDescription(
      text: "\(place.name), \(country.name)", kind: .land, countryCode: country.code)
  }

  /// The nearest place of the country, unless a markedly larger one is close.
  func bestPlace(near coordinate: Coordinate, in code: String) -> Place? {
    var best: (place: Place, score: Double)?
    for index in places.nearest(to: coordinate, count: 12, within: Self.placeRadius) {
      let place = gazetteer.places[index]
      guard place.countryCode == code,
        let at = Coordinate(latitude: place.latitude, longitude: place.longitude)
      else { continue }
      let km = coordinate.distance(to: at) / 1000
      let score = Double(max(place.population, 1)) / (1 + pow(km / 5, 3))
      if best == nil || score > best!.score { best = (place, score) }
    }
    return best?.place
  }

  private func describeSea(_ coordinate: Coordinate) -> PlaceDescription {
    let sea = seas.seas(containing: coordinate).first
    var text =
      sea?.name ?? OceanName.name(latitude: coordinate.latitude, longitude: coordinate.longitude)
    if let index = places.nearest(to: coordinate, count: 1, within: Self.coastRadius).first {
      let place = gazetteer.places[index]
      if let at = Coordinate(latitude: place.latitude, longitude: place.longitude) {
        let km = max(1, Int((coordinate.distance(to: at) / 1000).rounded()))
        let country = countries.name(forCode: place.countryCode).map { ", \($0)" } ?? ""
        text += ", \(km) km off \(place.name)\(country)"
      }
    }
    return PlaceDescription(text: text, kind: sea == nil ? .ocean : .sea, countryCode: nil)
  }
}
