import Foundation

/// A split view controller in a storyboard: a scene of class
/// `SplitViewController` (its `style` attribute `doubleColumn`, the
/// default, or `tripleColumn`), whose relationship segues, named after the
/// columns, give each column its controller (`prepare(for:sender:)`).
///
/// UIKit counterpart: Interface Builder's split view controller and its
/// column relationship segues. Deliberate difference: the relationship's
/// identifier names the column ("primary", "supplementary", "secondary",
/// "compact"), where a storyboard file stores a relationship kind.
extension SplitViewController.Column {
  /// The identifier of the relationship segue that sets this column.
  public var storyboardRelationship: String { "\(self)" }  // the case's name
}

extension SplitViewController.Style {
  /// The style a scene's `style` attribute names: `doubleColumn` (also
  /// when it has none) or `tripleColumn`; a split view in a storyboard has
  /// columns.
  @MainActor static func ofScene(_ scene: SceneContext) throws -> Self {
    guard scene.attributes["style"] != nil else { return .doubleColumn }
    let name = try scene.attribute("style", oneOf: ["doubleColumn", "tripleColumn"])
    return name == "tripleColumn" ? .tripleColumn : .doubleColumn
  }
}

extension StoryboardRegistry {
  /// Registers `type`, a split view controller class, made with the style
  /// its scene's `style` attribute names and titled with the scene's
  /// identifier.
  public func registerSplitView<Controller: SplitViewController>(
    _ type: Controller.Type, make: @escaping (SplitViewController.Style) -> Controller
  ) {
    register(type) { scene in
      let controller = make(try SplitViewController.Style.ofScene(scene))
      controller.title = scene.identifier
      return controller
    }
  }
}
