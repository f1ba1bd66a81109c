import Foundation
import Platform
import Testing

@testable import ViewKit

/// The launch with a main storyboard, in Apple's three steps: load the
/// storyboard, instantiate its initial view controller, make it the
/// window's root.
extension SharedStateSuites {
  @Suite @MainActor
  final class LaunchTests {
    let tracer = LifecycleTracer(clock: VirtualClock())
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "storyboard-launch-\(UUID())")
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 240))

    init() throws {
      LifecycleTracer.current = tracer
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    isolated deinit {
      LifecycleTracer.current = nil
      try? FileManager.default.removeItem(at: directory)
    }

    func write(_ json: String, as name: String) throws {
      try Data(json.utf8).write(to: directory.appendingPathComponent("\(name).storyboard.json"))
    }

    @Test func launchLoadsInstantiatesThenSetsTheRootInThatOrder() throws {
      try write(demoStoryboard, as: "Main")
      let root = try window.launch(
        storyboardNamed: "Main", directory: directory.path, registry: testRegistry(SceneLog()))
      #expect(window.rootViewController === root && root.title == "home")
      let events = tracer.events
      let load = try #require(events.firstIndex(of: "launch loadStoryboard:Main.storyboard.json"))
      let made = try #require(events.firstIndex(of: "launch instantiateInitialViewController:home"))
      let set = try #require(events.firstIndex(of: "launch setRootViewController"))
      #expect(load < made && made < set)
      #expect(
        events[load + 1..<made].allSatisfy {
          $0.hasPrefix("storyboard instantiate:") || $0.contains(" prepareForSegue:")
        }, "step 2 makes the initial scene and its children, nothing more")
      let after = Array(events[(set + 1)...])
      #expect(after.first == "inner willMoveToParent:home", "step 3 loads the root's view")
      #expect(after.contains("home viewDidLoad") && after.contains("home viewDidAppear"))
    }

    @Test func configureRunsBetweenInstantiatingAndSettingTheRootBeforeTheViewLoads() throws {
      try write(demoStoryboard, as: "Main")
      var loadedWhenConfigured: Bool?
      let first = try window.launch(
        storyboardNamed: "Main", directory: directory.path, registry: testRegistry(SceneLog())
      ) { initial in
        loadedWhenConfigured = initial.isViewLoaded
        tracer.record(name: "app", event: .label("configure"))
      }
      #expect(loadedWhenConfigured == false)
      let events = tracer.events
      #expect(
        events.firstIndex(of: "app label \"configure\"")! > events.firstIndex(
          of: "launch instantiateInitialViewController:home")!)
      #expect(
        events.firstIndex(of: "app label \"configure\"")! < events.firstIndex(
          of: "launch setRootViewController")!)
      let refused = #expect(throws: StoryboardError.self) {
        try window.launch(
          storyboardNamed: "Main", directory: directory.path, registry: testRegistry(SceneLog())
        ) { initial throws(StoryboardError) in
          throw StoryboardError(.badSegue, file: "Main.storyboard.json", scene: "home", "refused")
        }
      }
      #expect(refused?.description == #"storyboard Main.storyboard.json: scene "home": refused"#)
      #expect(window.rootViewController === first, "a refused initial scene is not installed")
    }

    @Test func launchFailsWithOneLineForAMissingFileOrInitialScene() throws {
      let missing = #expect(throws: StoryboardError.self) {
        try window.launch(
          storyboardNamed: "Gone", directory: directory.path, registry: StoryboardRegistry())
      }
      #expect(missing?.kind == .unreadable && missing?.file == "Gone.storyboard.json")
      try write(#"{ "scenes": [ { "identifier": "a", "class": "Scene" } ] }"#, as: "Bare")
      let bare = #expect(throws: StoryboardError.self) {
        try window.launch(
          storyboardNamed: "Bare", directory: directory.path, registry: testRegistry(SceneLog()))
      }
      #expect(bare?.description == "storyboard Bare.storyboard.json: no initial scene")
      #expect(window.rootViewController == nil)
    }
  }
}
