import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A click outside a popover: it dismisses, unless on a passthrough view
  /// or refused by the delegate, and never reaches the view beneath.
  @Suite(.serialized) @MainActor
  final class PopoverDismissalTests: PopoverFixture {
    let beneath = TouchLog(frame: CGRect(x: 700, y: 500, width: 100, height: 100))

    override init() {
      super.init()
      root.view.addSubview(beneath)
      popover.delegate = delegate
      present()
      delegate.calls = []
    }

    @Test func aClickOutsideDismissesAndDoesNotReachTheViewBeneath() {
      click(at: CGPoint(x: 750, y: 550))
      time.play(0.4)
      #expect(root.presentedViewController == nil)
      #expect(beneath.began == 0)
      #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test func didDismissComesOnceTheDismissalIsOver() {
      click(at: CGPoint(x: 750, y: 550))
      #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
      #expect(root.presentedViewController === details)
      time.play(0.4)
      #expect(delegate.calls.last == "didDismiss")
    }

    @Test func aClickOnAPassthroughViewReachesItAndKeepsThePopover() {
      popover.passthroughViews = [beneath]
      click(at: CGPoint(x: 750, y: 550))
      time.play(0.4)
      #expect(beneath.began == 1)
      #expect(root.presentedViewController === details)
      #expect(delegate.calls.isEmpty)
    }

    @Test func shouldDismissFalseKeepsThePopoverAndSendsDidAttemptToDismiss() {
      delegate.shouldDismiss = false
      click(at: CGPoint(x: 750, y: 550))
      time.play(0.4)
      #expect(root.presentedViewController === details)
      #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
      #expect(beneath.began == 0)
    }

    /// Apple's `presentationControllerDidAttemptToDismiss`: UIKit refuses
    /// when `isModalInPresentation` is true or `shouldDismiss` says no.
    @Test func aModalPresentationRefusesTheClickOutsideWithoutAskingTheDelegate() {
      details.isModalInPresentation = true
      click(at: CGPoint(x: 750, y: 550))
      time.play(0.4)
      #expect(root.presentedViewController === details)
      #expect(delegate.calls == ["didAttemptToDismiss"])
      #expect(beneath.began == 0)
      details.dismiss(animated: false)  // code is not refused
      time.play(0.05)
      #expect(root.presentedViewController == nil)
    }

    @Test func aClickInsideThePopoverReachesItsContent() {
      let button = TouchLog(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
      details.view.addSubview(button)
      click(at: button.convert(CGPoint(x: 25, y: 15), to: nil))
      time.play(0.4)
      #expect(button.began == 1)
      #expect(root.presentedViewController === details)
      #expect(delegate.calls.isEmpty)
    }

    @Test func aClickOnTheArrowKeepsThePopover() {
      click(at: CGPoint(x: 120, y: 128))
      time.play(0.4)
      #expect(root.presentedViewController === details)
      #expect(delegate.calls.isEmpty)
    }
  }
}
