import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The article's claim, shown: the details are a navigation stack, and a
/// click on "Other end" pushes a `MapViewController`, the class that fills
/// the panes; it lays itself out in the navigation controller's content
/// area and talks to the details through the delegate the root hears the
/// panes through. Played by scripts through the event path.
@Suite(.serialized) @MainActor
final class NavigationAppTests {
  let app: AppSession
  let tracer = LifecycleTracer(clock: VirtualClock())
  var warnings: [String] = []

  init() throws {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 600, height: 600)
    app = try AppSession(options: options, catalog: .default())
  }

  /// Plays `text`, tracing it (the tracer only while the script plays,
  /// since other app suites install theirs).
  func play(_ text: String) throws {
    LifecycleTracer.current = tracer
    HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
    defer {
      LifecycleTracer.current = nil
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }
    try app.runHeadless(try Script(text: text, name: "test"))
  }

  var root: RootViewController { app.root }

  /// The top pane's details, with the "Other end" map pushed on them.
  func pushOtherEnd() throws -> (
    NavigationController, PlaceDetailsViewController, MapViewController
  ) {
    try play("wait 0.3\nclick radar\nwait 1.5\nclick details\nwait 1.5\nclick other-end\nwait 1")
    let navigation = try #require(root.shownDetailsNavigation.first)
    let details = try #require(navigation.viewControllers.first as? PlaceDetailsViewController)
    let map = try #require(navigation.topViewController as? MapViewController)
    return (navigation, details, map)
  }

  @Test func aLinkPushesAMapThatFillsTheContentAreaBelowTheBarAndFollowsAResize() throws {
    let (navigation, details, map) = try pushOtherEnd()
    #expect(navigation.viewControllers.count == 2 && map.navigationController === navigation)
    #expect(
      map.title == "Other end" && map.currentLocation == root.startMap.currentLocation.antipode)
    #expect(
      tracer.events.contains("details performSegue:showPlace")
        && tracer.events.contains("details prepareForSegue:showPlace->placeMap"))
    let bar = NavigationBar.height
    func fillsTheContentArea() -> Bool {
      let area = navigation.view.bounds
      return map.view.superview === navigation.contentView
        && map.view.convert(map.view.bounds, to: navigation.view)
          == CGRect(x: 0, y: bar, width: area.width, height: area.height - bar)
    }
    #expect(fillsTheContentArea() && navigation.view.frame == root.topContainer.bounds)
    #expect(navigation.navigationBar.titleLabel.text == root.targetGeo.answer?.text)
    #expect(navigation.navigationBar.backButton?.title(for: .normal) == "Details")
    #expect(details.appearanceState == .disappeared && map.appearanceState == .appeared)
    let before = map.view.bounds.size
    try play("resize 800 760\nwait 1")
    #expect(map.view.bounds.size != before && fillsTheContentArea())
  }

  @Test func thePushedMapTellsTheDetailsThroughTheDelegateThePanesTellTheRootThrough() throws {
    let (navigation, details, map) = try pushOtherEnd()
    let paneDelegate: MapViewControllerDelegate? = root.startMap.delegate
    let pushedDelegate: MapViewControllerDelegate? = map.delegate
    #expect(paneDelegate === root && pushedDelegate === details)
    let dig = root.startMap.currentLocation
    let marker = map.marker
    let start = marker.convert(
      CGPoint(
        x: marker.bounds.width * marker.anchorPoint.x,
        y: marker.bounds.height * marker.anchorPoint.y), to: nil)
    let path = (1...10).map { "mouse move \(Int(start.x) - 12 * $0) \(Int(start.y) + 4 * $0)" }
    try play(
      (["mouse down \(Int(start.x)) \(Int(start.y))", "wait 0.25"] + path + [
        "mouse up \(Int(start.x) - 120) \(Int(start.y) + 40)", "wait 1.5",
      ]).joined(separator: "\n"))
    #expect(tracer.events.contains("details mapMoved:Other end"))
    #expect(map.currentLocation != root.startMap.currentLocation.antipode)
    let named = app.geocoder.describeInFull(map.currentLocation).text
    #expect(navigation.navigationBar.titleLabel.text == named && map.navigationItem.title == named)
    #expect(root.startMap.currentLocation == dig)  // the panes' maps did not move
  }

  @Test func backAndEscPopTheMapAndEscAtTheRootPutsTheDetailsAway() throws {
    let (navigation, _, map) = try pushOtherEnd()
    try play("click back\nwait 1")
    #expect(navigation.viewControllers.count == 1 && map.navigationController == nil)
    try play("click other-end\nwait 1\nkey escape\nwait 1")
    #expect(navigation.viewControllers.count == 1)
    try play("key escape\nwait 1.5")
    #expect(root.startGeo.presentedViewController == nil && navigation.view.window == nil)
  }

  @Test func clicksOnTheStackNeedDetailsAndTheLineOrBackButtonShown() throws {
    #expect {
      try play("wait 0.3\nclick back")
    } throws: {
      "\($0)".hasSuffix("the top pane shows no details: 'click details' first and wait for them")
    }
    try play("click radar\nwait 1.5\nclick details bottom\nwait 1.5")
    #expect {
      try play("click back bottom")
    } throws: {
      "\($0)".hasSuffix("the bottom pane's details have no back button: nothing is pushed")
    }
    let parsed = try Script(
      text: "click other-end\nclick nearest-land bottom\nclick back top", name: "s")
    #expect(
      parsed.commands.map(\.command) == [
        .clickNavigation(.otherEnd, bottom: false), .clickNavigation(.nearestLand, bottom: true),
        .clickNavigation(.back, bottom: false),
      ])
  }

  @Test func theInspectorsStateTableShowsTheStack() throws {
    let (navigation, _, _) = try pushOtherEnd()
    try play("key I\nwait 0.1")
    let table = root.instruments.panel.stateView
    // The details' stack, then the split view's line (collapsed: a compact window).
    let split = "columns split: oneBesideSecondary, collapsed"
    #expect(table.stackLines == ["stack detailsNavigation: details › Other end", split])
    let rows = table.rows.filter {
      ["detailsNavigation", "details", "Other end"].contains($0.name)
    }
    #expect(rows.map(\.parent) == ["–", "detailsNavigation", "detailsNavigation"])
    #expect(rows.map(\.appearance) == ["appeared", "disappeared", "appeared"])
    try play("key escape\nwait 1")
    #expect(
      table.stackLines == ["stack detailsNavigation: details", split]
        && navigation.viewControllers.count == 1)
  }

  @Test func wsWrongPushShowsTheMapWithoutAddChildWithAWarningAndNoCallbacks() throws {
    try play(
      "wait 0.3\nclick radar\nwait 1.5\nclick details\nwait 1.5\nkey W\nclick other-end\nwait 1")
    let navigation = try #require(root.shownDetailsNavigation.first)
    let details = try #require(navigation.topViewController as? PlaceDetailsViewController)
    let map = try #require(details.wronglyShownMaps.first)
    #expect(navigation.viewControllers.count == 1 && map.parent == nil)
    #expect(map.view.superview === navigation.contentView)
    #expect(
      warnings == [
        "warning: view controller hierarchy inconsistency: Other end's view was added to detailsNavigation's view without addChild(_:); it gets no appearance callbacks"
      ])
    let mapEvents = tracer.events.filter { $0.hasPrefix("Other end ") }
    #expect(mapEvents == ["Other end viewDidLoad"])  // no willMove, didMove, will/didAppear
    #expect(!tracer.events.contains("details viewWillDisappear"))
    #expect(navigation.navigationBar.backButton == nil)
    try play("key escape\nwait 1.5")
    #expect(root.startGeo.presentedViewController == nil && map.view.window == nil)
  }
}
