import Foundation

/// The checks a storyboard passes when it is loaded, so that nothing the
/// file says can fail later for a reason the file could have shown:
/// - every scene has a unique, non-empty identifier and a registered class;
/// - the initial scene exists;
/// - every segue has an identifier unique in its scene, a known kind, and
///   what its kind needs: a destination that exists (not for an unwind), a
///   container its source's class declares (embed), known styles
///   (present), a registered class (custom), an action (unwind);
/// - no scene contains itself through embed and relationship segues
///   (instantiating it would never end). Present and custom segues may
///   form cycles: their destinations are made only when they fire.
///
/// Each failure is one `StoryboardError` naming the file and the scene.
extension Storyboard {
  static func check(
    _ document: StoryboardDocument, file: String, registry: StoryboardRegistry
  ) throws(StoryboardError) -> [String: Scene] {
    var scenes: [String: Scene] = [:]
    for sceneDocument in document.scenes {
      let scene = try checkScene(sceneDocument, file: file, registry: registry)
      guard scenes[scene.identifier] == nil else {
        throw StoryboardError(.missingScene, file: file, scene: scene.identifier, "declared twice")
      }
      scenes[scene.identifier] = scene
    }
    if let initial = document.initial, scenes[initial] == nil {
      throw StoryboardError(
        .missingScene, file: file,
        "the initial scene \"\(StoryboardError.printable(initial))\" is missing")
    }
    for scene in scenes.values.sorted(by: { $0.identifier < $1.identifier }) {
      for segue in scene.segues {
        if let destination = segue.destination, scenes[destination] == nil {
          throw StoryboardError(
            .missingScene, file: file, scene: scene.identifier,
            "segue \"\(StoryboardError.printable(segue.identifier))\": its destination \"\(StoryboardError.printable(destination))\" is missing"
          )
        }
      }
    }
    try checkContainmentCycles(scenes, file: file)
    return scenes
  }

  private static func checkScene(
    _ document: StoryboardDocument.SceneDocument, file: String, registry: StoryboardRegistry
  ) throws(StoryboardError) -> Scene {
    let id = document.identifier
    guard !id.isEmpty else {
      throw StoryboardError(.malformed, file: file, "a scene has an empty identifier")
    }
    guard let entry = registry.controllers[document.className] else {
      throw StoryboardError(
        .unknownClass, file: file, scene: id,
        "unknown class \"\(StoryboardError.printable(document.className))\"")
    }
    var seen: Set<String> = []
    var segues: [SegueTemplate] = []
    for segueDocument in document.segues {
      let segue = try checkSegue(
        segueDocument, scene: id, containers: entry.containers, file: file, registry: registry)
      guard seen.insert(segue.identifier).inserted else {
        throw StoryboardError(
          .badSegue, file: file, scene: id,
          "segue \"\(StoryboardError.printable(segue.identifier))\" is declared twice")
      }
      segues.append(segue)
    }
    return Scene(
      identifier: id, className: document.className, attributes: document.attributes,
      segues: segues)
  }

  private static func checkSegue(
    _ document: StoryboardDocument.SegueDocument, scene: String, containers: Set<String>,
    file: String, registry: StoryboardRegistry
  ) throws(StoryboardError) -> SegueTemplate {
    func bad(_ detail: String) -> StoryboardError {
      StoryboardError(
        .badSegue, file: file, scene: scene,
        "segue \"\(StoryboardError.printable(document.identifier))\": \(detail)")
    }
    guard !document.identifier.isEmpty else { throw bad("an empty identifier") }
    guard let kind = SegueTemplate.Kind(rawValue: document.kind) else {
      throw bad(
        "unknown kind \"\(StoryboardError.printable(document.kind))\" (one of \(SegueTemplate.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    try checkFields(of: document, kind: kind, containers: containers, registry: registry, bad: bad)
    return SegueTemplate(
      identifier: document.identifier, kind: kind, destination: document.destination,
      container: document.container, presentationStyle: document.presentationStyle,
      transitionStyle: document.transitionStyle, animated: document.animated ?? true,
      segueClass: document.className, action: document.action)
  }

  /// What each kind needs, and nothing a kind would ignore.
  private static func checkFields(
    of document: StoryboardDocument.SegueDocument, kind: SegueTemplate.Kind,
    containers: Set<String>, registry: StoryboardRegistry, bad: (String) -> StoryboardError
  ) throws(StoryboardError) {
    let fields: [(String, Bool, Bool)] = [
      // name, given, allowed for this kind
      ("destination", document.destination != nil, kind != .unwind),
      ("container", document.container != nil, kind == .embed),
      ("presentationStyle", document.presentationStyle != nil, kind == .present),
      ("transitionStyle", document.transitionStyle != nil, kind == .present),
      ("animated", document.animated != nil, kind == .present || kind == .unwind),
      ("class", document.className != nil, kind == .custom),
      ("action", document.action != nil, kind == .unwind),
    ]
    for (name, given, allowed) in fields where given && !allowed {
      throw bad("a \(kind.rawValue) segue takes no \"\(name)\"")
    }
    if kind != .unwind && document.destination == nil { throw bad("no destination") }
    if let container = document.container, !containers.contains(container) {
      throw bad("its source has no container \"\(StoryboardError.printable(container))\"")
    }
    if kind == .custom {
      guard let name = document.className else { throw bad("no class") }
      guard registry.segues[name] != nil else {
        throw bad("unknown segue class \"\(StoryboardError.printable(name))\"")
      }
    }
    if kind == .unwind, document.action?.isEmpty ?? true { throw bad("no action") }
    if kind == .present { try checkPresentationStyles(of: document, bad: bad) }
  }

  /// How deep scenes may contain scenes: deeper is refused as a cycle
  /// would be, so that neither this check nor instantiation recurses
  /// without bound on a hostile file.
  static let maximumContainmentDepth = 64

  /// Depth-first search of the containment graph; a scene met again on the
  /// path it is on closes a cycle.
  private static func checkContainmentCycles(_ scenes: [String: Scene], file: String)
    throws(StoryboardError)
  {
    var finished: Set<String> = []
    var path: [String] = []
    func visit(_ id: String) throws(StoryboardError) {
      if finished.contains(id) { return }
      guard path.count < maximumContainmentDepth else {
        throw StoryboardError(
          .cycle, file: file, scene: id,
          "is contained more than \(maximumContainmentDepth) scenes deep")
      }
      if let start = path.firstIndex(of: id) {
        let cycle = (path[start...] + [id]).map { StoryboardError.printable($0) }
        throw StoryboardError(
          .cycle, file: file, scene: id, "contains itself: \(cycle.joined(separator: " -> "))")
      }
      path.append(id)
      for segue in scenes[id]!.segues where segue.kind.isContainment {
        try visit(segue.destination!)
      }
      path.removeLast()
      finished.insert(id)
    }
    for id in scenes.keys.sorted() { try visit(id) }
  }
}
