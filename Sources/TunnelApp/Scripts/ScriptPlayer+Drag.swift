import Foundation
import Geo
import Map
import Platform
import ViewKit

/// `dig` and `drag-target`: the marker dragged to a place as a person
/// would drag it, a leg at a time, after waiting for what moves and
/// bringing the marker back into sight.
extension ScriptPlayer {
  /// The most drags one `dig` or `drag-target` may take.
  static let dragLegs = 200
  /// The longest a `dig` or `drag-target` waits, in seconds of the run's
  /// clock, for the panes or the map to stop moving before its next drag:
  /// far longer than any of the app's animations, slowed ten times.
  static let longestWait = 120.0
  /// How near a map's edge, in points, a drag may start or end: a marker
  /// nearer than this (or beyond) is out of sight, brought back first.
  static let dragMargin = 30.0

  /// Why a drag could not be played: no room to drag in, something over
  /// the marker, the map still moving after `longestWait`, or the place
  /// still not reached when the drags ran out. A drag moves at most a
  /// pane's inner box, and after each drop the map returns to its usual
  /// span, so a far place takes tens of drags: from Denmark to 74.7°S
  /// 158.7°W in a 480-point window, more than 40.
  enum DragFailure: Error, CustomStringConvertible {
    case tooSmall(CGSize)
    case notReached(Coordinate, drags: Int)
    case covered(by: View)
    case stillMoving(seconds: Double)

    var description: String {
      switch self {
      case .tooSmall(let size):
        "the map is \(Int(size.width))×\(Int(size.height)) points: too small to drag in"
      case .covered(let view):
        "the marker is covered by a \(type(of: view)) and cannot be dragged"
      case .notReached(let place, let drags):
        String(
          format: "%.4f,%.4f is not reached in %d drags",
          place.latitude, place.longitude, drags)
      case .stillMoving(let seconds):
        "the panes or the map were still moving after \(Int(seconds)) s"
      }
    }
  }

  /// True when the marker stands still where a press finds it: the map
  /// and the views it is in are not animated (an animation without user
  /// interaction takes no touches; the map's own follow after a drop moves
  /// the marker), the marker has landed from its last drag, and a frame has
  /// put it on its coordinate (annotations are placed as the map draws).
  static func isSettled(_ controller: MapViewController) -> Bool {
    let map = controller.mapView
    let marker = controller.marker
    let moving = sequence(first: map, next: \.superview).contains {
      $0.isAnimatingWithoutInteraction
    }
    let anchor = marker.convert(anchor(of: marker), to: map)
    let placed = map.point(for: marker.coordinate)
    return !moving && marker.dragState == .none && map.presentationCamera == map.camera
      && abs(anchor.x - placed.x) < 0.5 && abs(anchor.y - placed.y) < 0.5
  }

  /// Drags the marker of `controller` to `target`: at most `legs` drags,
  /// each ending at least `dragMargin` points inside the map's edge; after
  /// each drop the map follows the marker, and the next leg is planned
  /// from there. As a person would: the radar turns the panes back from
  /// the names first; a turn, a resize's move or the map's own move is
  /// waited for (waits are not drags, so slow animations take as many
  /// drags; `longestWait` bounds them); and a marker out of sight is
  /// brought back by panning the map (`bringIntoSight`).
  func drag(
    _ controller: MapViewController, to target: Coordinate, line: Int, legs: Int = dragLegs,
    waited: Double = 0
  ) throws -> [Step] {
    // A cap, so a script cannot drag for ever; running out is an error.
    guard legs > 0 else { throw DragFailure.notReached(target, drags: Self.dragLegs) }
    let next: (Int, Double) -> Step = { [unowned self] legs, waited in
      .plan(line: line) {
        try self.drag(controller, to: target, line: line, legs: legs, waited: waited)
      }
    }
    let map = controller.mapView
    // Plan from laid-out geometry: the first turn runs before the first
    // frame, when the window has not been laid out yet (as UIKit code
    // calls layoutIfNeeded() before reading frames).
    map.window?.layoutIfNeeded()
    if root.panesAreTurning || root.panesFollowAResize || root.showingGeo
      || !Self.isSettled(controller)
    {
      guard waited < Self.longestWait else { throw DragFailure.stillMoving(seconds: waited) }
      let turnBack = root.showingGeo && !root.panesAreTurning ? clickRadar() : []
      return turnBack + [.wait(0.25), next(legs, waited + 0.25)]
    }
    let start = markerPoint(of: controller)
    let inner = map.convert(map.bounds.insetBy(dx: Self.dragMargin, dy: Self.dragMargin), to: nil)
    guard inner.width > 0, inner.height > 0 else { throw DragFailure.tooSmall(map.bounds.size) }
    if !inner.contains(start) {
      return try bringIntoSight(start, on: map, inner: inner) + [next(legs - 1, 0)]
    }
    // A press there must reach the map: something over it (the help) would
    // take the drag, and the marker would never move.
    try expectMap(map, at: start)
    let goal = map.convert(map.point(for: target), to: nil)
    guard let end = Self.clamp(from: start, toward: goal, inside: inner) else {
      throw DragFailure.tooSmall(map.bounds.size)
    }
    return dragSteps(from: start, to: end) + (end != goal ? [next(legs - 1, 0)] : [])
  }

  /// Where the marker's anchor is, in the window.
  private func markerPoint(of controller: MapViewController) -> CGPoint {
    controller.marker.convert(Self.anchor(of: controller.marker), to: nil)
  }

  /// The point of `marker` that stands on its coordinate, in its bounds.
  static func anchor(of marker: AnnotationView) -> CGPoint {
    CGPoint(
      x: marker.bounds.width * marker.anchorPoint.x, y: marker.bounds.height * marker.anchorPoint.y)
  }

  /// Throws unless a press at `point` (in the window) reaches `map`.
  private func expectMap(_ map: MapView, at point: CGPoint) throws {
    if let hit = map.window?.hitTest(point, with: nil), !hit.isDescendant(of: map) {
      throw DragFailure.covered(by: hit)
    }
  }

  /// A pan of the map that moves the marker, at `marker` in the window and
  /// out of sight, toward the middle of `inner` (the map's box less its
  /// margin): a drag of the map's background as long as the box allows,
  /// centred on the box's middle, so it starts and ends inside the map
  /// and away from the marker.
  private func bringIntoSight(_ marker: CGPoint, on map: MapView, inner: CGRect) throws -> [Step] {
    let middle = CGPoint(x: inner.midX, y: inner.midY)
    var delta = CGPoint(x: middle.x - marker.x, y: middle.y - marker.y)
    let shrink = min(1, inner.width / max(abs(delta.x), 1), inner.height / max(abs(delta.y), 1))
    delta = CGPoint(x: delta.x * shrink, y: delta.y * shrink)
    let start = CGPoint(x: middle.x - delta.x / 2, y: middle.y - delta.y / 2)
    let end = CGPoint(x: middle.x + delta.x / 2, y: middle.y + delta.y / 2)
    try expectMap(map, at: start)
    return dragSteps(from: start, to: end)
  }

  /// A press at `start`, ten moves to `end` a frame apart, and the release,
  /// then time for the map to settle.
  private func dragSteps(from start: CGPoint, to end: CGPoint) -> [Step] {
    var steps: [Step] = [.event(.mouseDown(start, .left)), .wait(0.25)]
    for i in 1...10 {
      let t = Double(i) / 10
      let p = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
      steps += [.event(.mouseDragged(p, .left)), .wait(1.0 / 60)]
    }
    return steps + [.event(.mouseUp(end, .left)), .wait(0.8)]
  }

  /// The point where the segment from `start` to `goal` leaves `box`, or
  /// `goal` itself when it is inside. Nil when there is no such point: a
  /// box with no area (a map not laid out, or too small to drag in) or a
  /// point that is not finite.
  static func clamp(from start: CGPoint, toward goal: CGPoint, inside box: CGRect) -> CGPoint? {
    let values = [start.x, start.y, goal.x, goal.y, box.minX, box.minY, box.maxX, box.maxY]
    guard values.allSatisfy(\.isFinite), box.width > 0, box.height > 0 else { return nil }
    if box.contains(goal) { return goal }
    var t = 1.0
    let dx = goal.x - start.x
    let dy = goal.y - start.y
    if dx > 0 { t = min(t, (box.maxX - start.x) / dx) }
    if dx < 0 { t = min(t, (box.minX - start.x) / dx) }
    if dy > 0 { t = min(t, (box.maxY - start.y) / dy) }
    if dy < 0 { t = min(t, (box.minY - start.y) / dy) }
    t = max(t, 0)
    return CGPoint(x: start.x + dx * t, y: start.y + dy * t)
  }
}
