import Foundation
import Testing

@testable import Geo

/// The polygon index agrees with a plain even-odd test everywhere,
/// including on cell boundaries, in holes, and for features side by side.
@Suite struct PolygonIndexTests {
  /// Two squares side by side, the west one with a square hole; corners on
  /// half-degree cell boundaries, as Natural Earth's often are.
  static let layer: MapLayer = {
    func ring(_ role: MapPart.Role, _ coordinates: [(Double, Double)]) -> MapPart {
      MapPart(role: role, points: coordinates.map { GeoPoint(latitude: $0.0, longitude: $0.1) })
    }
    let west = MapFeature(
      id: 7,
      parts: [
        ring(.outer, [(10, 10), (10, 14), (14, 14), (14, 10)]),
        ring(.inner, [(11, 11), (11, 12.5), (12.5, 12.5), (12.5, 11)]),
      ])!
    let east = MapFeature(
      id: 9, parts: [ring(.outer, [(10, 14), (10, 17.3), (13.7, 17.3), (13.7, 14)])])!
    return MapLayer(kind: .countries, features: [west, east])
  }()

  /// Even-odd over every ring of a feature, the textbook way.
  static func contains(_ feature: MapFeature, latitude: Double, longitude: Double) -> Bool {
    var inside = false
    for part in feature.parts {
      let p = part.points
      for i in p.indices {
        let a = p[i]
        let b = p[(i + 1) % p.count]
        if (a.latitude <= latitude) != (b.latitude <= latitude) {
          let x =
            a.longitude + (latitude - a.latitude) * (b.longitude - a.longitude)
            / (b.latitude - a.latitude)
          if x > longitude { inside.toggle() }
        }
      }
    }
    return inside
  }

  @Test func agreesWithTheTextbookTestOnAFineGrid() {
    let index = PolygonIndex(Self.layer)
    var checked = 0
    for i in 0..<300 {
      for j in 0..<300 {
        let latitude = 9 + Double(i) * 0.0173 + 0.0001
        let longitude = 9 + Double(j) * 0.0311 + 0.0001
        let expected = Self.layer.features.indices.filter {
          Self.contains(Self.layer.features[$0], latitude: latitude, longitude: longitude)
        }
        let got = index.features(containingLatitude: latitude, longitude: longitude)
        #expect(got == expected, "at \(latitude), \(longitude)")
        checked += 1
      }
    }
    #expect(checked == 90_000)
  }

  @Test func holesAndNeighboursAnswerRight() {
    let index = PolygonIndex(Self.layer)
    #expect(index.features(containingLatitude: 13.5, longitude: 13.5) == [0])
    #expect(index.features(containingLatitude: 11.7, longitude: 11.7).isEmpty)  // in the hole
    #expect(index.features(containingLatitude: 12, longitude: 16) == [1])
    #expect(index.features(containingLatitude: 12, longitude: 40).isEmpty)
    #expect(index.featureIDs == [7, 9])
  }
}

/// The cell size changes the memory, not the answers.
struct PolygonIndexCellSizeTests {
  /// The seas' polygons, as `SeaAreas` indexes them.
  static func seaFeatures() throws -> [MapFeature] {
    try SeaAreasTests.seas.get().areas.enumerated().map { offset, area in
      try #require(
        MapFeature(
          id: UInt32(offset), parts: area.rings.map { MapPart(role: .outer, points: $0) }))
    }
  }

  /// The features holding a point by the textbook test.
  static func truth(_ features: [MapFeature], _ latitude: Double, _ longitude: Double) -> [Int] {
    features.indices.filter {
      PolygonIndexTests.contains(features[$0], latitude: latitude, longitude: longitude)
    }
  }

  /// The seas' vertices lie on round numbers, so their edges run through
  /// cell corners and midlines: before the reference point moved off them,
  /// 3 random points in 20,000 were answered wrong in half-degree cells
  /// and 27 in two-degree ones.
  @Test func theSeasAnswerAsTheTextbookTestInHalfDegreeAndTwoDegreeCells() throws {
    let features = try Self.seaFeatures()
    let fine = PolygonIndex(features: features)
    let coarse = PolygonIndex(features: features, cellSize: SeaAreas.cellSize)
    #expect(coarse.cellSize == 2 && fine.cellSize == PolygonIndex.defaultCellSize)
    var points: [(Double, Double)] = []
    // Seeded, so that every run asks the same points.
    var state: UInt64 = 95
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    for _ in 0..<20_000 {
      points.append((next() * 179.98 - 89.99, next() * 360 - 180))
    }
    // Cell corners and midlines of both grids, a little off them.
    for latitude in stride(from: -88.0, through: 88, by: 0.5) {
      for longitude in stride(from: -179.0, through: 179, by: 3) {
        points.append((latitude + 1e-4, longitude + 1e-4))
      }
    }
    var wrong: [String] = []
    for (latitude, longitude) in points {
      let expected = Self.truth(features, latitude, longitude)
      for index in [fine, coarse] {
        let got = index.features(containingLatitude: latitude, longitude: longitude).sorted()
        if got != expected {
          wrong.append("\(latitude), \(longitude) in \(index.cellSize)°: \(got), not \(expected)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  @Test func aCellSizeThatDoesNotDivideTheGlobeIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = PolygonIndex(features: [], cellSize: 0.7)
    }
  }
}
