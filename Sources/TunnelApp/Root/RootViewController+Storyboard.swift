import Foundation
import ViewKit

/// The root's side of the main storyboard: it takes its four children
/// from the segues that make them, and checks, at launch, that the file
/// gave it what the app needs: the four children, and the "help" and
/// "details" segues the keys and clicks perform.
extension RootViewController {
  /// The children the storyboard must give the root, by segue identifier.
  static let childSegues = ["startMap", "targetMap", "startGeo", "targetGeo"]

  /// Keeps the child a containment segue made; the maps tell the root
  /// where the user moves them.
  func takeChild(from segue: StoryboardSegue) {
    switch (segue.identifier, segue.destination) {
    case ("startMap", let map as MapViewController):
      startMap = map
      map.delegate = self
    case ("targetMap", let map as MapViewController):
      targetMap = map
      map.delegate = self
    case ("startGeo", let geo as GeoInfoViewController): startGeo = geo
    case ("targetGeo", let geo as GeoInfoViewController): targetGeo = geo
    default: break
    }
  }

  /// Throws, naming the file and the root's scene, when the storyboard did
  /// not give the root each child it needs, of the right class.
  public func checkStoryboardWiring() throws(StoryboardError) {
    let given: [String: ViewController?] = [
      "startMap": startMap, "targetMap": targetMap, "startGeo": startGeo, "targetGeo": targetGeo,
    ]
    let file = storyboard?.file ?? "(none)"
    for identifier in Self.childSegues where given[identifier]! == nil {
      throw StoryboardError(
        .badSegue, file: file, scene: traceName,
        "needs a containment segue \"\(identifier)\" to a \(identifier.hasSuffix("Map") ? "MapViewController" : "GeoInfoViewController")"
      )
    }
    for (controller, identifier) in [
      (self, "help"), (startGeo!, "details"), (targetGeo!, "details"),
    ]
    where !controller.segueIdentifiers.contains(identifier) {
      throw StoryboardError(
        .badSegue, file: file, scene: controller.traceName, "needs a segue \"\(identifier)\"")
    }
  }
}

extension ViewController {
  /// Performs a segue that the launch checked the storyboard declares
  /// (`checkStoryboardWiring()`); should it fail anyway (a factory's
  /// error), the one line goes to stderr and nothing is shown.
  func performDeclaredSegue(_ identifier: String, sender: Any?) {
    do {
      try performSegue(withIdentifier: identifier, sender: sender)
    } catch {
      HierarchyWarnings.output("\(error)")
    }
  }
}
