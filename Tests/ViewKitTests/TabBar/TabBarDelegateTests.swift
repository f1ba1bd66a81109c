import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The tab bar controller's delegate: asked and told about taps only,
  /// its animator and interaction controller used for the switch, and a
  /// selection asked for while a switch is under way.
  @Suite(.serialized) @MainActor
  final class TabBarDelegateTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let tabs = TabBarController()
    let recorder = TabRecorder()
    let a = Named("A")
    let b = Named("B")
    let c = Named("C")
    var warnings: [String] = []

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
      tabs.title = "T"
      tabs.delegate = recorder
      tabs.viewControllers = [a, b, c]
      window.rootViewController = tabs
      window.layoutIfNeeded()
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }

    /// The events so far without the container transition's own lines.
    var callbacks: [String] { tracer.events.filter { !$0.contains("transition") } }

    func tap(_ controller: ViewController) {
      window.click(tabs.tabButton(for: controller), at: time.clock.now + 0.01)
    }

    @Test func aTapAsksShouldSelectThenSwitchesThenTellsDidSelect() {
      tap(b)
      #expect(
        tracer.events
          == [#"delegate label "shouldSelect:B""#, "B viewDidLoad"] + switchOrder("A", "B") + [
            #"delegate label "didSelect:B""#
          ])
      #expect(tabs.selectedViewController === b)
    }

    @Test func aSelectionInCodeTellsTheDelegateNothing() {
      tabs.selectedIndex = 1
      tabs.selectedViewController = c
      #expect(!tracer.events.contains { $0.contains("delegate") })
      #expect(tabs.selectedViewController === c)
    }

    @Test func aTapOnTheSelectedTabIsToldToDidSelectToo() {
      tap(a)
      #expect(
        tracer.events == [#"delegate label "shouldSelect:A""#, #"delegate label "didSelect:A""#])
    }

    @Test func shouldSelectReturningFalseKeepsTheCurrentTab() {
      recorder.allowsSelection = false
      tap(b)
      #expect(tracer.events == [#"delegate label "shouldSelect:B""#])
      #expect(tabs.selectedViewController === a && tabs.tabBar.selectedItem === a.tabBarItem)
    }

    @Test func aTapOnADisabledTabAsksNothingAndSelectsNothing() {
      b.tabBarItem.isEnabled = false
      tap(b)
      #expect(tabs.selectedViewController === a && tracer.events.isEmpty)
    }

    @Test func aTapOnTheSelectedTabPopsItsNavigationControllerToItsRoot() {
      let nav = NavigationController(rootViewController: c)
      tabs.viewControllers = [a, nav]
      tabs.selectedIndex = 1
      nav.pushViewController(Named("Pushed"), animated: false)
      tap(nav)
      #expect(nav.viewControllers.count == 1)  // the pop has started, animated
      #expect(tracer.events.contains("NavigationController transitionBegin:Pushed->C"))
      time.play(0.6)
      #expect(nav.topViewController === c && tabs.selectedViewController === nav)
    }

    @Test func theDelegatesAnimatorRunsTheSwitchInTheContentArea() {
      let animator = DropInAnimator()
      recorder.animator = animator
      tabs.selectedIndex = 1
      #expect(recorder.animatorRequests == ["A->B"])
      #expect(tracer.events.contains("T transitionBegin:A->B"))
      #expect(tabs.contentView.subviews.areTheSameViews(as: [a.view, b.view]))
      #expect(tabs.selectedViewController === b)
      time.frame(at: time.clock.now + 0.5)
      #expect(abs(b.view.presentation.center.y) < 0.5)  // half-way down the content area
      time.play(1.1)
      #expect(callbacks == ["B viewDidLoad"] + switchOrder("A", "B"))
      #expect(animator.ended == [true])
      #expect(tabs.contentView.subviews.areTheSameViews(as: [b.view]))
    }

    @Test func theInteractionControllerDrivesTheSwitchToItsEnd() {
      let driver = PercentDrivenInteractiveTransition()
      recorder.animator = DropInAnimator()
      recorder.interaction = driver
      tabs.selectedIndex = 1
      driver.update(0.25)
      time.frame(at: time.clock.now + 0.1)
      #expect(abs(b.view.presentation.center.y - (215.5 - 431 * 0.75)) < 0.5)
      #expect(callbacks == ["B viewDidLoad", "A viewWillDisappear", "B viewWillAppear"])
      driver.finish()
      time.play(1.1)
      #expect(callbacks == ["B viewDidLoad"] + switchOrder("A", "B"))
      #expect(tabs.selectedViewController === b && tabs.tabBar.selectedItem === b.tabBarItem)
    }

    @Test func aCancelledInteractiveSwitchKeepsTheOldSelectionAndUndoesAppearance() {
      let driver = PercentDrivenInteractiveTransition()
      recorder.animator = DropInAnimator()
      recorder.interaction = driver
      tabs.selectedIndex = 1
      driver.update(0.25)
      time.frame(at: time.clock.now + 0.1)
      driver.cancel()
      time.play(1.1)
      #expect(
        callbacks == [
          "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewWillDisappear",
          "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
        ])
      #expect(tracer.events.contains("T transitionCancelled:A->B"))
      #expect(tabs.selectedViewController === a && tabs.selectedIndex == 0)
      #expect(tabs.tabBar.selectedItem === a.tabBarItem)
      #expect(tabs.contentView.subviews.areTheSameViews(as: [a.view]))
      #expect(tabs.children.areTheSameControllers(as: [a, b, c]))
    }

    @Test func theLastSelectionAskedForDuringASwitchIsCarriedOutAfterItSettles() {
      recorder.animator = DropInAnimator()
      tabs.selectedIndex = 1
      time.frame(at: time.clock.now + 0.5)
      tabs.selectedIndex = 2  // dropped: the tap below comes later
      tap(a)
      #expect(tabs.selectedViewController === b && warnings.isEmpty)
      #expect(!tracer.events.contains { $0.contains("shouldSelect") })
      recorder.animator = DropInAnimator()
      time.play(1.1)
      #expect(recorder.animatorRequests == ["A->B", "B->A"])
      let end = tracer.events.firstIndex(of: "T transitionEnd:A->B:finished=true")!
      let asked = tracer.events.firstIndex(of: #"delegate label "shouldSelect:A""#)!
      #expect(end < asked)
      time.play(1.1)
      #expect(tabs.selectedViewController === a && c.isViewLoaded == false)
      #expect(tracer.events.last == "T transitionEnd:B->A:finished=true")
    }

    @Test func setViewControllersDuringASwitchIsRefusedWithAConsoleLine() {
      recorder.animator = DropInAnimator()
      tabs.selectedIndex = 1
      tabs.viewControllers = [c]
      #expect(
        warnings == [
          "Warning: setViewControllers:animated: called on T while a tab switch is occurring; the tabs will not be updated."
        ])
      time.play(1.1)
      #expect(tabs.viewControllers?.areTheSameControllers(as: [a, b, c]) == true)
    }
  }
}
