import Foundation

/// An animated switch under way: what it changes, so that it can settle
/// or (an interactive switch let go too early) be undone.
@MainActor
final class TabSwitch {
  /// The children whose views are swapped.
  let from: ViewController
  let to: ViewController
  /// The selection before the switch, put back if it is cancelled.
  let previousSelection: ViewController?

  init(from: ViewController, to: ViewController, previousSelection: ViewController?) {
    self.from = from
    self.to = to
    self.previousSelection = previousSelection
  }
}

/// A selection asked for while a switch was under way.
struct PendingSelection {
  let target: ViewController
  /// True for a tap on the bar: the delegate is asked and told when it is carried out.
  let byTap: Bool
}

/// How a tab bar controller changes its selection, in this order:
///
///   1. A tap on the bar asks the delegate's `shouldSelect` (false: nothing
///      happens). A selection in code (`selectedIndex`,
///      `selectedViewController`) asks nobody.
///   2. A tap on the selected tab pops its navigation controller, if it is
///      one, to its root, animated. Otherwise the selection changes and, if
///      the shown child changes, the views switch: with the delegate's
///      animator (and on screen) as a container transition in the content
///      area, under the delegate's interaction controller if it gives one;
///      without one at once, as UIKit does.
///   3. Either way, the outgoing child hears `viewWillDisappear`, the
///      incoming `viewWillAppear`, the outgoing `viewDidDisappear`, the
///      incoming `viewDidAppear`: a navigation push's order (Apple is silent).
///   4. A tap is then told to the delegate's `didSelect` (the switch has
///      started; an animated one has not finished).
///
/// A cancelled interactive switch keeps the old selection, its appearance
/// undone as the container transition undoes it. A selection asked for
/// while an animated switch is under way, by a tap or in code, is not
/// refused: the last one asked for is remembered and carried out, from
/// step 1, as soon as the running switch settles (completed or cancelled);
/// any earlier one still waiting is dropped.
extension TabBarController {
  /// A tap on the bar's `item`.
  func barTapped(_ item: TabBarItem) {
    guard let target = tabControllers.first(where: { $0.tabItem === item }) else { return }
    requestSelection(of: target, byTap: true)
  }

  /// Selects `target` now, or once the switch under way settles.
  func requestSelection(of target: ViewController, byTap: Bool) {
    guard inFlight == nil else {
      pending = PendingSelection(target: target, byTap: byTap)
      return
    }
    if byTap { performTap(on: target) } else { select(target) }
  }

  /// Steps 1, 2 and 4 for a tap.
  private func performTap(on target: ViewController) {
    if let delegate, !delegate.tabBarController(self, shouldSelect: target) { return }  // 1
    if let selected, tabOwner(of: selected) === target, shownController === target {
      (target as? NavigationController)?.popToRootViewController(animated: true)  // 2
      self.selected = target
      refreshBarSelection()
    } else {
      select(target)
    }
    delegate?.tabBarController(self, didSelect: target)  // 4
  }

  /// Step 2: the selection changes and the shown child switches.
  func select(_ target: ViewController) {
    let previous = selected
    let from = shownController
    selected = target
    arrangeMoreStack(for: target)
    refreshBarSelection()
    guard let to = shownController, from !== to else { return }
    guard let from, viewIfLoaded?.window != nil, from.viewIfLoaded?.superview === contentView,
      let animator = delegate?.tabBarController(
        self, animationControllerForTransitionFrom: from, to: to)
    else {
      return swapAtOnce(from: from, to: to)
    }
    runSwitch(TabSwitch(from: from, to: to, previousSelection: previous), animator: animator)
  }

  /// Step 3 without animation: the views swap at once, with the appearance
  /// callbacks if on screen.
  func swapAtOnce(from: ViewController?, to: ViewController?) {
    guard let view = viewIfLoaded, from !== to else { return }
    let onScreen = view.window != nil
    to?.loadViewIfNeeded()  // viewDidLoad comes before any appearance callback
    if onScreen {
      from?.beginAppearanceTransition(false, animated: false)
      to?.beginAppearanceTransition(true, animated: false)
    }
    let both = [from, to].compactMap { $0 }
    for controller in both { controller.appearanceDrivenByTransition += 1 }
    if from?.viewIfLoaded?.superview === contentView { from?.viewIfLoaded?.removeFromSuperview() }
    if let to { install(to) }
    for controller in both { controller.appearanceDrivenByTransition -= 1 }
    if onScreen {
      from?.endAppearanceTransition()
      to?.endAppearanceTransition()
    }
  }

  /// Step 3 animated: the delegate's animator runs as a container
  /// transition in the content area, driven by the delegate's interaction
  /// controller if it gives one.
  private func runSwitch(_ tabSwitch: TabSwitch, animator: ViewControllerAnimatedTransitioning) {
    let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
    inFlight = tabSwitch
    let to = tabSwitch.to
    to.view.frame = contentView.bounds
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let configure: (ContainerTransitionContext) -> Void = { [unowned self] context in
      context.didSettle = { completed in self.settle(tabSwitch, completed) }
    }
    runTransition(
      from: tabSwitch.from, to: to, animator: animator, interactionController: interaction,
      completion: { [weak self] _ in self?.carryOutPending() }, configure: configure)
  }

  /// The switch is over: a cancelled one puts the selection back.
  private func settle(_ tabSwitch: TabSwitch, _ completed: Bool) {
    inFlight = nil
    guard !completed else { return }
    selected = tabSwitch.previousSelection
    refreshBarSelection()
  }

  /// The last selection asked for during the switch, from step 1, if its
  /// controller can still be selected.
  private func carryOutPending() {
    guard inFlight == nil, let pending else { return }
    self.pending = nil
    guard isSelectable(pending.target) else { return }
    requestSelection(of: pending.target, byTap: pending.byTap)
  }
}
