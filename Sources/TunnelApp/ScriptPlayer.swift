import Foundation
import Geo
import Map
import Platform
import ViewKit

/// Plays a script into the app as input events, on the normal event path:
/// mouse downs, drags and ups at the places a person would press, and keys.
/// It never calls the app's model methods.
///
/// Time comes from outside: `step(now:)` is called every frame, with the
/// real clock in a window and a virtual one headless.
@MainActor
public final class ScriptPlayer {
  /// What to do next: send an event, wait, run a step of the player's own,
  /// or work out more steps from the app's state at that moment.
  enum Step {
    case event(InputEvent)
    case wait(Double)
    case plan(() -> [Step])
  }

  private let root: RootViewController
  private let send: (InputEvent) -> Void
  private let screenshot: (String) throws -> Void
  private var steps: [Step] = []
  private var waitUntil: Double?
  public private(set) var isFinished = false

  /// `send` delivers an event as the platform would; `screenshot` saves the
  /// current frame.
  public init(
    script: Script, root: RootViewController, send: @escaping (InputEvent) -> Void,
    screenshot: @escaping (String) throws -> Void
  ) {
    self.root = root
    self.send = send
    self.screenshot = screenshot
    steps = script.commands.flatMap { steps(for: $0.command) }
  }

  /// Runs every step that is due at `now`; returns false once the script is done.
  public func step(now: Double) throws -> Bool {
    while !isFinished {
      if let until = waitUntil {
        guard now >= until else { return true }
        waitUntil = nil
      }
      guard !steps.isEmpty else {
        isFinished = true
        break
      }
      switch steps.removeFirst() {
      case .event(let event): send(event)
      case .wait(let seconds): waitUntil = now + seconds
      case .plan(let make): steps.insert(contentsOf: make(), at: 0)
      }
    }
    return false
  }

  private func steps(for command: Script.Command) -> [Step] {
    switch command {
    case .dig(let target):
      return [.plan { [unowned self] in self.drag(self.root.startMap, to: target, legs: 40) }]
    case .dragTarget(let target):
      return [.plan { [unowned self] in self.drag(self.root.targetMap, to: target, legs: 40) }]
    case .clickRadar:
      return [
        .plan { [unowned self] in
          let center = self.root.radarButton.convert(self.root.radarButton.bounds.center, to: nil)
          return [.event(.mouseDown(center, .left)), .wait(0.05), .event(.mouseUp(center, .left))]
        }
      ]
    case .key(let name):
      let key = Self.key(named: name)
      return [.event(.keyDown(key)), .event(.keyUp(key))]
    case .wait(let seconds): return [.wait(seconds)]
    case .screenshot(let path):
      return [
        .plan { [unowned self] in
          do { try self.screenshot(path) } catch { self.failure = error }
          return []
        }
      ]
    case .quit: return [.event(.quit)]
    }
  }

  /// The first screenshot that could not be written, if any.
  public private(set) var failure: Swift.Error?

  /// One drag of the marker toward `target`, at most to 30 points inside
  /// the map's edge; after the drop the map follows the marker, and the next
  /// leg is planned then, until the marker is there or the legs run out.
  private func drag(_ controller: MapViewController, to target: Coordinate, legs: Int) -> [Step] {
    let map = controller.mapView
    let marker = controller.marker
    let anchor = CGPoint(
      x: marker.bounds.width * marker.anchorPoint.x, y: marker.bounds.height * marker.anchorPoint.y)
    let start = marker.convert(anchor, to: nil)
    let goal = map.convert(map.point(for: target), to: nil)
    let inner = map.convert(map.bounds.insetBy(dx: 30, dy: 30), to: nil)
    let end = Self.clamp(from: start, toward: goal, inside: inner)
    var steps: [Step] = [.event(.mouseDown(start, .left)), .wait(0.25)]
    for i in 1...10 {
      let t = Double(i) / 10
      let p = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
      steps += [.event(.mouseDragged(p, .left)), .wait(1.0 / 60)]
    }
    steps += [.event(.mouseUp(end, .left)), .wait(0.8)]
    if end != goal && legs > 1 {
      steps.append(.plan { [unowned self] in self.drag(controller, to: target, legs: legs - 1) })
    }
    return steps
  }

  /// The point where the segment from `start` to `goal` leaves `box`, or
  /// `goal` itself when it is inside.
  static func clamp(from start: CGPoint, toward goal: CGPoint, inside box: CGRect) -> CGPoint {
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

  /// A key as SDL names it, from a script's spelling ("space", "shift+up").
  static func key(named name: String) -> Key {
    var parts = name.split(separator: "+").map(String.init)
    if name.hasSuffix("++") || name == "+" { parts = Array(parts.dropLast()) + ["+"] }
    let base = parts.last ?? name
    let modifiers: KeyModifiers =
      parts.dropLast().contains { $0.lowercased() == "shift" } ? .shift : []
    let names = [
      "space": "Space", "return": "Return", "enter": "Return", "escape": "Escape", "esc": "Escape",
      "up": "Up", "down": "Down", "left": "Left", "right": "Right", "plus": "+", "minus": "-",
      "question": "?",
    ]
    let sdlName = names[base.lowercased()] ?? (base.count == 1 ? base.uppercased() : base)
    return Key(name: sdlName, modifiers: modifiers)
  }
}
