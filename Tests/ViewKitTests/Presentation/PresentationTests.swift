import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Presenting and dismissing, as UIKit documents them: the links, the
  /// appearance sequences of the full-screen and "over" styles, the
  /// completions, and when `isBeingPresented`/`isBeingDismissed` are true.
  @Suite(.serialized) @MainActor
  final class PresentationTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let root = Container("Root")
    let child = Named("Child")
    var warnings: [String] = []

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
      window.rootViewController = root
      root.show(child)
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }

    /// Runs frames until `seconds` have passed.
    func play(_ seconds: Double) {
      let end = time.clock.now + seconds
      while time.clock.now < end - 1e-9 { time.frame(at: min(end, time.clock.now + 1.0 / 60)) }
      time.frame(at: end + 0.001)
      time.frame(at: end + 0.002)  // completions run at the turn after the end
    }

    @Test func presentingLinksThePresenterAndThePresentedAndDismissingUnlinksThem() {
      let sheet = Named("Sheet")
      root.present(sheet, animated: false)
      #expect(root.presentedViewController === sheet)
      #expect(sheet.presentingViewController === root)
      // A child's links are its nearest presenting ancestor's.
      #expect(child.presentedViewController === sheet)
      #expect(sheet.presentedViewController == nil && root.presentingViewController == nil)
      sheet.dismiss(animated: false)
      #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test func aFullScreenPresentationMakesThePresenterDisappearAndItsViewLeave() {
      let sheet = Named("Sheet")
      var completed = false
      child.present(sheet, animated: true) { completed = true }
      #expect(sheet.presentingViewController === root)  // the top of the hierarchy presents
      #expect(
        tracer.events == [
          "Root presentBegin:Sheet", "Sheet viewDidLoad", "Root viewWillDisappear",
          "Child viewWillDisappear", "Sheet viewWillAppear",
        ])
      #expect(sheet.view.superview === window)
      #expect(sheet.view.presentation.center.y == 150)  // below the window, to come up
      play(ModalTransitionAnimator.defaultDuration(for: .coverVertical))
      #expect(
        Array(tracer.events.dropFirst(5)) == [
          "Sheet viewDidAppear", "Root viewDidDisappear", "Child viewDidDisappear",
          "Root presentEnd:Sheet",
        ])
      #expect(completed)
      #expect(root.view.superview == nil && sheet.view.frame == window.bounds)
    }

    @Test func dismissingAFullScreenPresentationPutsThePresenterBackAndItReappears() {
      let sheet = Named("Sheet")
      root.present(sheet, animated: false)
      play(0.01)
      tracer.clearLines()
      var completed = 0
      sheet.dismiss(animated: true) { completed += 1 }  // forwarded to the presenter
      #expect(root.view.superview === window)
      #expect(window.subviews.first === root.view && window.subviews.last === sheet.view)
      play(ModalTransitionAnimator.defaultDuration(for: .coverVertical))
      #expect(
        tracer.events == [
          "Root dismissBegin:Sheet", "Sheet viewWillDisappear", "Root viewWillAppear",
          "Child viewWillAppear", "Sheet viewDidDisappear", "Root viewDidAppear",
          "Child viewDidAppear", "Root dismissEnd:Sheet",
        ])
      #expect(completed == 1 && sheet.view.superview == nil)
    }

    @Test func anOverFullScreenPresentationLeavesThePresenterInPlaceWithNoCallbacks() {
      let sheet = Named("Sheet")
      sheet.modalPresentationStyle = .overFullScreen
      root.present(sheet, animated: true)
      play(0.5)
      sheet.dismiss(animated: true)
      play(0.5)
      #expect(
        tracer.events == [
          "Root presentBegin:Sheet", "Sheet viewDidLoad", "Sheet viewWillAppear",
          "Sheet viewDidAppear", "Root presentEnd:Sheet", "Root dismissBegin:Sheet",
          "Sheet viewWillDisappear", "Sheet viewDidDisappear", "Root dismissEnd:Sheet",
        ])
      #expect(root.view.superview === window)
    }

    @Test func isBeingPresentedAndIsBeingDismissedAreTrueOnlyInsideThoseCallbacks() {
      let sheet = AppearanceWatcher("Sheet") {
        "presented=\($0.isBeingPresented) dismissed=\($0.isBeingDismissed)"
      }
      root.present(sheet, animated: true)
      #expect(!sheet.isBeingPresented)
      play(0.5)
      #expect(!sheet.isBeingPresented && !sheet.isBeingDismissed)
      root.dismiss(animated: true)
      #expect(!sheet.isBeingDismissed)
      play(0.5)
      #expect(
        sheet.seen == [
          "willAppear presented=true dismissed=false", "didAppear presented=true dismissed=false",
          "willDisappear presented=false dismissed=true",
          "didDisappear presented=false dismissed=true",
        ])
    }

    @Test func presentingFromAControllerThatAlreadyPresentsLogsUIKitsWarningAndDoesNothing() {
      let first = Named("First")
      let second = Named("Second")
      root.present(first, animated: false)
      var ran = false
      root.present(second, animated: false) { ran = true }
      play(0.01)
      #expect(
        warnings == [
          "Warning: Attempt to present Second on Root which is already presenting First."
        ])
      #expect(root.presentedViewController === first && second.presentingViewController == nil)
      #expect(!ran && !second.isViewLoaded)
    }

    @Test func aPresentedViewFollowsItsContainerWhenTheWindowIsResized() {
      let sheet = Named("Sheet")
      sheet.modalPresentationStyle = .overFullScreen
      root.present(sheet, animated: false)
      window.sendEvent(.windowResized(CGSize(width: 300, height: 160)), at: 0)
      #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 300, height: 160))
    }

    /// An "over" style leaves the presenter alone (its view stays, and it
    /// hears nothing), so its children keep hearing their views come and
    /// go while the sheet slides in and out: a pane swapped beneath it.
    @Test func thePresenterOfAnOverStyleStillForwardsItsChildrensAppearanceMidTransition() {
      let over = sheet("Sheet", .overFullScreen)
      root.present(over, animated: true)
      let other = Named("Other")
      root.hide(child)  // mid-presentation
      root.show(other)
      #expect(child.appearanceState == .disappeared)
      #expect(other.appearanceState == .appeared)
      play(1)
      over.dismiss(animated: true)
      root.hide(other)  // mid-dismissal
      root.show(child)
      #expect(other.appearanceState == .disappeared)
      #expect(child.appearanceState == .appeared)
      play(1)
      #expect(root.appearanceState == .appeared && over.appearanceState == .disappeared)
      #expect(root.presentedViewController == nil)
    }
  }
}
