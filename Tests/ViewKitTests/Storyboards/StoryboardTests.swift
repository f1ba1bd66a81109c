import Foundation
import Platform
import Testing

@testable import ViewKit

/// The order of a storyboard's work, as Apple describes it: children with
/// their container, destinations only when a segue fires, and
/// `prepare(for:sender:)` before the destination's view loads.
extension SharedStateSuites {
  @Suite @MainActor
  final class StoryboardTests {
    let tracer = LifecycleTracer(clock: VirtualClock())
    let log = SceneLog()
    let board: Storyboard

    init() throws {
      LifecycleTracer.current = tracer
      board = try storyboard(demoStoryboard, log)
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    @Test func embeddedChildrenAreInstantiatedWithTheirContainerAndPreparedForAtOnce() throws {
      let home = try board.instantiateViewController(withIdentifier: "home")
      #expect(
        log.entries == [
          "make home", "make inner", "make leaf", "inner prepare toLeaf (leaf not loaded)",
          "home prepare toInner (inner not loaded)", "make spare",
          "home prepare toSpare (spare not loaded)",
        ])
      #expect(home.children.isEmpty, "no child joins before the container's view loads")
      #expect(!log.entries.contains("make away"), "a segue's destination waits for the segue")
    }

    @Test func embedSeguesPutTheChildrenInPlaceAfterLoadViewAndBeforeViewDidLoad() throws {
      let home = try #require(try board.instantiateInitialViewController() as? SlotController)
      tracer.clearLines()
      _ = home.view
      let inner = try #require(home.children.first as? SlotController)
      let leaf = try #require(inner.children.first)
      #expect(home.children.count == 1 && inner.title == "inner" && leaf.title == "leaf")
      #expect(inner.view.superview === home.slot && inner.view.frame == home.slot.bounds)
      #expect(
        leaf.view.superview === inner.view, "an embed without a container fills the root view")
      #expect(
        tracer.events.filter { !$0.hasPrefix("storyboard") } == [
          "inner willMoveToParent:home", "leaf willMoveToParent:inner", "leaf viewDidLoad",
          "leaf didMoveToParent:inner", "inner viewDidLoad", "inner didMoveToParent:home",
          "home viewDidLoad",
        ])
      #expect(log.entries.suffix(3) == ["home loadView", "inner loadView", "leaf loadView"])
    }

    @Test func aRelationshipChildIsHandedToItsContainerButNotAdded() throws {
      let home = try #require(try board.instantiateInitialViewController() as? SlotController)
      _ = home.view
      let spare = try #require(home.prepared.first { $0.identifier == "toSpare" }?.destination)
      #expect(spare.title == "spare" && spare.parent == nil && !spare.isViewLoaded)
      #expect(spare.storyboard === board && home.storyboard === board)
    }

    @Test func aSegueMakesItsDestinationWhenItFiresAndPreparesBeforeItsViewLoads() throws {
      let home = try board.instantiateViewController(withIdentifier: "home")
      log.entries.removeAll()
      try home.performSegue(withIdentifier: "fly", sender: nil)
      #expect(
        log.entries == [
          "make away", "home prepare fly (away not loaded)", "perform fly (away not loaded)",
        ])
      try home.performSegue(withIdentifier: "fly", sender: nil)
      #expect(log.entries.filter { $0 == "make away" }.count == 2, "each firing makes a new one")
    }

    @Test func performSegueInCodeDoesNotAskShouldPerformSegue() throws {
      let home = try #require(try board.instantiateInitialViewController() as? SceneController)
      home.refuses = ["fly"]
      try home.performSegue(withIdentifier: "fly", sender: nil)
      #expect(!log.entries.contains { $0.contains("should") })
      #expect(log.entries.contains("perform fly (away not loaded)"))
    }

    @Test func aControlsSegueAsksShouldPerformSegueFirstWithTheControlAsSender() throws {
      let home = try #require(try board.instantiateInitialViewController() as? SceneController)
      let button = Button(frame: .zero)
      try home.connect(button, toSegue: "fly")
      log.entries.removeAll()
      button.sendActions(for: .touchUpInside)
      #expect(
        log.entries == [
          "home should fly", "make away", "home prepare fly (away not loaded)",
          "perform fly (away not loaded)",
        ])
      home.refuses = ["fly"]
      log.entries.removeAll()
      button.sendActions(for: .touchUpInside)
      #expect(log.entries == ["home should fly"], "refused: nothing is made")
    }

    @Test func performSegueWithAnUnknownIdentifierThrowsNoSegueNamingTheScene() throws {
      let home = try board.instantiateViewController(withIdentifier: "home")
      for identifier in ["nowhere", "toInner"] {  // a containment segue does not fire either
        let error = #expect(throws: StoryboardError.self) {
          try home.performSegue(withIdentifier: identifier, sender: nil)
        }
        #expect(error?.kind == .noSegue)
        #expect(
          error?.description
            == "storyboard Test.storyboard.json: scene \"home\": has no segue \"\(identifier)\" to perform"
        )
      }
      #expect(throws: StoryboardError.self) {
        try home.connect(Button(frame: .zero), toSegue: "nowhere")
      }
    }

    @Test func aControllerMadeInCodeHasNoStoryboardAndNoSegues() {
      let plain = ViewController()
      #expect(plain.storyboard == nil)
      let error = #expect(throws: StoryboardError.self) {
        try plain.performSegue(withIdentifier: "fly", sender: nil)
      }
      #expect(error?.kind == .noSegue)
    }

    @Test func instantiatingAnUnknownSceneThrowsAndNoInitialSceneGivesNil() throws {
      let error = #expect(throws: StoryboardError.self) {
        try board.instantiateViewController(withIdentifier: "ghost")
      }
      #expect(error?.description == "storyboard Test.storyboard.json: no scene \"ghost\"")
      let noInitial = try storyboard(
        #"{ "scenes": [ { "identifier": "a", "class": "Scene" } ] }"#, log)
      #expect(try noInitial.instantiateInitialViewController() == nil)
    }
  }
}
