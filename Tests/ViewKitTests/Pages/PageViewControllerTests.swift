import Foundation
import Platform
import Testing

@testable import ViewKit

/// UIKit's raw values, the options and their defaults, the page-count rule
/// and `isDoubleSided`, setting pages (containment, appearance, the
/// completion's turn), the data source and the delegate's silence for sets.
@Suite @MainActor
struct PageViewControllerBasicsTests {
  @Test func theEnumsKeepUIKitsRawValues() {
    typealias P = PageViewController
    #expect(P.TransitionStyle.pageCurl.rawValue == 0 && P.TransitionStyle.scroll.rawValue == 1)
    #expect(P.NavigationOrientation.horizontal.rawValue == 0)
    #expect(P.NavigationOrientation.vertical.rawValue == 1)
    #expect(P.NavigationDirection.forward.rawValue == 0)
    #expect(P.NavigationDirection.reverse.rawValue == 1)
    #expect(
      [P.SpineLocation.none, .min, .mid, .max].map(\.rawValue) == [0, 1, 2, 3])
    #expect(P.OptionsKey.spineLocation.rawValue == "UIPageViewControllerOptionSpineLocationKey")
    #expect(
      P.OptionsKey.interPageSpacing.rawValue == "UIPageViewControllerOptionInterPageSpacingKey")
    #expect(P.OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey") == .spineLocation)
  }

  @Test func theSpineAndSpacingDefaultByStyleAndApplyOnlyToTheirOwn() {
    let curl = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    #expect(curl.spineLocation == .min && curl.interPageSpacing == 0 && !curl.isDoubleSided)
    let scroll = PageViewController(
      transitionStyle: .scroll, navigationOrientation: .vertical,
      options: [.spineLocation: PageViewController.SpineLocation.max, .interPageSpacing: 12.0])
    #expect(scroll.spineLocation == .none && scroll.interPageSpacing == 12)
    #expect(scroll.navigationOrientation == .vertical && scroll.transitionStyle == .scroll)
    let spaced = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.interPageSpacing: 12.0])
    #expect(spaced.interPageSpacing == 0)
    // Apple: the curl's spine defaults to `.min`; `.none` is no spine to curl about.
    let unspined = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: PageViewController.SpineLocation.none])
    #expect(unspined.spineLocation == .min)
  }

  @Test func theOptionsTakeRawNumbersAsUIKitsNSNumbers() {
    let book = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: PageViewController.SpineLocation.mid.rawValue])
    #expect(book.spineLocation == .mid && book.isDoubleSided)
    let scroll = PageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal,
      options: [.interPageSpacing: CGFloat(8)])
    #expect(scroll.interPageSpacing == 8)
    let whole = PageViewController(
      transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 6])
    #expect(whole.interPageSpacing == 6)
  }

  @Test func aMidSpineMakesItDoubleSidedAndWantsTwoPages() {
    let book = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: PageViewController.SpineLocation.mid])
    #expect(book.isDoubleSided && book.requiredPageCount == 2)
    let single = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    #expect(single.requiredPageCount == 1)
    single.isDoubleSided = true
    #expect(single.requiredPageCount == 2)
    let scroll = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    scroll.isDoubleSided = true
    #expect(scroll.requiredPageCount == 1)
  }

  @Test func viewControllersIsEmptyBeforeTheFirstSet() {
    let pages = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    #expect(pages.viewControllers?.isEmpty == true)
  }

  @Test func theGestureRecognizersAreAPanAndATapForTheCurlAndNoneForTheScroll() {
    let curl = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    curl.loadViewIfNeeded()
    #expect(curl.gestureRecognizers.count == 2)
    #expect(curl.gestureRecognizers.first is PanGestureRecognizer)
    #expect(curl.gestureRecognizers.last is TapGestureRecognizer)
    #expect(curl.gestureRecognizers.allSatisfy { $0.view === curl.view })
    let scroll = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    #expect(scroll.gestureRecognizers.isEmpty)
  }

  @Test func theWrongNumberOfPagesStopsWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let pages = PageViewController(
          transitionStyle: .pageCurl, navigationOrientation: .horizontal,
          options: [.spineLocation: PageViewController.SpineLocation.mid])
        pages.setViewControllers([Named("A")], direction: .forward, animated: false)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "The number of view controllers provided (1) doesn't match the number required (2)"))
  }

  @Test func noPagesStopsTooForTheScroll() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let pages = PageViewController(
          transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.setViewControllers([], direction: .forward, animated: false)
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("provided (0) doesn't match the number required (1)"))
  }

  @Test func singleSidedWithAMidSpineStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let pages = PageViewController(
          transitionStyle: .pageCurl, navigationOrientation: .horizontal,
          options: [.spineLocation: PageViewController.SpineLocation.mid])
        pages.isDoubleSided = false
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("isDoubleSided cannot be false with a mid spine"))
  }

  @Test func aMidSpineLaysTwoPagesSideBySide() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let pages = PageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .horizontal,
      options: [.spineLocation: PageViewController.SpineLocation.mid])
    window.rootViewController = pages
    let (left, right) = (Named("L"), Named("R"))
    pages.setViewControllers([left, right], direction: .forward, animated: false)
    pages.view.layoutIfNeeded()
    #expect(left.view.frame == CGRect(x: 0, y: 0, width: 150, height: 200))
    #expect(right.view.frame == CGRect(x: 150, y: 0, width: 150, height: 200))
    #expect(pages.children.count == 2)
  }
}

extension SharedStateSuites {
  /// Setting pages on screen: containment, appearance, the completion's
  /// turn, and the data source asked only for the indicator.
  @Suite(.serialized) @MainActor
  final class PageSettingTests {
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
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    var a: Named { book.pages[0] }
    var b: Named { book.pages[1] }

    @Test func theFirstSetMakesThePageAChildThatAppears() {
      pages.setViewControllers([a], direction: .forward, animated: false)
      #expect(
        tracer.events == [
          "A willMoveToParent:P", "A viewDidLoad", "A viewWillAppear", "A viewDidAppear",
          "A didMoveToParent:P",
        ])
      #expect(pages.viewControllers?.map(\.traceName) == ["A"])
      #expect(a.parent === pages && a.view.superview === pages.pageContainer)
    }

    @Test func aSetWithoutAnimationSwapsAtOnceWithTheCurlsOrder() {
      pages.setViewControllers([a], direction: .forward, animated: false)
      tracer.clearLines()
      pages.setViewControllers([b], direction: .forward, animated: false)
      #expect(
        tracer.events == [
          "B willMoveToParent:P", "A willMoveToParent:nil", "B viewDidLoad", "B viewWillAppear",
          "A viewWillDisappear", "A viewDidDisappear", "B viewDidAppear", "A didMoveToParent:nil",
          "B didMoveToParent:P",
        ])
      #expect(a.parent == nil && pages.children.map(\.traceName) == ["B"])
    }

    @Test func theCompletionRunsOnTheEnginesNextTurnWithTrue() {
      var finished: [Bool] = []
      pages.setViewControllers([a], direction: .forward, animated: false) { finished.append($0) }
      #expect(finished.isEmpty)
      time.frame(at: 0.01)
      #expect(finished == [true])
    }

    @Test func anAnimatedSetTurnsThenCompletesWithTrueAndTheDelegateHearsNothing() {
      pages.setViewControllers([a], direction: .forward, animated: false)
      tracer.clearLines()
      var finished: [Bool] = []
      pages.setViewControllers([b], direction: .forward, animated: true) { finished.append($0) }
      #expect(pages.viewControllers?.map(\.traceName) == ["A"])  // until the turn ends
      time.play(0.2)
      #expect(finished.isEmpty)
      time.play(PageViewController.curlDuration)
      #expect(finished == [true])
      #expect(pages.viewControllers?.map(\.traceName) == ["B"])
      #expect(
        tracer.events == [
          "B willMoveToParent:P", "B viewDidLoad", "B viewWillAppear", "A viewWillDisappear",
          "A viewDidDisappear", "B viewDidAppear", "A willMoveToParent:nil",
          "A didMoveToParent:nil", "B didMoveToParent:P",
        ])
      #expect(recorder.heard.isEmpty)
    }

    @Test func theDataSourceIsNotAskedForNeighboursBySetsOnlyForTheScrollsIndicator() {
      pages.setViewControllers([a], direction: .forward, animated: false)
      #expect(book.asked.isEmpty)  // a curl has no indicator
      let scroll = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      scroll.dataSource = book
      book.count = 3
      book.index = 1
      scroll.setViewControllers([b], direction: .forward, animated: false)
      #expect(book.asked == ["count", "index"])
      #expect(!scroll.pageControl.isHidden)
      #expect(scroll.pageControl.numberOfPages == 3 && scroll.pageControl.currentPage == 1)
    }

    @Test func noCountNoIndicator() {
      let scroll = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      scroll.dataSource = book
      scroll.setViewControllers([a], direction: .forward, animated: false)
      #expect(scroll.pageControl.isHidden)
    }
  }
}
