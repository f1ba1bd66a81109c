import Foundation

/// The pop by hand: a pan from the left edge of the navigation
/// controller's view drags the top view off to the right, the one below
/// following it in from the left, and letting go finishes or cancels.
///
/// UIKit counterpart: `interactivePopGestureRecognizer`, a screen-edge pan
/// whose thresholds Apple does not document. ViewKit's, written down:
/// the pop finishes when it is let go past half way or flicked to the
/// right faster than `flickSpeed`; otherwise (or flicked back to the left)
/// it cancels, with UIKit's cancel callbacks: the top controller hears
/// `viewWillDisappear`, then `viewWillAppear` and `viewDidAppear` again;
/// the one below `viewWillAppear`, then `viewWillDisappear` and
/// `viewDidDisappear`; the stack is unchanged
/// (`NavigationController+Transition.swift`).
///
/// The pan is a `ScreenEdgePanGestureRecognizer` on the left edge, as
/// UIKit's: it starts within 20 points of the window's left edge, so it
/// pops a stack whose view reaches that edge. The pop runs the built-in
/// animator under a `PercentDrivenInteractiveTransition`; a delegate's
/// own animator is driven by the delegate's interaction controller.
///
/// The edge pan pops over any content: while there is something to pop,
/// every pan in the content view waits for it to fail (`InteractivePopGate`).
/// Apple leaves the rule to each app (its delegate page's example: the
/// recognizers of a screen-edge pan's view's subtree require it to fail);
/// ViewKit writes it once here, so that no pushed controller has to.
extension NavigationController {
  /// A release faster than this, in points a second to the right, finishes the pop.
  public static let flickSpeed = 500.0

  /// The left-edge pan that pops by hand (UIKit's
  /// `interactivePopGestureRecognizer`): disable it to turn the pop by hand off.
  public var interactivePopGestureRecognizer: GestureRecognizer? { popRecognizer }

  func setUpInteractivePop() {
    popRecognizer.edges = .left
    popRecognizer.name = "interactivePop"
    popGate.navigation = self
    popRecognizer.delegate = popGate
    popRecognizer.addAction { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      self.popPanChanged(pan)
    }
  }

  /// 1. began: the pop starts; 2. changed: it follows the finger;
  /// 3. ended: finish or cancel; cancelled: cancel.
  private func popPanChanged(_ pan: PanGestureRecognizer) {
    let translation = pan.translation(in: view).x
    switch pan.state {
    case .began:
      beginInteractivePop()
      updateInteractivePop(translation: translation)
    case .changed: updateInteractivePop(translation: translation)
    case .ended:
      endInteractivePop(translation: translation, velocity: pan.velocity(in: view).x)
    case .cancelled, .failed: cancelInteractivePop()
    case .possible: break
    }
  }

  /// Starts a pop driven by hand; false if there is nothing to pop, a
  /// transition is under way, or the view is not on screen.
  @discardableResult
  func beginInteractivePop() -> Bool {
    guard stack.count > 1, !isBusy, viewIfLoaded?.window != nil else { return false }
    let driver = PercentDrivenInteractiveTransition()
    popDriver = driver
    let started = change(
      to: Array(stack.dropLast()), animated: true, caller: "popViewControllerAnimated:",
      interaction: driver)
    if !started || inFlight == nil { popDriver = nil }
    return popDriver != nil
  }

  /// Moves the pop to follow a drag `translation` points to the right.
  func updateInteractivePop(translation: Double) {
    guard let popDriver, contentView.bounds.width > 0 else { return }
    popDriver.update(translation / contentView.bounds.width)
  }

  /// Lets go of the pop, moving at `velocity` points a second (positive
  /// to the right): it finishes or cancels by the rule above.
  func endInteractivePop(translation: Double, velocity: Double) {
    guard let popDriver else { return }
    self.popDriver = nil
    let progress = contentView.bounds.width > 0 ? translation / contentView.bounds.width : 0
    if velocity > Self.flickSpeed || (progress > 0.5 && velocity > -Self.flickSpeed) {
      popDriver.finish()
    } else {
      popDriver.cancel()
    }
  }

  /// Lets go of the pop without a decision (the gesture was cancelled): it cancels.
  func cancelInteractivePop() {
    guard let popDriver else { return }
    self.popDriver = nil
    popDriver.cancel()
  }
}

/// The pop pan's delegate: the pan begins only over a stack with something
/// to pop and no transition under way, and then the content's pans wait
/// for it.
@MainActor
final class InteractivePopGate: GestureRecognizerDelegate {
  weak var navigation: NavigationController?

  /// True while a pop by hand could start.
  private var canPop: Bool {
    guard let navigation else { return false }
    return navigation.stack.count > 1 && !navigation.isBusy
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    canPop
  }

  /// Any other pan on a view inside the content view (a pushed map's, or a
  /// subview's) waits for the edge pan to fail, as Apple's delegate page
  /// suggests for a screen-edge pan's subtree; without it the content's
  /// pan, nearer the touch, would recognize first and nothing would pop.
  /// A touch that does not start within the edge zone fails the edge pan
  /// at once (`ScreenEdgePanGestureRecognizer.touchesBegan`), so a pan
  /// elsewhere is not delayed; nor is one over a stack of one. A nested
  /// navigation controller's own edge pan (details presented over a pane
  /// inside a collapsed split view's stack) does not wait: the innermost
  /// stack pops first, as the one nearest the touch.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool {
    guard canPop, other !== gestureRecognizer, other is PanGestureRecognizer,
      !(other is ScreenEdgePanGestureRecognizer),
      let view = other.view, let content = navigation?.contentView
    else { return false }
    return view.isDescendant(of: content)
  }
}
