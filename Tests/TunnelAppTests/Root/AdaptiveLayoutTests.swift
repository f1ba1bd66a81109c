import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The app adapts to its window: stacked panes when the width is compact,
/// side by side when it is regular, re-laid out alongside the resize; and
/// the radar, its stagger and the hand turn work in both layouts.
@Suite(.serialized) @MainActor
final class AdaptiveLayoutTests {
  func session(width: Double = 900, height: Double = 900) throws -> AppSession {
    try freshSession(size: CGSize(width: width, height: height))
  }

  func play(_ app: AppSession, _ text: String) throws {
    try app.runHeadless(try Script(text: text, name: "test"))
  }

  @Test func thePanesStandSideBySideFromTheRegularWidthAndStackBelowIt() throws {
    let app = try session(width: 1023, height: 700)
    try play(app, "wait 0.3")
    #expect(app.root.paneLayout == .stacked)
    #expect(app.root.topContainer.frame == CGRect(x: 0, y: 0, width: 1023, height: 294))
    #expect(app.root.handTurnDistance == 294)  // stacked: a pane's height
    try play(app, "resize 1024 700\nwait 0.5")
    #expect(app.root.paneLayout == .sideBySide)
    #expect(app.root.topContainer.frame == CGRect(x: 0, y: 0, width: 452, height: 700))
    #expect(app.root.bottomContainer.frame == CGRect(x: 572, y: 0, width: 452, height: 700))
    #expect(app.root.radarButton.center == CGPoint(x: 512, y: 350))
    try play(app, "resize 1023 700\nwait 0.5")
    #expect(app.root.paneLayout == .stacked)
    #expect(app.root.bottomContainer.frame == CGRect(x: 0, y: 406, width: 1023, height: 294))
  }

  @Test func crossingTheThresholdAnimatesTheReLayoutAlongsideTheResize() throws {
    let app = try session()
    try play(app, "wait 0.3\nresize 1600 900\nwait 0.15")
    let top = app.root.topContainer
    #expect(top.frame == CGRect(x: 0, y: 0, width: 740, height: 900))  // the model: at once
    let moving = top.presentation.bounds.size
    #expect(moving.width > 740 && moving.width < 900)  // what is drawn: on its way
    #expect(moving.height > 378 && moving.height < 900)
    try play(app, "wait 0.3")
    #expect(top.presentation.bounds.size == CGSize(width: 740, height: 900))
  }

  @Test func aResizeWithinTheSizeClassReLaysOutAtOnce() throws {
    let app = try session(width: 1600, height: 900)
    try play(app, "wait 0.3\nresize 1400 900")
    #expect(app.root.topContainer.presentation.bounds.size == CGSize(width: 640, height: 900))
  }

  @Test func aResizeIsTracedFromTheWillCallbacksToTheTraitChanges() throws {
    let app = try session()
    try play(app, "wait 0.3")
    let events = try lifecycleEvents { try play(app, "resize 1600 900\nwait 0.5") }
    let traits = "(w: regular, h: regular, scale: 1)"
    #expect(
      events == [
        "root willTransitionToTraitCollection:\(traits)",
        "startMap willTransitionToTraitCollection:\(traits)",
        "targetMap willTransitionToTraitCollection:\(traits)",
        "root viewWillTransitionToSize:1600x900", "startMap viewWillTransitionToSize:1600x900",
        "targetMap viewWillTransitionToSize:1600x900",
        "root traitCollectionDidChange:\(traits)", "startMap traitCollectionDidChange:\(traits)",
        "targetMap traitCollectionDidChange:\(traits)",
      ])
  }

  /// Where a pane's corner is drawn in the geo panel's colour once turned.
  static let geoBackground = Color(hex: 0x263238)

  @Test(arguments: [(900.0, 900.0), (1600.0, 900.0)])
  func theRadarTurnsBothPanesWithTheStaggerInBothLayouts(width: Double, height: Double) throws {
    let app = try session()
    try play(app, "wait 0.3\nresize \(Int(width)) \(Int(height))\nwait 0.5\nclick radar\nwait 0.1")
    // The top (left) pane has begun its turn; the bottom (right) one waits 0.2 s.
    #expect(app.root.children.map(\.title) == ["startMap", "targetMap", "startGeo"])
    try play(app, "wait 0.15")
    #expect(app.root.children.map(\.title).contains("targetGeo"))
    try play(app, "wait 1")
    #expect(app.root.children.map(\.title) == ["startGeo", "targetGeo"])
    #expect(app.root.radarButton.isEnabled)
    let pixels = try app.window.snapshotPixels()
    for pane in [app.root.topContainer, app.root.bottomContainer] {
      let corner = pane.convert(CGPoint(x: 12, y: 12), to: nil)
      #expect(pixels.pixel(x: Int(corner.x), y: Int(corner.y), isCloseTo: Self.geoBackground))
      #expect(app.root.startGeo.view.frame.size == app.root.topContainer.bounds.size)
    }
  }

  @Test func aHandTurnSideBySideTurnsAllTheWayOverHalfTheWindowsHeight() throws {
    let app = try session(width: 1600, height: 900)
    try play(app, "wait 0.3")
    #expect(app.root.handTurnDistance == 450)  // from the radar to the top or bottom edge
    try play(app, "press radar\nmouse move 800 447\nmouse move 800 135\nwait 0.2\nrelease\nwait 1")
    #expect(app.root.showingGeo)  // 70% of the way: it completes
    try play(app, "press radar\nmouse move 800 453\nmouse move 800 585\nwait 0.2\nrelease\nwait 1")
    #expect(app.root.showingGeo)  // 30% of the way back: it cancels, the names stay
  }
}
