import Foundation

@testable import ViewKit

/// A scene controller for storyboard tests: it records being made, its
/// view loading and each segue it prepares for (and whether the
/// destination's view was loaded then) into a shared log.
@MainActor
class SceneController: ViewController {
  let log: SceneLog
  var refuses: Set<String> = []
  var unwindActionNames: Set<String> = []
  var prepared: [StoryboardSegue] = []

  init(_ name: String, log: SceneLog) {
    self.log = log
    super.init()
    title = name
    log.add("make \(name)")
  }

  override func loadView() {
    log.add("\(traceName) loadView")
    super.loadView()
  }

  override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    prepared.append(segue)
    let loaded = segue.destination.isViewLoaded ? "loaded" : "not loaded"
    log.add(
      "\(traceName) prepare \(segue.identifier ?? "") (\(segue.destination.traceName) \(loaded))")
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    log.add("\(traceName) should \(identifier)")
    return !refuses.contains(identifier)
  }

  override var unwindActions: Set<String> { unwindActionNames }

  override func performUnwindAction(_ action: String, for segue: StoryboardSegue) {
    log.add("\(traceName) action \(action) from \(segue.source.traceName)")
  }

  override func unwind(for unwindSegue: StoryboardSegue, towards subsequent: ViewController) {
    log.add("\(traceName) unwind towards \(subsequent.traceName)")
  }
}

/// A scene with a container view named "slot".
@MainActor
final class SlotController: SceneController {
  let slot = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))

  override func loadView() {
    super.loadView()
    view.addSubview(slot)
  }

  override func embedContainerView(named name: String) -> View? { name == "slot" ? slot : nil }
}

/// A custom segue that records its performing.
@MainActor
final class LoggingSegue: StoryboardSegue {
  let log: SceneLog
  init(_ identifier: String, _ source: ViewController, _ destination: ViewController, log: SceneLog)
  {
    self.log = log
    super.init(identifier: identifier, source: source, destination: destination)
  }

  override func perform() {
    let loaded = destination.isViewLoaded ? "loaded" : "not loaded"
    log.add("perform \(identifier ?? "") (\(destination.traceName) \(loaded))")
  }
}

@MainActor
final class SceneLog {
  var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
}

/// A registry of the test classes: "Scene", "Slot" (with container
/// "slot"), and the segue class "Logging".
@MainActor
func testRegistry(_ log: SceneLog) -> StoryboardRegistry {
  let registry = StoryboardRegistry()
  registry.register(SceneController.self, named: "Scene") {
    SceneController($0.identifier, log: log)
  }
  registry.register(SlotController.self, named: "Slot", containers: ["slot"]) {
    SlotController($0.identifier, log: log)
  }
  registry.registerSegue(named: "Logging") { LoggingSegue($0, $1, $2, log: log) }
  return registry
}

/// A storyboard from JSON text, named "Test.storyboard.json".
@MainActor
func storyboard(_ json: String, _ log: SceneLog) throws -> Storyboard {
  try Storyboard(data: Data(json.utf8), file: "Test.storyboard.json", registry: testRegistry(log))
}

/// A storyboard with containment three deep and segues of every fired kind:
/// home (Slot) embeds "inner" (Slot) into its slot, which embeds "leaf";
/// home is related to "spare"; home has a custom segue "fly" to "away",
/// and "away" an unwind "back" with the action "backHome".
let demoStoryboard = """
  { "initial": "home",
    "scenes": [
      { "identifier": "home", "class": "Slot",
        "segues": [
          { "identifier": "toInner", "kind": "embed", "destination": "inner", "container": "slot" },
          { "identifier": "toSpare", "kind": "relationship", "destination": "spare" },
          { "identifier": "fly", "kind": "custom", "class": "Logging", "destination": "away" },
          { "identifier": "leave", "kind": "unwind", "action": "backHome" } ] },
      { "identifier": "inner", "class": "Slot",
        "segues": [ { "identifier": "toLeaf", "kind": "embed", "destination": "leaf" },
                    { "identifier": "up", "kind": "unwind", "action": "backHome" } ] },
      { "identifier": "leaf", "class": "Scene",
        "segues": [ { "identifier": "up", "kind": "unwind", "action": "backHome" } ] },
      { "identifier": "spare", "class": "Scene" },
      { "identifier": "away", "class": "Scene" } ] }
  """
