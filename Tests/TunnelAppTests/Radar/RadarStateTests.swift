import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The radar's one state (`RadarState.swift`): what each entry point makes
/// of it, and the button showing it.
@Suite(.serialized) @MainActor
struct RadarStateTests {
  func session() throws -> AppSession {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 600, height: 600)
    return try AppSession(options: options, catalog: .default())
  }

  /// The case's name, and its counter or flags, to compare in a line.
  func describe(_ state: RadarState) -> String {
    switch state {
    case .maps: "maps"
    case .names: "names"
    case .turning(let left): "turning \(left)"
    case .turningBack(let left): "turningBack \(left)"
    case .heldByHand(_, let toNames, let left): "heldByHand toNames:\(toNames) \(left)"
    case .wrongWay(let names, let turning): "wrongWay names:\(names) turning:\(turning)"
    }
  }

  /// Plays each step and reads the state after it.
  func states(_ app: AppSession, _ steps: [String]) throws -> [String] {
    try steps.map { text in
      try app.runHeadless(try Script(text: text, name: "test"))
      return describe(app.root.radarState)
    }
  }

  @Test func aRadarPressTurnsToTheNamesAndBackThroughTurningStates() throws {
    let app = try session()
    let seen = try states(
      app,
      [
        "wait 0.3", "click radar\nwait 0.1", "wait 0.2", "wait 1", "click radar\nwait 0.1",
        "wait 1",
      ])
    #expect(seen == ["maps", "turning 2", "turning 1", "names", "turningBack 2", "maps"])
  }

  @Test func theRadarButtonIsEnabledExactlyWhenNoTurnIsUnderWay() throws {
    let app = try session()
    try app.runHeadless(try Script(text: "wait 0.3", name: "test"))
    let root = app.root
    for state: RadarState in [
      .maps, .turning(panesLeft: 2), .names, .turningBack(panesLeft: 1),
      .wrongWay(names: true, turning: true), .wrongWay(names: true, turning: false),
    ] {
      root.radarState = state
      #expect(root.radarButton.isEnabled == !state.isTurning)
      #expect(root.panesAreTurning == state.isTurning)
    }
    root.radarState = .maps
  }

  @Test func aPressWhileThePanesTurnChangesNothing() throws {
    let app = try session()
    let seen = try states(app, ["wait 0.3\nclick radar\nwait 0.1", "key Space", "wait 1"])
    #expect(seen == ["turning 2", "turning 2", "names"])
  }

  @Test func aPaneRolledBackTurnsTheHandTurnRound() {
    let turn = HandTurn(duration: 0.2, stagger: 0.2)
    let held = RadarState.heldByHand(turn, toNames: true, panesLeft: 2)
    #expect(held.showsNames && held.isTurning && held.handTurn === turn)
    let one = held.afterPaneTurn(showingNames: false)
    #expect(describe(one) == "heldByHand toNames:false 1" && !one.showsNames)
    #expect(describe(one.afterPaneTurn(showingNames: false)) == "maps")
  }

  @Test func theWrongWayHasItsOwnStateAndBlocksHandTurns() throws {
    let app = try session()
    let seen = try states(
      app,
      [
        "key W\nwait 0.3\nclick radar\nwait 0.1", "wait 1",
        "press radar\nmouse move 300 303\nmouse move 300 450\nwait 0.2\nrelease\nwait 1",
        "click radar\nwait 0.1", "wait 1",
      ])
    #expect(
      seen == [
        "wrongWay names:true turning:true", "wrongWay names:true turning:false",
        "wrongWay names:true turning:false", "wrongWay names:false turning:true", "maps",
      ])
  }

  /// A radar press never stops the app: a pane already on the side it
  /// turns to (the panes out of step) counts as turned, and the other
  /// turns, so both end on that side.
  @Test func aPaneAlreadyOnTheNewSideCountsAsTurned() throws {
    let app = try session()
    try app.runHeadless(try Script(text: "wait 0.5", name: "test"))
    let root = app.root
    // The top pane turned alone, the radar left at the maps.
    try app.with(app.virtualEngine) {
      root.turnPane(to: root.startGeo, from: root.startMap, toGeo: true)
    }
    try app.runHeadless(try Script(text: "wait 1", name: "test"))
    #expect(describe(root.radarState) == "maps" && root.startGeo.parent === root)
    try app.runHeadless(try Script(text: "click radar\nwait 1", name: "test"))
    #expect(describe(root.radarState) == "names")
    #expect(root.startGeo.parent === root && root.targetGeo.parent === root)
    #expect(root.startMap.parent == nil && root.targetMap.parent == nil)
  }
}
