import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The app's two presentations, played by scripts through the event path:
/// the help over the whole window, and a place's details over its pane.
@Suite(.serialized) @MainActor
final class PresentationAppTests {
  let app: AppSession
  let tracer = LifecycleTracer(clock: VirtualClock())

  init() throws {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 600, height: 600)
    app = try AppSession(options: options, catalog: .default())
  }

  /// Plays `text`, tracing it. The tracer is installed only while the
  /// script plays (synchronously), since other app suites install theirs.
  func play(_ text: String) throws {
    try app.play(text, name: "test", tracedBy: tracer)
  }

  var root: RootViewController { app.root }

  @Test func theHelpIsPresentedOverTheMapsWhichStayAndHearNothing() throws {
    try play("wait 0.3\nkey ?\nwait 1")
    let help = try #require(root.guide)
    #expect(help.presentingViewController === app.split)  // the top of the hierarchy presents
    #expect(help.view.superview === app.window && help.view.frame == app.window.bounds)
    #expect(root.view.window === app.window)  // over full screen: the maps stay
    #expect(!tracer.events.contains { $0.hasPrefix("root viewWillDisappear") })
    #expect(
      tracer.events.filter { ["root", "guide", "split"].contains(where: $0.hasPrefix) } == [
        "root performSegue:help", "root prepareForSegue:help->guide",  // the storyboard's segue
        "split presentBegin:guide", "guide viewDidLoad", "guide viewWillAppear",
        "guide viewDidAppear",
        "split presentEnd:guide",
      ])
    // Outside the card the maps show through, dimmed.
    let pixels = try app.window.snapshotPixels()
    let dimmed = pixels.color(x: 5, y: 300)
    #expect(dimmed.red < 0.2 && dimmed.green < 0.2)
  }

  @Test func underTheHelpOnlyItsKeysWorkAndEscOrQuestionMarkDismissIt() throws {
    try play("wait 0.3\nkey ?\nwait 1\nkey space\nwait 1")
    #expect(root.guide != nil && !root.showingGeo)  // the radar key did nothing
    try play("key escape\nwait 1")
    #expect(root.guide == nil && root.presentedViewController == nil)
    try play("key ?\nwait 1\nkey ?\nwait 1")
    #expect(root.guide == nil)
    #expect(tracer.events.filter { $0 == "split dismissEnd:guide" }.count == 2)
  }

  @Test func aShortDragBringsTheHelpBackAndALongOneDismissesIt() throws {
    try play("wait 0.3\nkey ?\nwait 1")
    try play("mouse down 300 300\nmouse move 300 330\nmouse move 300 360\nmouse up 300 360\nwait 1")
    #expect(root.guide != nil)  // 60 of 600 points: a tenth, short of a quarter
    #expect(tracer.events.contains("split dismissCancelled:guide"))
    #expect(root.guide?.view.frame == app.window.bounds)
    try play("mouse down 300 300\nmouse move 300 400\nmouse move 300 500\nmouse up 300 500\nwait 1")
    #expect(root.guide == nil && tracer.events.last == "split dismissEnd:guide")
  }

  @Test func aClickOnAPlacePresentsItsDetailsOverThatPaneAlone() throws {
    try play("wait 0.3\nclick radar\nwait 1.5\nclick details\nwait 1.5")
    let navigation = try #require(root.startGeo.presentedViewController as? NavigationController)
    let details = try #require(navigation.topViewController as? PlaceDetailsViewController)
    #expect(details.presentingViewController === root.startGeo)  // the panel defines the context
    #expect(navigation.view.superview === root.topContainer)
    #expect(navigation.view.frame == root.startGeo.view.frame)
    #expect(root.targetGeo.presentedViewController == nil && root.presentedViewController == nil)
    #expect(details.heading.text == root.startGeo.answer?.text)
    let otherEnd = try #require(root.targetGeo.answer?.text)
    #expect(details.lines.contains { $0.hasPrefix("Other end: \(otherEnd), ") })
    #expect(tracer.events.contains("startGeo presentEnd:detailsNavigation"))
    // The sheet's paper in the top pane below the bar; the bottom pane's panel untouched.
    let pixels = try app.window.snapshotPixels()
    #expect(pixels.pixel(x: 8, y: 8, isCloseTo: Color(hex: 0xF7F7F7)))  // the bar
    #expect(pixels.pixel(x: 8, y: 60, isCloseTo: Color(hex: 0xECE3CF)))
    #expect(pixels.pixel(x: 8, y: 592, isCloseTo: Color(hex: 0x263238)))
    try play("click details\nwait 1.5")  // a click on the sheet puts it away
    #expect(root.startGeo.presentedViewController == nil && navigation.view.superview == nil)
  }

  /// The press puts the details away; a click on the bottom pane in the
  /// stagger brings them back over it, and they go before it turns.
  @Test func detailsShownOverTheBottomPaneInTheStaggerGoBeforeItTurns() throws {
    try play("wait 0.3\nclick radar\nwait 1.5\nclick radar\nwait 0.02")
    try play("mouse down 300 450\nwait 0.03\nmouse up 300 450\nwait 0.02")
    #expect(root.targetGeo.presentedViewController is NavigationController)  // shown in the stagger
    try play("wait 1.5")
    #expect(root.targetGeo.presentedViewController == nil)
    let bottomViews = root.bottomContainer.subviews
    #expect(!bottomViews.contains { $0.owningViewController is NavigationController })
    #expect(root.bottomContainer.subviews.last === root.targetMap.view)
  }

  @Test func tChoosesTheDetailsTransitionWithThePanes() throws {
    #expect(root.startGeo.modalTransitionStyle == .flipHorizontal)
    try play("key T\nkey T\nkey T")
    #expect(root.paneTransition == .curl)
    #expect([root.startGeo, root.targetGeo].allSatisfy { $0.modalTransitionStyle == .partialCurl })
    #expect(root.startGeo.providesPresentationContextTransitionStyle)
    try play("key T\nkey T")
    #expect(root.targetGeo.modalTransitionStyle == .coverVertical)
  }

  @Test func theRadarPutsTheDetailsAwayBeforeThePanesTurn() throws {
    try play(
      "wait 0.3\nclick radar\nwait 1.5\nclick details bottom\nwait 1.5\nclick radar\nwait 1.5")
    #expect(!root.showingGeo && root.targetGeo.presentedViewController == nil)
    #expect(root.targetMap.view.superview === root.bottomContainer)
    #expect(root.bottomContainer.subviews.count == 1)
  }

  @Test func clickingDetailsWhileThePanesShowTheMapsIsAScriptError() throws {
    #expect {
      try play("wait 0.3\nclick details")
    } throws: { error in
      "\(error)".hasSuffix(
        "test:2: the top pane shows its map, not its place: 'click radar' first and wait for the turn"
      )
    }
  }

  @Test func clickDetailsNamesAPaneOrTheTopOne() throws {
    let parsed = try Script(
      text: "click details\nclick details top\nclick details bottom\nkey ?\nkey escape", name: "s")
    #expect(
      parsed.commands.map(\.command) == [
        .clickDetails(bottom: false), .clickDetails(bottom: false), .clickDetails(bottom: true),
        .key("?"), .key("escape"),
      ])
    #expect(ScriptPlayer.key(named: "?").name == "?")
    #expect(ScriptPlayer.key(named: "escape").name == "Escape")
  }

  @Test(arguments: [
    "click details left", "click detail", "click details top bottom", "click", "click tab maps",
    "click page-edge up", "click place 0", "click place 100", "click save-place now",
  ])
  func otherClicksAreRefusedNamingTheLine(line: String) {
    let error = #expect(throws: Script.Error.self) {
      try Script(text: "wait 1\n" + line, name: "s")
    }
    #expect(
      error?.description
        == "script s:2: can only click 'radar', or 'details', 'other-end', 'nearest-land', 'back' (then 'top' or 'bottom'), 'tab' (then keys, touch, instruments, article), 'page-edge' (then next or previous), 'place' (then a row from 1 to 99), 'save-place' or 'outside', not '\(line.dropFirst(6))'"
    )
  }

  @Test func theDetailsSayWhereThePlaceIsWhereTheTunnelEndsAndHowLongAFallTakes() throws {
    let place = Coordinate(latitude: -40, longitude: -120)!
    let lines = PlaceDetailsViewController.lines(
      for: place, nearestLand: nil, otherEndName: "Spain")
    #expect(
      lines == [
        "40°0′S 120°0′W (-40.0000, -120.0000)", "Other end: Spain, 40°0′N 60°0′E",
        "Straight through: 12,739 km; over the surface: 20,015 km",  // half a great circle, πR
        "Falling through (no air, uniform Earth): 42 minutes",  // π√(R/g) = 2,532 s
      ])
  }
}
