import Foundation
import Testing

@testable import Geo

/// The land's index in one-degree cells, asking a point's neighbours only
/// when an edge comes near it (`ReverseGeocoder.country(at:)`), answers
/// every point as an index in half-degree cells that asks the four
/// neighbours of every point in no country.
@Suite struct LandIndexTests {
  /// The country codes the half-degree reference gives: the point, then
  /// its four neighbours `nudge` away diagonally, always.
  struct Reference {
    let polygons: PolygonIndex
    let countryCount: Int
    let featureIDs: [UInt32]
    let countries: CountryTable

    func code(_ latitude: Double, _ longitude: Double) -> String? {
      let latitude = min(max(latitude, -PolygonIndex.poleLatitude), PolygonIndex.poleLatitude)
      let nudge = ReverseGeocoder.nudge
      for (dy, dx) in [
        (0.0, 0.0), (nudge, nudge), (-nudge, -nudge), (nudge, -nudge), (-nudge, nudge),
      ] {
        let features = polygons.features(
          containingLatitude: latitude + dy, longitude: min(max(longitude + dx, -180), 180))
        if let feature = features.first(where: { $0 < countryCount }) {
          return countries.country(at: Int(featureIDs[feature]))?.code
        }
      }
      return nil
    }
  }

  @Test func oneDegreeCellsAnswerAsHalfDegreeCellsThatAlwaysAskTheNeighbours() throws {
    let geocoder = try ReverseGeocoderTests.geocoder.get()
    #expect(geocoder.landPolygons.cellSize == LandIndices.cellSize)
    #expect(LandIndices.cellSize != PolygonIndex.defaultCellSize)
    let directory = GeocoderTruthTests.mapDirectory
    let land = try WorldGeometry(contentsOf: "\(directory)/land.bin")
    let indices = LandIndices(land, cellSize: PolygonIndex.defaultCellSize)
    let reference = Reference(
      polygons: indices.polygons, countryCount: indices.countryCount,
      featureIDs: indices.polygons.featureIDs, countries: geocoder.countries)
    var state: UInt64 = 41
    func next(_ range: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % range
    }
    // Anywhere, and on and beside the land's own vertices: its coasts and
    // the borders two countries share, where the neighbours are asked.
    var points = (0..<20_000).map { _ in
      (Double(next(18_001)) / 100 - 90, Double(next(36_001)) / 100 - 180)
    }
    let vertices = indices.countriesLayer.features.flatMap { $0.parts.flatMap(\.points) }
    for _ in 0..<4_000 {
      let vertex = vertices[next(vertices.count)]
      let offset = [0, 5e-5, -5e-5, 2e-4][next(4)]
      points.append((vertex.latitude + offset, vertex.longitude - offset))
    }
    var differ: [String] = []
    for (latitude, longitude) in points {
      let here = try #require(Coordinate(latitude: latitude, longitude: longitude))
      let answer = geocoder.country(at: here)?.code
      let expected = reference.code(latitude, longitude)
      if answer != expected {
        differ.append("\(latitude),\(longitude): \(answer ?? "-") \(expected ?? "-")")
      }
    }
    #expect(differ.isEmpty, "\(differ.prefix(10))")
  }

  /// A ring's vertices as the index keeps them (`Float`s), in `Double`,
  /// with its box: the textbook test only reads the rings whose box holds
  /// the point.
  struct Ring {
    let feature: Int
    let latitudes: [Double]
    let longitudes: [Double]
    let south, north, west, east: Double

    init(feature: Int, points: [GeoPoint]) {
      self.feature = feature
      latitudes = points.map { Double(Float($0.latitude)) }
      longitudes = points.map { Double(Float($0.longitude)) }
      (south, north) = (latitudes.min()!, latitudes.max()!)
      (west, east) = (longitudes.min()!, longitudes.max()!)
    }

    /// Whether a ray from the point eastward crosses the ring an odd
    /// number of times (the crossing rule of `PolygonIndexTests.contains`).
    func crossesOddly(_ latitude: Double, _ longitude: Double) -> Bool {
      guard latitude >= south, latitude <= north, longitude <= east else { return false }
      var odd = false
      var j = latitudes.count - 1
      for i in latitudes.indices {
        let (ay, by) = (latitudes[j], latitudes[i])
        if (ay <= latitude) != (by <= latitude) {
          let (ax, bx) = (longitudes[j], longitudes[i])
          if ax + (latitude - ay) * (bx - ax) / (by - ay) > longitude { odd.toggle() }
        }
        j = i
      }
      return odd
    }
  }

  /// The land's 1:10m countries and lakes are where the textbook test puts
  /// them, in the geocoder's one-degree cells and in half-degree ones. In
  /// `Float` (the index's arithmetic before), the half-degree index put
  /// 67.24° N 141.14° W, in Alaska 20 m from its border with Canada, in
  /// Canada, and two points by Luxembourg's borders in the wrong country.
  @Test func theLandAnswersAsTheTextbookTestInOneAndHalfDegreeCells() throws {
    let land = try WorldGeometry(contentsOf: "\(GeocoderTruthTests.mapDirectory)/land.bin")
    let features = land.layer(.countries).features + land.layer(.lakes).features
    let rings = features.enumerated().flatMap { index, feature in
      feature.parts.filter { $0.role != .line && $0.points.count >= 3 }.map {
        Ring(feature: index, points: $0.points)
      }
    }
    let indices = [LandIndices.cellSize, PolygonIndex.defaultCellSize].map {
      PolygonIndex(features: features, cellSize: $0)
    }
    var state: UInt64 = 7
    func next(_ range: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % range
    }
    var points = [
      (67.24000000000001, -141.14), (49.50005, 6.1916166666666665),
      (49.858383333333336, 6.291616666666667),
    ]
    for _ in 0..<3_000 {
      points.append((Double(next(17_800_001)) / 1e5 - 89, Double(next(36_000_001)) / 1e5 - 180))
    }
    var wrong: [String] = []
    for (latitude, longitude) in points {
      var expected: Set<Int> = []
      for ring in rings where ring.crossesOddly(latitude, longitude) {
        if expected.remove(ring.feature) == nil { expected.insert(ring.feature) }
      }
      for index in indices {
        let got = Set(index.features(containingLatitude: latitude, longitude: longitude))
        if got != expected {
          wrong.append("\(latitude), \(longitude) in \(index.cellSize)°: \(got), not \(expected)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }
}
