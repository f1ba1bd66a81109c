import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The app end to end, headless: scripts played through the event path,
/// the trace, the labels and the saved state checked.
@Suite(.serialized) @MainActor
final class AppSessionTests {
  let stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tunnel-state-\(UUID())")

  func session(start: Coordinate? = nil, restore: Bool = false) throws -> AppSession {
    var options = AppOptions()
    options.start = start
    options.restore = restore
    options.size = CGSize(width: 600, height: 600)
    options.stateStore = DigSiteStore(path: stateDirectory.appendingPathComponent("dig-site").path)
    return try AppSession(options: options, catalog: .default())
  }

  func play(_ session: AppSession, _ text: String) throws {
    try session.runHeadless(try Script(text: text, name: "test"))
  }

  /// The trace of `body`, label lines apart.
  func trace(_ body: () throws -> Void) rethrows -> [String] {
    let tracer = LifecycleTracer(clock: VirtualClock())
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = nil }
    try body()
    // The radar's pan fails on every click (`HandTurnTests` reads its lines).
    return tracer.events.filter { !$0.contains(" label ") && !$0.hasPrefix("pan(radar) ") }
  }

  @Test func aRadarPressTurnsBothPanesInTheArticlesOrder() throws {
    let app = try session()
    let events = try trace { try play(app, "wait 0.3\nclick radar\nwait 1") }
    #expect(
      events == [
        // Loaded ahead of the press, at the root's first layout
        // (RootViewController+TurnAhead.swift).
        "startGeo viewDidLoad", "targetGeo viewDidLoad",
        "startGeo willMoveToParent:root", "startMap willMoveToParent:nil",
        "root transitionBegin:startMap->startGeo", "startMap viewWillDisappear",
        "startGeo viewWillAppear",
        "targetGeo willMoveToParent:root",
        "targetMap willMoveToParent:nil",
        "root transitionBegin:targetMap->targetGeo", "targetMap viewWillDisappear",
        "targetGeo viewWillAppear",
        "startMap viewDidDisappear", "startGeo viewDidAppear",
        "root transitionEnd:startMap->startGeo:finished=true", "startGeo didMoveToParent:root",
        "startMap didMoveToParent:nil",
        "targetMap viewDidDisappear", "targetGeo viewDidAppear",
        "root transitionEnd:targetMap->targetGeo:finished=true", "targetGeo didMoveToParent:root",
        "targetMap didMoveToParent:nil",
      ])
    let back = try trace { try play(app, "click radar\nwait 1") }
    #expect(back.first == "startMap willMoveToParent:root")
    #expect(back.contains("root transitionBegin:startGeo->startMap"))
    #expect(back.last == "targetGeo didMoveToParent:nil")
    #expect(!back.contains { $0.hasSuffix("viewDidLoad") })  // loaded once, ahead of the first flip
  }

  @Test func theLabelsNameDenmarkAndTheSouthPacific() throws {
    let app = try session()
    var labels: [String] = []
    let tracer = LifecycleTracer(clock: VirtualClock())
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = nil }
    try play(app, "click radar\nwait 1")
    labels = tracer.events.filter { $0.contains(" label ") }
    #expect(app.root.startGeo.label.text.hasSuffix(", Denmark"))
    #expect(app.root.targetGeo.label.text.contains("South Pacific"))
    #expect(labels.contains("startGeo label \"Thinking…\""))
    #expect(labels.contains("targetGeo label \"Thinking…\""))
  }

  @Test func theRadarIsDisabledWhileThePanesTurn() throws {
    let app = try session()
    try play(app, "click radar\nwait 0.1")
    #expect(!app.root.radarButton.isEnabled)
    try play(app, "wait 1")
    #expect(app.root.radarButton.isEnabled)
  }

  @Test func fiftyPressesInASecondLeaveOnePanePerContainer() throws {
    let app = try session()
    var ends = 0
    let events = try trace {
      try play(app, String(repeating: "click radar\nwait 0.02\nkey space\n", count: 25) + "wait 2")
    }
    ends = events.filter { $0.hasPrefix("root transitionEnd") }.count
    #expect(events.filter { $0.hasPrefix("root transitionBegin") }.count == ends)
    #expect(ends >= 2 && ends % 2 == 0)
    #expect(
      app.root.topContainer.subviews.count == 1 && app.root.bottomContainer.subviews.count == 1)
    #expect(app.root.children.count == 2)
    #expect(app.root.radarButton.isEnabled)
  }

  @Test func draggingTheDiggerMovesTheXToTheAntipode() throws {
    let app = try session()
    try play(app, "wait 0.3\ndig 52.0 13.0\nwait 1")
    let dig = app.root.startMap.currentLocation
    let x = app.root.targetMap.currentLocation
    #expect(abs(dig.latitude - 52.0) < 0.5 && abs(dig.longitude - 13.0) < 0.5, "\(dig)")
    #expect(abs(x.latitude - dig.antipode.latitude) < 0.01)
    #expect(abs(Coordinate.normalizedLongitude(x.longitude - dig.antipode.longitude)) < 0.01)
  }

  @Test func draggingTheXMovesTheDigger() throws {
    let app = try session()
    let target = Coordinate(latitude: -50.0, longitude: -170.0)!
    try play(app, "wait 0.3\ndrag-target -50.0 -170.0\nwait 1")
    let x = app.root.targetMap.currentLocation
    let dig = app.root.startMap.currentLocation
    #expect(x.distance(to: target) < 50_000, "\(x)")
    #expect(abs(dig.latitude - x.antipode.latitude) < 0.01)
    #expect(abs(Coordinate.normalizedLongitude(dig.longitude - x.antipode.longitude)) < 0.01)
  }

  @Test func theDigSiteIsRememberedAndACorruptFileIgnored() throws {
    let first = try session(start: Coordinate(latitude: -33.87, longitude: 151.2)!, restore: true)
    try play(first, "quit")
    let second = try session(restore: true)
    #expect(abs(second.root.startMap.currentLocation.latitude + 33.87) < 1e-6)
    try Data("not a place".utf8).write(to: stateDirectory.appendingPathComponent("dig-site"))
    let third = try session(restore: true)
    #expect(third.root.startMap.currentLocation == AppOptions.westJutland)
    #expect(
      third.warnings.count == 1 && third.warnings[0].hasPrefix("ignoring the unreadable dig site"))
  }

  @Test func aMoveReadiesTheGeoPanelsAtTheLoopsNextIdleMomentNotInTheMovesTurn() throws {
    let app = try session()
    try play(app, "wait 0.3")
    let root = app.root
    root.startMap.nudge(latitude: 2, longitude: 0)  // as an arrow key does
    #expect(root.turnsAheadPending)
    #expect(root.startGeo.location != root.startMap.currentLocation)  // not yet
    try play(app, "wait 0.5")
    #expect(!root.turnsAheadPending)
    #expect(root.startGeo.location == root.startMap.currentLocation)
    #expect(root.targetGeo.location == root.targetMap.currentLocation)
  }

  @Test func aTurnThatStartsBeforeTheIdleMomentReadiesThePanelsFirst() throws {
    let app = try session()
    try play(app, "wait 0.3")
    let root = app.root
    root.startMap.nudge(latitude: 2, longitude: 0)
    try play(app, "click radar\nwait 1")
    #expect(!root.turnsAheadPending)
    #expect(root.startGeo.location == root.startMap.currentLocation)
    let name = root.startGeo.label.text  // the new place's, not the old one's
    #expect(!name.hasSuffix(", Denmark") && name != "Thinking…" && !name.isEmpty)
  }

  @Test func malformedScriptsNameTheLine() {
    #expect(throws: Script.Error.self) { try Script(text: "wait 1\ndig 95 0\n", name: "s") }
    let error = #expect(throws: Script.Error.self) {
      try Script(text: "click radar\nfly\n", name: "s")
    }
    #expect(error?.description == "script s:2: unknown command 'fly'")
  }
}
