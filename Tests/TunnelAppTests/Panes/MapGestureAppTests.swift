import Foundation
import Geo
import Map
import Platform
import Testing
import ViewKit

@testable import Map
@testable import TunnelApp

/// The map's recognizers in the app, played headless through scripts: a
/// double click zooms in about the click, two touches pinching apart zoom in
/// about the pinch's centre and pinching together zoom out
/// (`MapView+Gestures.swift`).
@Suite(.serialized) @MainActor
final class MapGestureAppTests {
  let app: AppSession

  init() throws {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 600, height: 600)
    app = try AppSession(options: options, catalog: .default())
    try play("wait 0.3")
  }

  func play(_ text: String) throws {
    try app.runHeadless(try Script(text: text, name: "test"))
  }

  var map: MapView { app.root.startMap.mapView }

  /// A point of the top map, in the window, far enough right of its
  /// middle (where the digger stands) that no finger of a pinch about it
  /// lands on the digger: the gesture is the map's.
  var spot: CGPoint {
    map.convert(CGPoint(x: map.bounds.midX + 150, y: map.bounds.midY - 40), to: nil)
  }

  /// The coordinate under a window point of the top map.
  func coordinate(at point: CGPoint) -> Coordinate {
    map.coordinate(at: map.convert(point, from: nil))
  }

  func expectSamePlace(_ a: Coordinate, _ b: Coordinate) {
    #expect(abs(a.latitude - b.latitude) < 1e-6 && abs(a.longitude - b.longitude) < 1e-6)
  }

  /// Two touches either side of `center`, `from` points apart, moving in
  /// ten steps until they are `to` points apart, then lifting.
  func pinch(at center: CGPoint, from: Double, to: Double) -> String {
    func line(_ phase: String, _ id: Int, _ half: Double) -> String {
      let x = center.x + (id == 1 ? -half : half)
      return "touch \(phase) \(id) \(x) \(center.y)"
    }
    var lines = [line("down", 1, from / 2), line("down", 2, from / 2), "wait 0.02"]
    for step in 1...10 {
      let half = (from + (to - from) * Double(step) / 10) / 2
      lines += [line("move", 1, half), line("move", 2, half), "wait 0.02"]
    }
    lines += [line("up", 1, to / 2), line("up", 2, to / 2), "wait 0.3"]
    return lines.joined(separator: "\n")
  }

  /// The scale bar's length as drawn, in points: the run of its ink along
  /// its middle row, read from the window's pixels.
  func drawnScaleBarLength() throws -> Int {
    let pixels = try app.window.snapshotPixels()
    let start = map.convert(CGPoint(x: 12, y: map.bounds.height - 16 + 1.5), to: nil)
    let ink = Color(hex: 0x30343A)
    var x = Int(start.x)
    while pixels.pixel(x: x, y: Int(start.y), isCloseTo: ink, tolerance: 8) { x += 1 }
    return x - Int(start.x)
  }

  /// The scale bar's length for the map's camera, as `drawScaleBar` makes it.
  func scaleBarLength(zoom: Double) -> Double {
    var camera = map.camera
    camera.zoom = zoom
    let metersPerPoint =
      WebMercator.metersPerWorldUnit(atLatitude: camera.center.latitude) / camera.worldSize
    return ScaleBar(metersPerPoint: metersPerPoint, maxLength: min(120, map.bounds.width / 3))
      .length
  }

  @Test func aDoubleClickZoomsInOneLevelAboutTheClick() throws {
    let p = spot
    let (zoom, under) = (map.camera.zoom, coordinate(at: p))
    let click = "mouse down \(p.x) \(p.y)\nmouse up \(p.x) \(p.y)\n"
    try play(click + click + "wait 0.5")
    #expect(abs(map.camera.zoom - (zoom + MapView.doubleTapZoom)) < 1e-9)
    expectSamePlace(coordinate(at: p), under)
  }

  @Test func aSingleClickDoesNotZoom() throws {
    let p = spot
    let zoom = map.camera.zoom
    try play("mouse down \(p.x) \(p.y)\nmouse up \(p.x) \(p.y)\nwait 1")
    #expect(map.camera.zoom == zoom)
  }

  @Test func twoTouchesPinchingApartZoomInAboutThePinchsCentre() throws {
    let c = spot
    let (zoom, under) = (map.camera.zoom, coordinate(at: c))
    let far = coordinate(at: CGPoint(x: c.x + 100, y: c.y))
    let barBefore = try drawnScaleBarLength()
    try play(pinch(at: c, from: 40, to: 160))
    #expect(abs(map.camera.zoom - (zoom + 2)) < 1e-6)  // four times apart: two levels
    expectSamePlace(coordinate(at: c), under)
    // The place 100 points from the centre is now 400 points from it.
    expectSamePlace(coordinate(at: CGPoint(x: c.x + 400, y: c.y)), far)
    // The scale bar on screen is the one of a map two levels in.
    let barAfter = try drawnScaleBarLength()
    #expect(
      abs(Double(barAfter) - scaleBarLength(zoom: zoom + 2)) <= 2,
      "drawn \(barAfter), expected \(scaleBarLength(zoom: zoom + 2))")
    #expect(
      abs(Double(barBefore) - scaleBarLength(zoom: zoom)) <= 2,
      "drawn \(barBefore), expected \(scaleBarLength(zoom: zoom))")
  }

  @Test func twoTouchesPinchingTogetherZoomOut() throws {
    let c = spot
    let (zoom, under) = (map.camera.zoom, coordinate(at: c))
    try play(pinch(at: c, from: 160, to: 80))
    #expect(abs(map.camera.zoom - (zoom - 1)) < 1e-6)  // half as far apart: a level out
    expectSamePlace(coordinate(at: c), under)
  }
}
