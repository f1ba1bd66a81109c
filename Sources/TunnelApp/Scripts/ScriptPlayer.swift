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
    case .clickTab(let tab):
      return [.plan(line: line) { [unowned self] in try self.clickTab(tab) }]
    case .clickPageEdge(let next):
      return [.plan(line: line) { [unowned self] in try self.clickPageEdge(next: next) }]
    case .clickPlace(let row):
      return [.plan(line: line) { [unowned self] in try self.clickPlace(row) }]
    case .clickSavePlace:
      return [.plan(line: line) { [unowned self] in try self.clickSavePlace() }]
    case .clickOutside:
      return [.plan(line: line) { [unowned self] in try self.clickOutside() }]
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

  func clickRadar() -> [Step] {
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
