import Foundation

/// Adding and removing child view controllers, as UIKit documents.
///
/// The three-step add, as the article numbers it:
///
///     parent.addChild(child)                  // 1. calls child.willMove(toParent: parent)
///     container.addSubview(child.view)        // 2. appearance callbacks, if on screen
///     child.didMove(toParent: parent)         // 3.
///
/// and the three-step remove:
///
///     child.willMove(toParent: nil)           // 1.
///     child.view.removeFromSuperview()        // 2. appearance callbacks, if on screen
///     child.removeFromParent()                // 3. calls child.didMove(toParent: nil)
extension ViewController {
  /// Makes `child` a child of the receiver. Removes it from a previous
  /// parent first (`removeFromParent()`), then calls
  /// `child.willMove(toParent:)` before adding it, but not
  /// `didMove(toParent:)`: the caller sends that once the child's view is
  /// in place.
  public func addChild(_ child: ViewController) {
    precondition(child !== self, "a view controller cannot be its own child")
    if child.parent === self { return }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes the receiver from its parent and calls `didMove(toParent: nil)`.
  /// Call `willMove(toParent: nil)` before, and take the view out yourself.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Replaces the child `from` with the child `to` in `from`'s container
  /// view, as UIKit's `transition(from:to:duration:options:animations:completion:)`.
  ///
  /// The receiver must be the parent of both; add `to` with `addChild(_:)`
  /// first, and after completion remove `from` with `removeFromParent()`.
  /// `to.view` joins the container above `from.view`; `animations` runs in
  /// an animation context with `duration` and the options' curve, so the
  /// frames it sets move over time (and a transition style in `options`,
  /// a flip or a dissolve, plays as well). Only when every animation the
  /// block started has ended does `from.view` leave, the did-callbacks
  /// come, and `completion` run, with `finished` false if any was cut
  /// short. With duration 0 the changes are made at once. The completion
  /// never runs inside this call, with or without a window.
  public func transition(
    from: ViewController, to: ViewController, duration: Double,
    options: View.AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)?
  ) {
    // The built-in animator on the custom-transition path
    // (`ViewController+CustomTransition.swift`).
    let animator = ViewTransitionAnimator(
      duration: duration, options: options, animations: animations)
    runTransition(
      from: from, to: to, animator: animator, interactionController: nil, completion: completion)
  }
}
