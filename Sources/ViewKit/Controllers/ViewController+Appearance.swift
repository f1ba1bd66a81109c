import Foundation

/// Where a controller's view is in its journey on and off the screen.
///
/// No public UIKit counterpart: UIKit keeps this state private; ViewKit
/// shows it so the inspector can.
public enum AppearanceState: String, Sendable {
  /// Off screen: where a controller starts, and from `viewDidDisappear` on.
  case disappeared
  /// From `viewWillAppear` (already set inside it) until `viewDidAppear`,
  /// or until a `viewWillDisappear` turns it back.
  case appearing
  /// On screen: from `viewDidAppear` until the next `viewWillDisappear`.
  case appeared
  /// From `viewWillDisappear` (already set inside it) until
  /// `viewDidDisappear`, or until a `viewWillAppear` turns it back.
  case disappearing
}

/// The appearance state machine and its forwarding to children.
///
/// A controller moves disappeared -> appearing -> appeared -> disappearing
/// -> disappeared. `beginAppearanceTransition` sends a will-callback only if
/// it moves the state, and `endAppearanceTransition` a did-callback only to
/// finish what began, so no callback is ever sent twice or out of order.
///
/// Where Apple is silent, ViewKit's order is top-down: a parent's
/// callback comes before its children's, for will and did alike, as a view
/// tree is walked when it moves into a window.
extension ViewController {
  /// Starts the view appearing (true) or disappearing (false); sends
  /// `viewWillAppear` or `viewWillDisappear` and, if forwarding, passes it
  /// to the children whose views are inside this one.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      appearanceState = .appearing
      insideAppearanceCallback { viewWillAppear(animated) }
    case (false, .appeared), (false, .appearing):
      appearanceState = .disappearing
      insideAppearanceCallback { viewWillDisappear(animated) }
    default:
      return
    }
    appearanceAnimated = animated
    for child in childrenToForwardAppearance() {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
    if isAppearing, shouldAutomaticallyForwardAppearanceMethods {
      ContainerTransitionContext.parentAppears(self, animated: animated)  // children held mid-way
    }
  }

  /// Finishes what `beginAppearanceTransition` started: sends
  /// `viewDidAppear` or `viewDidDisappear` with the same `animated` flag,
  /// and forwards it.
  ///
  /// A child of a forwarding parent that is itself between its will- and
  /// did-callback, with the child's view inside the parent's, ends with
  /// its parent instead: it is first turned the parent's way if it is going
  /// the other (a `viewWillAppear` or `viewWillDisappear`), and the
  /// parent's own `endAppearanceTransition()` ends it. So a child that a
  /// container transition settles while its parent is being dismissed (a
  /// tab switch under a Guide that goes) never hears `viewDidAppear` or
  /// `viewDidDisappear` while its parent is still on its way. Apple is
  /// silent; this is ViewKit's top-down order kept whole.
  public func endAppearanceTransition() {
    if parentEndsItsAppearance, let parent {
      beginAppearanceTransition(
        parent.appearanceState == .appearing, animated: parent.appearanceAnimated)
      return
    }
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      insideAppearanceCallback { viewDidAppear(appearanceAnimated) }
    case .disappearing:
      appearanceState = .disappeared
      insideAppearanceCallback { viewDidDisappear(appearanceAnimated) }
    default:
      return
    }
    for child in childrenToForwardAppearance() {
      child.endAppearanceTransition()
    }
  }

  /// Runs one appearance callback; `isMovingToParent` and
  /// `isMovingFromParent` can be true only inside it.
  private func insideAppearanceCallback(_ callback: () -> Void) {
    appearanceCallbackDepth += 1
    defer { appearanceCallbackDepth -= 1 }
    callback()
  }

  /// True while the view is appearing or on screen.
  public var isAppearingOrAppeared: Bool {
    appearanceState == .appearing || appearanceState == .appeared
  }

  /// Children whose views are loaded and inside this controller's view, if
  /// this controller forwards appearance; not a child a container
  /// transition between two children holds (`ContainerTransitionContext`),
  /// which hears its callbacks from the transition and is brought in line
  /// with its parent when the transition ends (`appearanceFollowsItsView`).
  private func childrenToForwardAppearance() -> [ViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
    return children.filter { child in
      guard let childView = child.viewIfLoaded, child.heldByContainerTransition == 0 else {
        return false
      }
      return childView.isDescendant(of: root)
    }
  }

  /// True while the parent is itself between its will- and did-callback
  /// with this controller's view inside its own: the parent's
  /// `endAppearanceTransition()` ends this one's too. So a child whose
  /// view reaches the window in the middle of its parent's transition (a
  /// page a page view controller installs as its view loads, inside a tab
  /// switch) hears `viewDidAppear` with its parent, never before it.
  var parentEndsItsAppearance: Bool {
    guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
      parent.appearanceState == .appearing || parent.appearanceState == .disappearing,
      let view = viewIfLoaded, let parentView = parent.viewIfLoaded
    else { return false }
    return view.isDescendant(of: parentView)
  }

  /// After a transition that drove this controller's appearance: if its
  /// parent's own appearance moved meanwhile (a split view collapsing, its
  /// stack moved to another navigation controller, mid-turn), the state
  /// can disagree with where the view ended up. A will- and a did-callback
  /// bring it there: off screen, disappeared; on screen under an appeared
  /// parent, appeared. A parent that is itself mid-way ends it
  /// (`endAppearanceTransition()`).
  func appearanceFollowsItsView(animated: Bool) {
    guard receivesAutomaticAppearance else { return }
    let onScreen = viewIfLoaded?.window != nil
    if !onScreen, isAppearingOrAppeared {
      beginAppearanceTransition(false, animated: animated)
      endAppearanceTransition()
    } else if onScreen, appearanceState == .disappeared,
      parent?.appearanceState ?? .appeared == .appeared
    {
      beginAppearanceTransition(true, animated: animated)
      endAppearanceTransition()
    }
  }

  /// Whether moving this controller's view in and out of a window should
  /// send its appearance callbacks: yes for a window's root controller, for
  /// a presented controller and for a child of a forwarding parent; no
  /// during a transition (which sends them itself), for a child of a
  /// non-forwarding parent (who must), or for a controller never added with
  /// `addChild(_:)`. A controller presented in a context has its view inside
  /// the presenter's superview, so a container that takes that context out
  /// of the window (a push over it, a tab switch) takes it out too: it
  /// disappears then, and appears when the context comes back, as a window's
  /// root does. Apple is silent (`Docs/choices.md`).
  var receivesAutomaticAppearance: Bool {
    guard appearanceDrivenByTransition == 0 else { return false }
    if let parent { return parent.shouldAutomaticallyForwardAppearanceMethods }
    return isWindowRoot || presentation != nil
  }
}

/// The view side: a controller's root view entering or leaving a window
/// drives its controller's appearance, as in UIKit.
extension View {
  func rootViewWillMove(toWindow newWindow: Window?) {
    guard let controller = owningViewController else { return }
    guard (window != nil) != (newWindow != nil), controller.receivesAutomaticAppearance else {
      return
    }
    controller.beginAppearanceTransition(newWindow != nil, animated: false)
  }

  func rootViewDidMoveToWindow() {
    guard let controller = owningViewController, controller.receivesAutomaticAppearance else {
      return
    }
    controller.endAppearanceTransition()  // with its parent, if that is mid-way
  }
}
