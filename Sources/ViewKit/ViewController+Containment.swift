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
    precondition(
      from.parent === self && to.parent === self,
      "transition(from:to:...): both view controllers must be children of the receiver, \(traceName)"
    )
    guard let container = from.viewIfLoaded?.superview else {
      preconditionFailure(
        "transition(from:to:...): from.view (\(from.traceName)) must be in a container view")
    }
    LifecycleTracer.record(self, "transitionBegin:\(from.traceName)->\(to.traceName)")
    let onScreen = container.window != nil
    to.loadViewIfNeeded()  // viewDidLoad comes before any appearance callback
    // 1. Both controllers hear what is about to happen.
    if onScreen {
      from.beginAppearanceTransition(false, animated: duration > 0)
      to.beginAppearanceTransition(true, animated: duration > 0)
    }
    // 2. The new view joins the old one's container, not the root view.
    Self.withAppearanceDrivenByTransition(from, to) {
      container.insertSubview(to.view, aboveSubview: from.view)
    }
    // 3. The animator animates the block (and the style) and says when all is done.
    let animator = transitionAnimator(duration: duration, options: options)
    animator.animateTransition(
      from: from.view, to: to.view, in: container, duration: duration, options: options,
      animations: animations
    ) { [weak self] finished in
      // 4. The old view leaves; both controllers hear it is over.
      Self.withAppearanceDrivenByTransition(from, to) { from.view.removeFromSuperview() }
      if onScreen {
        from.endAppearanceTransition()
        to.endAppearanceTransition()
      }
      // 5. Completion, never inside this call: at the engine's next
      // `advance()`, in this turn or the next (`runOnNextTurn` says which).
      AnimationEngine.current.runOnNextTurn {
        if let self {
          LifecycleTracer.record(
            self, "transitionEnd:\(from.traceName)->\(to.traceName):finished=\(finished)")
        }
        completion?(finished)
      }
    }
  }

  /// The seam where transitions plug in: an animated one when there is a
  /// duration, else an immediate swap.
  func transitionAnimator(duration: Double, options: View.AnimationOptions) -> TransitionAnimator {
    duration > 0 ? AnimatedTransition() : ImmediateTransition()
  }

  private static func withAppearanceDrivenByTransition(
    _ a: ViewController, _ b: ViewController, _ body: () -> Void
  ) {
    a.appearanceDrivenByTransition += 1
    b.appearanceDrivenByTransition += 1
    body()
    a.appearanceDrivenByTransition -= 1
    b.appearanceDrivenByTransition -= 1
  }
}
