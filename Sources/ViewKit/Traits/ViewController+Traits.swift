import Foundation

/// A container's override of one child's traits; weak, so that an
/// override never keeps a child alive.
struct TraitOverride {
  weak var child: ViewController?
  var traits: TraitCollection
}

/// A controller's traits, its containers' overrides, and the default
/// forwarding of trait and size transitions to its children.
///
/// UIKit counterpart: `UIViewController`'s `UITraitEnvironment` and
/// `UIContentContainer` conformances. Traits pass down unchanged from the
/// window to its root controller and from each container to its children,
/// except where a container overrides them for one child.
extension ViewController {
  /// The window's traits for its root controller; a child's parent's,
  /// with the parent's override for it on top; a presented controller's
  /// presenter's; unspecified for a controller in none of these places.
  public var traitCollection: TraitCollection {
    if let window = windowAsRoot { return window.traitCollection }
    if let presenter = presentingStorage { return presenter.traitCollection }
    guard let parent else { return TraitCollection() }
    return parent.traits(forChild: self, from: parent.traitCollection)
  }

  /// `traits` with this container's override for `child` on top.
  func traits(forChild child: ViewController, from traits: TraitCollection) -> TraitCollection {
    guard let override = overrideTraitCollection(forChild: child) else { return traits }
    return TraitCollection(traitsFrom: [traits, override])
  }

  /// The traits set for `child` with `setOverrideTraitCollection(_:forChild:)`.
  public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
    traitOverrides.first { $0.child === child }?.traits
  }

  /// Gives `child` (one of `children`) `collection`'s traits on top of the
  /// receiver's, or, with nil, the receiver's alone. Each controller and
  /// view under `child` whose traits change hears
  /// `traitCollectionDidChange(_:)`, in `TraitChange`'s order. The
  /// override stays with the pair until replaced. Where UIKit is silent:
  /// a controller that is not a child is ignored.
  public func setOverrideTraitCollection(
    _ collection: TraitCollection?, forChild child: ViewController
  ) {
    guard child.parent === self else { return }
    let change = TraitChange(controller: child)
    traitOverrides.removeAll { $0.child == nil || $0.child === child }
    if let collection { traitOverrides.append(TraitOverride(child: child, traits: collection)) }
    change.notify()
  }

  /// `willTransition(to:with:)`'s default: trace, then each child in
  /// order, then the controller it presents, through its presentation
  /// controller if it has one (a popover adapts there).
  func forwardTraitTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    LifecycleTracer.record(self, .willTransitionToTraitCollection(newCollection))
    for child in children {
      child.willTransition(to: traits(forChild: child, from: newCollection), with: coordinator)
    }
    if let (presented, record) = presentedLink {
      if let controller = record.presentationController {
        controller.willTransition(to: newCollection, with: coordinator)
      } else {
        presented.willTransition(to: newCollection, with: coordinator)
      }
    }
  }

  /// `viewWillTransition(to:with:)`'s default: trace, then each child in
  /// order, told the size `size(forChildContentContainer:...)` gives it,
  /// then the controller it presents, told the receiver's size: every
  /// built-in style gives the presented view its presenter's size (the
  /// window's, or the context's), which is where UIKit's presentation
  /// controller forwards the call. A presentation with a presentation
  /// controller is told through it: a `.custom` one's tells the same size
  /// by default, a popover's the size the content will have.
  func forwardSizeTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    LifecycleTracer.record(self, .viewWillTransitionToSize(size))
    for child in children {
      let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
      child.viewWillTransition(to: childSize, with: coordinator)
    }
    if let (presented, record) = presentedLink {
      if let controller = record.presentationController {
        controller.viewWillTransition(to: size, with: coordinator)
      } else {
        presented.viewWillTransition(to: size, with: coordinator)
      }
    }
  }
}
