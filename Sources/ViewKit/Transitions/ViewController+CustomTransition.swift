import Foundation

/// A container's custom transition between two children, run by any
/// animator: the design of the objc.io article "Custom Container View
/// Controller Transitions" and its interactive follow-up, on UIKit's
/// protocols.
///
/// UIKit has no public method for this (its own containers use private
/// ones); ViewKit offers one so that a container controller can run any
/// `ViewControllerAnimatedTransitioning`, optionally under an
/// interaction controller. The steps:
///
///   1. `transitionBegin` is traced; the to controller's view is loaded.
///   2. The context is built (`ContainerTransitionContext`); both
///      controllers begin their appearance transitions.
///   3. With an interaction controller that wants an interactive start,
///      it is started; otherwise the animator's `animateTransition(using:)`.
///   4. The animator calls `completeTransition(_:)`: the views and the
///      appearance settle, forward or back.
///   5. At the engine's next `advance()`, `transitionEnd` (or
///      `transitionCancelled`) is traced and `completion` runs with true
///      if the transition completed.
///
/// As with `transition(from:to:duration:...)`, the receiver must be the
/// parent of both, `to` added with `addChild(_:)` first; after a completed
/// transition the caller removes `from`, after a cancelled one `to`.
extension ViewController {
  /// Replaces the child `from` with the child `to` in `from`'s container
  /// view, animated by `animator` and, if it wants an interactive start,
  /// driven by `interactionController`.
  ///
  /// `completion` runs at the engine's next `advance()` after the animator
  /// calls `completeTransition(_:)`, with true only if the transition
  /// completed and, with `ViewTransitionAnimator`, its animations ran to
  /// their end. That `from` or `to` is not the receiver's child, or that
  /// `from.view` is not loaded or in no superview, is a programmer error.
  public func transition(
    from: ViewController, to: ViewController, animator: ViewControllerAnimatedTransitioning,
    interactionController: ViewControllerInteractiveTransitioning? = nil,
    completion: ((Bool) -> Void)?
  ) {
    runTransition(
      from: from, to: to, animator: animator, interactionController: interactionController,
      completion: completion)
  }

  func runTransition(
    from: ViewController, to: ViewController, animator: ViewControllerAnimatedTransitioning,
    interactionController: ViewControllerInteractiveTransitioning?,
    completion: ((Bool) -> Void)?,
    configure: (ContainerTransitionContext) -> Void = { _ in }
  ) {
    precondition(
      from.parent === self && to.parent === self,
      "transition(from:to:...): both view controllers must be children of the receiver, \(traceName)"
    )
    guard let container = from.viewIfLoaded?.superview else {
      preconditionFailure(
        "transition(from:to:...): from.view (\(from.traceName)) must be in a container view")
    }
    LifecycleTracer.record(self, .transitionBegin(.init(from, to)))  // 1
    to.loadViewIfNeeded()  // viewDidLoad comes before any appearance callback
    let context = ContainerTransitionContext(  // 2
      parent: self, from: from, to: to, container: container, animator: animator,
      interactive: interactionController?.wantsInteractiveStart ?? false, completion: completion)
    configure(context)
    context.begin(interactionController: interactionController)  // 3
  }
}
