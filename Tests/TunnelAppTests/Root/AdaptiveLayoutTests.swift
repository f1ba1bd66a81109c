import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The app adapts to its window: stacked panes while the root is narrower
/// than the regular width, side by side from it, re-laid out alongside the
/// resize; and the radar, its stagger and the hand turn work in both
/// layouts. In a regular-width window the root stands in the split view's
/// secondary column, beside the 320-point Places list and under its
/// 44-point bar (`PlacesSplitTests`): a root of W × H points is a window
/// of W + 320 × H + 44.
@Suite(.serialized) @MainActor
final class AdaptiveLayoutTests {
  func session(width: Double = 900, height: Double = 900) throws -> AppSession {
    try freshSession(size: CGSize(width: width, height: height))
  }

  func play(_ app: AppSession, _ text: String) throws {
    try app.runHeadless(try Script(text: text, name: "test"))
  }

  @Test func thePanesStandSideBySideFromTheRegularWidthAndStackBelowIt() throws {
    let app = try session(width: 1343, height: 744)
    try play(app, "wait 0.3")
    #expect(app.root.view.bounds.size == CGSize(width: 1023, height: 700))
    #expect(app.root.paneLayout == .stacked)
    #expect(app.root.topContainer.frame == CGRect(x: 0, y: 0, width: 1023, height: 294))
    #expect(app.root.handTurnDistance == 294)  // stacked: a pane's height
    try play(app, "resize 1344 744\nwait 0.5")
    #expect(app.root.paneLayout == .sideBySide)
    #expect(app.root.topContainer.frame == CGRect(x: 0, y: 0, width: 452, height: 700))
    #expect(app.root.bottomContainer.frame == CGRect(x: 572, y: 0, width: 452, height: 700))
    #expect(app.root.radarButton.center == CGPoint(x: 512, y: 350))
    try play(app, "resize 1343 744\nwait 0.5")
    #expect(app.root.paneLayout == .stacked)
    #expect(app.root.bottomContainer.frame == CGRect(x: 0, y: 406, width: 1023, height: 294))
  }

  @Test func crossingTheThresholdAnimatesTheReLayoutAlongsideTheResize() throws {
    let app = try session()
    try play(app, "wait 0.3\nresize 1600 900\nwait 0.15")
    let top = app.root.topContainer
    #expect(top.frame == CGRect(x: 0, y: 0, width: 580, height: 856))  // the model: at once
    let moving = top.presentation.bounds.size
    #expect(moving.width > 580 && moving.width < 900)  // what is drawn: on its way
    #expect(moving.height > 378 && moving.height < 856)
    try play(app, "wait 0.3")
    #expect(top.presentation.bounds.size == CGSize(width: 580, height: 856))
  }

  @Test func aResizeWithinTheSizeClassReLaysOutAtOnce() throws {
    let app = try session(width: 1600, height: 900)
    try play(app, "wait 0.3\nresize 1400 900")
    #expect(app.root.topContainer.presentation.bounds.size == CGSize(width: 480, height: 856))
  }

  /// From 900 to 1600: the traits' will-callbacks, the split view's
  /// question, the sizes, the traits' changes; then the expansion moves the
  /// root from the collapsed stack back to the secondary column, where it
  /// disappears and appears again, and the split view says it expanded.
  @Test func aResizeIsTracedFromTheWillCallbacksToTheTraitChanges() throws {
    let app = try session()
    try play(app, "wait 0.3")
    let events = try lifecycleEvents { try play(app, "resize 1600 900\nwait 0.5") }.filter {
      ["split ", "root ", "startMap ", "targetMap "].contains(where: $0.hasPrefix)
    }
    let traits = "(w: regular, h: regular, scale: 1)"
    let maps = ["root", "startMap", "targetMap"]
    func each(_ event: String) -> [String] { maps.map { "\($0) \(event)" } }
    var expected = ["split willTransitionToTraitCollection:\(traits)"]
    expected += each("willTransitionToTraitCollection:\(traits)")
    expected += ["split displayModeForExpanding:oneBesideSecondary"]
    expected +=
      ["split viewWillTransitionToSize:1600x900"] + each("viewWillTransitionToSize:1600x900")
    expected +=
      ["split traitCollectionDidChange:\(traits)"] + each("traitCollectionDidChange:\(traits)")
    expected += ["root willMoveToParent:nil"] + each("viewWillDisappear") + each("viewDidDisappear")
    expected += ["root didMoveToParent:nil", "root willMoveToParent:NavigationController"]
    expected += ["root didMoveToParent:NavigationController"]
    expected += each("viewWillAppear") + each("viewDidAppear") + ["split didExpand"]
    #expect(events == expected)
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
    #expect(app.root.handTurnDistance == 428)  // from the radar to the root's top or bottom edge
    let radar = app.root.radarButton.convert(app.root.radarButton.bounds.center, to: nil)
    // The root's middle, right of the list, below the bar.
    #expect(radar == CGPoint(x: 960, y: 472))
    try play(
      app, "press radar\nmouse move 960 469\nmouse move 960 172.4\nwait 0.2\nrelease\nwait 1")
    #expect(app.root.showingGeo)  // 70% of the way: it completes
    try play(
      app, "press radar\nmouse move 960 475\nmouse move 960 600.4\nwait 0.2\nrelease\nwait 1")
    #expect(app.root.showingGeo)  // 30% of the way back: it cancels, the names stay
  }
}
