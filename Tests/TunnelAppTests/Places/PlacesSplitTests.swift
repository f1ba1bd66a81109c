import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The window's root is a split view controller: in a compact window it is
/// collapsed with the tunnel on top and looks as the app did without it;
/// in a regular one the Places list stands beside the tunnel; a resize
/// across the width collapses and expands it with its delegate's calls; L
/// and an edge swipe bring the list; and the list digs, saves and
/// remembers.
@Suite(.serialized) @MainActor
final class PlacesSplitTests {
  let stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tunnel-places-\(UUID())")

  deinit { try? FileManager.default.removeItem(at: stateDirectory) }

  func session(width: Double = 900, height: Double = 900) throws -> AppSession {
    var options = AppOptions()
    options.restore = true  // in a directory of its own: no dig site at first, West Jutland
    options.size = CGSize(width: width, height: height)
    options.stateStore = DigSiteStore(path: stateDirectory.appendingPathComponent("dig-site").path)
    return try AppSession(options: options, catalog: .default())
  }

  func play(_ app: AppSession, _ text: String) throws {
    try app.runHeadless(try Script(text: text, name: "places"))
  }

  @Test func aCompactWindowIsCollapsedWithTheTunnelFillingItAndNoBar() throws {
    let app = try session()
    try play(app, "wait 0.3")
    #expect(app.split.isCollapsed)
    #expect(app.window.rootViewController === app.split)
    #expect(app.root.view.convert(app.root.view.bounds, to: nil) == app.window.bounds)
    let navigation = try #require(app.root.navigationController)
    #expect(navigation.isNavigationBarHidden)
    #expect(navigation.viewControllers.map(\.traceName) == ["places", "root"])
    #expect(app.split.places?.viewIfLoaded?.window == nil)
  }

  /// Collapsed, the list is readied off screen at idle moments, at the
  /// primary column's width, its rows' text and the bars' titles made into
  /// textures: the frame that first shows it only draws
  /// (`PlacesViewController+Ahead.swift`).
  @Test func aCollapsedListIsReadiedOffScreenWithItsTextMade() throws {
    let app = try session()
    try play(app, "wait 1")
    let places = try #require(app.split.places)
    #expect(places.isViewLoaded && places.view.window == nil)
    #expect(abs(Double(places.view.bounds.width) - app.split.primaryColumnWidth) < 0.5)
    let renderer = try #require(app.window.renderer)
    let title = try #require(places.rows.first?.titleLabel)
    #expect(!title.text.isEmpty)
    #expect(
      renderer.hasTextTexture(
        title.text, typeface: title.font.typeface, pointSize: title.font.pointSize))
    // The titles the bars show once expanded: the list's and the tunnel's.
    let bar = try #require(places.navigationController?.navigationBar.titleLabel)
    for text in ["Places", "Tunnel"] {
      #expect(
        renderer.hasTextTexture(text, typeface: bar.font.typeface, pointSize: bar.font.pointSize))
    }
  }

  @Test func aRegularWindowShowsTheListBesideTheSideBySideTunnel() throws {
    let app = try session(width: 1600)
    try play(app, "wait 0.3")
    #expect(!app.split.isCollapsed)
    #expect(app.split.displayMode == .oneBesideSecondary)
    let places = try #require(app.split.places)
    let list = places.view.convert(places.view.bounds, to: nil)
    let tunnel = app.root.view.convert(app.root.view.bounds, to: nil)
    #expect(list.minX == 0 && list.width == SplitViewController.automaticColumnWidth)
    #expect(tunnel.minX == list.maxX && tunnel.maxX == 1600)
    #expect(app.root.paneLayout == .sideBySide)
  }

  @Test func aResizeAcrossTheWidthCollapsesAndExpandsWithTheDelegatesCalls() throws {
    let app = try session(width: 1600)
    try play(app, "wait 0.3")
    let collapsing = try lifecycleEvents { try play(app, "resize 900 900\nwait 0.5") }
    #expect(app.split.isCollapsed)
    #expect(
      collapsing.filter {
        $0.hasPrefix("split ") && !$0.contains("raitCollection") && !$0.contains("Transition")
      }
        == ["split topColumnForCollapsing:secondary", "split didCollapse"])
    let expanding = try lifecycleEvents { try play(app, "resize 1600 900\nwait 0.5") }
    #expect(!app.split.isCollapsed)
    #expect(
      expanding.filter {
        $0.hasPrefix("split ") && !$0.contains("raitCollection") && !$0.contains("Transition")
      }
        == ["split displayModeForExpanding:oneBesideSecondary", "split didExpand"])
    #expect(app.split.places?.viewIfLoaded?.window != nil)
  }

  @Test func lHidesAndShowsTheListBesideTheTunnel() throws {
    let app = try session(width: 1600)
    try play(app, "wait 0.3\nkey L\nwait 0.5")
    #expect(app.split.displayMode == .secondaryOnly)
    #expect(app.root.view.convert(app.root.view.bounds, to: nil).minX == 0)
    try play(app, "key L\nwait 0.5")
    #expect(app.split.displayMode == .oneBesideSecondary)
  }

  @Test func inACompactWindowLShowsTheListAndTheTunnelInTurn() throws {
    let app = try session()
    try play(app, "wait 0.3\nkey L\nwait 1")
    #expect(app.split.listIsOnTop && app.root.viewIfLoaded?.window == nil)
    let navigation = try #require(app.split.places?.navigationController)
    #expect(!navigation.isNavigationBarHidden)  // the list's bar
    try play(app, "key L\nwait 1")
    #expect(!app.split.listIsOnTop && app.root.view.window != nil)
    #expect(navigation.isNavigationBarHidden)
  }

  /// The list brought over the tunnel puts away the details shown over a
  /// pane, and only those: not the Guide, which the panels' ancestor
  /// presents, and which a shown panel's `presentedViewController` names.
  @Test func bringingTheListPutsAwayTheDetailsButNotTheGuide() throws {
    let app = try session()
    try play(app, "wait 0.3\nkey space\nwait 2\nkey question\nwait 1")  // the panels shown
    #expect(app.root.guide != nil && app.root.shownDetailsNavigation.isEmpty)
    #expect(app.root.panels.allSatisfy { $0.presentedViewController === app.root.guide })
    app.split.toggleSidebar()  // what L does, asked for in code beneath the modal Guide
    try play(app, "wait 1")
    #expect(app.split.listIsOnTop)
    #expect(app.root.guide != nil)
  }

  /// A drag that starts a pixel from the window's left edge pops the
  /// collapsed stack back to the list, as a navigation controller's
  /// interactive pop does.
  @Test func anEdgeSwipeInACompactWindowBringsTheList() throws {
    let app = try session()
    try play(app, "wait 0.3")
    var input = DeviceInput()
    input.drag(.mouse, from: CGPoint(x: 1, y: 450), to: CGPoint(x: 700, y: 450))
    try play(app, input.text + "\nwait 1")
    #expect(app.split.listIsOnTop)
  }

  @Test func choosingAPlaceThatComesOutOnLandDigsThere() throws {
    let app = try session(width: 1600)
    try play(app, "wait 0.3")
    let places = try #require(app.split.places)
    let onLand = try #require(places.list.onLand)
    #expect(onLand.count == LandPlaces.count)
    let rows = places.list.sections.flatMap(\.entries)
    let row = try #require(rows.firstIndex { $0.coordinate == onLand[0].coordinate })
    try play(app, "click place \(row + 1)\nwait 1")
    #expect(app.root.startMap.currentLocation == onLand[0].coordinate)
    #expect(app.root.targetMap.currentLocation == onLand[0].coordinate.antipode)
    #expect(app.geocoder.describe(app.root.targetMap.currentLocation).kind == .land)
    #expect(places.list.recent.first?.coordinate == onLand[0].coordinate)  // a recent dig now
  }

  @Test func thePlacesOnLandAreTheLargestOfEachCountryWhoseAntipodeIsLand() throws {
    let app = try session()
    let found = LandPlaces.find(in: app.geocoder)
    #expect(found.count == LandPlaces.count)
    let byCoordinate = Dictionary(
      app.geocoder.gazetteer.places.map {
        (Coordinate(latitude: $0.latitude, longitude: $0.longitude)!, $0)
      }, uniquingKeysWith: { a, _ in a })
    let sources = try found.map { try #require(byCoordinate[$0.coordinate]) }
    #expect(Set(sources.map(\.countryCode)).count == sources.count)  // one a country
    #expect(sources.map(\.population) == sources.map(\.population).sorted(by: >))
    for place in found {
      #expect(app.geocoder.describe(place.coordinate.antipode).kind == .land)
      #expect(place.comesOut == app.geocoder.describe(place.coordinate.antipode).text)
    }
    // No larger place of a country not listed comes out on land.
    let smallest = sources.last!.population
    let listed = Set(sources.map(\.countryCode))
    for place in app.geocoder.gazetteer.places where place.population > smallest {
      guard !listed.contains(place.countryCode) else { continue }
      let site = Coordinate(latitude: place.latitude, longitude: place.longitude)!
      #expect(app.geocoder.describe(site.antipode).kind != .land, "\(place.name)")
    }
  }

  @Test func aSavedPlaceSurvivesARestartAndCanBeRemoved() throws {
    let first = try session(width: 1600)
    try play(first, "wait 0.3\ndig -33.87 151.21\nwait 1\nkey B\nwait 0.1")
    let saved = try #require(first.split.places?.list.saved.first)
    #expect(saved.name.contains("Sydney"))
    let second = try session(width: 1600)
    try play(second, "wait 0.3")
    let places = try #require(second.split.places)
    #expect(places.list.saved.map(\.name) == [saved.name])
    #expect(places.list.saved[0].coordinate.distance(to: saved.coordinate) < 0.1)
    #expect(second.warnings.isEmpty)
    let row = try #require(places.rows.first { $0.removeButton != nil })
    var input = DeviceInput()
    input.click(at: row.removeButton!.convert(row.removeButton!.bounds.center, to: nil))
    try play(second, input.text + "\nwait 0.1")
    #expect(places.list.saved.isEmpty)
    #expect(SavedPlacesStore(besideDigSite: second.options.stateStore).load().places.isEmpty)
  }

  @Test func aDamagedPlacesFileIsIgnoredWithOneLine() throws {
    try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
    let path = stateDirectory.appendingPathComponent("places")
    try Data("not a place\n".utf8).write(to: path)
    let app = try session()
    try play(app, "wait 0.3")
    #expect(app.warnings == ["ignoring the unreadable saved places in \(path.path)"])
    #expect(app.split.places?.list.saved.isEmpty == true)
  }
}
