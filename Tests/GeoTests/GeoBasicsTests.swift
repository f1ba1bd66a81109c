import Foundation
import Testing

@testable import Geo

/// The Geo basics as a specification: coordinates, antipodes, great-circle
/// distance, Web Mercator and latitude/longitude boxes. Expected values are
/// derived in the test from first principles or are well-known published ones.
@Suite struct GeoBasicsTests {
  /// The mean Earth radius the module documents, and the length of one degree
  /// of a great circle on it (R·π/180 ≈ 111 195.08 m).
  static let radius = 6_371_008.8
  static let metersPerDegree = radius * .pi / 180

  static func point(_ latitude: Double, _ longitude: Double) -> Coordinate {
    Coordinate(validLatitude: latitude, normalizingLongitude: longitude)
  }

  static func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
    abs(a - b) <= tolerance
  }
}

// MARK: - Coordinate

extension GeoBasicsTests {
  @Suite struct CoordinateValidation {
    @Test func latitudesAtThePolesAreValid() throws {
      let north = try #require(Coordinate(latitude: 90, longitude: 0))
      let south = try #require(Coordinate(latitude: -90, longitude: 0))
      #expect(north.latitude == 90)
      #expect(south.latitude == -90)
    }

    @Test(arguments: [90.0001, -90.0001, 180, .nan, .infinity, -.infinity])
    func latitudesOutsideTheRangeOrNotFiniteAreRejected(latitude: Double) {
      #expect(Coordinate(latitude: latitude, longitude: 0) == nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func longitudesThatAreNotFiniteAreRejected(longitude: Double) {
      #expect(Coordinate(latitude: 0, longitude: longitude) == nil)
    }

    /// Longitudes land in (-180, 180]: the antimeridian is always +180.
    @Test(arguments: [
      (180.0, 180.0), (-180, 180), (540, 180), (-540, 180), (190, -170), (-190, 170),
      (0, 0), (360, 0), (-360, 0), (720.5, 0.5), (-179.5, -179.5), (179.999, 179.999),
    ])
    func longitudeNormalisation(input: Double, expected: Double) throws {
      #expect(Coordinate.normalizedLongitude(input) == expected)
      let coordinate = try #require(Coordinate(latitude: 10, longitude: input))
      #expect(coordinate.longitude == expected)
    }

    /// Decision: -0.0 normalises to +0.0 (in both components), so it prints as
    /// east/north and carries no meaningless sign.
    @Test func negativeZeroBecomesPositiveZero() throws {
      #expect(Coordinate.normalizedLongitude(-0.0).sign == .plus)
      let coordinate = try #require(Coordinate(latitude: -0.0, longitude: -0.0))
      #expect(coordinate.latitude.sign == .plus)
      #expect(coordinate.longitude.sign == .plus)
      #expect(coordinate.description == "0.0000°N, 0.0000°E")
    }

    @Test func equalPointsWrittenDifferentlyAreEqualAndHashEqual() throws {
      let a = try #require(Coordinate(latitude: 5, longitude: -180))
      let b = try #require(Coordinate(latitude: 5, longitude: 540))
      #expect(a == b)
      #expect(Set([a, b]).count == 1)
    }

    @Test func descriptionUsesFourDecimalsAndHemispheres() {
      #expect(GeoBasicsTests.point(56.55, 8.3167).description == "56.5500°N, 8.3167°E")
      #expect(GeoBasicsTests.point(-33.8688, -70.5).description == "33.8688°S, 70.5000°W")
      #expect(GeoBasicsTests.point(0, 180).description == "0.0000°N, 180.0000°E")
    }
  }
}

// MARK: - Antipode

extension GeoBasicsTests {
  @Suite struct Antipode {
    let point = GeoBasicsTests.point

    /// At a pole the longitude is documented to become lon + 180, normalised.
    @Test func northPoleGoesToSouthPole() {
      let antipode = point(90, 0).antipode
      #expect(antipode.latitude == -90)
      #expect(antipode.longitude == 180)
    }

    @Test func southPoleGoesToNorthPole() {
      let antipode = point(-90, 45).antipode
      #expect(antipode.latitude == 90)
      #expect(antipode.longitude == -135)
    }

    @Test func nullIslandAndTheAntimeridianSwap() {
      #expect(point(0, 0).antipode == point(0, 180))
      #expect(point(0, 180).antipode == point(0, 0))
      #expect(point(0, -180).antipode == point(0, 0))
    }

    @Test func equatorAt90EastGoesTo90West() {
      #expect(point(0, 90).antipode == point(0, -90))
      #expect(point(0, -90).antipode == point(0, 90))
    }

    /// The antipode of a point at 0° longitude is at +180, never -180, and the
    /// latitude of an equatorial point stays +0.
    @Test func antipodeIsNormalised() {
      let antipode = point(0, 0).antipode
      #expect(antipode.longitude == 180)
      #expect(antipode.latitude.sign == .plus)
    }

    /// The Tunnel kid's spot in Denmark comes out in the South Pacific.
    @Test func denmarkComesOutSouthEastOfNewZealand() {
      let antipode = point(56.55, 8.316667).antipode
      #expect(antipode.latitude == -56.55)
      #expect(GeoBasicsTests.isClose(antipode.longitude, -171.683333, within: 1e-9))
      #expect(antipode.description == "56.5500°S, 171.6833°W")
    }

    @Test(arguments: [180.0, -180.0])
    func longitudeGivenAsExactly180(longitude: Double) throws {
      let coordinate = try #require(Coordinate(latitude: 10, longitude: longitude))
      #expect(coordinate.antipode == point(-10, 0))
      #expect(coordinate.antipode.antipode == point(10, 180))
    }

    @Test func antipodeOfAntipodeIsTheOriginal() {
      for latitude in stride(from: -85.0, through: 85, by: 8.5) {
        for longitude in stride(from: -179.75, through: 180, by: 7.25) {
          let original = point(latitude, longitude)
          let back = original.antipode.antipode
          #expect(back.latitude == original.latitude)
          // Adding 180 to a small longitude can round in the last place.
          #expect(GeoBasicsTests.isClose(back.longitude, original.longitude, within: 1e-12))
        }
      }
    }

    /// With the documented pole choice even the poles round-trip.
    @Test func poleAntipodeRoundTripsToo() {
      #expect(point(90, 30).antipode.antipode == point(90, 30))
      #expect(point(-90, -120).antipode.antipode == point(-90, -120))
    }
  }
}

// MARK: - Distance

extension GeoBasicsTests {
  @Suite struct Distance {
    let point = GeoBasicsTests.point
    let metersPerDegree = GeoBasicsTests.metersPerDegree

    @Test func radiusIsTheIUGGMeanRadius() {
      #expect(Coordinate.meanEarthRadius == GeoBasicsTests.radius)
    }

    /// Paris to London is about 343.5 km by the haversine formula.
    @Test func parisToLondon() {
      let paris = point(48.8566, 2.3522)
      let london = point(51.5074, -0.1278)
      #expect(GeoBasicsTests.isClose(paris.distance(to: london), 343_500, within: 1000))
    }

    /// Along a meridian one degree is exactly R·π/180, wherever it is measured.
    @Test(arguments: [0.0, 45, -60, 89])
    func oneDegreeOfLatitude(from latitude: Double) {
      let d = point(latitude, 10).distance(to: point(latitude + 1, 10))
      #expect(GeoBasicsTests.isClose(d, metersPerDegree, within: 1e-6))
      #expect(GeoBasicsTests.isClose(d, 111_195, within: 1))
    }

    /// The tunnel's far end is half a great circle away, πR.
    @Test(arguments: [(0.0, 0.0), (56.55, 8.316667), (-33.9, 151.2), (90, 0)])
    func antipodalPointsAreHalfACircumferenceApart(latitude: Double, longitude: Double) {
      let here = point(latitude, longitude)
      let d = here.distance(to: here.antipode)
      #expect(GeoBasicsTests.isClose(d, .pi * GeoBasicsTests.radius, within: 1))
    }

    @Test func distanceToSelfIsZero() {
      for here in [point(0, 0), point(56.55, 8.3167), point(-90, 0), point(12.3, 180)] {
        #expect(here.distance(to: here) == 0)
      }
    }

    @Test func distanceIsSymmetric() {
      let pairs = [
        (point(48.8566, 2.3522), point(51.5074, -0.1278)),
        (point(-33.9, 151.2), point(40.7, -74.0)),
        (point(10, 179.5), point(-10, -179.5)),
      ]
      for (a, b) in pairs {
        #expect(GeoBasicsTests.isClose(a.distance(to: b), b.distance(to: a), within: 1e-6))
      }
    }

    /// 179.5°E to 179.5°W on the equator is one degree, the short way round.
    @Test func acrossTheAntimeridian() {
      let d = point(0, 179.5).distance(to: point(0, -179.5))
      #expect(GeoBasicsTests.isClose(d, metersPerDegree, within: 1e-6))
    }
  }
}

// MARK: - Web Mercator

extension GeoBasicsTests {
  @Suite struct WebMercatorProjection {
    let point = GeoBasicsTests.point
    let isClose = GeoBasicsTests.isClose

    /// The published constant, atan(sinh π) in degrees.
    @Test func maxLatitudeIsTheSquareMapsEdge() {
      #expect(isClose(WebMercator.maxLatitude, 85.05112878, 1e-8))
      #expect(isClose(WebMercator.maxLatitude, atan(sinh(.pi)) * 180 / .pi, 1e-12))
      let edge = WebMercator.maxLatitude
      #expect(WebMercator.project(latitude: edge, longitude: 0).y == 0)
      #expect(WebMercator.project(latitude: -edge, longitude: 0).y == 1)
      // The formula meets the exact edge values continuously.
      #expect(isClose(WebMercator.project(latitude: edge - 1e-9, longitude: 0).y, 0, 1e-10))
      #expect(isClose(WebMercator.project(latitude: 1e-9 - edge, longitude: 0).y, 1, 1e-10))
    }

    @Test func equatorAndPrimeMeridianAreTheMiddle() {
      let middle = WebMercator.project(point(0, 0))
      #expect(middle.x == 0.5)
      #expect(middle.y == 0.5)
    }

    /// x = (lon + 180) / 360, unwrapped: -180 is 0 and +180 is 1. A Coordinate
    /// stores -180 as +180, so it projects to 1.
    @Test func xIsLinearInLongitude() {
      #expect(WebMercator.project(latitude: 0, longitude: -180).x == 0)
      #expect(WebMercator.project(latitude: 0, longitude: 180).x == 1)
      #expect(WebMercator.project(latitude: 0, longitude: 90).x == 0.75)
      #expect(WebMercator.project(latitude: 0, longitude: 190).x == 370.0 / 360)
      #expect(WebMercator.project(point(0, -180)).x == 1)
    }

    /// The textbook Mercator ordinate at 45°: y = 0.5 − ln(tan(π/4 + π/8)) / 2π.
    @Test func knownValueAt45Degrees() {
      let expected = 0.5 - log(tan(.pi / 4 + .pi / 8)) / (2 * .pi)
      #expect(isClose(WebMercator.project(point(45, 0)).y, expected, 1e-12))
      #expect(isClose(WebMercator.project(point(-45, 0)).y, 1 - expected, 1e-12))
    }

    @Test func roundTripsWithinTheSquare() {
      let edge = WebMercator.maxLatitude
      for latitude in stride(from: -edge, through: edge, by: edge / 17) {
        for longitude in stride(from: -179.5, through: 180, by: 6.5) {
          let original = point(latitude, longitude)
          let (x, y) = WebMercator.project(original)
          let back = WebMercator.coordinate(x: x, y: y)
          #expect(isClose(back.latitude, original.latitude, 1e-9))
          #expect(isClose(back.longitude, original.longitude, 1e-9))
        }
      }
    }

    @Test func latitudesBeyondTheEdgeAreClamped() {
      #expect(
        WebMercator.project(point(89, 10))
          == WebMercator.project(latitude: WebMercator.maxLatitude, longitude: 10))
      #expect(WebMercator.project(point(90, 0)).y == 0)
      #expect(WebMercator.project(point(-90, 0)).y == 1)
    }

    @Test func inverseWrapsXAndClampsY() {
      #expect(WebMercator.coordinate(x: 1.25, y: 0.5) == point(0, -90))
      #expect(WebMercator.coordinate(x: -0.25, y: 0.5) == point(0, 90))
      #expect(WebMercator.coordinate(x: 0, y: 0.5).longitude == 180)
      #expect(WebMercator.coordinate(x: 1, y: 0.5).longitude == 180)
      #expect(
        isClose(WebMercator.coordinate(x: 0.5, y: -3).latitude, WebMercator.maxLatitude, 1e-12))
      #expect(
        isClose(WebMercator.coordinate(x: 0.5, y: 7).latitude, -WebMercator.maxLatitude, 1e-12))
    }

    /// One world unit is a whole parallel, 2πR·cos(lat).
    @Test func metersPerWorldUnitIsTheParallelsLength() {
      let circumference = 2 * Double.pi * GeoBasicsTests.radius
      #expect(WebMercator.metersPerWorldUnit(atLatitude: 0) == circumference)
      #expect(isClose(WebMercator.metersPerWorldUnit(atLatitude: 60), circumference / 2, 1e-6))
      #expect(isClose(WebMercator.metersPerWorldUnit(atLatitude: 90), 0, 1e-6))
      // A scale bar agrees with distance(to:): one degree of the equator.
      let oneDegree = point(0, 0).distance(to: point(0, 1))
      #expect(isClose(WebMercator.metersPerWorldUnit(atLatitude: 0) / 360, oneDegree, 1e-6))
    }
  }
}

// MARK: - GeoBox

extension GeoBasicsTests {
  @Suite struct Box {
    let point = GeoBasicsTests.point
    let isClose = GeoBasicsTests.isClose
    /// 170°E to 170°W: twenty degrees across the antimeridian.
    let pacific = GeoBox(south: -10, north: 10, west: 170, east: -170)

    @Test func boxAcrossTheAntimeridian() {
      #expect(pacific.crossesAntimeridian)
      #expect(pacific.longitudeSpan == 20)
      #expect(pacific.latitudeSpan == 20)
      #expect(pacific.center == point(0, 180))
    }

    @Test func containsAcrossTheAntimeridian() {
      for inside in [point(0, 179.9), point(0, -179.9), point(0, 180), point(5, 175)] {
        #expect(pacific.contains(inside))
      }
      // Edges are inclusive.
      #expect(pacific.contains(point(10, 170)))
      #expect(pacific.contains(point(-10, -170)))
      for outside in [point(0, 0), point(0, 169.9), point(0, -169.9), point(10.1, 180)] {
        #expect(!pacific.contains(outside))
      }
    }

    @Test func intersectsAcrossTheAntimeridian() {
      let cases: [(GeoBox, Bool)] = [
        (GeoBox(south: -1, north: 1, west: 175, east: -175), true),  // inside
        (GeoBox(south: -1, north: 1, west: -175, east: -160), true),  // overlaps the east
        (GeoBox(south: -1, north: 1, west: 160, east: 175), true),  // overlaps the west
        (GeoBox(south: -1, north: 1, west: 160, east: 170), true),  // shares the west edge
        (GeoBox(south: -1, north: 1, west: 0, east: 10), false),  // other side of the world
        (GeoBox(south: 20, north: 30, west: 175, east: -175), false),  // further north
        (GeoBox(south: -50, north: 50, west: -180, east: 180), true),  // the whole world
        (GeoBox(south: -50, north: 50, west: 100, east: 90), true),  // crosses too, wide
      ]
      for (other, expected) in cases {
        #expect(pacific.intersects(other) == expected)
        #expect(other.intersects(pacific) == expected)
      }
    }

    /// An edge on the antimeridian is -180 as a west edge and 180 as an east edge.
    @Test func edgesOnTheAntimeridianAreNotACrossing() {
      let eastOfIt = GeoBox(south: 0, north: 1, west: 180, east: -170)
      #expect(eastOfIt.west == -180)
      #expect(!eastOfIt.crossesAntimeridian)
      #expect(eastOfIt.longitudeSpan == 10)
      #expect(eastOfIt.contains(point(0.5, 180)))

      let westOfIt = GeoBox(south: 0, north: 1, west: 170, east: -180)
      #expect(westOfIt.east == 180)
      #expect(!westOfIt.crossesAntimeridian)
      #expect(westOfIt.longitudeSpan == 10)

      let world = GeoBox(south: -90, north: 90, west: -180, east: 180)
      #expect(world.longitudeSpan == 360)
      #expect(world.contains(point(0, 0)) && world.contains(point(-90, 180)))
    }

    @Test func longitudeSpanCountsTheWrap() {
      #expect(GeoBox(south: 0, north: 1, west: 10, east: 0).longitudeSpan == 350)
      #expect(GeoBox(south: 0, north: 1, west: 0, east: 10).longitudeSpan == 10)
      #expect(GeoBox(south: 0, north: 1, west: 540, east: -530).longitudeSpan == 10)
    }

    @Test func latitudesAreClampedAtThePoles() {
      let box = GeoBox(south: -100, north: 95, west: 0, east: 1)
      #expect(box.south == -90)
      #expect(box.north == 90)
    }

    @Test func regionFromSpansLikeMKCoordinateRegion() {
      let box = GeoBox(center: point(0, 175), latitudeDelta: 10, longitudeDelta: 20)
      #expect(box == GeoBox(south: -5, north: 5, west: 165, east: -175))
      #expect(box.crossesAntimeridian)
      #expect(box.center == point(0, 175))
      let world = GeoBox(center: point(0, 30), latitudeDelta: 180, longitudeDelta: 400)
      #expect(world == GeoBox(south: -90, north: 90, west: -180, east: 180))
    }

    /// 1000 km square around the Tunnel kid's spot: a degree of latitude is
    /// R·π/180 m, a degree of longitude that times cos(latitude).
    @Test func regionFromMetersLikeMKCoordinateRegion() {
      let center = point(56.55, 8.3167)
      let box = GeoBox(center: center, widthMeters: 1_000_000, heightMeters: 1_000_000)
      let latitudeDelta = 1_000_000 / GeoBasicsTests.metersPerDegree
      #expect(isClose(latitudeDelta, 8.99, 0.01))
      #expect(isClose(box.latitudeSpan, latitudeDelta, 1e-9))
      let expectedLongitudeDelta = latitudeDelta / cos(56.55 * .pi / 180)
      #expect(isClose(box.longitudeSpan, expectedLongitudeDelta, 1e-9))
      #expect(box.longitudeSpan > 16 && box.longitudeSpan < 17)
      #expect(isClose(box.center.latitude, center.latitude, 1e-9))
      #expect(isClose(box.center.longitude, center.longitude, 1e-9))
    }

    /// Near a pole the box reaches the pole and wraps the whole world.
    @Test func regionFromMetersNearAPole() {
      let box = GeoBox(center: point(89, 0), widthMeters: 1_000_000, heightMeters: 1_000_000)
      #expect(box.north == 90)
      #expect(box.longitudeSpan == 360)
      #expect(box.contains(point(89.5, 180)))
    }
  }
}
