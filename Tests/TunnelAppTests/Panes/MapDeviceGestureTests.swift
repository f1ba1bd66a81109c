import Foundation
import Geo
import Map
import Platform
import Testing
import ViewKit

@testable import Map
@testable import TunnelApp

/// The map's gestures with input as devices send it (`DeviceInput`): two
/// fingers moved one at a time, in either order, in steps of 20 points and
/// of 3; a mouse moving a few points a report; clicks at a hand's pace. The
/// map's pan and pinch recognize together (`MapView+Gestures.swift`), so a
/// pinch zooms about the fingers' centre and the map moves with that
/// centre, however the fingers' events are interleaved.
@Suite(.serialized) @MainActor
final class MapDeviceGestureTests {
  let app: AppSession

  init() throws {
    app = try freshSession(size: CGSize(width: 600, height: 600))
    try play("wait 0.3")
  }

  func play(_ text: String) throws {
    try app.runHeadless(try Script(text: text, name: "test"))
  }

  func play(_ input: DeviceInput) throws {
    try play(input.text + "\nwait 0.5")
  }

  var map: MapView { app.root.startMap.mapView }

  /// The top map's middle, right of the digger (who stands in the middle)
  /// and above his feet, so that no finger lands on him: in the window.
  var center: CGPoint {
    map.convert(CGPoint(x: map.bounds.midX + 100, y: map.bounds.midY - 40), to: nil)
  }

  func coordinate(at point: CGPoint) -> Coordinate {
    map.coordinate(at: map.convert(point, from: nil))
  }

  /// How far, in points of the window, `place` is drawn from `point`.
  func offset(of place: Coordinate, from point: CGPoint) -> Double {
    let drawn = map.convert(map.point(for: place), to: nil)
    return hypot(drawn.x - point.x, drawn.y - point.y)
  }

  /// Two fingers either side of `c`, `apart` points apart.
  func fingers(at c: CGPoint, apart: Double) -> (CGPoint, CGPoint) {
    (CGPoint(x: c.x - apart / 2, y: c.y), CGPoint(x: c.x + apart / 2, y: c.y))
  }

  @Test(arguments: [20.0, 3.0], DeviceInput.Order.allCases)
  func aPinchOfFingersMovedOneAtATimeZoomsInThenOutAboutItsCentre(
    step: Double, order: DeviceInput.Order
  ) throws {
    let c = center
    let (zoom, under) = (map.camera.zoom, coordinate(at: c))
    var spread = DeviceInput()
    spread.twoFingers(
      from: fingers(at: c, apart: 100), to: fingers(at: c, apart: 200), step: step, order: order)
    // A finger's move shifts the centre by half a step until the other's
    // comes: past the pan's begin distance (20-point steps) the pan follows
    // it, under it (3-point steps) the pinch does.
    let tolerance = 0.1
    try play(spread)
    #expect(abs(map.camera.zoom - (zoom + 1)) < 1e-6, "twice as far apart: a level in")
    #expect(offset(of: under, from: c) < tolerance)
    var close = DeviceInput()
    close.twoFingers(
      from: fingers(at: c, apart: 200), to: fingers(at: c, apart: 100), step: step, order: order)
    try play(close)
    #expect(abs(map.camera.zoom - zoom) < 1e-6, "back as close: the level it had")
    #expect(offset(of: under, from: c) < tolerance)
  }

  @Test(arguments: DeviceInput.Order.allCases)
  func aPinchThatDriftsMovesTheMapWithItsFingers(order: DeviceInput.Order) throws {
    let c = center
    let moved = CGPoint(x: c.x + 60, y: c.y + 50)
    let (zoom, under) = (map.camera.zoom, coordinate(at: c))
    var input = DeviceInput()
    input.twoFingers(
      from: fingers(at: c, apart: 100), to: fingers(at: moved, apart: 200), step: 8, order: order)
    try play(input)
    #expect(abs(map.camera.zoom - (zoom + 1)) < 1e-6)
    #expect(offset(of: under, from: moved) < 1, "the place under the fingers went with them")
  }

  @Test(arguments: DeviceInput.Order.allCases)
  func aTwoFingerDragWithoutSpreadingPansAndDoesNotZoom(order: DeviceInput.Order) throws {
    let c = center
    let moved = CGPoint(x: c.x, y: c.y + 100)
    let (zoom, under) = (map.camera.zoom, coordinate(at: c))
    var input = DeviceInput()
    input.twoFingers(
      from: fingers(at: c, apart: 100), to: fingers(at: moved, apart: 100), step: 10, order: order)
    try play(input)
    #expect(map.camera.zoom == zoom)
    #expect(offset(of: under, from: moved) < 0.5)
  }

  @Test func aMouseDragOfSmallMovesPansTheMapUnderThePointer() throws {
    let start = center
    let end = CGPoint(x: start.x - 120, y: start.y + 60)
    let under = coordinate(at: start)
    var input = DeviceInput()
    input.drag(.mouse, from: start, to: end)
    try play(input)
    #expect(offset(of: under, from: end) < 0.5)
  }

  @Test func aDoubleClickAtAHandsPaceZoomsInAboutIt() throws {
    let p = center
    let (zoom, under) = (map.camera.zoom, coordinate(at: p))
    var input = DeviceInput()
    input.doubleClick(at: p)
    try play(input)
    #expect(abs(map.camera.zoom - (zoom + MapView.doubleTapZoom)) < 1e-9)
    #expect(offset(of: under, from: p) < 0.5)
  }

  /// The digger, pressed at his feet and dragged a few points a report by
  /// the mouse or a finger, lands on the place under the pointer.
  @Test(arguments: DeviceInput.Pointer.allCases)
  func theDiggerFollowsADragOfSmallMoves(pointer: DeviceInput.Pointer) throws {
    let marker = app.root.startMap.marker
    let feet = map.convert(map.point(for: marker.coordinate), to: nil)
    let end = CGPoint(x: feet.x + 90, y: feet.y - 30)
    let goal = coordinate(at: end)
    let nearby = coordinate(at: CGPoint(x: end.x + 1, y: end.y))
    var input = DeviceInput()
    input.drag(pointer, from: feet, to: end)
    try play(input.text + "\nwait 1")
    let landed = app.root.startMap.currentLocation
    #expect(landed.distance(to: goal) <= goal.distance(to: nearby), "\(landed) against \(goal)")
  }
}
