import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// A scripted `dig` arrives wherever the digger is and however fast the
/// animations run (`ScriptPlayer.drag`): with slow animations in as many
/// drags as without, and after the map was panned off the digger by
/// bringing it back first, as a person would.
@Suite(.serialized) @MainActor
struct DigReachTests {
  func session(slowAnimations: Bool = false) throws -> AppSession {
    try freshSession(size: CGSize(width: 600, height: 600), slowAnimations: slowAnimations)
  }

  func play(_ app: AppSession, _ text: String) throws -> [String] {
    try lifecycleEvents { try app.runHeadless(try Script(text: text, name: "test")) }
  }

  /// Across the world from Denmark: tens of drags.
  let far = Coordinate(latitude: 15.94, longitude: 134.03)!

  @Test func aFarDigWithSlowAnimationsTakesAsManyDragsAsWithout() throws {
    var drags: [Int] = []
    for slow in [false, true] {
      let app = try session(slowAnimations: slow)
      let trace = try play(app, "wait 0.3\ndig \(far.latitude) \(far.longitude)\nwait 1")
      drags.append(trace.filter { $0.hasSuffix("pan(digger) began") }.count)
      let reached = app.root.startMap.currentLocation
      #expect(reached.distance(to: far) < 50_000, "slow \(slow): \(reached)")
    }
    #expect(drags[0] > 3 && drags[0] == drags[1], "\(drags)")
  }

  @Test func aDigAfterTheMapWasPannedAwayBringsTheDiggerBackFirst() throws {
    let app = try session()
    _ = try play(app, "wait 0.3")
    let map = app.root.startMap.mapView
    let y = map.convert(CGPoint(x: 0, y: map.bounds.midY - 60), to: nil).y
    let pan = "mouse down 100 \(y)\nmouse move 300 \(y)\nmouse move 590 \(y)\nmouse up 590 \(y)"
    _ = try play(app, "\(pan)\nwait 1")
    let marker = app.root.startMap.marker
    #expect(!map.bounds.intersects(marker.frame), "the digger is still in sight: \(marker.frame)")
    let target = Coordinate(latitude: 50, longitude: 10)!
    let trace = try play(app, "dig 50 10\nwait 1")
    #expect(app.root.startMap.currentLocation.distance(to: target) < 50_000)
    let firstPan = try #require(trace.firstIndex { $0.hasSuffix("pan(map) began") })
    let firstDrag = try #require(trace.firstIndex { $0.hasSuffix("pan(digger) began") })
    #expect(firstPan < firstDrag, "the map is panned back before the digger is dragged")
  }
}
