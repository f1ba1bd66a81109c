import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The edge swipe and the display-mode button, and `presentsWithGesture`.
  @Suite(.serialized) @MainActor
  final class SplitViewGestureTests: SplitViewFixture {
    let edge = CGPoint(x: 1, y: 400)

    func swipe(by dx: Double) {
      EdgeDrag(time: time).drag(in: window, from: edge, by: CGPoint(x: dx, y: 0))
    }

    @Test func anEdgeSwipePastHalfTheWidthBringsThePrimaryBesideFollowingTheFinger() {
      let split = makeSplit(preferring: .secondaryOnly)
      swipe(by: 200)
      #expect(
        lines.prefix(4) == [
          said("gestureWillBegin"), said("willChangeTo:oneBesideSecondary"),
          said("willShow:primary"), "P viewWillAppear",
        ])
      play()
      #expect(split.displayMode == .oneBesideSecondary)
      #expect(lines.suffix(2) == ["P viewDidAppear", said("gestureDidEnd")])
      #expect(split.installed[.primary]!.view.frame == CGRect(x: 0, y: 0, width: 320, height: 800))
    }

    @Test func anEdgeSwipeLetGoEarlyIsCancelledAndThePrimaryDisappearsAgain() {
      let split = makeSplit(preferring: .secondaryOnly)
      swipe(by: 100)
      play()
      #expect(split.displayMode == .secondaryOnly)
      #expect(
        lines == [
          said("gestureWillBegin"), said("willChangeTo:oneBesideSecondary"),
          said("willShow:primary"), "P viewWillAppear", said("willChangeTo:secondaryOnly"),
          "P viewWillDisappear", "P viewDidDisappear", said("gestureDidEnd"),
        ])
      #expect(p.view.window == nil)
      #expect(
        split.installed[.secondary]!.view.frame == CGRect(x: 0, y: 0, width: 1200, height: 800))
    }

    @Test func overASecondaryWithSomethingToPopTheEdgeSwipePopsInstead() {
      let split = makeSplit(preferring: .secondaryOnly)
      let nav = split.installed[.secondary] as! NavigationController
      nav.pushViewController(Named("Detail"), animated: false)
      swipe(by: 700)
      play()
      #expect(split.displayMode == .secondaryOnly && p.view.window == nil)
      #expect(nav.viewControllers.areTheSameControllers(as: [s]))
    }

    @Test func overlayTheSwipeBringsThePrimaryOver() {
      let split = makeSplit(preferring: .secondaryOnly, behavior: .overlay)
      swipe(by: 200)
      play()
      #expect(split.displayMode == .oneOverSecondary)
    }

    @Test func theDisplayModeButtonInTheSecondarysBarHidesAndShowsThePrimary() {
      let split = makeSplit()
      let bar = (split.installed[.secondary] as! NavigationController).navigationBar
      #expect(bar.leadingButton === split.displayModeButton)
      #expect(split.displayModeButton.window === window)
      window.click(split.displayModeButton, at: time.clock.now + 0.01)
      play()
      #expect(split.displayMode == .secondaryOnly && p.view.window == nil)
      #expect(lines.prefix(2) == [said("willChangeTo:secondaryOnly"), said("willHide:primary")])
      tracer.clearLines()
      window.click(split.displayModeButton, at: time.clock.now + 0.01)
      play()
      #expect(split.displayMode == .oneBesideSecondary && p.view.window === window)
      // A person's tap: the delegate hears which column goes and comes.
      #expect(
        lines.prefix(2) == [said("willChangeTo:oneBesideSecondary"), said("willShow:primary")])
    }

    @Test func withoutPresentsWithGestureThereIsNoSwipeAndNoButton() {
      let split = makeSplit(preferring: .secondaryOnly)
      #expect(split.presentsWithGesture)
      split.presentsWithGesture = false
      #expect(split.displayModeButton.superview == nil)
      swipe(by: 200)
      play()
      #expect(split.displayMode == .secondaryOnly && lines.isEmpty)
    }

    /// `.automatic` follows `presentsWithGesture`; `.never` hides the
    /// button whatever it says; `.always` shows it without the gesture.
    @Test func theButtonsVisibilityOverridesPresentsWithGestureBothWays() {
      let split = makeSplit(preferring: .secondaryOnly)
      #expect(split.displayModeButtonVisibility == .automatic)
      #expect(split.displayModeButton.superview != nil)
      split.displayModeButtonVisibility = .never
      #expect(split.displayModeButton.superview == nil)
      split.presentsWithGesture = false
      split.displayModeButtonVisibility = .always
      #expect(split.displayModeButton.superview != nil)
      swipe(by: 200)  // the gesture stays off
      play()
      #expect(split.displayMode == .secondaryOnly)
    }

    @Test func aCollapsedSplitViewHasNoButton() {
      let split = makeSplit()
      window.transition(toSize: Self.compact)
      play()
      #expect(split.displayModeButton.superview == nil)
    }
  }
}
