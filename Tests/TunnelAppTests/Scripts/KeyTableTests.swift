import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The key table is the one list of keys: the help overlay, README's key
/// table and a script's key names are made from it or checked against it,
/// and the keyboard answers what it says.
@Suite(.serialized) @MainActor
struct KeyTableTests {
  /// README's key table: the rows after its `| key | action |` header.
  static func readmeKeyRows() throws -> [String] {
    let readme = try String(
      contentsOf: DocumentationFiles.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    let header = try #require(lines.firstIndex(of: "| key | action |"))
    return Array(lines[(header + 2)...].prefix { $0.hasPrefix("|") })
  }

  @Test func readmesKeyTableIsTheKeyTable() throws {
    #expect(try Self.readmeKeyRows() == KeyTable.markdownRows)
  }

  @Test func theGuidesKeysTabListsTheKeyTableAndItsInstrumentsTabTheInstruments() {
    let guide = GuideViewController()
    #expect(guide.keysTab.lines == KeyTable.helpLines)
    let instruments = KeyTable.rows.filter { $0.bindings.contains { $0.action.isInstrument } }
    #expect(guide.instrumentsTab.lines.count == instruments.count)
    #expect(instruments.map(\.keys) == ["S", "I", "P", ". and ,", "G", "[ and ]", "{ and }", "W"])
    #expect(guide.instrumentsTab.lines.allSatisfy { KeyTable.helpLines.contains($0) })
    #expect(guide.keysTab.lines.contains("Q — quit"))
  }

  @Test func everyScriptNameOfTheTablePressesItsKey() {
    for binding in KeyTable.bindings {
      for name in binding.scriptNames {
        let key = ScriptPlayer.key(named: name)
        #expect(
          key.name == binding.chord.name && key.modifiers == binding.chord.modifiers, "\(name)")
        #expect(
          KeyTable.action(key: key.name, modifiers: key.modifiers) == binding.action, "\(name)")
      }
    }
  }

  @Test func scriptNamesAreUniqueAndEveryChordOnce() {
    let names = KeyTable.bindings.flatMap { $0.scriptNames.map { $0.lowercased() } }
    #expect(Set(names).count == names.count)
    let chords = KeyTable.bindings.map(\.chord)
    #expect(Set(chords).count == chords.count)
  }

  @Test func shiftPicksTheShiftedChordAndOtherwiseRidesAlong() {
    #expect(KeyTable.action(key: "[", modifiers: .shift) == .eyeDistance(steps: -1))
    #expect(KeyTable.action(key: "[", modifiers: []) == .meshGrid(steps: -1))
    #expect(KeyTable.action(key: "/", modifiers: .shift) == .help)
    #expect(KeyTable.action(key: "/", modifiers: []) == nil)
    #expect(KeyTable.action(key: "Q", modifiers: .shift) == .quit)
    #expect(KeyTable.action(key: "Up", modifiers: .shift) == .nudge(latitude: 1, longitude: 0))
  }

  @Test func theSlowAnimationsKeyIsApplicationsAndTheRootLetsItPass() throws {
    #expect(KeyTable.action(key: Application.slowAnimationsKey, modifiers: []) == .slowAnimations)
    let app = try freshSession(size: CGSize(width: 600, height: 600))
    try app.runHeadless(try Script(text: "key S\nwait 0.1", name: "test"))
    #expect(app.virtualEngine.slowAnimations)
    try app.runHeadless(try Script(text: "key s\nwait 0.1", name: "test"))
    #expect(!app.virtualEngine.slowAnimations)
  }

  @Test func keypadEnterTurnsThePanesAndEqualsZooms() throws {
    let app = try freshSession(size: CGSize(width: 600, height: 600))
    try app.runHeadless(try Script(text: "wait 0.5", name: "settle"))
    let zoom = app.root.startMap.mapView.camera.zoom
    let events = try lifecycleEvents {
      try app.runHeadless(try Script(text: "key =\nkey keypad-enter\nwait 1.5", name: "keys"))
    }
    #expect(abs(app.root.startMap.mapView.camera.zoom - (zoom + 1)) < 1e-9)
    #expect(events.contains("root transitionBegin:startMap->startGeo"))
  }
}
