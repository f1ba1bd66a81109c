import Foundation
import Platform
import Testing
import ViewKit

@testable import Map
@testable import TunnelApp

/// The soak's generated sessions (`SoakScript`), short, over several
/// seeds, with `SessionInvariants` checked after every command and once
/// each part has come to rest: a mix that cannot be played, or a trap,
/// fails here at once, before a soak would find it.
@Suite(.serialized) @MainActor
final class SessionPropertyTests {
  /// Commands per seed: with four seeds, a few thousand in all.
  static let commands = 600

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func aGeneratedSessionPlaysWithEveryInvariantKept(seed: UInt64) throws {
    let session = try freshSession(size: WindowSizes.minimum)
    let report = try Soak(session: session).run(events: Self.commands, seed: seed, inWindow: false)
    #expect(report.events == Self.commands)
    #expect(LifecycleTracer.current == nil)  // the soak's own trace goes with it
  }

  /// A failure quotes the last callbacks traced, the most recent last.
  @Test func aFailureQuotesTheLastCallbacksTraced() {
    let trace = LifecycleTracer(clock: VirtualClock(), keeping: Soak.tracedCallbacks)
    for index in 1...(Soak.tracedCallbacks + 10) {
      trace.record(name: "c\(index)", event: .label("\(index)"))
    }
    let lines = Soak.callbacks(trace).split(separator: "\n")
    #expect(lines.count == Soak.tracedCallbacks + 1)
    #expect(lines.first == "  the last callbacks traced:")
    #expect(
      lines.last?.hasSuffix("c\(Soak.tracedCallbacks + 10) label \"\(Soak.tracedCallbacks + 10)\"")
        == true)
  }

  /// The soak reads its memory at rest (`Soak+Rest.swift`): wherever a
  /// part left the session (a larger window, the maps up and zoomed in,
  /// the inspector and the help over them), the rest brings it to the same
  /// state, and reads once.
  @Test func theRestBringsASessionToTheSameStateAndReadsOnce() throws {
    let session = try freshSession(size: WindowSizes.minimum)
    let keys = [KeyAction.zoom(levels: 1), .zoom(levels: 1), .inspector, .help]
      .compactMap(KeyTable.scriptName(of:))
    let text = (["wait 1", "resize 900 700"] + keys.map { "key \($0)\nwait 0.5" }).joined(
      separator: "\n")
    try session.runHeadless(try Script(text: text, name: "untidy"))
    let root = session.root
    #expect(root.guide != nil && root.instruments.isOpen && !root.showingGeo)
    var readings = 0
    try Soak(session: session).rest(inWindow: false) { readings += 1 }
    #expect(readings == 1)
    #expect(session.window.bounds.size == WindowSizes.minimum)
    #expect(root.guide == nil && !root.instruments.isOpen)
    #expect(root.showingGeo && !root.panesAreTurning)
    for map in [root.startMap.mapView, root.targetMap.mapView] {
      #expect(map.memory.tileCount == MapTiles.pinnedCount && map.memory.nameCount == 0)
    }
  }
}
