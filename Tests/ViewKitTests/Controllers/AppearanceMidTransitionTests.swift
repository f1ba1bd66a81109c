import Foundation
import Platform
import Testing

@testable import ViewKit

/// A child whose view reaches the window, or whose container transition
/// settles, while its parent is between its will- and did-callback hears
/// its did-callback with its parent, never before it: the case of a
/// container that installs its first child as its view loads (a page view
/// controller) inside a transition to it, and of a tab switch that ends
/// while the tab bar controller is being dismissed.
extension SharedStateSuites {
  @Suite @MainActor
  final class AppearanceMidTransitionTests {
    let time = VirtualAnimationTime()
    let tracer = LifecycleTracer(clock: VirtualClock())
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 240))

    init() { LifecycleTracer.current = tracer }
    isolated deinit { LifecycleTracer.current = nil }

    /// A container that puts its one child in place in `viewDidLoad`.
    final class Installing: ViewController {
      let child = Named("Page")
      init(_ name: String) {
        super.init()
        title = name
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
      }
    }

    @Test func aChildInstalledAsItsParentLoadsMidTransitionAppearsWithItsParent() {
      let parent = Container("Parent")
      let old = Named("Old")
      let new = Installing("New")
      window.rootViewController = parent
      parent.show(old)
      parent.addChild(new)  // its view, and so its child, loads inside the transition
      tracer.clear()
      parent.transition(from: old, to: new, duration: 0, animations: nil, completion: nil)
      AnimationEngine.current.advance()
      let appearance = tracer.events.filter { $0.contains("Appear") || $0.contains("Disappear") }
      #expect(
        appearance == [
          "Old viewWillDisappear", "New viewWillAppear", "Page viewWillAppear",
          "Old viewDidDisappear", "New viewDidAppear", "Page viewDidAppear",
        ])
      #expect(new.child.appearanceState == .appeared)
    }

    @Test func aChildAddedToAnAppearedParentStillAppearsAtOnce() {
      let parent = Container("Parent")
      window.rootViewController = parent
      let child = Named("Child")
      tracer.clear()
      parent.show(child)
      #expect(
        tracer.events.filter { $0.contains("Appear") } == [
          "Child viewWillAppear", "Child viewDidAppear",
        ])
    }

    /// A 0.3 s transition from Old to New under way, a third of the way.
    func switchUnderWay() -> (Container, Named, Named) {
      let parent = Container("Parent")
      let old = Named("Old")
      let new = Named("New")
      window.rootViewController = parent
      parent.show(old)
      parent.addChild(new)
      new.view.alpha = 0
      parent.transition(
        from: old, to: new, duration: 0.3, animations: { new.view.alpha = 1 }, completion: nil)
      time.frame(at: 0.1)
      #expect(new.appearanceState == .appearing)  // the switch runs
      return (parent, old, new)
    }

    /// The parent starts to disappear while a transition between two of
    /// its children runs; the transition ends before the parent does.
    func switchEndingWhileTheParentDisappears() -> (Container, Named, Named) {
      let (parent, old, new) = switchUnderWay()
      tracer.clear()
      parent.beginAppearanceTransition(false, animated: true)  // its dismissal begins mid-switch
      time.frame(at: 0.35)
      time.frame(at: 0.4)
      return (parent, old, new)
    }

    @Test func aChildWhoseTransitionEndsWhileItsParentDisappearsDisappearsWithItsParent() {
      let (parent, old, new) = switchEndingWhileTheParentDisappears()
      #expect(old.appearanceState == .disappeared)  // its view has left
      #expect(new.appearanceState == .disappearing)  // not gone before its parent
      parent.endAppearanceTransition()
      #expect(new.appearanceState == .disappeared)
      let appearance = tracer.events.filter { $0.contains("Appear") || $0.contains("Disappear") }
      // The parent's will-callback passes the transition's children by; at
      // its end the transition turns New the parent's way, and the parent's
      // own end ends it.
      #expect(
        appearance == [
          "Parent viewWillDisappear", "Old viewDidDisappear", "New viewWillDisappear",
          "Parent viewDidDisappear", "New viewDidDisappear",
        ])
    }

    @Test func aChildGoingAgainstItsParentIsTurnedItsParentsWayWhenItsTransitionEnds() {
      let parent = Container("Parent")
      let old = Named("Old")
      let new = Named("New")
      window.rootViewController = parent
      parent.show(old)
      parent.beginAppearanceTransition(false, animated: true)
      parent.addChild(new)
      tracer.clear()
      // A switch begun while the parent disappears makes the new child appear...
      parent.transition(from: old, to: new, duration: 0, animations: nil, completion: nil)
      AnimationEngine.current.advance()
      // ...and its end turns it the parent's way, to end with the parent.
      #expect(new.appearanceState == .disappearing)
      parent.endAppearanceTransition()
      #expect(
        tracer.events.filter { $0.hasPrefix("New view") && !$0.contains("Load") } == [
          "New viewWillAppear", "New viewWillDisappear", "New viewDidDisappear",
        ])
    }

    /// A parent that leaves the screen and comes back while a transition
    /// between two of its children runs (a split view collapsing moves its
    /// stack): each child ends where its view ends up.
    @Test func aChildEndsWhereItsViewIsAfterItsParentLeftAndCameBackMidTransition() {
      let (parent, old, new) = switchUnderWay()
      for appearing in [false, true] {  // out of the window and back, mid-switch
        parent.beginAppearanceTransition(appearing, animated: false)
        parent.endAppearanceTransition()
      }
      #expect(old.appearanceState == .disappearing)  // the transition's, not the parent's
      time.frame(at: 0.35)
      time.frame(at: 0.4)
      #expect(old.viewIfLoaded?.window == nil && old.appearanceState == .disappeared)
      #expect(new.appearanceState == .appeared)
    }

    /// A transition begun while its parent is out of the window, the parent
    /// then shown again mid-way (a stack pushed back while its panes turn,
    /// found by the soak): both children's views come into the window with
    /// it, so neither is "disappeared" there. The arriving child appears as
    /// it would have; the leaving one hears `viewWillAppear`, then
    /// `viewWillDisappear`, and `viewDidDisappear` as the transition ends.
    @Test func aTransitionBegunOffScreenComesOnScreenWithItsParent() {
      let host = Container("Host")
      let parent = Container("Parent")
      let old = Named("Old")
      let new = Named("New")
      window.rootViewController = host
      host.show(parent)
      parent.show(old)
      parent.view.removeFromSuperview()  // out of the window: Parent and Old disappear
      #expect(old.appearanceState == .disappeared)
      parent.addChild(new)
      new.view.alpha = 0
      tracer.clear()
      parent.transition(
        from: old, to: new, duration: 0.3, animations: { new.view.alpha = 1 }, completion: nil)
      time.frame(at: 0.1)
      #expect(new.appearanceState == .disappeared)  // nothing shows while out of the window
      host.view.addSubview(parent.view)  // back, mid-way
      #expect(old.viewIfLoaded?.window != nil && old.appearanceState == .disappearing)
      #expect(new.appearanceState == .appearing)
      time.frame(at: 0.35)
      time.frame(at: 0.4)
      #expect(old.appearanceState == .disappeared && new.appearanceState == .appeared)
      let children = tracer.events.filter { event in
        (event.hasPrefix("Old view") || event.hasPrefix("New view")) && !event.contains("Load")
      }
      #expect(
        children == [
          "Old viewWillAppear", "Old viewWillDisappear", "New viewWillAppear",
          "Old viewDidDisappear", "New viewDidAppear",
        ])
    }
  }
}
