import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Where a presentation goes: the search for the presentation context,
  /// the context styles, and chains of presented controllers.
  @Suite(.serialized) @MainActor
  final class PresentationContextTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    /// Root > Pane (a container in Root's slot) > Leaf (in Pane's slot).
    let root = Container("Root")
    let pane = Container("Pane")
    let leaf = Named("Leaf")
    var warnings: [String] = []

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
      window.rootViewController = root
      root.show(pane)
      pane.show(leaf)
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }

    func play(_ seconds: Double = 0.6) { time.play(seconds) }

    @Test func theContextSearchStopsAtTheNearestControllerThatDefinesTheContext() {
      root.definesPresentationContext = true
      pane.definesPresentationContext = true
      let details = sheet("Details", .overCurrentContext)
      leaf.present(details, animated: false)
      #expect(details.presentingViewController === pane)
      #expect(pane.presentedViewController === details && leaf.presentedViewController === details)
      // It covers the pane's view, in the pane's superview.
      #expect(details.view.superview === root.slot && details.view.frame == pane.view.frame)
    }

    @Test func theSearchStartsAtTheSourceItself() {
      leaf.definesPresentationContext = true
      let details = sheet("Details", .overCurrentContext)
      leaf.present(details, animated: false)
      #expect(details.presentingViewController === leaf)
      #expect(details.view.superview === pane.slot)
    }

    @Test func withNothingDefiningTheContextTheSearchEndsAtTheWindowsRoot() {
      let details = sheet("Details", .currentContext)
      leaf.present(details, animated: false)
      #expect(details.presentingViewController === root)
      #expect(details.view.superview === window && details.view.frame == window.bounds)
    }

    @Test func fullScreenStylesIgnoreTheContextAndCoverTheWindow() {
      pane.definesPresentationContext = true
      for style in [ModalPresentationStyle.automatic, .fullScreen, .overFullScreen] {
        let cover = sheet("Cover", style)
        leaf.present(cover, animated: false)
        #expect(cover.presentingViewController === root)
        #expect(cover.view.superview === window)
        root.dismiss(animated: false)
        play(0.02)
      }
    }

    @Test func aCurrentContextPresentationRemovesOnlyTheContextsViewWithItsCallbacks() {
      pane.definesPresentationContext = true
      let details = sheet("Details", .currentContext)
      leaf.present(details, animated: true)
      play()
      #expect(
        tracer.events == [
          "Pane presentBegin:Details", "Details viewDidLoad", "Pane viewWillDisappear",
          "Leaf viewWillDisappear", "Details viewWillAppear", "Details viewDidAppear",
          "Pane viewDidDisappear", "Leaf viewDidDisappear", "Pane presentEnd:Details",
        ])
      #expect(pane.view.superview == nil && root.view.superview === window)
      tracer.clearLines()
      leaf.dismiss(animated: true)  // a child of the presenter: its presenter dismisses
      play()
      #expect(pane.view.superview === root.slot && details.view.superview == nil)
      #expect(tracer.events.last == "Pane dismissEnd:Details")
    }

    @Test func aContextThatProvidesItsTransitionStyleReplacesThePresentedOnes() {
      pane.definesPresentationContext = true
      pane.providesPresentationContextTransitionStyle = true
      pane.modalTransitionStyle = .crossDissolve
      let details = sheet("Details", .overCurrentContext)
      details.modalTransitionStyle = .coverVertical
      leaf.present(details, animated: true)
      time.frame(at: time.clock.now + 0.1)
      // A dissolve: in place, half transparent; not a cover from below.
      #expect(
        details.view.presentation.center == CGPoint(x: pane.view.center.x, y: pane.view.center.y))
      #expect(details.view.presentation.alpha > 0 && details.view.presentation.alpha < 1)
    }

    @Test func dismissingFromTheBottomOfAChainDismissesItAllWithOneAnimationAndOneCompletion() {
      let a = sheet("A", .fullScreen)
      let b = sheet("B", .overFullScreen)
      let c = sheet("C", .fullScreen)
      root.present(a, animated: false)
      a.present(b, animated: false)
      b.present(c, animated: false)
      play(0.02)
      tracer.clearLines()
      var completions = 0
      root.dismiss(animated: true) { completions += 1 }
      // The middle leaves at once; the top animates over the root.
      #expect(a.view.superview == nil && b.view.superview == nil && c.view.superview === window)
      #expect(window.subviews.first === root.view)
      time.frame(at: time.clock.now + 0.1)
      #expect(c.view.presentation.center.y > 50)  // on its way down
      play()
      #expect(completions == 1)
      #expect(
        [a, b, c].allSatisfy { $0.presentingViewController == nil && $0.view.superview == nil })
      #expect(root.presentedViewController == nil)
      #expect(
        tracer.events == [
          // A was still on screen beneath B (over full screen); B was not.
          "Root dismissBegin:C", "C viewWillDisappear", "A viewWillDisappear",
          "Root viewWillAppear", "Pane viewWillAppear", "Leaf viewWillAppear",
          "C viewDidDisappear", "A viewDidDisappear", "Root viewDidAppear", "Pane viewDidAppear",
          "Leaf viewDidAppear", "Root dismissEnd:C",
        ])
    }

    @Test func dismissingFromTheMiddleOfAChainDismissesWhatIsAbove() {
      let a = sheet("A", .fullScreen)
      let b = sheet("B", .overFullScreen)
      root.present(a, animated: false)
      a.present(b, animated: false)
      a.dismiss(animated: false)  // a presents b: b goes
      play(0.02)
      #expect(a.presentingViewController === root && b.presentingViewController == nil)
      b.present(Named("X"), animated: false)
      #expect(
        warnings.last
          == "Warning: Attempt to present X on B whose view is not in the window hierarchy.")
    }

    @Test func aControllerPresentedWithAPartialCurlCannotPresent() {
      pane.definesPresentationContext = true
      let curled = sheet("Curled", .overCurrentContext)
      curled.modalTransitionStyle = .partialCurl
      leaf.present(curled, animated: false)
      curled.present(sheet("More", .overCurrentContext), animated: false)
      #expect(curled.presentedViewController == nil)
      #expect(
        warnings == [
          "Warning: Attempt to present More on Curled, which was presented with a partial curl and cannot present another view controller."
        ])
    }

    @Test func withNothingToDismissOnlyTheCompletionRuns() {
      var ran = false
      leaf.dismiss(animated: true) { ran = true }
      time.frame(at: 0.01)
      #expect(ran && tracer.events.isEmpty)
    }
  }
}
