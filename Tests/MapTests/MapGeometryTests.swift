import Foundation
import Geo
import Testing

@testable import Map

/// The camera's arithmetic, the scale bar, and label placement.
@Suite struct MapGeometryTests {
  @Test func viewAndWorldPointsRoundTrip() {
    let camera = MapCamera(center: Coordinate(latitude: 56.55, longitude: 8.316667)!, zoom: 6.3)
    let size = CGSize(width: 400, height: 300)
    for point in [CGPoint(x: 0, y: 0), CGPoint(x: 123, y: 45), CGPoint(x: 400, y: 300)] {
      let world = camera.worldPoint(at: point, in: size)
      let back = camera.viewPoint(x: world.x, y: world.y, in: size)
      #expect(abs(back.x - point.x) < 1e-6 && abs(back.y - point.y) < 1e-6)
    }
  }

  @Test func pointsAcrossTheAntimeridianLandNearTheCentre() {
    let camera = MapCamera(center: Coordinate(latitude: -17, longitude: 180)!, zoom: 5)
    let size = CGSize(width: 400, height: 300)
    let east = WebMercator.project(latitude: -17, longitude: 179.9)
    let west = WebMercator.project(latitude: -17, longitude: -179.9)
    let a = camera.viewPoint(x: east.x, y: east.y, in: size)
    let b = camera.viewPoint(x: west.x, y: west.y, in: size)
    #expect(a.x < 200 && b.x > 200)
    #expect(abs(a.x - 200) < 3 && abs(b.x - 200) < 3)  // 0.1° is 2.3 points at zoom 5
  }

  @Test func aThousandKilometreSpanFillsTheShorterSide() {
    let zoom = MapCamera.zoom(fitting: 1_000_000, across: 400, atLatitude: 56.55)
    let camera = MapCamera(center: Coordinate(latitude: 56.55, longitude: 8.3)!, zoom: zoom)
    let metersPerPoint = WebMercator.metersPerWorldUnit(atLatitude: 56.55) / camera.worldSize
    #expect(abs(metersPerPoint * 400 - 1_000_000) < 1)
  }

  @Test func scaleBarsUseRoundNumbers() {
    #expect(
      ScaleBar(metersPerPoint: 2500, maxLength: 100)
        == ScaleBar(metersPerPoint: 2500, maxLength: 100))
    let bar = ScaleBar(metersPerPoint: 2500, maxLength: 100)  // 250 km fits: 200 km
    #expect(bar.caption == "200 km" && abs(bar.length - 80) < 1e-9)
    #expect(ScaleBar(metersPerPoint: 3, maxLength: 100).caption == "200 m")
    #expect(ScaleBar(metersPerPoint: 60, maxLength: 100).caption == "5 km")
  }

  /// The caption a bar takes from `allCaptions` is the one `caption(meters:)`
  /// makes for its length, at every scale, inside the table's range and out.
  @Test func aBarsCaptionIsItsLengthFormatted() {
    for exponent in -2...9 {
      for multiple in [1.0, 1.5, 2, 3, 5, 9] {
        let target = multiple * pow(10, Double(exponent))
        let power = pow(10, (log10(target)).rounded(.down))  // as the bar finds it
        let meters = [5.0, 2, 1].map { $0 * power }.first { $0 <= target } ?? power
        let bar = ScaleBar(metersPerPoint: target / 100, maxLength: 100)
        #expect(bar.caption == ScaleBar.caption(meters: meters), "\(target) m")
      }
    }
  }

  @Test func labelsNeverOverlapAndDoNotDependOnTheView() {
    let places = (0..<400).map { i in
      Place(
        name: "Place \(i)", latitude: Double(i % 20) * 0.3 + 50, longitude: Double(i / 20) * 0.3,
        population: 1_000_000 - i, countryCode: "DK", isCapital: false)
    }
    var labels = MapLabels(places: places, fontSize: 12)
    let placed = labels.labels(level: 7)
    let worldSize = 256 * pow(2, 7.0)
    let boxes = placed.map {
      labels.labelBox(name: $0.name, x: $0.x * worldSize, y: $0.y * worldSize)
    }
    #expect(placed.count > 10 && placed.count < 400)
    for i in boxes.indices {
      for j in boxes.indices where j > i { #expect(!boxes[i].intersects(boxes[j])) }
    }
    #expect(labels.labels(level: 7).map(\.name) == placed.map(\.name))
    #expect(placed.first?.name == "Place 0")  // the most populous always wins
  }
}
