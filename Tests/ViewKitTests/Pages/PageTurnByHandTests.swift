import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The curl turned by hand: the drag scrubs it; let go past half way (or
  /// flicked) it completes, otherwise it falls back with UIKit's cancel
  /// callbacks; the tap turns it from the margins only; the delegate hears
  /// turns by hand; a set during a turn waits for it.
  @Suite(.serialized) @MainActor
  final class PageTurnByHandTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let book = PageBook(["A", "B", "C"])
    let recorder = PageRecorder()
    let pages = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      pages.title = "P"
      pages.dataSource = book
      pages.delegate = recorder
      window.rootViewController = pages
      pages.setViewControllers([b], direction: .forward, animated: false)
      time.frame(at: 0.01)
      tracer.clearLines()
      book.asked = []
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
    var shown: [String] { pages.viewControllers?.map(\.traceName) ?? [] }

    static let start = ["C viewWillAppear", "B viewWillDisappear"]

    @Test func theDragTurnsForwardAndTheDelegateAndPagesHearTheStart() {
      #expect(pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100)))
      pages.updateTurnByHand(translation: -120)
      #expect(book.asked == ["after:B"])
      #expect(recorder.heard == [#"willTransitionTo:["C"]"#])
      #expect(appearance == Self.start)
      #expect(shown == ["B"])
      time.frame(at: 0.05)  // level with the finger: the fold is upright, 40% of the way
      #expect(pages.curlView?.toward == CGPoint(x: -1, y: 0))
      #expect(abs((pages.curlView?.curl.reach ?? 0) - 0.4 * (300 + Double.pi * 25)) < 1e-9)
      pages.endTurnByHand(translation: -120, velocity: 0)
      time.play(0.6)
    }

    @Test func letGoPastHalfWayItCompletes() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      pages.updateTurnByHand(translation: -180)
      pages.endTurnByHand(translation: -180, velocity: 0)
      time.play(0.6)
      #expect(appearance == Self.start + ["B viewDidDisappear", "C viewDidAppear"])
      #expect(shown == ["C"] && b.parent == nil && c.parent === pages)
      #expect(
        recorder.heard == [
          #"willTransitionTo:["C"]"#, #"didFinishAnimating:true previous:["B"] completed:true"#,
        ])
      #expect(pages.pageContainer.subviews.areTheSameViews(as: [c.view]))
    }

    @Test func aFlickCompletesShortOfHalfWay() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      pages.updateTurnByHand(translation: -60)
      pages.endTurnByHand(translation: -60, velocity: -(PageViewController.flickSpeed + 1))
      time.play(0.6)
      #expect(shown == ["C"])
    }

    @Test func letGoEarlyItFallsBackWithUIKitsCancelOrder() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      pages.updateTurnByHand(translation: -100)
      pages.endTurnByHand(translation: -100, velocity: 0)
      time.play(0.6)
      #expect(
        appearance
          == Self.start + [
            "C viewWillDisappear", "B viewWillAppear", "C viewDidDisappear", "B viewDidAppear",
          ])
      #expect(!appearance.contains("C viewDidAppear"))
      #expect(shown == ["B"] && c.parent == nil && b.parent === pages)
      #expect(
        tracer.events.filter { $0.contains("Parent") } == [
          "C willMoveToParent:P", "C willMoveToParent:nil", "C didMoveToParent:nil",
        ])
      #expect(recorder.heard.last == #"didFinishAnimating:true previous:["B"] completed:false"#)
      #expect(pages.pageContainer.subviews.areTheSameViews(as: [b.view]))
    }

    @Test func aFlickBackCancelsPastHalfWay() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      pages.updateTurnByHand(translation: -200)
      pages.endTurnByHand(translation: -200, velocity: PageViewController.flickSpeed + 1)
      time.play(0.6)
      #expect(shown == ["B"])
    }

    @Test func dragToTheRightTurnsBackToThePageBefore() {
      pages.beginTurnByHand(translation: 1, at: CGPoint(x: 10, y: 100))
      #expect(book.asked == ["before:B"])
      pages.updateTurnByHand(translation: 200)
      pages.endTurnByHand(translation: 200, velocity: 0)
      time.play(0.6)
      #expect(shown == ["A"])
    }

    @Test func theDataSourcesNilStopsTheTurn() {
      pages.setViewControllers([c], direction: .forward, animated: false)
      time.frame(at: 0.02)
      #expect(!pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100)))
      #expect(pages.turn == nil && book.asked == ["after:C"] && recorder.heard.isEmpty)
      pages.dataSource = nil
      #expect(!pages.beginTurnByHand(translation: 1, at: CGPoint(x: 10, y: 100)))
    }

    /// Apple's `dataSource`: "If the value of this property is nil, then
    /// gesture-based navigation is disabled." A real drag and a real tap.
    @Test func withoutADataSourceARealDragOrTapTurnsNothing() {
      pages.dataSource = nil
      EdgeDrag(time: time).drag(
        in: window, from: CGPoint(x: 280, y: 100), by: CGPoint(x: -200, y: 0), with: .finger)
      time.play(0.6)
      EdgeDrag(time: time).drag(in: window, from: CGPoint(x: 295, y: 100), by: .zero, with: .finger)
      time.play(0.6)
      #expect(shown == ["B"] && pages.turn == nil && recorder.heard.isEmpty)
    }

    @Test func aRealDragFromTheRightEdgeTurnsThePage() {
      EdgeDrag(time: time).drag(
        in: window, from: CGPoint(x: 280, y: 100), by: CGPoint(x: -200, y: 0), with: .finger)
      time.play(0.6)
      #expect(shown == ["C"])
      #expect(appearance == Self.start + ["B viewDidDisappear", "C viewDidAppear"])
    }

    @Test func aTapInTheRightMarginTurnsForwardAndInTheLeftBack() {
      let tap = EdgeDrag(time: time)
      tap.drag(in: window, from: CGPoint(x: 295, y: 100), by: .zero, with: .finger)
      time.play(0.6)
      #expect(shown == ["C"])
      #expect(recorder.heard.count == 2)
      tap.drag(in: window, from: CGPoint(x: 5, y: 100), by: .zero, with: .finger)
      time.play(0.6)
      #expect(shown == ["B"])
    }

    @Test func theTapMarginIsTheOuterFifteenPercent() {
      pages.view.layoutIfNeeded()
      #expect(pages.isInTapMargin(CGPoint(x: 44, y: 100)))
      #expect(!pages.isInTapMargin(CGPoint(x: 46, y: 100)))
      #expect(!pages.isInTapMargin(CGPoint(x: 254, y: 100)))
      #expect(pages.isInTapMargin(CGPoint(x: 256, y: 100)))
    }

    @Test func aButtonOnThePageKeepsItsTapAndThePageDoesNotTurn() {
      let button = Button(frame: CGRect(x: 100, y: 80, width: 100, height: 40))
      var tapped = 0
      button.addAction({ _ in tapped += 1 }, for: .touchUpInside)
      b.view.addSubview(button)
      EdgeDrag(time: time).drag(
        in: window, from: CGPoint(x: 150, y: 100), by: .zero, with: .finger)
      time.play(0.6)
      #expect(tapped == 1 && shown == ["B"] && recorder.heard.isEmpty)
    }

    @Test func aSetDuringADragWaitsForTheTurnAndEveryAppearanceCloses() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      pages.updateTurnByHand(translation: -100)
      var finished: [Bool] = []
      pages.setViewControllers([a], direction: .forward, animated: false) { finished.append($0) }
      #expect(shown == ["B"] && pages.turn != nil)
      pages.endTurnByHand(translation: -100, velocity: 0)  // falls back to B, then A
      time.play(0.6)
      #expect(shown == ["A"] && finished == [true])
      #expect(openAppearances(in: tracer.events).isEmpty)
      #expect(pages.children.map(\.traceName) == ["A"])
      #expect(pages.pageContainer.subviews.areTheSameViews(as: [a.view]))
    }

    @Test func aSetDuringATurnsAnimationWaitsAndTheNewerReplacesTheQueued() {
      pages.setViewControllers([c], direction: .forward, animated: true)
      var results: [String] = []
      pages.setViewControllers([a], direction: .reverse, animated: true) {
        results.append("A:\($0)")
      }
      pages.setViewControllers([b], direction: .reverse, animated: true) {
        results.append("B:\($0)")
      }
      time.play(0.1)
      #expect(results == ["A:false"])
      time.play(1.5)
      #expect(shown == ["B"] && results == ["A:false", "B:true"])
      #expect(openAppearances(in: tracer.events).isEmpty)
      #expect(pages.children.map(\.traceName) == ["B"])
    }

    @Test func noSecondTurnStartsDuringOne() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      #expect(!pages.beginTurnByHand(translation: 1, at: CGPoint(x: 10, y: 100)))
      #expect(!pages.gate.gestureRecognizerShouldBegin(pages.curlPan))
      pages.endTurnByHand(translation: 0, velocity: 0)
      time.play(0.6)
      #expect(pages.gate.gestureRecognizerShouldBegin(pages.curlPan))
    }
  }
}
