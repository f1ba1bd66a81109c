import Foundation
import Platform
import Testing

@testable import ViewKit

/// A child whose view reaches the window while its parent is between its
/// will- and did-callback hears `viewDidAppear` with its parent, never
/// before it: the case of a container that installs its first child as its
/// view loads (a page view controller) inside a transition to it.
extension SharedStateSuites {
  @Suite @MainActor
  final class AppearanceMidTransitionTests {
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
  }
}
