import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The app from its main storyboard, and its memory-warning demo (key M).
@Suite(.serialized) @MainActor
final class StoryboardLaunchTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tunnel-storyboard-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  isolated deinit {
    try? FileManager.default.removeItem(at: directory)
    ViewController.unloadsViewsOnMemoryWarning = false
  }

  func session(storyboard json: String? = nil) throws -> AppSession {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 600, height: 600)
    if let json {
      try Data(json.utf8).write(to: directory.appendingPathComponent("Main.storyboard.json"))
      options.storyboardDirectory = directory.path
    }
    return try AppSession(options: options, catalog: .default())
  }

  /// The app's own storyboard, with `change` applied to its text.
  func mainStoryboard(_ change: (String) -> String) throws -> String {
    let path = try AssetCatalog.default().path("Storyboards/Main.storyboard.json")
    return change(try String(contentsOfFile: path, encoding: .utf8))
  }

  @Test func theAppsControllerTreeComesFromItsStoryboard() throws {
    let tracer = LifecycleTracer(clock: VirtualClock())
    let previous = LifecycleTracer.current  // another suite's, waiting for its test: put back
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = previous }
    let app = try session()
    let root = app.root
    #expect(root.storyboard?.file == "Main.storyboard.json")
    #expect(app.window.rootViewController === app.split && app.split.tunnel === root)
    #expect(root.children.map(\.title) == ["startMap", "targetMap"])
    #expect(root.startMap.view.superview === root.topContainer)
    #expect(root.targetMap.view.superview === root.bottomContainer)
    #expect(root.startGeo.parent == nil && !root.startGeo.isViewLoaded)
    #expect(root.startMap.delegate === root && root.targetMap.delegate === root)
    #expect(root.targetMap.currentLocation == root.startMap.currentLocation.antipode)
    let events = tracer.events
    #expect(events.first == "launch loadStoryboard:Main.storyboard.json")
    #expect(
      events.filter { $0.hasPrefix("storyboard instantiate:") } == [
        "storyboard instantiate:split", "storyboard instantiate:places",
        "storyboard instantiate:root", "storyboard instantiate:startMap",
        "storyboard instantiate:targetMap", "storyboard instantiate:startGeo",
        "storyboard instantiate:targetGeo",
      ])
  }

  @Test func keyMUnloadsTheHiddenGeoInfoViewsAndTheRadarReloadsThemFromTheirModel() throws {
    let app = try session()
    try app.runHeadless(
      try Script(text: "wait 0.3\nclick radar\nwait 1\nclick radar\nwait 1", name: "t"))
    let geo = app.root.startGeo!
    let name = geo.name
    #expect(name.hasSuffix(", Denmark") && geo.isViewLoaded)
    let tracer = LifecycleTracer(clock: VirtualClock())
    let previous = LifecycleTracer.current  // another suite's, waiting for its test: put back
    LifecycleTracer.current = tracer
    defer {
      LifecycleTracer.current = previous
      ViewController.unloadsViewsOnMemoryWarning = false
    }
    try app.runHeadless(try Script(text: "key M\nwait 0.2", name: "t"))
    #expect(!geo.isViewLoaded && geo.label == nil, "the label went with the view")
    #expect(app.root.startMap.isViewLoaded && app.root.isViewLoaded, "views in the window stay")
    // Another suite's session, alive meanwhile, hears the warning too: look
    // for this panel's three lines together.
    let unload = [
      "startGeo didReceiveMemoryWarning", "startGeo viewWillUnload", "startGeo viewDidUnload",
    ]
    let events = tracer.events
    #expect(events.indices.contains { events[$0...].starts(with: unload) })
    tracer.clearLines()
    try app.runHeadless(try Script(text: "click radar\nwait 1", name: "t"))
    #expect(geo.isViewLoaded && geo.label.text == name, "the name comes back from the model")
    #expect(tracer.events.contains("startGeo viewDidLoad"))
    #expect(
      !tracer.events.contains("startGeo label \"Thinking…\""), "the geocoder was not asked again")
  }

  /// The maps let go of the tiles and names they do not show, and the
  /// renderer of its cached text; what is shown stays.
  @Test func keyMEmptiesTheCachesThatCanBeMadeAgain() throws {
    let app = try session()
    defer { ViewController.unloadsViewsOnMemoryWarning = false }
    let script = [
      "wait 0.3", "key shift+down", "wait 0.5", "key shift+down", "wait 0.5", "click radar",
      "wait 1", "click radar", "wait 1",
    ].joined(separator: "\n")
    try app.runHeadless(try Script(text: script, name: "t"))
    let map = app.root.startMap.mapView
    let before = map.memory
    let renderer = try #require(app.window.renderer)
    #expect(renderer.cachedTextCount > 0)
    try app.runHeadless(try Script(text: "key M\nwait 0.2", name: "t"))
    let after = map.memory
    #expect(after.tileCount < before.tileCount && after.nameBytes <= before.nameBytes)
    #expect(!map.showsBlankTile)
    #expect(renderer.textureMemory.spareTextureBytes == 0)
  }

  @Test(arguments: [
    (
      "\"class\": \"MapViewController\"", "\"class\": \"MapController\"",
      #"storyboard Main.storyboard.json: scene "startMap": unknown class "MapController""#
    ),
    (
      "\"destination\": \"startGeo\"", "\"destination\": \"startGeography\"",
      #"storyboard Main.storyboard.json: scene "root": segue "startGeo": its destination "startGeography" is missing"#
    ),
    (
      "\"marker\": \"x\"", "\"marker\": \"o\"",
      #"storyboard Main.storyboard.json: scene "targetMap": attribute "marker" is "o", not one of digger, x"#
    ),
    (
      "\"identifier\": \"targetGeo\", \"kind\": \"relationship\"",
      "\"identifier\": \"otherGeo\", \"kind\": \"relationship\"",
      #"storyboard Main.storyboard.json: scene "root": needs a containment segue "targetGeo" to a GeoInfoViewController"#
    ),
    (
      "\"identifier\": \"help\", \"kind\"", "\"identifier\": \"helpMe\", \"kind\"",
      #"storyboard Main.storyboard.json: scene "root": needs a segue "help""#
    ),
  ])
  func aBadMainStoryboardStopsTheLaunchWithOneLine(_ from: String, _ to: String, _ line: String)
    throws
  {
    let json = try mainStoryboard { $0.replacingOccurrences(of: from, with: to) }
    let error = #expect(throws: StoryboardError.self) { try session(storyboard: json) }
    #expect(error?.description == line)
  }
}
