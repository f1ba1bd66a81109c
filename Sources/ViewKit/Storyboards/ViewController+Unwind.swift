import Foundation

/// Unwind segues, in a documented subset of UIKit's.
///
/// An unwind segue names an action, not a destination. When it fires, the
/// search for the destination walks up from the source: at each step it
/// moves to the current controller's parent (or, for a presented
/// controller, its presenter), asks that controller's other children
/// (those not on the way from the source) and then the controller itself
/// `canPerformUnwindSegueAction(_:from:sender:)`; the first to say yes is
/// the destination. Then:
///
///     source.prepare(for:sender:) -> destination.performUnwindAction(_:for:)
///       -> container.unwind(for:towards: destination)   (when the destination
///          is a child of a container on the way up: it shows that child)
///       -> what the source's side presented is dismissed   (when the way up
///          crossed a presentation)
///
/// UIKit counterpart: unwind segues with `canPerformUnwindSegueAction(_:from:sender:)`,
/// `unwind(for:towards:)` and `allowedChildrenForUnwinding(from:)`.
/// Deliberate differences: actions are names (`unwindActions`) where UIKit
/// uses selectors; the children asked are always all the other children
/// (`allowedChildrenForUnwinding` cannot be overridden) and are not searched
/// below themselves; `childContaining(_:)` is not asked; no destination
/// found throws `.noSegue` where UIKit does nothing.
extension ViewController {
  func unwind(_ template: SegueTemplate, sender: Any?) throws(StoryboardError) {
    let action = template.action!
    guard let (destination, container, presenter) = unwindDestination(for: action, sender: sender)
    else {
      throw StoryboardError(
        .noSegue, file: storyboard?.file ?? "(none)", scene: sceneIdentifier,
        "segue \"\(template.identifier)\": no controller above \(traceName) implements unwind action \"\(action)\""
      )
    }
    let segue = StoryboardSegue(
      identifier: template.identifier, source: self, destination: destination)
    prepareTraced(for: segue, sender: sender)
    LifecycleTracer.record(destination, .unwindAction(action))
    destination.performUnwindAction(action, for: segue)
    if let container {
      LifecycleTracer.record(
        container, .unwindForSegue(template.identifier, destination: destination.traceName))
      container.unwind(for: segue, towards: destination)
    }
    if let presenter {
      presenter.dismiss(animated: template.animated)  // and everything presented above
    }
  }

  /// The destination; the container whose child it is, when it was found
  /// among a container's other children; and the highest presenter the way
  /// up crossed, which dismisses what it presents.
  private func unwindDestination(for action: String, sender: Any?)
    -> (ViewController, ViewController?, ViewController?)?
  {
    var current = self
    var presenter: ViewController?
    while let next = current.parent ?? current.presentingViewController {
      if current.parent == nil { presenter = next }  // stepped across a presentation
      for child in next.children where child !== current {
        if child.canPerformUnwindSegueAction(action, from: self, sender: sender) {
          return (child, next, presenter)
        }
      }
      if next.canPerformUnwindSegueAction(action, from: self, sender: sender) {
        return (next, nil, presenter)
      }
      current = next
    }
    return nil
  }
}
