import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The scroll style: pages side by side under the finger, a spring to
  /// settle, a rubber band past the ends, the indicator following turns.
  @Suite(.serialized) @MainActor
  final class PageScrollTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let book = PageBook(["A", "B", "C"])
    let recorder = PageRecorder()
    let pages = PageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 10.0])

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      book.count = 3
      book.index = 1
      pages.dataSource = book
      pages.delegate = recorder
      window.rootViewController = pages
      pages.setViewControllers([b], direction: .forward, animated: false)
      time.frame(at: 0.01)
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    var a: Named { book.pages[0] }
    var b: Named { book.pages[1] }
    var c: Named { book.pages[2] }
    var appearance: [String] {
      tracer.events.filter { $0.contains(" view") && !$0.contains("viewDidLoad") }
    }

    @Test func thePagesSitSideBySideWithTheSpacingUnderTheFinger() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 200, y: 100))
      pages.updateTurnByHand(translation: -100)
      #expect(b.view.frame.minX == -100)
      #expect(c.view.frame.minX == 210)  // 300 + 10 spacing - 100
      pages.endTurnByHand(translation: -100, velocity: 0)
      time.play(1)
    }

    @Test func letGoTheySettleOnTheNextPageOnACriticallyDampedSpring() {
      book.asked = []
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 200, y: 100))
      pages.updateTurnByHand(translation: -200)
      let start = time.clock.now
      pages.endTurnByHand(translation: -200, velocity: 0)
      let duration = PageViewController.scrollSettleDuration
      let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: 0)
      let curve = ResolvedTiming(spring, duration: duration)
      for t in [0.1, 0.2, 0.3] {
        time.frame(at: start + t)
        let expected = 110 - 110 * curve.progress(t / duration)
        #expect(abs(c.view.presentation.center.x - 150 - expected) < 0.5, "at \(t)")
      }
      time.play(1)
      #expect(pages.viewControllers?.map(\.traceName) == ["C"])
      #expect(c.view.frame.minX == 0)
      #expect(
        appearance == [
          "C viewWillAppear", "B viewWillDisappear", "C viewDidAppear", "B viewDidDisappear",
        ])
      #expect(pages.pageControl.currentPage == 2)
      #expect(recorder.heard.last == #"didFinishAnimating:true previous:["B"] completed:true"#)
      // Apple: after a turn by hand the count and the index are not asked;
      // the indicator follows by itself.
      #expect(!book.asked.contains("count") && !book.asked.contains("index"))
    }

    @Test func letGoEarlyTheyFallBackWithTheScrollsCancelOrder() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 200, y: 100))
      pages.updateTurnByHand(translation: -60)
      pages.endTurnByHand(translation: -60, velocity: 0)
      time.play(1)
      #expect(pages.viewControllers?.map(\.traceName) == ["B"] && b.view.frame.minX == 0)
      #expect(
        appearance == [
          "C viewWillAppear", "B viewWillDisappear", "B viewWillAppear", "B viewDidAppear",
          "C viewWillDisappear", "C viewDidDisappear",
        ])
      #expect(pages.pageControl.currentPage == 1)
    }

    @Test func pastTheLastPageTheDragRubberBandsThenSpringsBack() {
      pages.setViewControllers([c], direction: .forward, animated: false)
      time.frame(at: 0.02)
      tracer.clearLines()
      #expect(pages.beginTurnByHand(translation: -1, at: CGPoint(x: 200, y: 100)))
      #expect(pages.isPulling && pages.turn == nil)
      pages.updateTurnByHand(translation: -100)
      let stride = 310.0
      let moved = (1 - 1 / (100 * 0.55 / stride + 1)) * stride
      #expect(abs(c.view.frame.minX + moved) < 1e-9)
      #expect(moved < 55 && moved > 40)  // resisted: less than the 0.55 slope at the start
      pages.updateTurnByHand(translation: -1000)
      #expect(-c.view.frame.minX < stride)  // never a whole page
      pages.updateTurnByHand(translation: -100)
      let start = time.clock.now
      pages.endTurnByHand(translation: -100, velocity: 0)
      let curve = ResolvedTiming(
        SpringTimingParameters(dampingRatio: 1, initialVelocity: 0),
        duration: PageViewController.scrollSettleDuration)
      time.frame(at: start + 0.1)
      let expected = -moved * (1 - curve.progress(0.1 / PageViewController.scrollSettleDuration))
      #expect(abs(c.view.presentation.center.x - 150 - expected) < 0.5)
      time.play(1)
      #expect(c.view.presentation.center.x == 150 && !pages.isPulling)
      #expect(appearance.isEmpty && recorder.heard.isEmpty)
    }

    @Test func aSetDuringThePullWaitsForTheSpringBack() {
      pages.setViewControllers([c], direction: .forward, animated: false)
      time.frame(at: 0.02)
      tracer.clearLines()
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 200, y: 100))
      pages.updateTurnByHand(translation: -80)
      pages.setViewControllers([a], direction: .reverse, animated: false)
      #expect(pages.viewControllers?.map(\.traceName) == ["C"])
      pages.endTurnByHand(translation: -80, velocity: 0)
      time.play(1)
      #expect(pages.viewControllers?.map(\.traceName) == ["A"])
      #expect(openAppearances(in: tracer.events).isEmpty)
    }
  }
}
