import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The hand turn with input as devices send it (`DeviceInput`): the mouse
/// or a finger pressed on the radar's centre and moved down a few points a
/// report, 120 times a second, then held still and let go, or let go while
/// still moving. The scripted turns of `HandTurnTests` move in two large
/// steps; these move as a hand does, and finish or turn back the same way.
@Suite(.serialized) @MainActor
final class HandTurnDeviceTests {
  /// How long a hand holds still before it lets go: longer than
  /// `VelocityEstimate.stillTime`, so that the release flicks nothing.
  static let hold = 0.2

  let app: AppSession
  /// The radar pan's state changes in the last `play`.
  var panLines: [String] = []
  /// The controllers' lines in the last `play`, as `HandTurnTests` keeps them.
  var controllerLines: [String] = []

  /// A 600-point window, as `HandTurnTests`'s: the radar at its centre,
  /// `handTurnDistance` a pane's height.
  init() throws {
    app = try Self.session()
  }

  static func session() throws -> AppSession {
    return try freshSession(size: CGSize(width: 600, height: 600))
  }

  /// Plays `input` in this test's app, tracing it.
  func play(_ input: @autoclosure () -> DeviceInput) throws {
    try play(input().text, in: app)
  }

  /// Plays `text` as `HandTurnTests` does, after the app's first 0.3 s and
  /// then a second for the panes to finish, tracing it. The text is made
  /// with the tracer installed: finding the radar lays the window out, and
  /// the first layout loads the names' panels (`prepareTurnsAhead`).
  func play(_ text: @autoclosure () -> String, in app: AppSession) throws {
    let tracer = LifecycleTracer(clock: VirtualClock())
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = nil }
    try app.runHeadless(try Script(text: "wait 0.3\n\(text())\nwait 1", name: "device"))
    panLines = tracer.events.filter { $0.hasPrefix("pan(radar) ") }
    controllerLines = tracer.events.filter { !$0.contains(" label ") && !$0.hasPrefix("pan(") }
  }

  /// The radar's centre in the window, where `press radar` presses.
  var radarCenter: CGPoint {
    let radar = app.root.radarButton
    radar.window?.layoutIfNeeded()
    return radar.convert(radar.bounds.center, to: nil)
  }

  /// The point `fraction` of a whole turn below the radar's centre.
  func below(by fraction: Double) -> CGPoint {
    let c = radarCenter
    return CGPoint(x: c.x, y: c.y + app.root.handTurnDistance * fraction)
  }

  /// `pointer` pressed at `start`, moved to `end` in moves of at most
  /// `step` points one report apart, held still for `hold` seconds (by
  /// default one report: let go while moving), and let go.
  func drag(
    _ pointer: DeviceInput.Pointer, from start: CGPoint, to end: CGPoint,
    step: Double = DeviceInput.step, hold: Double = DeviceInput.reportInterval
  ) -> DeviceInput {
    var input = DeviceInput()
    input.drag(pointer, from: start, to: end, step: step, hold: hold)
    return input
  }

  /// The radar pan's state changes in a drag of many moves: it begins, it
  /// changes (traced once, however many moves), it ends.
  static let dragLines = ["pan(radar) began", "pan(radar) changed", "pan(radar) ended"]

  /// The panes are at rest, showing the names or the maps, and take input.
  func expectAtRest(showingNames: Bool) {
    let root = app.root
    #expect(root.showingGeo == showingNames)
    #expect(root.handTurn == nil && root.radarButton.isEnabled)
    #expect(root.topContainer.isUserInteractionEnabled)
    #expect(
      root.children.map(\.title)
        == (showingNames ? ["startGeo", "targetGeo"] : ["startMap", "targetMap"]))
  }

  @Test(arguments: DeviceInput.Pointer.allCases, [0.55, 0.8])
  func aDeviceDragLetGoStillPastHalfWayFinishesTheTurn(
    device: DeviceInput.Pointer, fraction: Double
  ) throws {
    let steps = DeviceInput.path(
      from: radarCenter, to: below(by: fraction), step: DeviceInput.step)
    #expect(steps.count > 30)  // a hand's many small moves, not a script's two
    try play(drag(device, from: radarCenter, to: below(by: fraction), hold: Self.hold))
    #expect(panLines == Self.dragLines)
    expectAtRest(showingNames: true)
    #expect(controllerLines.filter { $0.contains("transitionEnd") }.count == 2)
  }

  @Test(arguments: DeviceInput.Pointer.allCases, [0.45, 0.2])
  func aDeviceDragLetGoStillShortOfHalfWayTurnsBack(device: DeviceInput.Pointer, fraction: Double)
    throws
  {
    try play(drag(device, from: radarCenter, to: below(by: fraction), hold: Self.hold))
    #expect(panLines == Self.dragLines)
    expectAtRest(showingNames: false)
    #expect(controllerLines.filter { $0.contains("transitionCancelled") }.count == 2)
    #expect(!controllerLines.contains { $0.contains("transitionEnd") })
    // Turned back, the radar still turns the panes.
    try app.runHeadless(try Script(text: "click radar\nwait 1", name: "again"))
    #expect(app.root.showingGeo)
  }

  /// The trace a hand makes is the scripted hand turn's: a radar press's
  /// when it finishes, `HandTurnTests.cancelTrace` when it turns back.
  @Test(arguments: DeviceInput.Pointer.allCases)
  func aDeviceDragTracesAsTheScriptedHandTurnDoes(device: DeviceInput.Pointer) throws {
    try play(drag(device, from: radarCenter, to: below(by: 0.3), hold: Self.hold))
    #expect(controllerLines == HandTurnTests.cancelTrace)
    try play("click radar", in: try Self.session())
    let pressed = controllerLines
    let hand = drag(device, from: radarCenter, to: below(by: 0.7), hold: Self.hold)
    try play(hand.text, in: try Self.session())
    #expect(controllerLines == pressed && pressed.count > 20)
  }

  /// A quick hand, 10 points a report: seen at the latest one a frame
  /// (1/60 s), that is 600 points a second, faster than
  /// `HandTurn.flickSpeed` turns a second over a pane's height. Let go while
  /// moving, short of half way, the turn still finishes.
  @Test(arguments: DeviceInput.Pointer.allCases)
  func aDeviceDragLetGoWhileMovingIsAFlickThatFinishesAShortTurn(device: DeviceInput.Pointer) throws
  {
    let step = 10.0
    #expect(step / DeviceInput.frame / app.root.handTurnDistance > HandTurn.flickSpeed)
    try play(drag(device, from: radarCenter, to: below(by: 0.3), step: step))
    #expect(panLines == Self.dragLines)
    expectAtRest(showingNames: true)
  }

  /// A press on the radar's very centre whose one move is a single point,
  /// as a hand wobbles: under the pan's begin distance, so the pan fails
  /// and the button, pressed, turns the panes as a click does.
  @Test(arguments: DeviceInput.Pointer.allCases)
  func aPressWithAOnePointWobbleIsARadarPress(device: DeviceInput.Pointer) throws {
    let wobble = CGPoint(x: radarCenter.x, y: radarCenter.y + 1)
    let input = drag(device, from: radarCenter, to: wobble, hold: 0.08)
    #expect(input.lines.filter { $0.contains(" move ") }.count == 1)
    try play(input)
    #expect(panLines == ["pan(radar) failed"])
    expectAtRest(showingNames: true)
  }
}
