import Foundation

/// A push or pop under way: what it changes, so that it can settle, or
/// (an interactive pop let go too early) be undone.
@MainActor
final class NavigationTransition {
  let operation: NavigationController.Operation
  let from: ViewController
  let to: ViewController
  /// The stack before the change.
  let previous: [ViewController]
  /// Controllers that join the stack, and those that leave it.
  let joining: [ViewController]
  let leaving: [ViewController]
  /// Ends the bar's cross-fade: true keeps the new items.
  var finishBar: (Bool) -> Void = { _ in }

  init(
    operation: NavigationController.Operation, from: ViewController, to: ViewController,
    previous: [ViewController], joining: [ViewController], leaving: [ViewController]
  ) {
    self.operation = operation
    self.from = from
    self.to = to
    self.previous = previous
    self.joining = joining
    self.leaving = leaving
  }
}

/// How a navigation controller carries out a change of its stack, in the
/// order UIKit's callbacks come:
///
///   1. A change asked for while a push, a pop or a presentation is under
///      way is refused with UIKit's console line ("... while an existing
///      transition or presentation is occurring; the navigation stack will
///      not be updated."), as UIKit has done since iOS 8; the pop methods
///      return nil. A split view controller moving its columns' stacks
///      (a collapse, an expansion, `show(_:)` collapsed) is refused only
///      for a push or a pop (`duringPresentations`): its columns must
///      follow the window's width whatever is presented over them.
///   2. `viewControllers` changes; each controller that joins hears
///      `willMove(toParent:)` (from `addChild(_:)`), each that leaves
///      `willMove(toParent: nil)`.
///   3. The old top hears `viewWillDisappear`, the new top `viewWillAppear`
///      (only on screen), then the delegate `willShow`.
///   4. Animated and on screen, the delegate's animator (or the built-in
///      `NavigationTransitionAnimator`) runs in the content view through
///      ViewKit's container transition (`ContainerTransitionContext`), the
///      bar's titles cross-fading alongside; otherwise the views swap at once.
///   5. The old top hears `viewDidDisappear`, the new top `viewDidAppear`;
///      leavers `didMove(toParent: nil)` (from `removeFromParent()`),
///      joiners `didMove(toParent:)`; then the delegate `didShow`.
///
/// A cancelled interactive pop (`NavigationController+InteractivePop.swift`)
/// ends step 5 otherwise: the appearance is undone as the container
/// transition undoes it, the stack is put back, the popped controller hears
/// `didMove(toParent:)` with the navigation controller (ViewKit's choice,
/// closing the `willMove(toParent: nil)` of step 2: Apple documents no
/// callback for it), and the delegate hears no `didShow`.
extension NavigationController {
  /// Carries out a change of the stack to `newStack` (the steps above);
  /// false if it was refused.
  @discardableResult
  func change(
    to newStack: [ViewController], animated: Bool, caller: String,
    interaction: ViewControllerInteractiveTransitioning? = nil, duringPresentations: Bool = false
  ) -> Bool {
    if duringPresentations ? inFlight != nil : isBusy {  // 1
      HierarchyWarnings.output(
        "Warning: \(caller) called on \(traceName) while an existing transition or presentation is occurring; the navigation stack will not be updated."
      )
      return false
    }
    let previous = stack
    let joining = newStack.filter { new in !previous.contains { $0 === new } }
    let leaving = previous.filter { old in !newStack.contains { $0 === old } }
    stack = newStack  // 2
    LifecycleTracer.record(self, .setStack(newStack.map(\.traceName)))
    for controller in joining { addChild(controller) }
    for controller in leaving { controller.willMove(toParent: nil) }
    let (from, to) = (previous.last, newStack.last)
    if animated, let from, let to, from !== to, viewIfLoaded?.window != nil {
      let operation: Operation = previous.contains { $0 === to } ? .pop : .push
      let transition = NavigationTransition(
        operation: operation, from: from, to: to, previous: previous, joining: joining,
        leaving: leaving)
      runAnimated(transition, interaction: interaction)
    } else {
      showAtOnce(from: from, to: to)
      settleContainment(joining: joining, leaving: leaving)
      if let to, from !== to, viewIfLoaded?.window != nil {
        delegate?.navigationController(self, didShow: to, animated: false)
      }
    }
    return true
  }

  /// A push, a pop or a presentation under way here or above.
  var isBusy: Bool {
    inFlight != nil || ancestors(including: true).contains { $0.presentation?.phase != nil }
      || presentedViewController?.presentation?.phase != nil
  }

  /// Steps 3 and 5 without animation: the views swap at once.
  private func showAtOnce(from: ViewController?, to: ViewController?) {
    let items = stack.map(\.navigationItem)
    guard let view = viewIfLoaded, from !== to else {
      return navigationBar.setItems(items, animated: false)
    }
    let onScreen = view.window != nil
    to?.loadViewIfNeeded()  // viewDidLoad comes before any appearance callback
    if onScreen {  // 3
      from?.beginAppearanceTransition(false, animated: false)
      to?.beginAppearanceTransition(true, animated: false)
      if let to { delegate?.navigationController(self, willShow: to, animated: false) }
    }
    for controller in [from, to].compactMap({ $0 }) { controller.appearanceDrivenByTransition += 1 }
    from?.viewIfLoaded?.removeFromSuperview()
    if let to { install(to) }
    for controller in [from, to].compactMap({ $0 }) { controller.appearanceDrivenByTransition -= 1 }
    navigationBar.setItems(items, animated: false)
    if onScreen {  // 5
      from?.endAppearanceTransition()
      to?.endAppearanceTransition()
    }
  }

  /// Step 5's containment: leavers go, joiners arrive.
  private func settleContainment(joining: [ViewController], leaving: [ViewController]) {
    for controller in leaving { controller.removeFromParent() }
    for controller in joining { controller.didMove(toParent: self) }
    stackDidSettle?()
  }

  /// Step 4: the animator runs as a container transition between the two tops.
  private func runAnimated(
    _ transition: NavigationTransition, interaction: ViewControllerInteractiveTransitioning?
  ) {
    let (from, to) = (transition.from, transition.to)
    let animator =
      delegate?.navigationController(
        self, animationControllerFor: transition.operation, from: from, to: to)
      ?? NavigationTransitionAnimator(operation: transition.operation)
    let interactionController =
      delegate?.navigationController(self, interactionControllerFor: animator) ?? interaction
    inFlight = transition
    to.view.frame = contentView.bounds
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let items = stack.map(\.navigationItem)
    runTransition(
      from: from, to: to, animator: animator, interactionController: interactionController,
      completion: nil
    ) { context in
      context.willStart = { [unowned self] context in
        self.delegate?.navigationController(self, willShow: to, animated: true)  // 3
        let fade = self.navigationBar.crossFade(to: items)
        transition.finishBar = fade.finish
        if let driver = animator.interruptibleAnimator(using: context) {
          driver.addAnimations(fade.animations)
        } else {
          View.animate(
            withDuration: animator.transitionDuration(using: context), animations: fade.animations)
        }
      }
      context.didSettle = { [unowned self] completed in self.settle(transition, completed) }
    }
  }

  /// Step 5 after an animation: the change settles, or is undone.
  private func settle(_ transition: NavigationTransition, _ completed: Bool) {
    inFlight = nil
    transition.finishBar(completed)
    guard completed else {
      stack = transition.previous
      LifecycleTracer.record(self, .setStack(stack.map(\.traceName)))
      for controller in transition.joining {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
      }
      for controller in transition.leaving { controller.didMove(toParent: self) }
      return fillContentWithTop()
    }
    fillContentWithTop()
    settleContainment(joining: transition.joining, leaving: transition.leaving)
    delegate?.navigationController(self, didShow: transition.to, animated: true)
  }

  /// The top's view fills the content area once a push or pop settles: the
  /// animator ends it at the frame the transition began with, and the
  /// content may have changed size since (the delegate's `willShow` hiding
  /// or showing the bar, a resize), while the incoming view was not yet in
  /// it to be resized along.
  func fillContentWithTop() {
    guard let view = topViewController?.viewIfLoaded, view.superview === contentView else { return }
    view.frame = contentView.bounds
  }
}
