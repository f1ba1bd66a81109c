import Foundation
import Platform
import Testing

@testable import ViewKit

/// What a test of a turn reads back from a lifecycle tracer and a page view controller.
@MainActor
protocol PageTurnReading {
  var tracer: LifecycleTracer { get }
  var pages: PageViewController { get }
}

extension PageTurnReading {
  /// The appearance callbacks heard since the tracer was cleared.
  var appearance: [String] {
    tracer.events.filter { $0.contains(" view") && !$0.contains("viewDidLoad") }
  }
  /// The names of the pages shown.
  var shown: [String] { pages.viewControllers?.map(\.traceName) ?? [] }
}

extension SharedStateSuites {
  /// A double-sided book with a spine at an edge: `[front, back]`, the back
  /// the page before the front. A turn asks the data source for both pages
  /// of the new pair in its direction, the sheet's back shows the back
  /// page, and every page that comes or goes hears its callbacks.
  @Suite(.serialized) @MainActor
  final class PageDoubleSidedTests: PageTurnReading {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let book = PageBook(["A", "B", "C", "D", "E", "F", "G"])
    let recorder = PageRecorder()
    let pages = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      pages.title = "P"
      pages.isDoubleSided = true
      pages.dataSource = book
      pages.delegate = recorder
      window.rootViewController = pages
      pages.setViewControllers([page("E"), page("D")], direction: .forward, animated: false)
      time.frame(at: 0.01)
      tracer.clearLines()
      book.asked = []
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    func page(_ name: String) -> Named { book.pages.first { $0.traceName == name }! }

    static let forwardStart = [
      "G viewWillAppear", "F viewWillAppear", "E viewWillDisappear", "D viewWillDisappear",
    ]

    @Test func aForwardDragAsksForTheBackThenTheFrontAndCompletesToTheNewPair() {
      #expect(pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100)))
      #expect(book.asked == ["after:E", "after:F"])
      #expect(recorder.heard == [#"willTransitionTo:["G", "F"]"#])
      pages.updateTurnByHand(translation: -180)
      pages.endTurnByHand(translation: -180, velocity: 0)
      time.play(0.6)
      #expect(shown == ["G", "F"])
      #expect(
        appearance == Self.forwardStart + [
          "E viewDidDisappear", "D viewDidDisappear", "G viewDidAppear", "F viewDidAppear",
        ])
      #expect(openAppearances(in: tracer.events).isEmpty)
      #expect(
        recorder.heard.last == #"didFinishAnimating:true previous:["E", "D"] completed:true"#)
      #expect(pages.children.map(\.traceName) == ["G", "F"])
      #expect(page("G").view.isHidden == false && page("F").view.isHidden)
      #expect(page("E").view.superview == nil && page("D").parent == nil)
    }

    @Test func letGoEarlyItFallsBackAndThePairStays() {
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      pages.updateTurnByHand(translation: -60)
      pages.endTurnByHand(translation: -60, velocity: 0)
      time.play(0.6)
      #expect(shown == ["E", "D"])
      #expect(
        appearance == Self.forwardStart + [
          "G viewWillDisappear", "F viewWillDisappear", "E viewWillAppear", "D viewWillAppear",
          "G viewDidDisappear", "F viewDidDisappear", "E viewDidAppear", "D viewDidAppear",
        ])
      #expect(openAppearances(in: tracer.events).isEmpty)
      #expect(
        recorder.heard.last == #"didFinishAnimating:true previous:["E", "D"] completed:false"#)
      #expect(page("G").parent == nil && page("F").parent == nil)
      #expect(pages.pageContainer.subviews.areTheSameViews(as: [page("E").view, page("D").view]))
    }

    @Test func aReverseDragAsksBeforeTheBackThenBeforeThatPage() {
      #expect(pages.beginTurnByHand(translation: 1, at: CGPoint(x: 10, y: 100)))
      #expect(book.asked == ["before:D", "before:C"])
      pages.updateTurnByHand(translation: 200)
      pages.endTurnByHand(translation: 200, velocity: 0)
      time.play(0.6)
      #expect(shown == ["C", "B"])
      #expect(openAppearances(in: tracer.events).isEmpty)
      #expect(pages.children.map(\.traceName) == ["C", "B"])
    }

    @Test func nilForEitherPageStopsTheTurn() {
      pages.setViewControllers([page("B"), page("A")], direction: .reverse, animated: false)
      book.asked = []
      #expect(!pages.beginTurnByHand(translation: 1, at: CGPoint(x: 10, y: 100)))
      #expect(book.asked == ["before:A"])
      pages.setViewControllers([page("F"), page("E")], direction: .forward, animated: false)
      book.asked = []
      #expect(!pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100)))
      #expect(book.asked == ["after:F", "after:G"])
      #expect(pages.turn == nil && shown == ["F", "E"])
    }

    @Test func anAnimatedSetTurnsTheSheetAndTheDelegateHearsNothing() {
      var finished: [Bool] = []
      pages.setViewControllers([page("G"), page("F")], direction: .forward, animated: true) {
        finished.append($0)
      }
      #expect(pages.curlView != nil && shown == ["E", "D"])
      #expect(book.asked.isEmpty)
      time.play(PageViewController.curlDuration + 0.1)
      #expect(finished == [true] && shown == ["G", "F"])
      #expect(openAppearances(in: tracer.events).isEmpty)
      #expect(recorder.heard.isEmpty)
    }

    @Test func aMaxSpineTurnsThePairTheSameWay() {
      let max = PageViewController(
        transitionStyle: .pageCurl, navigationOrientation: .horizontal,
        options: [.spineLocation: PageViewController.SpineLocation.max])
      max.isDoubleSided = true
      max.dataSource = book
      window.rootViewController = max
      max.setViewControllers([page("C"), page("B")], direction: .forward, animated: false)
      time.frame(at: 0.7)
      tracer.clearLines()
      book.asked = []
      #expect(max.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100)))
      max.updateTurnByHand(translation: -200)
      max.endTurnByHand(translation: -200, velocity: 0)
      time.play(0.6)
      #expect(book.asked == ["after:C", "after:D"])
      #expect(max.viewControllers?.map(\.traceName) == ["E", "D"])
      #expect(openAppearances(in: tracer.events).isEmpty)
    }
  }

  /// A double-sided sheet held half way, drawn headless: its back is the
  /// back page, read the right way round as the sheet lies turned over.
  @Suite(.serialized) @MainActor
  final class PageDoubleSidedPictureTests {
    let time = VirtualAnimationTime()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let book = PageBook(["A", "B", "C", "D"])
    let pages = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    static let front = Color(red: 1, green: 0, blue: 0)
    /// The back page: this colour, with its first `stripe` points `stripeColor`.
    static let back = Color(red: 0, green: 1, blue: 0)
    static let stripeColor = Color(red: 0, green: 0, blue: 1)
    static let stripe = 50.0

    init() throws {
      window.backgroundColor = .white
      pages.isDoubleSided = true
      pages.dataSource = book
      window.rootViewController = pages
      let (front, back) = (book.pages[1], book.pages[2])
      front.view.backgroundColor = Self.front
      back.view.backgroundColor = Self.back
      let stripe = View(frame: CGRect(x: 0, y: 0, width: Self.stripe, height: 200))
      stripe.backgroundColor = Self.stripeColor
      back.view.addSubview(stripe)
      book.pages[3].view.backgroundColor = .white
      pages.setViewControllers([front, book.pages[0]], direction: .forward, animated: false)
      time.frame(at: 0.01)
      _ = try window.snapshotPixels()
      // Held half way, taken hold of level with the finger: an upright fold.
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      pages.updateTurnByHand(translation: -150)
      time.frame(at: 0.02)
    }

    var curl: PageTurnCurl { pages.curlView!.curl }

    /// The back page's colour at `x` of its own width.
    func backPage(at x: Double) -> Color { x < Self.stripe ? Self.stripeColor : Self.back }

    @Test func theBackOfTheSheetShowsTheBackPageReadTheRightWayRound() throws {
      let pixels = try window.snapshotPixels()
      // Points of the sheet far enough past the fold to lie flat, back up.
      for sheetX in [280.0, 220.0] {
        let source = CGPoint(x: sheetX, y: 100)
        let placed = curl.place(source)
        #expect(placed.showsBack && curl.light(source) == 1)
        // A printed sheet's back: the sheet's right edge carries the back
        // page's left edge, so the back page's point is 300 - x.
        let expected = backPage(at: 300 - sheetX)
        let x = Int(placed.point.x)
        #expect(
          pixels.pixel(x: x, y: 100, isCloseTo: expected), "\(pixels.color(x: x, y: 100)) at \(x)")
      }
    }
  }
}
