import Foundation

/// Segues from a controller made by a storyboard.
///
/// A segue that fires, from `performSegue(withIdentifier:sender:)` in code
/// or from a control connected with `connect(_:toSegue:for:)`, goes:
///
///     [shouldPerformSegue (controls only)] -> the destination is instantiated
///       -> source.prepare(for:sender:) -> segue.perform()
///
/// so `prepare(for:sender:)` runs before the destination's view loads.
/// Embed and relationship segues are not fired: their children are made
/// with the container (`Storyboard.swift`), and embeds are performed here
/// when the container's view loads, before its `viewDidLoad`.
///
/// UIKit counterpart: `performSegue(withIdentifier:sender:)`,
/// `shouldPerformSegue(withIdentifier:sender:)` (documented as not called
/// for `performSegue`), `prepare(for:sender:)` and `storyboard`.
/// Deliberate difference: an identifier the scene lacks throws
/// `StoryboardError` (`.noSegue`) where UIKit raises an exception.
extension ViewController {
  /// Fires the segue `identifier` of this controller's scene, without
  /// asking `shouldPerformSegue`. Throws `.noSegue` when the scene has no
  /// such segue (or the controller was not made by a storyboard), and a
  /// factory's error if the destination cannot be made.
  public func performSegue(withIdentifier identifier: String, sender: Any?)
    throws(StoryboardError)
  {
    let template = try segueTemplate(identifier)
    LifecycleTracer.record(self, .performSegue(identifier))
    try fire(template, sender: sender)
  }

  /// The identifiers of the segues this controller's scene declares, in
  /// the file's order; none for a controller made in code. (UIKit has no
  /// such list; a program checks with it that its storyboard declares the
  /// segues it performs.)
  public var segueIdentifiers: [String] {
    guard let storyboard, let sceneIdentifier else { return [] }
    return storyboard.segueIdentifiers(ofScene: sceneIdentifier)
  }

  /// Connects `control` to the segue `identifier`, as Interface Builder
  /// connects a button: each time the control sends `events`, the segue
  /// fires if `shouldPerformSegue(withIdentifier:sender:)` says yes, with
  /// the control as the sender. Throws `.noSegue` at once for an
  /// identifier the scene lacks. An error while firing (a factory's) goes
  /// to `HierarchyWarnings.output`, since no caller is there to catch it.
  public func connect(
    _ control: Control, toSegue identifier: String, for events: Control.Events = .touchUpInside
  ) throws(StoryboardError) {
    _ = try segueTemplate(identifier)
    control.addAction(
      { [weak self] sender in self?.triggerSegue(identifier, sender: sender) }, for: events)
  }

  /// A control's trigger: asks first, then fires.
  func triggerSegue(_ identifier: String, sender: Any?) {
    let allowed = shouldPerformSegue(withIdentifier: identifier, sender: sender)
    LifecycleTracer.record(self, .shouldPerformSegue(identifier, allowed: allowed))
    guard allowed else { return }
    do {
      try fire(try segueTemplate(identifier), sender: sender)
    } catch {
      HierarchyWarnings.output("\(error)")
    }
  }

  /// The segue `identifier` of this controller's scene.
  func segueTemplate(_ identifier: String) throws(StoryboardError) -> SegueTemplate {
    guard let storyboard, let scene = sceneIdentifier else {
      throw StoryboardError(
        .noSegue, file: "(none)",
        "\(traceName) was not made from a storyboard, so has no segue \"\(identifier)\"")
    }
    guard let template = storyboard.segue(identifier, inScene: scene),
      !template.kind.isContainment
    else {
      throw StoryboardError(
        .noSegue, file: storyboard.file, scene: scene, "has no segue \"\(identifier)\" to perform")
    }
    return template
  }

  /// Makes the destination, prepares, performs.
  private func fire(_ template: SegueTemplate, sender: Any?) throws(StoryboardError) {
    if template.kind == .unwind {
      return try unwind(template, sender: sender)
    }
    let storyboard = storyboard!
    let destination = try storyboard.instantiateViewController(
      withIdentifier: template.destination!)
    let segue = StoryboardSegue.make(
      template, source: self, destination: destination, registry: storyboard.registry)
    prepareTraced(for: segue, sender: sender)
    segue.perform()
  }

  /// `prepare(for:sender:)`, with its trace line.
  func prepareTraced(for segue: StoryboardSegue, sender: Any?) {
    LifecycleTracer.record(
      self, .prepareForSegue(segue.identifier ?? "", destination: segue.destination.traceName))
    prepare(for: segue, sender: sender)
  }

  /// An embed segue of the scene, kept by its container (without the
  /// container itself, which would be a cycle).
  struct Embed {
    let identifier: String
    let child: ViewController
    let container: String?
    /// Whether the child has joined once already.
    var performed = false
  }

  /// The scene's embed segues, when the view has just loaded: the first
  /// time, each child joins; after an unload, each child that is still a
  /// child has its view put back.
  func performEmbedSegues() {
    for index in embeds.indices {
      let embed = embeds[index]
      guard !embed.performed || embed.child.parent === self else { continue }
      embeds[index].performed = true
      EmbedSegue(
        identifier: embed.identifier, source: self, destination: embed.child,
        container: embed.container
      ).perform()
    }
  }
}
