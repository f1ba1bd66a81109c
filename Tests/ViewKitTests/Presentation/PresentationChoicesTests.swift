import Foundation
import Platform
import Testing

@testable import ViewKit

/// A delegate that counts what it is asked for.
@MainActor
final class CountingTransitioning: ViewControllerTransitioningDelegate {
  var asked: [String] = []

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    asked.append("presentationController")
    return nil
  }

  func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  {
    asked.append("dismissal animator")
    return ModalTransitionAnimator(style: .crossDissolve, presenting: false)
  }

  func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  {
    asked.append("dismissal interaction")
    return nil
  }
}

extension SharedStateSuites {
  /// The choices ViewKit makes where Apple is silent (README, "Choices").
  @Suite(.serialized) @MainActor
  final class PresentationChoicesTests {
    let time = VirtualAnimationTime()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let root = Container("Root")
    let pane = Container("Pane")
    var warnings: [String] = []

    init() {
      HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
      window.rootViewController = root
      root.show(pane)
    }

    isolated deinit {
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }

    func play(_ seconds: Double = 0.6) { time.play(seconds) }

    @Test func aFullScreenPresentationFromAControllerInAContextGoesToThatContextsPresenter() {
      pane.definesPresentationContext = true
      let inPane = sheet("Sheet", .overCurrentContext)
      pane.present(inPane, animated: false)
      let cover = sheet("Cover", .fullScreen)
      inPane.present(cover, animated: false)
      #expect(cover.presentingViewController === root && inPane.presentingViewController === pane)
    }

    @Test func aContextSearchInsideAPresentedControllerEndsAtThatController() {
      let presented = Container("Presented")
      root.present(presented, animated: false)
      let inner = Named("Inner")
      presented.show(inner)
      let details = sheet("Details", .currentContext)
      inner.present(details, animated: false)
      #expect(details.presentingViewController === presented)
    }

    @Test func aDismissalAskedForDuringThePresentationWaitsForItToEnd() {
      let sheet = sheet("Sheet", .overFullScreen)
      var order: [String] = []
      root.present(sheet, animated: true) { order.append("presented") }
      root.dismiss(animated: true) { order.append("dismissed") }
      #expect(sheet.presentingViewController === root)
      play(0.5)
      #expect(order == ["presented"] && sheet.presentingViewController === root)
      play(0.5)
      #expect(order == ["presented", "dismissed"] && root.presentedViewController == nil)
    }

    @Test func aPresentationAskedForDuringADismissalWaitsForItToEnd() {
      let first = sheet("First", .overFullScreen)
      let second = sheet("Second", .overFullScreen)
      root.present(first, animated: false)
      play(0.1)
      root.dismiss(animated: true)
      root.present(second, animated: true)
      #expect(root.presentedViewController === first)
      play(1)
      #expect(root.presentedViewController === second && first.presentingViewController == nil)
    }

    @Test func thePresentationControllerIsAskedForOnlyForCustomPresentations() {
      let delegate = CountingTransitioning()
      let sheet = sheet("Sheet", .overFullScreen)
      sheet.transitioningDelegate = delegate
      root.present(sheet, animated: false)
      #expect(delegate.asked.isEmpty)
      root.dismiss(animated: false)
      play(0.1)
      sheet.modalPresentationStyle = .custom
      root.present(sheet, animated: false)
      #expect(delegate.asked == ["presentationController"])  // no animator without animation
    }

    @Test func aChainIsDismissedWithoutAskingForAnInteractionController() {
      let delegate = CountingTransitioning()
      let a = sheet("A", .overFullScreen)
      let b = sheet("B", .overFullScreen)
      b.transitioningDelegate = delegate
      root.present(a, animated: false)
      a.present(b, animated: false)
      root.dismiss(animated: true)
      #expect(delegate.asked == ["dismissal animator"])
      // Asked for during the dismissal, this waits for it; by then a is gone.
      a.present(b, animated: false)
      #expect(warnings.isEmpty)
      play()
      #expect(
        warnings == [
          "Warning: Attempt to present B on A whose view is not in the window hierarchy."
        ])
      #expect(root.presentedViewController == nil && b.presentingViewController == nil)
      b.dismiss(animated: true)  // nothing left: no delegate call
      #expect(delegate.asked == ["dismissal animator"])
    }
  }
}
