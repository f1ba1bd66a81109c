import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// Turning the panes by hand, end to end, headless: press the radar, drag,
/// let go; and the script commands that play it.
@Suite(.serialized) @MainActor
final class HandTurnTests {
  /// A 600-point window: the radar at (300, 300), panes 252 points high,
  /// so a drag of 252 points turns both panes all the way.
  func session() throws -> AppSession {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 600, height: 600)
    return try AppSession(options: options, catalog: .default())
  }

  /// The controllers' trace of a script: the lines of the radar's pan,
  /// which a click and a drag make differently, are in `panLines`.
  func trace(_ app: AppSession, _ text: String) throws -> [String] {
    let tracer = LifecycleTracer(clock: VirtualClock())
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = nil }
    try app.runHeadless(try Script(text: text, name: "test"))
    panLines = tracer.events.filter { $0.hasPrefix("pan(radar) ") }
    return controllerLines(tracer.events)
  }

  func controllerLines(_ events: [String]) -> [String] {
    events.filter { !$0.contains(" label ") && !$0.hasPrefix("pan(radar) ") }
  }

  /// The radar pan's state changes in the last `trace`.
  var panLines: [String] = []

  /// Press the radar, drag down to `fraction` of a whole turn, hold still, let go.
  func handTurn(to fraction: Double, thenKey key: String? = nil) -> String {
    let y = 300 + 252 * fraction
    var text = "wait 0.3\npress radar\nmouse move 300 303\nmouse move 300 \(y)\nwait 0.2\n"
    if let key { text += "key \(key)\nwait 0.2\n" }
    return text + "release\nwait 1\n"
  }

  @Test func aHandTurnLetGoAt70PercentCompletesWithARadarPresssTrace() throws {
    let radar = try trace(try session(), "wait 0.3\nclick radar\nwait 1")
    #expect(panLines == ["pan(radar) failed"])  // a click is not a drag
    let app = try session()
    let hand = try trace(app, handTurn(to: 0.7))
    #expect(panLines == ["pan(radar) began", "pan(radar) ended"])
    #expect(hand == radar)
    #expect(app.root.showingGeo && app.root.radarButton.isEnabled)
    #expect(app.root.children.map(\.title) == ["startGeo", "targetGeo"])
  }

  static let cancelTrace = [
    // Loaded ahead of the press (RootViewController+TurnAhead.swift).
    "startGeo viewDidLoad", "targetGeo viewDidLoad",
    "startGeo willMoveToParent:root", "startMap willMoveToParent:nil",
    "root transitionBegin:startMap->startGeo", "startMap viewWillDisappear",
    "startGeo viewWillAppear",
    "targetGeo willMoveToParent:root",
    "targetMap willMoveToParent:nil", "root transitionBegin:targetMap->targetGeo",
    "targetMap viewWillDisappear", "targetGeo viewWillAppear",
    // The bottom pane had not begun to turn: it is back at once.
    "targetGeo viewWillDisappear", "targetMap viewWillAppear", "targetGeo viewDidDisappear",
    "targetMap viewDidAppear", "root transitionCancelled:targetMap->targetGeo",
    "targetGeo willMoveToParent:nil", "targetGeo didMoveToParent:nil",
    "targetMap didMoveToParent:root",
    // The top pane turns back from 60% on its spring.
    "startGeo viewWillDisappear", "startMap viewWillAppear", "startGeo viewDidDisappear",
    "startMap viewDidAppear", "root transitionCancelled:startMap->startGeo",
    "startGeo willMoveToParent:nil", "startGeo didMoveToParent:nil",
    "startMap didMoveToParent:root",
  ]

  @Test func aHandTurnLetGoAt30PercentTurnsBackWithTheCancelTrace() throws {
    let app = try session()
    #expect(try trace(app, handTurn(to: 0.3)) == Self.cancelTrace)
    #expect(panLines == ["pan(radar) began", "pan(radar) ended"])
    #expect(!app.root.showingGeo && app.root.radarButton.isEnabled)
    #expect(app.root.children.map(\.title) == ["startMap", "targetMap"])
    #expect(
      app.root.topContainer.subviews.count == 1 && app.root.bottomContainer.subviews.count == 1)
    // A cancelled turn leaves the app as it was: the radar still turns the panes.
    try app.runHeadless(try Script(text: "click radar\nwait 1", name: "again"))
    #expect(app.root.showingGeo)
  }

  @Test func aHandTurnPlaysTheSameInAWindowAsHeadless() throws {
    let text = handTurn(to: 0.3) + handTurn(to: 0.7)
    let headless = try trace(try session(), text)
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    let app = try session()
    let tracer = LifecycleTracer(clock: VirtualClock())
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = nil }
    _ = try app.runInWindow(script: try Script(text: text, name: "window"), virtualTime: true)
    #expect(headless.count > 40)
    #expect(controllerLines(tracer.events) == headless)
  }

  @Test func escTurnsAHeldTurnBackWhereverItIs() throws {
    let app = try session()
    let events = try trace(app, handTurn(to: 0.7, thenKey: "escape"))
    #expect(events.filter { $0.contains("transitionCancelled") }.count == 2)
    #expect(!events.contains { $0.contains("transitionEnd") })
    #expect(!app.root.showingGeo)
  }

  @Test func aFlickCompletesAShortTurnAndTheOtherWayCancelsALongOne() {
    let flick = HandTurn(duration: 0.2, stagger: 0.2)
    flick.update(0.2)
    #expect(flick.release(velocity: 2))
    let back = HandTurn(duration: 0.2, stagger: 0.2)
    back.update(0.8)
    #expect(!back.release(velocity: -2))
  }

  @Test func theBottomPaneLagsAsTheStaggerDoes() {
    let turn = HandTurn(duration: 0.2, stagger: 0.2)
    #expect(turn.fractions(at: 0.25) == (0.5, 0))
    #expect(turn.fractions(at: 0.5) == (1, 0))
    let late = turn.fractions(at: 0.75)
    #expect(late.top == 1 && abs(late.bottom - 0.5) < 1e-12)
  }

  @Test func whileATurnIsHeldTheMapsTakeNoInput() throws {
    let app = try session()
    let before = app.root.startMap.currentLocation
    try app.runHeadless(
      try Script(
        text: "wait 0.3\npress radar\nmouse move 300 320\nkey up\nkey plus\n", name: "held"))
    #expect(app.root.handTurn != nil)
    #expect(!app.root.topContainer.isUserInteractionEnabled)
    #expect(app.root.startMap.currentLocation == before)
    // A new script's player has its own pointer: it lets go where the drag was.
    try app.runHeadless(try Script(text: "mouse up 300 320\nwait 1", name: "let go"))
    #expect(app.root.handTurn == nil && app.root.topContainer.isUserInteractionEnabled)
  }

  @Test func aPressWithoutADragIsARadarPress() throws {
    let app = try session()
    try app.runHeadless(
      try Script(text: "wait 0.3\npress radar\nmouse move 302 303\nrelease\nwait 1", name: "click"))
    #expect(app.root.showingGeo)
  }

  // MARK: The script commands

  @Test func mouseCommandsParseToPointsOfTheWindow() throws {
    let script = try Script(
      text: "press radar\nmouse move 300 476.5\nrelease\nmouse down 1 2\nmouse up 0 100000",
      name: "mouse")
    #expect(
      script.commands.map(\.command) == [
        .pressRadar, .mouseMove(CGPoint(x: 300, y: 476.5)), .release,
        .mouseDown(CGPoint(x: 1, y: 2)), .mouseUp(CGPoint(x: 0, y: 100_000)),
      ])
  }

  @Test(arguments: [
    "mouse move 1", "mouse drag 1 2", "mouse move -1 2", "mouse up 1 100001", "mouse down 1e3 2",
    "mouse move inf 0", "press map", "press", "release now",
  ])
  func malformedMouseCommandsNameTheirLine(line: String) {
    do {
      _ = try Script(text: "wait 1\n\(line)", name: "bad")
      Issue.record("'\(line)' was accepted")
    } catch {
      #expect(error.description.hasPrefix("script bad:2: "), "\(error)")
    }
  }

  @Test func aReleaseWithNoButtonDownFailsNamingItsLine() throws {
    let app = try session()
    #expect {
      try app.runHeadless(try Script(text: "wait 0.1\nrelease", name: "lonely"))
    } throws: { error in
      "\(error)" == "script lonely:2: 'release' with no mouse button down"
    }
  }
}
