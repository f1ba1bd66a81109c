import Foundation
import FuzzSupport
import ViewKit

/// Storyboards: `Storyboard(data:file:registry:)` throws a `StoryboardError`,
/// one line that names the file, or returns a storyboard every scene of
/// which can be instantiated, its view loaded (embed segues performed),
/// and every segue it declares performed or refused with a
/// `StoryboardError`. The registry knows the app's class names (the seeds
/// include the app's own storyboard) with plain controllers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  MainActor.assumeIsolated { check(data) }
  return 0
}

@MainActor
private func check(_ data: Data) {
  let file = "fuzz.storyboard.json"
  let board: Storyboard
  do {
    board = try Storyboard(data: data, file: file, registry: registry)
  } catch {
    requireOneLine(error, file: file)
    return
  }
  for identifier in board.sceneIdentifiers {
    do {
      let controller = try board.instantiateViewController(withIdentifier: identifier)
      _ = controller.view
      performEverySegue(of: controller, scene: identifier, board: board, file: file)
    } catch {
      fatalError("scene \(identifier) of a checked storyboard failed: \(error)")
    }
  }
}

/// Fires each segue the scene declares, once; what cannot fire (a
/// containment segue, an unwind with no destination) must say so in one line.
@MainActor
private func performEverySegue(
  of controller: ViewController, scene: String, board: Storyboard, file: String
) {
  for identifier in board.segueIdentifiers(ofScene: scene) {
    do {
      try controller.performSegue(withIdentifier: identifier, sender: nil)
    } catch {
      requireOneLine(error, file: file)
    }
  }
}

private func requireOneLine(_ error: StoryboardError, file: String) {
  FuzzCheck.require(
    error.description.hasPrefix("storyboard \(file): "),
    "the error does not name the file: \(error.description)")
  FuzzCheck.require(
    !error.description.contains(where: \.isNewline),
    "the error is not one line: \(error.description.debugDescription)")
}

/// A controller with the app's two container views.
@MainActor
private final class Containing: ViewController {
  let top = View()
  let bottom = View()
  override func embedContainerView(named name: String) -> View? {
    switch name {
    case "top": top
    case "bottom": bottom
    default: nil
    }
  }
}

@MainActor
private let registry: StoryboardRegistry = {
  let registry = StoryboardRegistry()
  registry.register(Containing.self, named: "RootViewController", containers: ["top", "bottom"]) {
    _ in Containing()
  }
  for name in [
    "MapViewController", "GeoInfoViewController", "HelpViewController",
    "PlaceDetailsViewController",
    "Scene",
  ] {
    registry.register(ViewController.self, named: name) { _ in ViewController() }
  }
  registry.registerSegue(named: "Custom") {
    StoryboardSegue(identifier: $0, source: $1, destination: $2)
  }
  return registry
}()
