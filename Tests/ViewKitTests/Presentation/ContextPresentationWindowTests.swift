import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A controller presented in a context follows its view in and out of the
  /// window, as a window's root does: a container that takes the context out
  /// (a push over it, a tab switch away) ends the presented controller's
  /// appearance, and bringing it back begins it again. Apple is silent; the
  /// choice is in `Docs/choices.md`.
  @Suite(.serialized) @MainActor
  final class ContextPresentationWindowTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 244))
    /// Stack > Root > Pane (the context); Details (in a navigation
    /// controller) is presented over the pane.
    let root = Container("Root")
    let pane = Named("Pane")
    let stack: NavigationController
    let details = Named("Details")
    let detailsStack: NavigationController

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      stack = NavigationController(rootViewController: root)
      stack.title = "Stack"
      detailsStack = NavigationController(rootViewController: details)
      detailsStack.title = "DetailsStack"
      detailsStack.modalPresentationStyle = .overCurrentContext
      pane.definesPresentationContext = true
      window.rootViewController = stack
      root.show(pane)
      time.play(0.02)
      tracer.clearLines()
    }

    isolated deinit { LifecycleTracer.current = nil }

    /// The events of the two presented controllers only.
    var presentedEvents: [String] {
      tracer.events.filter { $0.hasPrefix("Details") && !$0.contains("Load") }
    }

    func expectOutOfTheWindowAndDisappeared() {
      #expect(detailsStack.view.window == nil)
      #expect(
        detailsStack.appearanceState == .disappeared && details.appearanceState == .disappeared)
    }

    @Test func aPushThatEndsInTheFrameThePresentationEndsTakesThePresentedOutOfAppearance() {
      pane.present(detailsStack, animated: true)
      stack.pushViewController(Named("List"), animated: true)  // the same instant
      time.play()
      expectOutOfTheWindowAndDisappeared()
      #expect(
        presentedEvents == [
          "DetailsStack viewWillAppear", "Details viewWillAppear", "DetailsStack viewDidAppear",
          "Details viewDidAppear", "DetailsStack viewWillDisappear", "Details viewWillDisappear",
          "DetailsStack viewDidDisappear", "Details viewDidDisappear",
        ])
    }

    @Test func aPushThatEndsBeforeThePresentationLeavesThePresentedDisappeared() {
      stack.pushViewController(Named("List"), animated: true)
      time.frame(at: time.clock.now + 0.1)
      pane.present(detailsStack, animated: true)  // ends after the push
      time.play()
      expectOutOfTheWindowAndDisappeared()
      // The cancel path's callbacks: it began to appear, and never did.
      #expect(
        presentedEvents == [
          "DetailsStack viewWillAppear", "Details viewWillAppear", "DetailsStack viewWillDisappear",
          "Details viewWillDisappear", "DetailsStack viewDidDisappear", "Details viewDidDisappear",
        ])
    }

    @Test func poppingBackToTheContextBringsThePresentedBackIntoAppearance() {
      pane.present(detailsStack, animated: false)
      stack.pushViewController(Named("List"), animated: true)
      time.play()
      tracer.clearLines()
      stack.popViewController(animated: true)
      time.play()
      #expect(detailsStack.view.window === window)
      #expect(detailsStack.appearanceState == .appeared && details.appearanceState == .appeared)
      #expect(
        presentedEvents == [
          "DetailsStack viewWillAppear", "Details viewWillAppear", "DetailsStack viewDidAppear",
          "Details viewDidAppear",
        ])
    }

    @Test func aDismissalOutOfTheWindowSendsNothingMore() {
      pane.present(detailsStack, animated: false)
      stack.pushViewController(Named("List"), animated: false)
      time.play(0.02)
      tracer.clearLines()
      pane.dismiss(animated: true)
      time.play()
      #expect(pane.presentedViewController == nil && detailsStack.view.superview == nil)
      #expect(presentedEvents.isEmpty)
    }
  }
}
