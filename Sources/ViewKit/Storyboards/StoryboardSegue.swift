import Foundation

/// A segue being performed: its identifier, the controller it starts from
/// and the one it leads to. Made by the storyboard when the segue fires
/// (an embed or relationship segue, when its container's scene is
/// instantiated); the source's `prepare(for:sender:)` sees it before
/// `perform()` runs.
///
/// UIKit counterpart: `UIStoryboardSegue` (`identifier`, `source`,
/// `destination`, `perform()`, `init(identifier:source:destination:)`, and
/// the `performHandler` of `init(identifier:source:destination:performHandler:)`).
/// Subclass it for a custom segue, register the subclass with
/// `StoryboardRegistry.registerSegue(named:make:)`, and override `perform()`.
@MainActor
open class StoryboardSegue {
  /// The segue's identifier in the storyboard; nil only for a segue made in
  /// code without one.
  public let identifier: String?
  /// The controller the segue starts from, which a storyboard lets prepare
  /// for it (`prepare(for:sender:)`); for an unwind, the controller unwinding.
  public let source: ViewController
  /// The controller the segue leads to; for an unwind, the one above the
  /// source that implements the unwind action.
  public let destination: ViewController
  private let performHandler: (() -> Void)?

  /// A segue from `source` to `destination`; the base `perform()` runs
  /// `performHandler`, if given, and does nothing else. The one initializer
  /// for both of UIKit's, `init(identifier:source:destination:)` and
  /// `init(identifier:source:destination:performHandler:)`.
  public init(
    identifier: String?, source: ViewController, destination: ViewController,
    performHandler: (() -> Void)? = nil
  ) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.performHandler = performHandler
  }

  /// Makes the transition. The default runs the perform handler, if any;
  /// the storyboard's own kinds (embed, present, unwind) override it.
  open func perform() {
    performHandler?()
  }
}

/// An embed segue: the destination becomes a child of the source, its view
/// in the named container view (or the source's root view), filling it:
/// the article's three-step add. Performed again when the source's view
/// loads after an unload, it only puts the view of a child that is still
/// a child back in place (storyboards with embeds came with iOS 6, which
/// no longer unloaded views, so UIKit has no rule here: README, Choices).
@MainActor
final class EmbedSegue: StoryboardSegue {
  let container: String?

  init(identifier: String, source: ViewController, destination: ViewController, container: String?)
  {
    self.container = container
    super.init(identifier: identifier, source: source, destination: destination)
  }

  override func perform() {
    let host =
      container.map { name in
        guard let view = source.embedContainerView(named: name) else {
          preconditionFailure(
            "\(source.traceName) declares container \"\(name)\" but embedContainerView(named:) returns nil"
          )
        }
        return view
      } ?? source.view
    let joining = destination.parent !== source
    if joining { source.addChild(destination) }  // 1
    destination.view.frame = host.bounds
    destination.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    host.addSubview(destination.view)  // 2
    if joining { destination.didMove(toParent: source) }  // 3
  }
}

extension StoryboardSegue {
  /// The segue object for `template`, of the class its kind calls for.
  static func make(
    _ template: SegueTemplate, source: ViewController, destination: ViewController,
    registry: StoryboardRegistry
  ) -> StoryboardSegue {
    switch template.kind {
    case .embed:
      return EmbedSegue(
        identifier: template.identifier, source: source, destination: destination,
        container: template.container)
    case .custom:
      return registry.segues[template.segueClass!]!(template.identifier, source, destination)
    case .present:
      return PresentationSegue(template: template, source: source, destination: destination)
    case .show:
      return ShowSegue(identifier: template.identifier, source: source, destination: destination)
    case .relationship, .unwind:
      // A relationship's child is the container's to show; an unwind is
      // performed by ViewController+Unwind.swift.
      return StoryboardSegue(
        identifier: template.identifier, source: source, destination: destination)
    }
  }
}
