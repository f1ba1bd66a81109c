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
/// The pop runs the built-in animator under a
/// `PercentDrivenInteractiveTransition`; a delegate that supplies its own
/// animator drives it with its own interaction controller, or not at all.
extension NavigationController {
  /// A release faster than this, in points a second to the right, finishes the pop.
  public static let flickSpeed = 500.0

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
