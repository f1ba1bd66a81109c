import Foundation

/// What a point on Earth is called: a place and its country on land, a sea
/// or an ocean (and the nearest place, near a coast) at sea.
public struct PlaceDescription: Hashable, Sendable, CustomStringConvertible {
  /// What is at the point.
  public enum Kind: Hashable, Sendable {
    /// Land: the point is in a country, and not on one of its lakes.
    case land
    /// A lake within a country's polygon.
    case lake
    /// A sea, gulf or strait: the smallest area holding the point is not an
    /// ocean.
    case sea
    /// An ocean: the smallest area holding the point is one, or no area holds
    /// it and `OceanName` names the ocean.
    case ocean
  }
  /// The name to show, on one line: "Esbjerg, Denmark" or "Denmark" on land,
  /// "Lake in Denmark", "North Sea, 12 km off Esbjerg, Denmark" at sea.
  public let text: String
  /// Whether the point is on land, a lake, a sea or an ocean.
  public let kind: Kind
  /// The ISO code of the country on land or on its lakes.
  public let countryCode: String?
  /// At sea, the nearest land, when asked for (`describeInFull`).
  public var nearestLand: LandProximity? = nil

  public var description: String { text }
}

/// Names any point offline, land and sea alike.
///
/// Core Location counterpart: `CLGeocoder.reverseGeocodeLocation`, which
/// asks Apple's servers. Here every answer comes from the shipped data, and
/// land is decided first:
/// - land is the inside of the country polygons of `land.bin` (Natural
///   Earth 1:10m), whose neighbours share their borders vertex for vertex,
///   so no strip between two countries is water; a point there is named by
///   its country and the best place of that country nearby (PlaceIndex):
///   the nearest, unless a markedly larger one is close, weighing
///   population by 1 / (1 + (distance / 5 km)^3); the country alone if none
///   is within 40 km. Territories are polygons of their own (Martinique,
///   Western Sahara), named like the places on them;
/// - on a lake, "Lake in <country>";
/// - anywhere else, the smallest sea or ocean whose polygon holds the point
///   (SeaAreas); within 50 km of a place, ", 30 km off <place>, <country>".
/// At a pole every longitude meets, so the point a hair from it is asked.
public struct ReverseGeocoder: Sendable {
  /// The places it names points after, which the map can share.
  public let gazetteer: Gazetteer
  /// The countries it names, which the map can share.
  public let countries: CountryTable
  /// The countries' polygons and then the lakes', in one index (see LandIndices).
  let landPolygons: PolygonIndex
  /// How many of its features are countries: the lakes follow them.
  let countryCount: Int
  let places: PlaceIndex
  let seas: SeaAreas
  let land: NearestLand
  static let placeRadius = 40_000.0
  static let coastRadius = 50_000.0

  /// `land` holds the countries layer (feature ids index `countries`) and
  /// the lakes layer, as `land.bin` does.
  public init(land: WorldGeometry, gazetteer: Gazetteer, countries: CountryTable, seas: SeaAreas) {
    let indices = LandIndices(land)
    self.init(
      indices: indices, gazetteer: gazetteer, places: PlaceIndex(gazetteer.places),
      countries: countries, seas: seas)
  }

  private init(
    indices: LandIndices, gazetteer: Gazetteer, places: PlaceIndex, countries: CountryTable,
    seas: SeaAreas
  ) {
    self.gazetteer = gazetteer
    self.countries = countries
    self.seas = seas
    self.places = places
    landPolygons = indices.polygons
    countryCount = indices.countryCount
    land = NearestLand(countriesLayer: indices.countriesLayer, countries: countries)
  }

  /// Loads the assets it needs from a directory holding `land.bin`,
  /// `places.bin`, `countries.bin` and `seas.bin`. The land and its indices
  /// load on one thread while the places, their index and the seas load on
  /// another: each half takes about as long as the other.
  public init(mapDirectory directory: String) throws(GeoAssetError) {
    @Sendable func path(_ name: String) -> String {
      (directory as NSString).appendingPathComponent(name)
    }
    let countries = try CountryTable(contentsOf: path("countries.bin"))
    let (land, rest) = Parallel.both(
      { () -> Result<LandIndices, GeoAssetError> in
        Result { () throws(GeoAssetError) in
          LandIndices(try WorldGeometry(contentsOf: path("land.bin")))
        }
      },
      { () -> Result<(Gazetteer, PlaceIndex, SeaAreas), GeoAssetError> in
        Result { () throws(GeoAssetError) in
          let gazetteer = try Gazetteer(contentsOf: path("places.bin"), countries: countries)
          let seas = try SeaAreas(contentsOf: path("seas.bin"))
          return (gazetteer, PlaceIndex(gazetteer.places), seas)
        }
      })
    let (gazetteer, places, seas) = try rest.get()
    self.init(
      indices: try land.get(), gazetteer: gazetteer, places: places, countries: countries,
      seas: seas)
  }

  /// The description of a point.
  public func describe(_ coordinate: Coordinate) -> PlaceDescription {
    if let country = country(at: coordinate) {
      return describeLand(coordinate, in: country)
    }
    return describeSea(coordinate)
  }

  /// The description with, at sea, the nearest land: for the geo-info
  /// panel. The first call at sea builds that index (see NearestLand).
  public func describeInFull(_ coordinate: Coordinate) -> PlaceDescription {
    var answer = describe(coordinate)
    if answer.kind == .sea || answer.kind == .ocean {
      answer.nearestLand = land.nearest(to: coordinate)
    }
    return answer
  }

  /// The country whose polygon holds the point, if any: nil means water.
  /// A point exactly on a border two countries share can fall in neither
  /// (each tests the shared edge with its own rounding), so where none holds
  /// it, the four points `nudge` degree (about 10 m) away diagonally are
  /// asked, unless no edge comes that near: then they are in the same
  /// features as the point, and the open sea is answered with one question
  /// of the index, not five.
  public func country(at coordinate: Coordinate) -> Country? {
    let latitude = min(
      max(coordinate.latitude, -PolygonIndex.poleLatitude), PolygonIndex.poleLatitude)
    let nudge = Self.nudge
    for (dy, dx) in [
      (0.0, 0.0), (nudge, nudge), (-nudge, -nudge), (nudge, -nudge), (-nudge, nudge),
    ] {
      let features = landPolygons.features(
        containingLatitude: latitude + dy, longitude: min(max(coordinate.longitude + dx, -180), 180)
      )
      if let feature = features.first(where: { $0 < countryCount }) {
        return countries.country(at: Int(landPolygons.featureIDs[feature]))
      }
      if dx == 0,
        !landPolygons.hasEdge(
          nearLatitude: latitude, longitude: coordinate.longitude, within: nudge)
      {
        return nil
      }
    }
    return nil
  }

  /// How far, in degrees of latitude and of longitude, the points asked
  /// beside one on a border are.
  static let nudge = 1e-4

  /// The bytes of what the geocoder builds on first use rather than as it
  /// loads (the nearest-land tree, see NearestLand): 0 until then. For
  /// `tunnel bench`'s memory breakdown, which counts the load as the heap's
  /// growth while it ran.
  public var bytesBuiltOnFirstUse: Int { land.treeBytes }

  /// The country whose coast is nearest and how far it is, for a point at
  /// sea; nil on land. The first call builds the index (see NearestLand).
  public func nearestLand(to coordinate: Coordinate) -> LandProximity? {
    guard country(at: coordinate) == nil else { return nil }
    return land.nearest(to: coordinate)
  }

  private func describeLand(_ coordinate: Coordinate, in country: Country) -> PlaceDescription {
    let onLake = landPolygons.features(
      containingLatitude: coordinate.latitude, longitude: coordinate.longitude
    ).contains { $0 >= countryCount }
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
    let sea = seas.water(at: coordinate)
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
    let isOcean = sea?.isOcean ?? true
    return PlaceDescription(text: text, kind: isOcean ? .ocean : .sea, countryCode: nil)
  }
}

/// The land layers of `land.bin` with their polygon index.
///
/// The countries and the lakes share one index, countries first: an index
/// keeps two tables of a whole-world grid (2 MB) however few its polygons,
/// and each feature's inside is decided by its own edges alone, so sharing
/// changes no answer, and the order among the countries a point is in
/// stays as it was (a lake's features are only added to the list).
struct LandIndices: Sendable {
  let countriesLayer: MapLayer
  let polygons: PolygonIndex
  let countryCount: Int

  /// The index's cells, in degrees: one, where the polygon index's default
  /// is half. A half-degree index keeps two tables of 259,200 cells (2 MB)
  /// and each coast's edges in more cells; the one-degree index holds 2.2 MB
  /// less, and answers as fast, since a point far from any edge is asked
  /// once rather than five times (`ReverseGeocoder.country(at:)`). The
  /// answers are the same whatever the size (`PolygonIndex`).
  static let cellSize = 1.0

  init(_ land: WorldGeometry, cellSize: Double = Self.cellSize) {
    countriesLayer = land.layer(.countries)
    countryCount = countriesLayer.features.count
    polygons = PolygonIndex(
      features: countriesLayer.features + land.layer(.lakes).features, cellSize: cellSize)
  }
}
