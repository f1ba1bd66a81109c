import Foundation

/// A storyboard: scenes (each a controller class, with an identifier), the
/// initial scene, and the segues between them, read from a JSON file and
/// checked against the program's `StoryboardRegistry`.
///
/// Instantiating a scene makes its controller, and with it, depth first in
/// the file's order, the children its embed and relationship segues name;
/// the container's `prepare(for:sender:)` hears of each child at once, and
/// embed segues put their children in place when the container's view
/// loads (after `loadView`, before `viewDidLoad`). Other segues make their
/// destination only when they fire (`ViewController+Segues.swift`).
///
/// UIKit counterpart: `UIStoryboard`: `init(name:bundle:)`,
/// `instantiateInitialViewController()`,
/// `instantiateViewController(withIdentifier:)`. Deliberate differences:
/// the file is JSON (`StoryboardDocument.swift`); the bundle is a
/// directory; classes come from a registry; problems throw
/// `StoryboardError` where UIKit raises an exception; the whole file is
/// checked when it is loaded (`Storyboard+Validation.swift`).
@MainActor
public final class Storyboard {
  /// The file name errors show, e.g. "Main.storyboard.json".
  public let file: String
  /// The identifier of the scene `instantiateInitialViewController()`
  /// makes; nil when the file names no initial scene. When set, it names a
  /// scene of the file (checked at load). UIKit has no public counterpart.
  public let initialIdentifier: String?
  let scenes: [String: Scene]
  let registry: StoryboardRegistry

  /// One scene, as checked.
  struct Scene {
    let identifier: String
    let className: String
    let attributes: [String: String]
    let segues: [SegueTemplate]
  }

  /// Reads `<directory>/<name>.storyboard.json` and checks it.
  public convenience init(name: String, directory: String, registry: StoryboardRegistry)
    throws(StoryboardError)
  {
    let file = "\(name).storyboard.json"
    let path = (directory as NSString).appendingPathComponent(file)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StoryboardError(.unreadable, file: file, "cannot read \(path)")
    }
    try self.init(data: data, file: file, registry: registry)
  }

  /// Checks the storyboard in `data`; `file` names it in errors.
  public init(data: Data, file: String, registry: StoryboardRegistry) throws(StoryboardError) {
    let document = try StoryboardDocument.decode(data, file: file)
    self.file = file
    self.registry = registry
    self.initialIdentifier = document.initial
    self.scenes = try Self.check(document, file: file, registry: registry)
  }

  /// The identifiers of the scenes, sorted.
  public var sceneIdentifiers: [String] { scenes.keys.sorted() }

  /// The identifiers of the segues scene `identifier` declares, in the
  /// file's order; empty for a scene the file lacks.
  public func segueIdentifiers(ofScene identifier: String) -> [String] {
    scenes[identifier]?.segues.map(\.identifier) ?? []
  }

  /// A new instance of the initial scene's controller (with its embedded
  /// children); nil when the file names no initial scene.
  public func instantiateInitialViewController() throws(StoryboardError) -> ViewController? {
    guard let initialIdentifier else { return nil }
    return try instantiateViewController(withIdentifier: initialIdentifier)
  }

  /// A new instance of the scene `identifier`'s controller, with its
  /// embedded and related children; throws `.missingScene` for an
  /// identifier the file lacks, and passes on a factory's error.
  public func instantiateViewController(withIdentifier identifier: String) throws(StoryboardError)
    -> ViewController
  {
    guard let scene = scenes[identifier] else {
      throw StoryboardError(
        .missingScene, file: file, "no scene \"\(StoryboardError.printable(identifier))\"")
    }
    let controller = try make(scene)
    LifecycleTracer.current?.record(name: "storyboard", event: .instantiate(identifier: identifier))
    controller.storyboard = self
    controller.sceneIdentifier = identifier
    for template in scene.segues where template.kind.isContainment {
      try instantiateChild(of: controller, template)
    }
    return controller
  }

  /// A containment segue at instantiation: the child is made now, the
  /// container prepares for it now, and an embed is kept for the view load.
  private func instantiateChild(of container: ViewController, _ template: SegueTemplate)
    throws(StoryboardError)
  {
    let child = try instantiateViewController(withIdentifier: template.destination!)
    let segue = StoryboardSegue.make(
      template, source: container, destination: child, registry: registry)
    container.prepareTraced(for: segue, sender: nil)
    if template.kind == .embed {
      container.embeds.append(
        ViewController.Embed(
          identifier: template.identifier, child: child, container: template.container))
    }
  }

  private func make(_ scene: Scene) throws(StoryboardError) -> ViewController {
    let entry = registry.controllers[scene.className]!  // checked at load
    let context = SceneContext(
      identifier: scene.identifier, attributes: scene.attributes, file: file)
    do {
      return try entry.make(context)
    } catch let error as StoryboardError {
      throw error
    } catch {
      throw StoryboardError(.badAttribute, file: file, scene: scene.identifier, "\(error)")
    }
  }

  /// The segue `identifier` of `scene`, if it has one.
  func segue(_ identifier: String, inScene scene: String) -> SegueTemplate? {
    scenes[scene]?.segues.first { $0.identifier == identifier }
  }
}
