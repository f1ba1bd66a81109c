import Foundation
import Platform
import ViewKit

/// A key as SDL names it, and the modifiers it must be pressed with.
struct KeyChord: Hashable, Sendable {
  let name: String
  let modifiers: KeyModifiers

  init(_ name: String, _ modifiers: KeyModifiers = []) {
    self.name = name
    self.modifiers = modifiers
  }

  /// True for this key pressed with at least these modifiers.
  func matches(key: String, modifiers: KeyModifiers) -> Bool {
    key == name && modifiers.isSuperset(of: self.modifiers)
  }
}

/// What a key does in the app.
enum KeyAction: Equatable, Sendable {
  case radar
  /// Moves the digger this many degrees (ten times as far with Shift).
  case nudge(latitude: Double, longitude: Double)
  case zoom(levels: Double)
  /// Slow animations: `Application` handles it at the end of the
  /// responder chain, so the root lets the key pass.
  case slowAnimations
  case cycleTransition
  case memoryWarning
  case help
  /// Turns a hand turn back, puts the help or the details away; a drag of
  /// the digger hears it first (`AnnotationView`) and is cancelled.
  case escape
  case quit
  case inspector
  case pause
  case stepClock(frames: Int)
  case wireframe
  case meshGrid(steps: Int)
  case eyeDistance(steps: Int)
  case wrongWay
  /// Hides or shows the Places list (`TunnelSplitViewController.toggleSidebar`).
  case sidebar
  /// Saves the dig site in the Places list.
  case savePlace
}

extension KeyAction {
  /// True for the keys of the teaching instruments (`Docs/instruments.md`).
  nonisolated var isInstrument: Bool {
    switch self {
    case .slowAnimations, .inspector, .pause, .stepClock, .wireframe, .meshGrid, .eyeDistance,
      .wrongWay:
      true
    default: false
    }
  }
}

/// One key of the table: the key, what it does, and the script's name for it.
struct KeyBinding: Sendable {
  let chord: KeyChord
  let action: KeyAction
  /// How a script's `key` command names it ("space", "shift+["), and any
  /// other names it takes.
  let scriptNames: [String]

  init(chord: KeyChord, action: KeyAction, scriptName: String, aliases: [String] = []) {
    self.chord = chord
    self.action = action
    scriptNames = [scriptName] + aliases
  }
}

/// One line of the Guide's Keys tab: the keys as it writes them, what they
/// do, and the bindings behind them.
struct KeyRow: Sendable {
  let keys: String
  let words: String
  let bindings: [KeyBinding]

  /// The row as the Guide writes it: "Q — quit" (code named in Markdown's
  /// backticks, plain).
  var line: String { "\(keys) — \(words.replacingOccurrences(of: "`", with: ""))" }
}

/// Every key the app answers, once: the keyboard dispatches from it
/// (`RootViewController+Keyboard.swift`), the Guide's Keys and Instruments
/// tabs and README's key table list it, and a script's `key` command names
/// keys from it. Tests check README's table and the Guide against it
/// (`KeyTableTests`).
///
/// No UIKit counterpart: an app's own table of `UIKeyCommand`s, in effect.
enum KeyTable {
  nonisolated static let rows: [KeyRow] = [
    KeyRow(
      keys: "Space, Return or Enter", words: "radar",
      bindings: [
        KeyBinding(chord: KeyChord("Space"), action: .radar, scriptName: "space"),
        KeyBinding(
          chord: KeyChord("Return"), action: .radar, scriptName: "return", aliases: ["enter"]),
        KeyBinding(chord: KeyChord("Keypad Enter"), action: .radar, scriptName: "keypad-enter"),
      ]),
    KeyRow(
      keys: "arrows", words: "nudge the digger 1°; with Shift, 10°",
      bindings: [
        KeyBinding(
          chord: KeyChord("Up"), action: .nudge(latitude: 1, longitude: 0), scriptName: "up"),
        KeyBinding(
          chord: KeyChord("Down"), action: .nudge(latitude: -1, longitude: 0), scriptName: "down"),
        KeyBinding(
          chord: KeyChord("Left"), action: .nudge(latitude: 0, longitude: -1), scriptName: "left"),
        KeyBinding(
          chord: KeyChord("Right"), action: .nudge(latitude: 0, longitude: 1), scriptName: "right"),
      ]),
    KeyRow(
      keys: "+ and −", words: "zoom both maps",
      bindings: [
        KeyBinding(chord: KeyChord("+"), action: .zoom(levels: 1), scriptName: "plus"),
        KeyBinding(chord: KeyChord("="), action: .zoom(levels: 1), scriptName: "="),
        KeyBinding(
          chord: KeyChord("Keypad +"), action: .zoom(levels: 1), scriptName: "keypad-plus"),
        KeyBinding(chord: KeyChord("-"), action: .zoom(levels: -1), scriptName: "minus"),
        KeyBinding(
          chord: KeyChord("Keypad -"), action: .zoom(levels: -1), scriptName: "keypad-minus"),
      ]),
    row(
      Application.slowAnimationsKey, .slowAnimations,
      "slow animations ×\(Int(AnimationEngine.slowAnimationsFactor))"),
    row(
      "T", .cycleTransition,
      "the transition style: flip, slide, dissolve, curl (the details follow)"),
    row(
      "M", .memoryWarning,
      "a memory warning, with unloading on: the hidden panels unload their views"),
    row(
      "L", .sidebar,
      "hide or show the Places list (in a narrow window, show the list or the tunnel)"),
    row("B", .savePlace, "save the dig site in the Places list"),
    row(
      "Escape", .escape,
      "cancel a drag; turn back a hand turn; pop a map pushed on the details, or put them away",
      keys: "Esc", scriptNames: ["escape", "esc"]),
    KeyRow(
      keys: "?", words: "the Guide: keys, touch, instruments, the article; ? or Esc dismisses it",
      bindings: [
        KeyBinding(chord: KeyChord("?"), action: .help, scriptName: "question"),
        // SDL names ? as Shift with / on most layouts.
        KeyBinding(chord: KeyChord("/", .shift), action: .help, scriptName: "shift+/"),
      ]),
    row("Q", .quit, "quit"),
    row(
      "I", .inspector,
      "the inspector: lifecycle log, controllers' state, timing curve, scrub bar"),
    row("P", .pause, "pause or resume the animation clock"),
    KeyRow(
      keys: ". and ,", words: "one frame forward or back, while paused",
      bindings: [
        KeyBinding(chord: KeyChord("."), action: .stepClock(frames: 1), scriptName: "."),
        KeyBinding(chord: KeyChord(","), action: .stepClock(frames: -1), scriptName: ","),
      ]),
    row("G", .wireframe, "the flip's mesh as a wireframe"),
    KeyRow(
      keys: "[ and ]", words: "a coarser or finer mesh, \(meshRange) cells",
      bindings: [
        KeyBinding(chord: KeyChord("["), action: .meshGrid(steps: -1), scriptName: "["),
        KeyBinding(chord: KeyChord("]"), action: .meshGrid(steps: 1), scriptName: "]"),
      ]),
    KeyRow(
      keys: "{ and }", words: "a nearer or farther eye (the perspective distance)",
      bindings: [
        // SDL names { as Shift with [ (and } as Shift with ]) on most layouts.
        KeyBinding(chord: KeyChord("{"), action: .eyeDistance(steps: -1), scriptName: "{"),
        KeyBinding(
          chord: KeyChord("[", .shift), action: .eyeDistance(steps: -1), scriptName: "shift+["),
        KeyBinding(chord: KeyChord("}"), action: .eyeDistance(steps: 1), scriptName: "}"),
        KeyBinding(
          chord: KeyChord("]", .shift), action: .eyeDistance(steps: 1), scriptName: "shift+]"),
      ]),
    row(
      "W", .wrongWay,
      "the wrong way: the radar flips the root view, adds names without `addChild`;"
        + " a details link shows its map without a push"),
  ]

  /// A row of one key, named in scripts by its letter.
  nonisolated private static func row(
    _ name: String, _ action: KeyAction, _ words: String, keys: String? = nil,
    scriptNames: [String]? = nil
  ) -> KeyRow {
    let names = scriptNames ?? [name]
    return KeyRow(
      keys: keys ?? name, words: words,
      bindings: [
        KeyBinding(
          chord: KeyChord(name), action: action, scriptName: names[0],
          aliases: Array(names.dropFirst()))
      ])
  }

  /// "1×1 to 32×16": the grids `[` and `]` step through.
  nonisolated private static var meshRange: String {
    let grids = FlipMeshSettings.grids.compactMap { $0 }
    return "\(grids.first!) to \(grids.last!)"
  }

  nonisolated static let bindings: [KeyBinding] = rows.flatMap(\.bindings)

  /// The script name of the first key that does `action`.
  nonisolated static func scriptName(of action: KeyAction) -> String? {
    bindings.first { $0.action == action }?.scriptNames[0]
  }

  /// What a key does, if it is in the table: of the chords it matches,
  /// the one with the most modifiers (Shift with `[` is `{`, not `[`).
  nonisolated static func action(key: String, modifiers: KeyModifiers) -> KeyAction? {
    bindings.filter { $0.chord.matches(key: key, modifiers: modifiers) }
      .max { $0.chord.modifiers.rawValue < $1.chord.modifiers.rawValue }?.action
  }

  /// The key a script's name stands for (case aside), if the table has it.
  nonisolated static func chord(scriptName name: String) -> KeyChord? {
    let name = name.lowercased()
    return bindings.first { $0.scriptNames.contains { $0.lowercased() == name } }?.chord
  }

  /// The table as the Guide's Keys tab writes it, a line a row.
  nonisolated static var helpLines: [String] { rows.map(\.line) }

  /// The rows of the teaching instruments (slow animations, the inspector,
  /// the clock, the mesh, the eye, the wrong way), as `helpLines` writes
  /// them: the Guide's Instruments tab.
  nonisolated static var instrumentLines: [String] {
    rows.filter { row in row.bindings.contains { $0.action.isInstrument } }.map(\.line)
  }

  /// The table as README's Markdown rows: "| Q | quit |".
  nonisolated static var markdownRows: [String] { rows.map { "| \($0.keys) | \($0.words) |" } }
}
