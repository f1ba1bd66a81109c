import Foundation
import Platform
import Testing

@testable import ViewKit

/// A controller that only has a name, so trace lines read as a story.
@MainActor
final class Named: ViewController {
  init(_ name: String) {
    super.init()
    title = name
  }
}

/// A container with one container view, to hold a child the article's way.
@MainActor
final class Container: ViewController {
  let slot = View(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
  private let forwards: Bool

  init(_ name: String, forwards: Bool = true) {
    self.forwards = forwards
    super.init()
    title = name
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(slot)
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }

  /// The three-step add.
  func show(_ child: ViewController) {
    addChild(child)  // 1
    child.view.frame = slot.bounds
    slot.addSubview(child.view)  // 2
    child.didMove(toParent: self)  // 3
  }

  /// The three-step remove.
  func hide(_ child: ViewController) {
    child.willMove(toParent: nil)  // 1
    child.view.removeFromSuperview()  // 2
    child.removeFromParent()  // 3
  }
}

/// Every callback of containment and appearance, in UIKit's order, each once.
extension SharedStateSuites {
  @Suite @MainActor
  final class ContainmentTests {
    let clock = VirtualClock()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    var warnings: [String] = []

    init() {
      tracer = LifecycleTracer(clock: clock)
      LifecycleTracer.current = tracer
      HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
    }

    isolated deinit {
      LifecycleTracer.current = nil
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }

    @Test func installingARootLoadsItsViewAndMakesItAppear() {
      let root = Named("Root")
      window.rootViewController = root
      #expect(tracer.events == ["Root viewDidLoad", "Root viewWillAppear", "Root viewDidAppear"])
      #expect(root.view.frame == window.bounds && root.view.superview === window)
      window.sendEvent(.windowResized(CGSize(width: 500, height: 400)), at: 0)
      #expect(root.view.frame == CGRect(x: 0, y: 0, width: 500, height: 400))
    }

    @Test func replacingTheRootMakesTheOldOneDisappear() {
      window.rootViewController = Named("First")
      tracer.clear()
      window.rootViewController = Named("Second")
      #expect(
        tracer.events == [
          "First viewWillDisappear", "First viewDidDisappear",
          "Second viewDidLoad", "Second viewWillAppear", "Second viewDidAppear",
        ])
    }

    @Test func threeStepAddSendsTheDocumentedCallbacksAndNothingMore() {
      let parent = Container("Parent")
      window.rootViewController = parent
      tracer.clear()
      let child = Named("Child")
      parent.show(child)
      #expect(
        tracer.events == [
          "Child willMoveToParent:Parent",
          "Child viewDidLoad",
          "Child viewWillAppear",
          "Child viewDidAppear",
          "Child didMoveToParent:Parent",
        ])
      #expect(parent.children.count == 1 && child.parent === parent)
      #expect(warnings.isEmpty)
    }

    @Test func threeStepRemoveSendsTheDocumentedCallbacksAndNothingMore() {
      let parent = Container("Parent")
      let child = Named("Child")
      window.rootViewController = parent
      parent.show(child)
      tracer.clear()
      parent.hide(child)
      #expect(
        tracer.events == [
          "Child willMoveToParent:nil",
          "Child viewWillDisappear",
          "Child viewDidDisappear",
          "Child didMoveToParent:nil",
        ])
      #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func movingFlagsAreSetOnlyDuringTheMove() {
      final class Watcher: ViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          seen.append("appear moving=\(isMovingToParent)")
        }
        override func viewWillDisappear(_ animated: Bool) {
          super.viewWillDisappear(animated)
          seen.append("disappear moving=\(isMovingFromParent)")
        }
      }
      let parent = Container("Parent")
      window.rootViewController = parent
      let child = Watcher()
      parent.show(child)
      #expect(!child.isMovingToParent)
      parent.hide(child)
      #expect(child.seen == ["appear moving=true", "disappear moving=true"])
      #expect(!child.isMovingFromParent)
    }

    @Test func movingFlagsAreFalseOutsideTheAppearanceCallbacksEvenMidMove() {
      let parent = Container("Parent")
      window.rootViewController = parent
      let child = Named("Child")
      parent.addChild(child)  // 1. willMove(toParent:) has been sent
      #expect(!child.isMovingToParent)  // but this is not an appearance callback
      parent.slot.addSubview(child.view)
      #expect(!child.isMovingToParent)
      child.didMove(toParent: parent)
      child.willMove(toParent: nil)
      #expect(!child.isMovingFromParent)
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(!child.isMovingFromParent && !child.isMovingToParent)
    }

    @Test func movingToParentIsTrueOnlyInAppearCallbacksAndFromParentOnlyInDisappearOnes() {
      let parent = Container("Parent")
      window.rootViewController = parent
      let child = AppearanceWatcher {
        "to=\($0.isMovingToParent) from=\($0.isMovingFromParent)"
      }
      parent.addChild(child)  // a move to the parent is under way...
      parent.slot.addSubview(child.view)
      child.view.removeFromSuperview()  // ...when the view goes: not a move from the parent
      parent.slot.addSubview(child.view)
      child.didMove(toParent: parent)
      child.willMove(toParent: nil)  // a move from the parent is under way...
      child.view.removeFromSuperview()
      parent.slot.addSubview(child.view)  // ...when the view comes back: not a move to it
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(
        child.seen == [
          "willAppear to=true from=false", "didAppear to=true from=false",
          "willDisappear to=false from=false", "didDisappear to=false from=false",
          "willAppear to=true from=false", "didAppear to=true from=false",
          "willDisappear to=false from=true", "didDisappear to=false from=true",
          "willAppear to=false from=false", "didAppear to=false from=false",
          "willDisappear to=false from=true", "didDisappear to=false from=true",
        ])
    }

    @Test func theResponderChainEndsAtTheApplicationAfterTheWindow() throws {
      setenv("SDL_VIDEODRIVER", "offscreen", 1)
      let app = try Application(
        window: window, output: .offscreen(scale: 1), virtualClock: VirtualClock())
      #expect(window.next === app)
      #expect(app.next == nil)
    }

    @Test func transitionSendsAppearanceCallbacksInOrder() {
      let parent = Container("Parent")
      let old = Named("Old")
      let new = Named("New")
      window.rootViewController = parent
      parent.show(old)
      parent.addChild(new)
      new.view.frame = parent.slot.bounds
      tracer.clear()
      var finished: Bool?
      parent.transition(
        from: old, to: new, duration: 0,
        animations: { [tracer] in tracer.record(name: "test", event: .label("animations")) },
        completion: { finished = $0 })
      #expect(new.view.superview === parent.slot && old.viewIfLoaded?.superview == nil)
      #expect(finished == nil)  // never inside the call
      AnimationEngine.current.advance()  // the next turn
      #expect(finished == true)
      #expect(
        tracer.events == [
          "Parent transitionBegin:Old->New",
          "Old viewWillDisappear",
          "New viewWillAppear",
          "test label \"animations\"",
          "Old viewDidDisappear",
          "New viewDidAppear",
          "Parent transitionEnd:Old->New:finished=true",
        ])
      #expect(tracer.events.filter { $0.hasPrefix("New") }.count == 2)
    }

    @Test func nestedContainersForwardAppearanceTopDown() {
      let outer = Container("Outer")
      let inner = Container("Inner")
      let leaf = Named("Leaf")
      outer.loadViewIfNeeded()
      inner.loadViewIfNeeded()
      outer.show(inner)
      inner.show(leaf)
      #expect(warnings.isEmpty)
      tracer.clear()
      window.rootViewController = outer
      #expect(
        tracer.events == [
          "Outer viewWillAppear", "Inner viewWillAppear", "Leaf viewWillAppear",
          "Outer viewDidAppear", "Inner viewDidAppear", "Leaf viewDidAppear",
        ])
      tracer.clear()
      window.rootViewController = nil
      #expect(
        tracer.events == [
          "Outer viewWillDisappear", "Inner viewWillDisappear", "Leaf viewWillDisappear",
          "Outer viewDidDisappear", "Inner viewDidDisappear", "Leaf viewDidDisappear",
        ])
    }

    @Test func withForwardingOffTheParentDrivesItsChildByHand() {
      final class Manual: ViewController {
        let child = Named("Child")
        override func viewDidLoad() {
          super.viewDidLoad()
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          child.beginAppearanceTransition(true, animated: animated)
        }
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          child.endAppearanceTransition()
        }
      }
      let manual = Manual()
      manual.title = "Manual"
      manual.loadViewIfNeeded()
      tracer.clear()
      window.rootViewController = manual
      #expect(
        tracer.events == [
          "Manual viewWillAppear", "Child viewWillAppear", "Manual viewDidAppear",
          "Child viewDidAppear",
        ])
      manual.child.beginAppearanceTransition(true, animated: false)  // already appeared: nothing
      manual.child.endAppearanceTransition()
      #expect(tracer.events.count == 4)
    }

    @Test func aChildWhoseViewIsNeverNeededIsNeverLoaded() {
      let parent = Container("Parent")
      window.rootViewController = parent
      let hidden = Named("Hidden")
      tracer.clear()
      parent.addChild(hidden)
      hidden.didMove(toParent: parent)
      hidden.willMove(toParent: nil)
      hidden.removeFromParent()
      #expect(!hidden.isViewLoaded)
      #expect(
        tracer.events == [
          "Hidden willMoveToParent:Parent", "Hidden didMoveToParent:Parent",
          "Hidden willMoveToParent:nil", "Hidden didMoveToParent:nil",
        ])
      #expect(warnings.isEmpty)
    }

    @Test func appearanceNeverRepeatsOrRunsOutOfOrder() {
      let lone = Named("Lone")
      lone.beginAppearanceTransition(true, animated: false)
      lone.beginAppearanceTransition(true, animated: false)
      lone.endAppearanceTransition()
      lone.endAppearanceTransition()
      lone.endAppearanceTransition()
      lone.beginAppearanceTransition(false, animated: true)
      lone.beginAppearanceTransition(false, animated: true)
      lone.endAppearanceTransition()
      #expect(
        tracer.events == [
          "Lone viewWillAppear", "Lone viewDidAppear", "Lone viewWillDisappear",
          "Lone viewDidDisappear",
        ])
    }

    @Test func layoutCallbacksBracketTheRootViewsLayout() {
      final class Laying: ViewController {
        var steps: [String] = []
        override func loadView() {
          final class Root: View {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
          }
          let root = Root()
          root.onLayout = { [unowned self] in self.steps.append("layoutSubviews") }
          view = root
        }
        override func viewWillLayoutSubviews() { steps.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { steps.append("viewDidLayoutSubviews") }
      }
      let controller = Laying()
      window.rootViewController = controller
      window.layoutIfNeeded()
      #expect(
        controller.steps == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func didCallbacksCarryTheAnimatedFlagOfTheirWillCallbacks() {
      final class Flags: ViewController {
        var flags: [String] = []
        override func viewWillAppear(_ animated: Bool) { flags.append("willAppear \(animated)") }
        override func viewDidAppear(_ animated: Bool) { flags.append("didAppear \(animated)") }
      }
      let controller = Flags()
      controller.beginAppearanceTransition(true, animated: true)
      controller.endAppearanceTransition()
      #expect(controller.flags == ["willAppear true", "didAppear true"])
    }

    @Test func traceLinesCarrySecondsSinceStart() {
      clock.advance(by: 1.25)
      window.rootViewController = Named("Root")
      #expect(tracer.lines.first == "1.250 Root viewDidLoad")
      #expect(ViewController().traceName == "ViewController")
    }
  }
}

extension LifecycleTracer {
  func clear() { clearLines() }
}
