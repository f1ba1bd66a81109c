import Foundation
import Platform
import Testing

@testable import ViewKit

/// Each inconsistency between the controller and view hierarchies prints
/// one warning line, as UIKit's UIViewControllerHierarchyInconsistency.
extension SharedStateSuites {
  @Suite @MainActor
  final class HierarchyWarningTests {
    let tracer = LifecycleTracer(clock: VirtualClock())
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let parent = Container("Parent")
    var warnings: [String] = []

    init() {
      LifecycleTracer.current = tracer
      HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
      window.rootViewController = parent
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }

    @Test func childViewInAViewItsParentDoesNotOwn() {
      let stranger = View(frame: .zero)
      window.addSubview(stranger)
      let child = Named("Child")
      parent.addChild(child)
      stranger.addSubview(child.view)
      #expect(
        warnings == [
          "warning: view controller hierarchy inconsistency: Child's view was added to a view that its parent Parent does not own"
        ])
    }

    @Test func didMoveBeforeTheViewIsInPlace() {
      let child = Named("Child")
      parent.addChild(child)
      child.loadViewIfNeeded()
      child.didMove(toParent: parent)
      #expect(
        warnings == [
          "warning: view controller hierarchy inconsistency: didMove(toParent: Parent) was called before Child's view is in the parent's view hierarchy"
        ])
    }

    @Test func addSubviewWithoutAddChildWarnsAndGetsNoAppearanceCallbacks() {
      let orphan = Named("Orphan")
      parent.view.addSubview(orphan.view)  // the article's anti-pattern
      #expect(
        warnings == [
          "warning: view controller hierarchy inconsistency: Orphan's view was added to Parent's view without addChild(_:); it gets no appearance callbacks"
        ])
      #expect(tracer.events == ["Orphan viewDidLoad"])
    }

    @Test func theRightWayWarnsOfNothing() {
      let child = Named("Child")
      parent.show(child)
      parent.hide(child)
      #expect(warnings.isEmpty)
    }

    @Test func transitionBetweenNonChildrenStopsWithTheRule() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let container = Container("Container")
          let stranger = Named("Stranger")
          let child = Named("Child")
          container.show(child)
          container.transition(
            from: child, to: stranger, duration: 0, animations: nil, completion: nil)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("both view controllers must be children of the receiver"))
    }
  }
}
