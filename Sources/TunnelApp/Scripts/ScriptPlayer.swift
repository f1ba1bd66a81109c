import Foundation
import Geo
import Map
import Platform
import ViewKit

/// Plays a script into the app as input events, on the normal event path:
/// mouse downs, drags and ups at the places a person would press, and keys.
/// It never calls the app's model methods.
///
/// Time comes from outside: the run loop calls `step(now:)` at the time it
/// last asked for, with the real clock in a window and a virtual one
/// headless, so the same steps play the same way in both.
@MainActor
public final class ScriptPlayer {
  /// What to do next: send an event, wait, or work out more steps from the
  /// app's state at that moment (which may fail, naming its line).
  enum Step {
    case event(InputEvent)
    case wait(Double)
    case plan(line: Int, () throws -> [Step])
    /// A command's steps are over: `afterEachCommand` runs.
    case checkpoint(line: Int)
  }

  /// Where the script's pointer is and whether its button is down, for
  /// `mouse move` (a drag while down) and `release`. A class, so that a
  /// session's runs share it as they share the window: a press in one run
  /// is released in the next.
  public final class Pointer {
    public internal(set) var location: CGPoint?
    public internal(set) var isDown = false
    /// The `touch` fingers down, by number, and where each is.
    public internal(set) var fingers: [Int: CGPoint] = [:]
    public init() {}
  }

  /// The script's name, for messages, and where its commands come from:
  /// a script's list, or a generator that looks at the app first (the
  /// soak's), asked for the next command once the last has played.
  private let name: String
  private var next: () -> (line: Int, command: Script.Command)?
  let root: RootViewController
  private let send: (InputEvent) -> Void
  private let screenshot: (String) throws -> Void
  private let resize: (CGSize) -> Void
  private var steps: [Step] = []
  private let mouse: Pointer
  /// Called after each command has played (its events sent, its waits
  /// over) with its line; what it throws stops the script there, as a
  /// failing command does (`AppSession.checksInvariants`).
  var afterEachCommand: ((Int) throws -> Void)?

  /// `send` delivers an event as the platform would; `screenshot` saves the
  /// current frame; `resize` resizes the window as a person would
  /// (`Application.resizeWindow(to:)`); `pointer` is where the mouse is,
  /// shared by the runs of one session.
  public convenience init(
    script: Script, root: RootViewController, send: @escaping (InputEvent) -> Void,
    screenshot: @escaping (String) throws -> Void, resize: @escaping (CGSize) -> Void,
    pointer: Pointer = Pointer()
  ) {
    var commands = script.commands.makeIterator()
    self.init(
      name: script.name, commands: { commands.next() }, root: root, send: send,
      screenshot: screenshot, resize: resize, pointer: pointer)
  }

  /// Plays the commands `commands` gives, one at a time, until it gives
  /// nil; each is asked for once the one before has played.
  public init(
    name: String, commands: @escaping () -> (line: Int, command: Script.Command)?,
    root: RootViewController, send: @escaping (InputEvent) -> Void,
    screenshot: @escaping (String) throws -> Void, resize: @escaping (CGSize) -> Void,
    pointer: Pointer = Pointer()
  ) {
    self.name = name
    next = commands
    self.root = root
    self.send = send
    self.screenshot = screenshot
    self.resize = resize
    mouse = pointer
  }

  /// Runs every step that is due at `now`. Returns the time the next step
  /// is due, or nil once the script is done. A command that fails throws
  /// "script FILE:LINE: what went wrong", and the script stops there.
  public func step(now: Double) throws(Script.Error) -> Double? {
    while true {
      if steps.isEmpty {
        guard let (line, command) = next() else { return nil }
        steps = steps(for: command, line: line) + [.checkpoint(line: line)]
      }
      switch steps.removeFirst() {
      case .event(let event):
        send(event)
        if event == .quit {  // nothing plays after a quit
          steps.removeAll()
          next = { nil }
        }
      case .wait(let seconds): return now + seconds
      case .plan(let line, let make):
        do {
          steps.insert(contentsOf: try make(), at: 0)
        } catch {
          (steps, next) = ([], { nil })
          throw Script.Error(description: "script \(name):\(line): \(error)")
        }
      case .checkpoint(let line):
        do {
          try afterEachCommand?(line)
        } catch {
          (steps, next) = ([], { nil })
          throw Script.Error(description: "script \(name):\(line): \(error)")
        }
      }
    }
  }

  private func steps(for command: Script.Command, line: Int) -> [Step] {
    switch command {
    case .dig(let target):
      return [
        .plan(line: line) { [unowned self] in
          try self.drag(self.root.startMap, to: target, line: line)
        }
      ]
    case .dragTarget(let target):
      return [
        .plan(line: line) { [unowned self] in
          try self.drag(self.root.targetMap, to: target, line: line)
        }
      ]
    case .clickRadar:
      return [.plan(line: line) { [unowned self] in self.clickRadar() }]
    case .clickDetails(let bottom):
      return [.plan(line: line) { [unowned self] in try self.clickDetails(bottom: bottom) }]
    case .clickNavigation(let target, let bottom):
      return [
        .plan(line: line) { [unowned self] in try self.clickNavigation(target, bottom: bottom) }
      ]
    case .pressRadar:
      return [.plan(line: line) { [unowned self] in self.press(at: self.radarCenter()) }]
    case .release:
      return [.plan(line: line) { [unowned self] in try self.release() }]
    case .mouseDown(let point):
      return [.plan(line: line) { [unowned self] in self.press(at: point) }]
    case .mouseMove(let point):
      return [.plan(line: line) { [unowned self] in self.move(to: point) }]
    case .mouseUp(let point):
      return [.plan(line: line) { [unowned self] in self.lift(at: point) }]
    case .touchDown(let id, let point):
      mouse.fingers[id] = point
      return [.event(.fingerDown(id: id, at: point))]
    case .touchMove(let id, let point):
      mouse.fingers[id] = point
      return [.event(.fingerMoved(id: id, at: point))]
    case .touchUp(let id, let point):
      mouse.fingers[id] = nil
      return [.event(.fingerUp(id: id, at: point))]
    case .key(let name):
      let key = Self.key(named: name)
      return [.event(.keyDown(key)), .event(.keyUp(key))]
    case .resize(let size):
      return [
        .plan(line: line) { [unowned self] in
          self.resize(size)
          return []
        }
      ]
    case .wait(let seconds): return [.wait(seconds)]
    case .screenshot(let path):
      return [
        .plan(line: line) { [unowned self] in
          do { try self.screenshot(path) } catch {
            throw ScreenshotFailure(path: path, reason: "\(error)")
          }
          return []
        }
      ]
    case .quit: return [.event(.quit)]
    }
  }

  /// Why a `screenshot` command wrote nothing.
  struct ScreenshotFailure: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "could not write the screenshot \(path): \(reason)" }
  }

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
  private static func isSettled(_ controller: MapViewController) -> Bool {
    let map = controller.mapView
    let marker = controller.marker
    let moving = sequence(first: map, next: \.superview).contains {
      $0.isAnimatingWithoutInteraction
    }
    let anchor = CGPoint(
      x: marker.frame.minX + marker.bounds.width * marker.anchorPoint.x,
      y: marker.frame.minY + marker.bounds.height * marker.anchorPoint.y)
    let placed = map.point(for: marker.coordinate)
    return !moving && marker.dragState == .none && map.presentationCamera == map.camera
      && abs(anchor.x - placed.x) < 0.5 && abs(anchor.y - placed.y) < 0.5
  }

  private func clickRadar() -> [Step] {
    let center = radarCenter()
    return [.event(.mouseDown(center, .left)), .wait(0.05), .event(.mouseUp(center, .left))]
  }

  /// The radar's centre in the window, laid out first.
  private func radarCenter() -> CGPoint {
    let radar = root.radarButton
    radar.window?.layoutIfNeeded()
    return radar.convert(radar.bounds.center, to: nil)
  }

  // MARK: The pointer, for mouse commands

  private func press(at point: CGPoint) -> [Step] {
    (mouse.location, mouse.isDown) = (point, true)
    return [.event(.mouseDown(point, .left))]
  }

  private func move(to point: CGPoint) -> [Step] {
    mouse.location = point
    return [.event(mouse.isDown ? .mouseDragged(point, .left) : .mouseMoved(point))]
  }

  private func lift(at point: CGPoint) -> [Step] {
    (mouse.location, mouse.isDown) = (point, false)
    return [.event(.mouseUp(point, .left))]
  }

  /// Why a `release` could not be played.
  struct NothingPressed: Error, CustomStringConvertible {
    var description: String { "'release' with no mouse button down" }
  }

  private func release() throws -> [Step] {
    guard mouse.isDown, let location = mouse.location else { throw NothingPressed() }
    return lift(at: location)
  }

  /// Drags the marker of `controller` to `target`: at most `legs` drags,
  /// each ending at least `dragMargin` points inside the map's edge; after
  /// each drop the map follows the marker, and the next leg is planned
  /// from there. As a person would: the radar turns the panes back from
  /// the names first; a turn, a resize's move or the map's own move is
  /// waited for (waits are not drags, so slow animations take as many
  /// drags; `longestWait` bounds them); and a marker out of sight is
  /// brought back by panning the map (`bringIntoSight`).
  private func drag(
    _ controller: MapViewController, to target: Coordinate, line: Int, legs: Int = dragLegs,
    waited: Double = 0
  ) throws -> [Step] {
    // A cap, so a script cannot drag for ever; running out is an error.
    guard legs > 0 else { throw DragFailure.notReached(target, drags: Self.dragLegs) }
    let next: (Int, Double) -> Step = { [unowned self] legs, waited in
      .plan(line: line) { try self.drag(controller, to: target, line: line, legs: legs, waited: waited) }
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
    let marker = controller.marker
    let anchor = CGPoint(
      x: marker.bounds.width * marker.anchorPoint.x, y: marker.bounds.height * marker.anchorPoint.y)
    return marker.convert(anchor, to: nil)
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

  /// A key as SDL names it, from a script's spelling ("space", "shift+up"):
  /// a name in `KeyTable` (with "shift+" before it, or not), else a single
  /// character as its key (a letter in capitals) or SDL's own name.
  nonisolated static func key(named name: String) -> Key {
    if let chord = KeyTable.chord(scriptName: name) {
      return Key(name: chord.name, modifiers: chord.modifiers)
    }
    var parts = name.split(separator: "+").map(String.init)
    if name.hasSuffix("++") || name == "+" { parts = Array(parts.dropLast()) + ["+"] }
    let base = parts.last ?? name
    let modifiers: KeyModifiers =
      parts.dropLast().contains { $0.lowercased() == "shift" } ? .shift : []
    let chord = KeyTable.chord(scriptName: base)
    let sdlName = chord?.name ?? (base.count == 1 ? base.uppercased() : base)
    return Key(name: sdlName, modifiers: modifiers.union(chord?.modifiers ?? []))
  }

}
