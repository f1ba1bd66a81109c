import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A mid spine: `[left, right]` side by side. Dragging the right page
  /// turns it over the spine, its back the next left page, the next right
  /// page beneath; dragging the left page turns it back the other way.
  @Suite(.serialized) @MainActor
  final class PageMidSpineTests: PageTurnReading {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let book = PageBook(["A", "B", "C", "D", "E", "F"])
    let recorder = PageRecorder()
    let pages = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: PageViewController.SpineLocation.mid])
    let left = CGRect(x: 0, y: 0, width: 150, height: 200)
    let right = CGRect(x: 150, y: 0, width: 150, height: 200)

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      pages.title = "P"
      pages.dataSource = book
      pages.delegate = recorder
      window.rootViewController = pages
      pages.setViewControllers([page("C"), page("D")], direction: .forward, animated: false)
      time.frame(at: 0.01)
      tracer.clearLines()
      book.asked = []
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    func page(_ name: String) -> Named { book.pages.first { $0.traceName == name }! }

    @Test func theRightPageTurnsOverTheSpineOntoTheLeft() {
      #expect(pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100)))
      #expect(book.asked == ["after:D", "after:E"])
      #expect(recorder.heard == [#"willTransitionTo:["E", "F"]"#])
      pages.updateTurnByHand(translation: -150)
      time.frame(at: 0.05)
      // The sheet is the right half; the left page stays, the next right
      // page lies beneath; the sheet's front and back are drawn by the curl.
      let curl = pages.curlView!
      #expect(curl.sheet == right && curl.toward == CGPoint(x: -1, y: 0))
      #expect(page("C").view.frame == left && !page("C").view.isHidden)
      #expect(page("F").view.frame == right && !page("F").view.isHidden)
      #expect(page("D").view.isHidden && page("E").view.isHidden)
      pages.endTurnByHand(translation: -150, velocity: -(PageViewController.flickSpeed + 1))
      time.play(0.6)
      #expect(shown == ["E", "F"])
      #expect(
        appearance == [
          "E viewWillAppear", "F viewWillAppear", "C viewWillDisappear", "D viewWillDisappear",
          "C viewDidDisappear", "D viewDidDisappear", "E viewDidAppear", "F viewDidAppear",
        ])
      #expect(openAppearances(in: tracer.events).isEmpty)
      #expect(
        recorder.heard.last == #"didFinishAnimating:true previous:["C", "D"] completed:true"#)
      #expect(page("E").view.frame == left && page("F").view.frame == right)
      #expect(!page("E").view.isHidden && !page("F").view.isHidden)
    }

    @Test func theLeftPageTurnsBackAndLetGoEarlyFallsBack() {
      #expect(pages.beginTurnByHand(translation: 1, at: CGPoint(x: 10, y: 100)))
      #expect(book.asked == ["before:C", "before:B"])
      #expect(recorder.heard == [#"willTransitionTo:["A", "B"]"#])
      pages.updateTurnByHand(translation: 60)
      time.frame(at: 0.05)
      // Played as the forward turn from [A, B] backwards: B is the sheet's
      // front, C its back, D beneath, A beside.
      #expect(page("A").view.frame == left && !page("A").view.isHidden)
      #expect(page("D").view.frame == right && !page("D").view.isHidden)
      pages.endTurnByHand(translation: 60, velocity: 0)
      time.play(0.6)
      #expect(shown == ["C", "D"])
      #expect(
        appearance == [
          "A viewWillAppear", "B viewWillAppear", "C viewWillDisappear", "D viewWillDisappear",
          "A viewWillDisappear", "B viewWillDisappear", "C viewWillAppear", "D viewWillAppear",
          "A viewDidDisappear", "B viewDidDisappear", "C viewDidAppear", "D viewDidAppear",
        ])
      #expect(openAppearances(in: tracer.events).isEmpty)
      #expect(
        recorder.heard.last == #"didFinishAnimating:true previous:["C", "D"] completed:false"#)
      #expect(page("A").parent == nil && page("B").parent == nil)
      #expect(page("C").view.frame == left && page("D").view.frame == right)
    }

    @Test func anAnimatedSetTurnsTheSheetToo() {
      var finished: [Bool] = []
      pages.setViewControllers([page("E"), page("F")], direction: .forward, animated: true) {
        finished.append($0)
      }
      #expect(pages.curlView?.sheet == right && shown == ["C", "D"])
      time.play(PageViewController.curlDuration + 0.1)
      #expect(finished == [true] && shown == ["E", "F"])
      #expect(openAppearances(in: tracer.events).isEmpty && recorder.heard.isEmpty)
    }
  }
}
