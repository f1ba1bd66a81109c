import Foundation
import Testing

@testable import Geo

/// The answers issue 15 found wrong, pinned: land between two countries is
/// never water, seas are named by their shapes, territories by their own
/// names, and names read as a person would write them.
@Suite struct GeocoderTruthTests {
  static let mapDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets/Map").path

  func describe(_ latitude: Double, _ longitude: Double) throws -> PlaceDescription {
    try ReverseGeocoderTests.geocoder.get().describe(
      try #require(Coordinate(latitude: latitude, longitude: longitude)))
  }

  // MARK: Land never named as water

  @Test(arguments: [
    (47.850, 25.264, "RO"),  // Romania–Ukraine border
    (52.232, 60.813, "RU"),  // Kazakhstan–Russia
    (27.820, 92.194, "IN"),  // India–China
    (14.415, -89.348, "HN"),  // El Salvador–Guatemala–Honduras
    (46.641, 15.504, "AT"),  // Austria–Slovenia
  ])
  func aPointOnALandBorderIsLand(latitude: Double, longitude: Double, code: String) throws {
    let answer = try describe(latitude, longitude)
    #expect(answer.kind == .land, "\(answer)")
    #expect(answer.countryCode == code, "\(answer)")
    #expect(!answer.text.contains("Ocean") && !answer.text.contains(" Sea"), "\(answer)")
  }

  /// Every vertex of Natural Earth's 1:50m land borders that is on land and
  /// in no lake at that scale, and more than 15 km from its coastline (where
  /// a border may run down an estuary or a fjord), is land or a lake here
  /// too, though it lies exactly on the line two countries share: their
  /// shared borders leave no strip of water between them. Two borders run
  /// down water the 1:50m coast does not reach: the Flensburg Fjord and the
  /// Muni estuary (Gabon and Equatorial Guinea).
  @Test func noVertexOfALandBorderIsWater() throws {
    let geocoder = try ReverseGeocoderTests.geocoder.get()
    let world = try WorldGeometry(
      contentsOf: (Self.mapDirectory as NSString).appendingPathComponent("world.bin"))
    let land = PolygonIndex(world.layer(.land))
    let lakes = PolygonIndex(world.layer(.lakes))
    let coast = PlaceIndex(
      points: world.layer(.coastline).features.flatMap(\.parts).flatMap(\.points))
    var checked = 0
    var water: [String] = []
    for feature in world.layer(.borders).features {
      for part in feature.parts {
        for point in part.points {
          guard let here = Coordinate(latitude: point.latitude, longitude: point.longitude),
            coast.nearest(to: here, count: 1, within: 15_000).isEmpty,
            !land.features(containingLatitude: point.latitude, longitude: point.longitude)
              .isEmpty,
            lakes.features(containingLatitude: point.latitude, longitude: point.longitude)
              .isEmpty
          else { continue }
          let inEstuary = [(54.83, 9.55), (1.03, 9.77)].contains {
            abs(point.latitude - $0.0) < 0.1 && abs(point.longitude - $0.1) < 0.1
          }
          guard !inEstuary else { continue }
          checked += 1
          let kind = geocoder.describe(here).kind
          if kind == .sea || kind == .ocean { water.append("\(here)") }
        }
      }
    }
    #expect(checked > 10_000)
    #expect(water == [], "\(water.count) of \(checked) border vertices are water")
  }

  @Test func theSouthPoleIsAntarcticaAndTheNorthPoleTheArcticOcean() throws {
    #expect(try describe(-90, 0).text == "Antarctica")
    #expect(try describe(-90, 123).countryCode == "AQ")
    #expect(try describe(90, 0).text == "Arctic Ocean")
  }

  // MARK: Seas by their shapes

  @Test(arguments: [
    (15.3, -95.0, "North Pacific Ocean"),  // Gulf of Tehuantepec, Pacific side
    (9.0, -85.5, "North Pacific Ocean"),  // off Costa Rica
    (36.2, 141.0, "North Pacific Ocean"),  // off Ibaraki
    (-44.0, 174.5, "South Pacific Ocean"),  // east of New Zealand
    (70.0, 18.0, "Norwegian Sea"),
    (2.0, 96.0, "Indian Ocean"),  // west of Sumatra
    (19.5, -81.5, "Caribbean Sea"),  // Cayman waters
  ])
  func theSeaIsTheOneWhoseShapeHoldsThePoint(
    latitude: Double, longitude: Double, name: String
  ) throws {
    let answer = try describe(latitude, longitude)
    #expect(answer.text == name || answer.text.hasPrefix("\(name), "), "\(answer)")
  }

  // MARK: Territories

  @Test(arguments: [
    (14.61, -61.06, "Fort-de-France, Martinique"),
    (4.9333, -52.3333, "Cayenne, French Guiana"),
    (-20.8823, 55.4504, "Saint-Denis, Réunion"),
    (27.1536, -13.2033, "Laayoune, Western Sahara"),
  ])
  func aTerritoryNamesItsPlace(latitude: Double, longitude: Double, text: String) throws {
    #expect(try describe(latitude, longitude).text == text)
  }

  @Test func justOffshoreATerritoryIsNamedAsOnLand() throws {
    // GeoNames' point for Fort-de-France lies in its bay.
    #expect(try describe(14.6036, -61.0742).text.hasSuffix(" off Fort-de-France, Martinique"))
    #expect(try describe(27.0, -13.6).text.hasSuffix(", Western Sahara"))
  }

  // MARK: Names

  @Test func countriesAreNamedAsAReaderWouldWriteThem() throws {
    let countries = try ReverseGeocoderTests.geocoder.get().countries
    #expect(countries.name(forCode: "NL") == "Netherlands")
    #expect(countries.name(forCode: "TL") == "Timor-Leste")
    #expect(countries.name(forCode: "RE") == "Réunion")
    #expect(try describe(52.37, 4.89).text == "Amsterdam, Netherlands")
  }

  @Test func placeNamesAreNFCWithNoStrayCombiningMarks() throws {
    let places = try ReverseGeocoderTests.geocoder.get().gazetteer.places
    let marks = places.filter { place in
      place.name.unicodeScalars.contains { (0x300...0x36F).contains($0.value) }
    }
    #expect(marks.map(\.name) == [])
    #expect(places.allSatisfy { $0.name == $0.name.precomposedStringWithCanonicalMapping })
    #expect(places.contains { $0.name == "Tulsīpur" })
    #expect(places.contains { $0.name == "Ringkøbing" })
  }

  // MARK: Nearest land

  @Test func atSeaTheNearestLandIsNamedWithItsDistance() throws {
    let geocoder = try ReverseGeocoderTests.geocoder.get()
    let antipode = try #require(Coordinate(latitude: -56.55, longitude: -171.683333))
    let near = try #require(geocoder.nearestLand(to: antipode))
    #expect(near.country.code == "NZ")
    // The Antipodes Islands, about 1,000 km north-west.
    #expect(near.distance > 900_000 && near.distance < 1_100_000, "\(near.distance)")
    #expect(
      geocoder.nearestLand(to: try #require(Coordinate(latitude: 48.85, longitude: 2.35))) == nil)
  }

  /// The tree keeps its vertices as grid steps and makes each unit vector
  /// again as it searches (NearestLand): its answer is the vertex a
  /// brute-force scan of every outer ring finds nearest by the same Float
  /// chord, and that vertex's country, for 100 points anywhere.
  @Test func theNearestCoastIsTheNearestVertexABruteForceScanFinds() throws {
    let land = try WorldGeometry(contentsOf: "\(Self.mapDirectory)/land.bin")
    let countries = try CountryTable(contentsOf: "\(Self.mapDirectory)/countries.bin")
    let layer = land.layer(.countries)
    let nearest = NearestLand(countriesLayer: layer, countries: countries)
    let vertices = layer.features.flatMap { feature in
      feature.parts.filter { $0.role == .outer }.flatMap { part in
        part.points.map { (point: $0, owner: feature.id) }
      }
    }
    let vectors = vertices.map {
      KDTree.unitVector(latitude: $0.point.latitude, longitude: $0.point.longitude)
    }
    var state: UInt64 = 27
    func next(_ range: Int) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(Int(state >> 33) % range)
    }
    for _ in 0..<100 {
      let here = try #require(
        Coordinate(latitude: next(17_801) / 100 - 89, longitude: next(36_001) / 100 - 180))
      let v = KDTree.unitVector(latitude: here.latitude, longitude: here.longitude)
      let found = try #require(nearest.nearest(to: here))
      let w = KDTree.unitVector(
        latitude: found.coast.latitude, longitude: found.coast.longitude)
      var best = Float.infinity
      var owners: Set<UInt32> = []
      for (vector, vertex) in zip(vectors, vertices) {
        let d = vector - v
        let chord = (d * d).sum()
        if chord < best { (best, owners) = (chord, []) }
        if chord == best { owners.insert(vertex.owner) }
      }
      #expect(((w - v) * (w - v)).sum() == best, "\(here)")
      #expect(owners.contains { countries.country(at: Int($0)) == found.country }, "\(here)")
    }
  }
}

/// What the geo-info panel writes under the name.
struct PanelFiguresTests {
  @Test func theTunnelIsTheWGS84ChordFrom12714To12756Kilometres() throws {
    let pole = try #require(Coordinate(latitude: 90, longitude: 0))
    let equator = try #require(Coordinate(latitude: 0, longitude: 45))
    #expect(abs(pole.tunnelLength - 12_713_504.6) < 1)
    #expect(abs(equator.tunnelLength - 12_756_274) < 1)
    #expect(kilometresText(pole.tunnelLength) == "12,714 km")
    #expect(kilometresText(equator.tunnelLength) == "12,756 km")
    let paris = try #require(Coordinate(latitude: 48.8566, longitude: 2.3522))
    #expect(paris.tunnelLength > pole.tunnelLength && paris.tunnelLength < equator.tunnelLength)
  }

  @Test func coordinatesAreDegreesAndMinutesWithHemispheres() throws {
    #expect(
      try #require(Coordinate(latitude: 56.55, longitude: 8.316667)).degreesAndMinutes
        == "56°33′N 8°19′E")
    #expect(
      try #require(Coordinate(latitude: -33.87, longitude: -151.21)).degreesAndMinutes
        == "33°52′S 151°13′W")
    #expect(
      try #require(Coordinate(latitude: 10.9999, longitude: 0)).degreesAndMinutes == "11°0′N 0°0′E")
    #expect(kilometresText(999) == "1 km" && kilometresText(1_234_567) == "1,235 km")
  }
}
