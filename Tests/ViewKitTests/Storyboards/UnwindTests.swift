import Foundation
import Platform
import Testing

@testable import ViewKit

/// Unwinding, in ViewKit's documented subset: the way up from the source,
/// each step's other children and then the step itself asked
/// `canPerformUnwindSegueAction`; then prepare, the action, and the
/// container's `unwind(for:towards:)`.
extension SharedStateSuites {
  @Suite @MainActor
  struct UnwindTests {
    let log = SceneLog()

    /// home, loaded: inner is its child, leaf inner's.
    func loadedHome() throws -> (home: SlotController, inner: SlotController, leaf: SceneController)
    {
      let board = try storyboard(demoStoryboard, log)
      let home = try #require(try board.instantiateInitialViewController() as? SlotController)
      _ = home.view
      let inner = try #require(home.children.first as? SlotController)
      let leaf = try #require(inner.children.first as? SceneController)
      log.entries.removeAll()
      return (home, inner, leaf)
    }

    @Test func theFirstControllerUpTheWayThatCanPerformTheActionIsTheDestination() throws {
      let (home, _, leaf) = try loadedHome()
      home.unwindActionNames = ["backHome"]
      try leaf.performSegue(withIdentifier: "up", sender: nil)
      #expect(log.entries == ["leaf prepare up (home loaded)", "home action backHome from leaf"])
    }

    @Test func theSourceIsNeverItsOwnDestination() throws {
      let (home, _, leaf) = try loadedHome()
      leaf.unwindActionNames = ["backHome"]
      home.unwindActionNames = ["backHome"]
      try leaf.performSegue(withIdentifier: "up", sender: nil)
      #expect(log.entries.last == "home action backHome from leaf")
    }

    @Test func aContainersOtherChildIsAskedBeforeTheContainerAndShownByUnwindForTowards() throws {
      let (home, _, leaf) = try loadedHome()
      let sibling = SceneController("sibling", log: log)
      home.addChild(sibling)
      sibling.didMove(toParent: home)
      sibling.unwindActionNames = ["backHome"]
      home.unwindActionNames = ["backHome"]
      log.entries.removeAll()
      try leaf.performSegue(withIdentifier: "up", sender: nil)
      #expect(
        log.entries == [
          "leaf prepare up (sibling not loaded)", "sibling action backHome from leaf",
          "home unwind towards sibling",
        ])
    }

    @Test func anUnwindWithNoDestinationThrowsNoSegue() throws {
      let (_, _, leaf) = try loadedHome()
      let error = #expect(throws: StoryboardError.self) {
        try leaf.performSegue(withIdentifier: "up", sender: nil)
      }
      #expect(error?.kind == .noSegue)
      #expect(log.entries.isEmpty, "nothing is prepared when no destination is found")
    }
  }
}
