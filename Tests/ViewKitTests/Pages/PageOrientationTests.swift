import Foundation
import Platform
import Testing

@testable import ViewKit

/// Answers `spineLocationFor` with `spine`, setting the pages it needs,
/// and writes down the traits it was asked with.
@MainActor
final class SpineChooser: PageViewControllerDelegate {
  var spine = PageViewController.SpineLocation.mid
  var pagesToSet: [ViewController] = []
  var askedWith: [TraitCollection] = []

  func pageViewController(
    _ pageViewController: PageViewController, spineLocationFor traitCollection: TraitCollection
  ) -> PageViewController.SpineLocation {
    askedWith.append(traitCollection)
    if spine == .mid {
      pageViewController.setViewControllers(pagesToSet, direction: .forward, animated: false)
    }
    return spine
  }
}

extension SharedStateSuites {
  /// Vertical books (a curl lifting the bottom edge, a scroll sliding up),
  /// the delegate's spine answered as the size class changes, and the
  /// page control's dots.
  @Suite(.serialized) @MainActor
  final class PageOrientationTests: PageTurnReading {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let book = PageBook(["A", "B", "C"])
    let pages = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical)

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    func show(_ controller: PageViewController, at page: Int) {
      controller.dataSource = book
      window.rootViewController = controller
      controller.setViewControllers([book.pages[page]], direction: .forward, animated: false)
      time.frame(at: 0.01)
      tracer.clearLines()
    }

    @Test func aVerticalCurlLiftsTheBottomEdgeAndAnUpwardDragTurnsForward() {
      show(pages, at: 1)
      #expect(pages.beginTurnByHand(translation: -1, at: CGPoint(x: 150, y: 190)))
      #expect(book.asked == ["after:B"])
      pages.updateTurnByHand(translation: -120)  // 60% of the height
      time.frame(at: 0.05)
      let curl = pages.curlView!
      #expect(curl.grab == CGPoint(x: 150, y: 200) && curl.toward == CGPoint(x: 0, y: -1))
      #expect(abs(curl.curl.reach - 0.6 * (200 + Double.pi * 25)) < 1e-9)
      pages.endTurnByHand(translation: -120, velocity: 0)
      time.play(0.6)
      #expect(shown == ["C"] && openAppearances(in: tracer.events).isEmpty)
    }

    @Test func aVerticalScrollSlidesThePagesUpAndDown() {
      let scroll = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
      show(scroll, at: 1)
      #expect(scroll.beginTurnByHand(translation: -1, at: CGPoint(x: 150, y: 150)))
      scroll.updateTurnByHand(translation: -50)  // a quarter of the height
      #expect(book.pages[1].view.frame == CGRect(x: 0, y: -50, width: 300, height: 200))
      #expect(book.pages[2].view.frame == CGRect(x: 0, y: 150, width: 300, height: 200))
      scroll.endTurnByHand(translation: 50, velocity: 0)
      time.play(0.6)
      #expect(scroll.viewControllers?.map(\.traceName) == ["B"])
      #expect(book.pages[1].view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func theDelegateIsAskedForTheSpineWithTheNewTraitsAndItsAnswerApplies() {
      let chooser = SpineChooser()
      chooser.pagesToSet = [book.pages[0], book.pages[1]]
      let holder = ViewController()
      window.rootViewController = holder
      holder.addChild(pages)
      holder.view.addSubview(pages.view)
      pages.didMove(toParent: holder)
      pages.delegate = chooser
      pages.setViewControllers([book.pages[1]], direction: .forward, animated: false)
      holder.setOverrideTraitCollection(
        TraitCollection(horizontalSizeClass: .regular), forChild: pages)
      #expect(chooser.askedWith.map(\.horizontalSizeClass) == [.regular])
      #expect(pages.spineLocation == .mid && pages.isDoubleSided)
      #expect(shown == ["A", "B"] && pages.requiredPageCount == 2)
      chooser.spine = .none  // not a curl's spine: taken as min
      holder.setOverrideTraitCollection(
        TraitCollection(horizontalSizeClass: .compact), forChild: pages)
      #expect(chooser.askedWith.count == 2 && pages.spineLocation == .min)
    }

    @Test func thePageControlDrawsItsDotsWithTheCurrentOneInItsTint() throws {
      window.backgroundColor = .white
      let control = PageControl()
      control.numberOfPages = 3
      control.currentPage = 1
      control.pageIndicatorTintColor = Color(red: 0, green: 0, blue: 1)
      control.currentPageIndicatorTintColor = Color(red: 1, green: 0, blue: 0)
      control.frame = CGRect(origin: CGPoint(x: 100, y: 50), size: control.sizeThatFits(.zero))
      window.addSubview(control)
      let pixels = try window.snapshotPixels()
      for index in 0..<3 {
        let dot = control.dotRect(at: index)
        let (x, y) = (Int(100 + dot.midX), Int(50 + dot.midY))
        let lit = index == control.currentPage
        let expected = lit ? control.currentPageIndicatorTintColor : control.pageIndicatorTintColor
        #expect(pixels.pixel(x: x, y: y, isCloseTo: expected), "\(pixels.color(x: x, y: y))")
        let gap = Int(100 + dot.maxX + PageControl.dotSpacing / 2)
        #expect(pixels.pixel(x: gap, y: y, isCloseTo: .white))
      }
    }
  }
}
