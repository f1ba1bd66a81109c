import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The pop by hand: the drag scrubs the built-in pop; let go past half
  /// way (or flicked) it finishes, otherwise it cancels with UIKit's
  /// cancel callbacks and the stack as it was.
  @Suite(.serialized) @MainActor
  final class InteractivePopTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 244))
    let a = Named("A")
    let b = Named("B")
    let nav: NavigationController
    let recorder = NavigationRecorder()

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      nav = NavigationController(rootViewController: a)
      nav.title = "N"
      nav.delegate = recorder
      window.rootViewController = nav
      nav.pushViewController(b, animated: false)
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    /// The events so far without the container transition's own lines.
    var callbacks: [String] { tracer.events.filter { !$0.contains("transition") } }

    static let start = [
      "N setStack:A", "B willMoveToParent:nil", "B viewWillDisappear", "A viewWillAppear",
      #"delegate label "willShow:A""#,
    ]

    @Test func theDragScrubsThePopTheTopViewFollowingTheFinger() {
      #expect(nav.beginInteractivePop())
      nav.updateInteractivePop(translation: 150)
      time.frame(at: time.clock.now + 0.05)
      #expect(abs(b.view.presentation.center.x - 300) < 0.5)  // half of 300 to the right
      #expect(abs(a.view.presentation.center.x - 100) < 0.5)  // half-way back from 50
      #expect(callbacks == Self.start)
      nav.endInteractivePop(translation: 150, velocity: 0)
      time.play(0.5)
    }

    @Test func letGoPastHalfWayThePopFinishes() {
      #expect(nav.beginInteractivePop())
      nav.updateInteractivePop(translation: 180)
      nav.endInteractivePop(translation: 180, velocity: 0)
      time.play(0.5)
      #expect(
        callbacks
          == Self.start + [
            "B viewDidDisappear", "A viewDidAppear", "B didMoveToParent:nil",
            #"delegate label "didShow:A""#,
          ])
      #expect(nav.viewControllers.map(\.title) == ["A"] && b.parent == nil)
      #expect(nav.contentView.subviews.areTheSameViews(as: [a.view]))
      #expect(nav.navigationBar.titleLabel.text == "A")
    }

    @Test func aFlickFinishesThePopShortOfHalfWay() {
      #expect(nav.beginInteractivePop())
      nav.updateInteractivePop(translation: 60)
      nav.endInteractivePop(translation: 60, velocity: NavigationController.flickSpeed + 1)
      time.play(0.5)
      #expect(nav.viewControllers.map(\.title) == ["A"])
    }

    @Test func letGoShortOfHalfWayThePopCancelsWithUIKitsCallbacks() {
      #expect(nav.beginInteractivePop())
      nav.updateInteractivePop(translation: 90)
      nav.endInteractivePop(translation: 90, velocity: 0)
      time.play(0.5)
      #expect(
        callbacks
          == Self.start + [
            "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
            "N setStack:A,B", "B didMoveToParent:N",
          ])
      #expect(tracer.events.last == "N transitionCancelled:B->A")
      #expect(nav.viewControllers.map(\.title) == ["A", "B"] && b.navigationController === nav)
      #expect(nav.contentView.subviews.areTheSameViews(as: [b.view]))
      #expect(b.view.frame == nav.contentView.bounds)
      #expect(nav.navigationBar.titleLabel.text == "B" && nav.navigationBar.backButton != nil)
      #expect(!b.isMovingFromParent && b.appearanceState == .appeared)
    }

    @Test func aFlickBackCancelsPastHalfWay() {
      #expect(nav.beginInteractivePop())
      nav.updateInteractivePop(translation: 200)
      nav.endInteractivePop(translation: 200, velocity: -NavigationController.flickSpeed - 1)
      time.play(0.5)
      #expect(nav.viewControllers.map(\.title) == ["A", "B"])
    }

    /// A slow mouse drag from the window's left edge, `dx` to the right
    /// in ten moves a twentieth of a second apart, then up.
    func edgeDrag(by dx: Double) {
      var t = time.clock.now + 0.01
      let y = 120.0
      func send(_ event: InputEvent) {
        time.frame(at: t)
        window.sendEvent(event, at: t)
        t += 0.05
      }
      send(.mouseDown(CGPoint(x: 4, y: y), .left))
      for i in 1...10 { send(.mouseDragged(CGPoint(x: 4 + dx * Double(i) / 10, y: y), .left)) }
      send(.mouseUp(CGPoint(x: 4 + dx, y: y), .left))
    }

    @Test func theLeftEdgePanPopsByHandBackShortOfHalfWayAndAllTheWayPastIt() {
      #expect(nav.interactivePopGestureRecognizer is ScreenEdgePanGestureRecognizer)
      edgeDrag(by: 100)
      time.play(0.5)
      #expect(tracer.events.contains("edgePan(interactivePop) began"))
      #expect(tracer.events.last == "N transitionCancelled:B->A")
      #expect(nav.viewControllers.map(\.title) == ["A", "B"])
      edgeDrag(by: 200)
      time.play(0.5)
      #expect(nav.viewControllers.map(\.title) == ["A"])
      #expect(
        callbacks.suffix(4) == [
          "B viewDidDisappear", "A viewDidAppear", "B didMoveToParent:nil",
          #"delegate label "didShow:A""#,
        ])
    }

    @Test func theEdgePanDoesNotBeginAtTheRootOrWhenDisabled() {
      nav.popViewController(animated: false)
      edgeDrag(by: 200)
      #expect(tracer.events.contains("edgePan(interactivePop) failed"))
      nav.pushViewController(b, animated: false)
      nav.interactivePopGestureRecognizer?.isEnabled = false
      edgeDrag(by: 200)
      time.play(0.5)
      #expect(nav.viewControllers.map(\.title) == ["A", "B"])
    }

    @Test func thereIsNoPopByHandAtTheRootOrDuringATransition() {
      nav.popViewController(animated: true)
      #expect(!nav.beginInteractivePop())  // a pop under way
      time.play(0.5)
      #expect(!nav.beginInteractivePop())  // at the root
    }
  }
}
