import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Presenting a popover in a regular window: its controller, its place
  /// beside the source, and its delegate's popover calls.
  @Suite(.serialized) @MainActor
  final class PopoverPresentationTests: PopoverFixture {
    @Test func popoverPresentationControllerExistsOnlyForThePopoverStyle() {
      let other = Named("Other")
      #expect(other.popoverPresentationController == nil)
      #expect(other.presentationController == nil)
      other.modalPresentationStyle = .popover
      let made = other.popoverPresentationController
      #expect(made != nil)
      #expect(other.popoverPresentationController === made)
      #expect(other.presentationController === made)
      #expect(made?.presentedViewController === other)
      other.modalPresentationStyle = .overFullScreen
      #expect(other.popoverPresentationController == nil)
    }

    /// Apple: "If the view controller or one of its ancestors is managed
    /// by a popover presentation controller, this property contains that
    /// object"; `presentationController` is the nearest one too.
    @Test func aChildOfAControllerShownAsAPopoverFindsItsPopoverPresentationController() throws {
      let inside = Named("Inside")
      let stack = NavigationController(rootViewController: inside)
      stack.modalPresentationStyle = .popover
      let controller = try #require(stack.popoverPresentationController)
      controller.sourceView = source
      #expect(inside.popoverPresentationController == nil)  // not presented yet
      root.present(stack, animated: false)
      time.play(0.05)
      #expect(inside.popoverPresentationController === controller)
      #expect(inside.presentationController === controller)
      stack.dismiss(animated: false)
      time.play(0.05)
      #expect(inside.popoverPresentationController == nil)
    }

    @Test func theDefaultsAreUIKits() {
      #expect(popover.sourceRect.isNull)
      #expect(popover.permittedArrowDirections == .any)
      #expect(popover.popoverLayoutMargins == EdgeInsets(all: 10))
      #expect(popover.canOverlapSourceViewRect == false)
      #expect(popover.passthroughViews == nil)
    }

    @Test func arrowDirectionIsUnknownBeforeAndAfterPresentation() {
      #expect(popover.arrowDirection == .unknown)
      present()
      #expect(popover.arrowDirection == .up)
      details.dismiss(animated: false)
      time.play(0.05)
      #expect(popover.arrowDirection == .unknown)
      #expect(popover.popoverView.superview == nil)
      #expect(popover.dismissalView.superview == nil)
    }

    @Test func aNullSourceRectMeansTheSourceViewsBounds() {
      present()
      #expect(root.presentedViewController === details)
      #expect(popover.popoverView.frame == CGRect(x: 10, y: 120, width: 300, height: 213))
      #expect(
        details.view.convert(details.view.bounds, to: nil)
          == CGRect(x: 10, y: 133, width: 300, height: 200))
    }

    @Test func sourceRectIsInTheSourceViewsCoordinates() {
      popover.sourceRect = CGRect(x: 0, y: 40, width: 40, height: 0)
      present()
      // Below y = 100 + 40, the arrow's tip at x 120.
      #expect(popover.popoverView.frame.minY == 140)
      #expect(popover.popoverView.placement?.arrowOffset == 110)
    }

    @Test func thePopoverFollowsItsSourceWhenItMoves() throws {
      present()
      source.frame.origin = CGPoint(x: 500, y: 300)
      _ = try window.snapshotPixels()  // a frame: the layout pass lets the popover follow
      #expect(popover.popoverView.frame == CGRect(x: 370, y: 320, width: 300, height: 213))
    }

    @Test func thePopoverFollowsTheSourceWhenTheWindowResizes() {
      source.autoresizingMask = [.flexibleLeftMargin]
      present()
      window.transition(toSize: CGSize(width: 1300, height: 800))
      time.play(0.05)
      // The source went to x 200: the card under it, from x 220 - 150.
      #expect(popover.popoverView.frame.minX == 70)
      window.transition(toSize: CGSize(width: 1800, height: 800))
      time.play(0.05)
      // The source is now at x 700: the card centred under it.
      #expect(popover.popoverView.frame.midX == source.frame.midX)
    }

    @Test func prepareForPopoverPresentationComesBeforeThePopoverIsOnScreen() {
      popover.delegate = delegate
      present()
      #expect(
        delegate.calls == [
          "willPresentWithAdaptiveStyle none false", "prepareForPopoverPresentation",
        ])
      #expect(delegate.superviewAtPrepare == nil)
    }

    @Test func willRepositionLetsTheDelegateChangeTheRectAndTheView() throws {
      let other = View(frame: CGRect(x: 600, y: 50, width: 20, height: 20))
      root.view.addSubview(other)
      popover.delegate = delegate
      present()
      delegate.reposition = { rect, view in
        view = other
        rect = CGRect(x: 0, y: 0, width: 20, height: 20)
      }
      source.frame.origin.x = 200
      _ = try window.snapshotPixels()
      #expect(delegate.calls.last == "willReposition")
      #expect(popover.sourceView === other)
      #expect(popover.popoverView.placement?.card.midX == 610)
    }

    @Test func aPopoverWithoutASourceViewIsAProgrammerError() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let window = Window(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))
          let root = ViewController()
          window.rootViewController = root
          let details = ViewController()
          details.modalPresentationStyle = .popover
          root.present(details, animated: false)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("should have a non-nil sourceView"))
    }

    @Test func aNewPreferredContentSizeGrowsThePopoverAnimated() {
      present()
      details.preferredContentSize = CGSize(width: 400, height: 300)
      time.frame(at: time.clock.now + PopoverPresentationController.resizeDuration / 2)
      let half = popover.popoverView.presentation.bounds.width
      #expect(half > 300 && half < 400)
      time.play(0.3)
      #expect(popover.popoverView.frame.size == CGSize(width: 400, height: 313))
      #expect(details.view.bounds.size == CGSize(width: 400, height: 300))
    }

    @Test func aNavigationControllerInAPopoverGrowsToAPushedControllersPreferredSize() {
      let first = Named("First")
      first.preferredContentSize = CGSize(width: 300, height: 200)
      let stack = NavigationController(rootViewController: first)
      #expect(stack.preferredContentSize == CGSize(width: 300, height: 244))
      stack.modalPresentationStyle = .popover
      stack.popoverPresentationController?.sourceView = source
      root.present(stack, animated: false)
      time.play(0.05)
      let pushed = Named("Pushed")
      pushed.preferredContentSize = CGSize(width: 400, height: 500)
      stack.pushViewController(pushed, animated: true)
      time.play(0.6)
      let popoverView = stack.popoverPresentationController!.popoverView
      #expect(
        popoverView.frame.size == CGSize(width: 400, height: 544 + PopoverPlacement.arrowLength))
      stack.popViewController(animated: false)
      time.play(0.3)
      #expect(
        popoverView.frame.size == CGSize(width: 300, height: 244 + PopoverPlacement.arrowLength))
    }

    @Test func itAppearsAndLeavesWithAFadeAndAScale() {
      root.present(details, animated: true)
      time.frame(at: time.clock.now + 0.001)
      time.frame(at: time.clock.now + PopoverTransitionAnimator.defaultDuration / 2)
      let look = popover.popoverView.presentation
      #expect(look.alpha > 0.05 && look.alpha < 0.95)
      time.play(0.3)
      #expect(popover.popoverView.alpha == 1)
      #expect(popover.popoverView.transform == .identity)
      details.dismiss(animated: true)
      time.frame(at: time.clock.now + 0.001)
      time.frame(at: time.clock.now + PopoverTransitionAnimator.defaultDuration / 2)
      #expect(popover.popoverView.presentation.alpha < 0.95)
      time.play(0.3)
      #expect(root.presentedViewController == nil)
      #expect(popover.popoverView.superview == nil)
    }

    @Test func theCardItsArrowAndItsShadowAreDrawn() throws {
      present()
      let pixels = try window.snapshotPixels()
      let grey = pixels[600, 600]
      #expect(isColor(grey, Int(grey.r), Int(grey.r), Int(grey.r)) && grey.r > 120 && grey.r < 135)
      #expect(isColor(pixels[160, 233], 255, 255, 255))  // the card
      #expect(isColor(pixels[120, 128], 255, 255, 255))  // the arrow, under its tip
      #expect(isColor(pixels[100, 125], Int(grey.r), Int(grey.g), Int(grey.b)))  // beside it
      #expect(pixels[11, 134].r < 200)  // outside the rounded corner
      #expect(Int(pixels[160, 336].r) < Int(grey.r) - 10)  // the shadow below
      #expect(isColor(pixels[160, 400], Int(grey.r), Int(grey.g), Int(grey.b)))
    }

    @Test func dismissingInCodeSendsNoDismissalCallsToTheDelegate() {
      popover.delegate = delegate
      present()
      delegate.calls = []
      details.dismiss(animated: true)
      time.play(0.4)
      #expect(root.presentedViewController == nil)
      #expect(delegate.calls.isEmpty)
    }

    @Test func aDismissedPopoverLeavesNothingBehind() {
      weak var gone: ViewController?
      weak var goneController: PopoverPresentationController?
      do {
        let other = Named("Other")
        other.modalPresentationStyle = .popover
        other.popoverPresentationController?.sourceView = source
        root.present(other, animated: true)
        time.play(0.5)
        other.dismiss(animated: true)
        time.play(0.5)
        gone = other
        goneController = other.popoverPresentationController
      }
      #expect(gone == nil)
      #expect(goneController == nil)
      #expect(window.subviews.count == 1)
    }

    @Test func theContentKeepsItsOwnCornerRadiusOnceDismissed() {
      details.view.cornerRadius = 3
      present()
      #expect(details.view.cornerRadius == PopoverPlacement.cornerRadius)
      details.dismiss(animated: false)
      time.play(0.05)
      #expect(details.view.cornerRadius == 3)
      #expect(details.view.superview == nil)
    }
  }
}
