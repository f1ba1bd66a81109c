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
  /// with the parent's override for it on top; unspecified for a
  /// controller in neither place.
  public var traitCollection: TraitCollection {
    if isWindowRoot, let window = viewIfLoaded?.window { return window.traitCollection }
    // HOOK(presentation): when `presentedViewController` and
    // `presentingViewController` are on main (branch `present`), a presented
    // controller takes its presenter's traits here:
    //     if let presenting = presentingViewController { return presenting.traitCollection }
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

  /// `willTransition(to:with:)`'s default: trace, then each child in order.
  func forwardTraitTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    LifecycleTracer.record(self, "willTransitionToTraitCollection:\(newCollection)")
    for child in children {
      child.willTransition(to: traits(forChild: child, from: newCollection), with: coordinator)
    }
    // HOOK(presentation): forward to `presentedViewController` here too.
  }

  /// `viewWillTransition(to:with:)`'s default: trace, then each child in
  /// order, told the size `size(forChildContentContainer:...)` gives it.
  func forwardSizeTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    LifecycleTracer.record(
      self, "viewWillTransitionToSize:\(Int(size.width))x\(Int(size.height))")
    for child in children {
      let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
      child.viewWillTransition(to: childSize, with: coordinator)
    }
    // HOOK(presentation): a presented controller is told the size too
    // (UIKit's presentation controller forwards it).
  }
}
