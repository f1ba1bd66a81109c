import Foundation

/// The window's size changes: every resize, from SDL or a script, ends
/// here, and the controllers hear it as UIKit's do.
///
/// UIKit counterpart: what `UIWindow` does when its scene is resized or
/// rotated. Deliberate difference: the desktop has already resized the
/// window's surface when the event arrives, so the window's own frame
/// changes at once; only what the controllers change in the coordinator's
/// blocks is animated.
extension Window {
  /// How long the re-layout takes when the size classes change. A change
  /// within the same classes (dragging the window's edge) is made at once,
  /// with `isAnimated` false, so the layout keeps up with the pointer.
  public static let traitTransitionDuration = 0.3

  /// Resizes the window to `size` points, in UIKit's order:
  /// 1. if the traits change, the root's `willTransition(to:with:)`;
  /// 2. if the size changes, the root's `viewWillTransition(to:with:)`
  ///    (both passed on down by the default implementations), while the
  ///    views still have their old sizes;
  /// 3. the window takes the new size (its subviews autoresize);
  /// 4. in the coordinator's animation block: the new traits, and
  ///    `traitCollectionDidChange(_:)` down the hierarchy (`TraitChange`),
  ///    then the alongside blocks;
  /// 5. after the animation, the coordinator's completions.
  /// The new traits come from `TraitCollection(windowSize:displayScale:)`.
  public func transition(toSize size: CGSize) {
    let newTraits = TraitCollection(windowSize: size, displayScale: displayScale)
    let traitsChange = newTraits != traits
    guard traitsChange || size != bounds.size else { return }
    let coordinator = SizeTransitionCoordinator(
      containerView: self, transitionDuration: traitsChange ? Self.traitTransitionDuration : 0)
    let root = rootViewController
    if traitsChange { root?.willTransition(to: newTraits, with: coordinator) }  // 1
    if size != bounds.size { root?.viewWillTransition(to: size, with: coordinator) }  // 2
    View.performWithoutAnimation { frame = CGRect(origin: .zero, size: size) }  // 3
    coordinator.run {  // 4
      guard traitsChange else { return }
      let change = TraitChange(window: self)
      traits = newTraits
      change.notify()
    }
    needsRedraw = true
  }

  /// Takes `displayScale` and the traits it gives at the current size,
  /// without callbacks: the traits a window starts with, before anything
  /// has appeared (`Application` calls it when it opens the window).
  func adoptLaunchTraits(displayScale scale: Double) {
    displayScale = scale
    traits = TraitCollection(windowSize: bounds.size, displayScale: scale)
  }
}
