import Foundation
import Platform
import Testing

@testable import ViewKit

/// A navigation controller's delegate that writes what it hears into the
/// tracer, and may hand out an animator of its own.
@MainActor
final class NavigationRecorder: NavigationControllerDelegate {
  var animator: ViewControllerAnimatedTransitioning?
  var operations: [NavigationController.Operation] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    LifecycleTracer.current?.record(
      name: "delegate", event: .label("willShow:\(viewController.traceName)"))
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    LifecycleTracer.current?.record(
      name: "delegate", event: .label("didShow:\(viewController.traceName)"))
  }

  func navigationController(
    _ navigationController: NavigationController,
    animationControllerFor operation: NavigationController.Operation,
    from fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning? {
    operations.append(operation)
    return animator
  }
}

extension SharedStateSuites {
  /// The navigation controller's stack: containment and appearance in
  /// UIKit's order for every way of changing it, animated and not, the
  /// delegate, the bar, and a change asked for while one is under way.
  @Suite(.serialized) @MainActor
  final class NavigationControllerTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 244))
    let a = Named("A")
    let b = Named("B")
    let c = Named("C")
    let nav: NavigationController
    let recorder = NavigationRecorder()
    var warnings: [String] = []

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      nav = NavigationController(rootViewController: a)
      nav.title = "N"
      HierarchyWarnings.output = { [unowned self] in self.warnings.append($0) }
      nav.delegate = recorder
      window.rootViewController = nav
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }

    func play(_ seconds: Double = 0.5) { time.play(seconds) }

    /// What every push from A to B says, animated or not.
    static let pushAToB = [
      "N setStack:A,B", "B willMoveToParent:N", "B viewDidLoad", "A viewWillDisappear",
      "B viewWillAppear", #"delegate label "willShow:B""#, "A viewDidDisappear", "B viewDidAppear",
      "B didMoveToParent:N", #"delegate label "didShow:B""#,
    ]

    @Test func anAnimatedPushMakesTheNewControllerAChildWithUIKitsCallbacks() {
      nav.pushViewController(b, animated: true)
      #expect(nav.viewControllers.map(\.title) == ["A", "B"] && nav.topViewController === b)
      play()
      #expect(
        tracer.events.filter { !$0.contains("transition") } == Self.pushAToB)
      #expect(tracer.events.contains("N transitionBegin:A->B"))
      #expect(b.navigationController === nav && a.navigationController === nav)
      #expect(nav.contentView.subviews.areTheSameViews(as: [b.view]))
    }

    @Test func aPushWithoutAnimationSendsTheSameCallbacksAtOnce() {
      nav.pushViewController(b, animated: false)
      #expect(tracer.events == Self.pushAToB)
      #expect(nav.contentView.subviews.areTheSameViews(as: [b.view]))
    }

    @Test(arguments: [true, false])
    func aPopReturnsTheTopControllerWhichLeavesTheStack(animated: Bool) {
      nav.pushViewController(b, animated: false)
      tracer.clearLines()
      let popped = nav.popViewController(animated: animated)
      #expect(popped === b && nav.viewControllers.map(\.title) == ["A"])
      play()
      #expect(
        tracer.events.filter { !$0.contains("transition") } == [
          "N setStack:A", "B willMoveToParent:nil", "B viewWillDisappear", "A viewWillAppear",
          #"delegate label "willShow:A""#, "B viewDidDisappear", "A viewDidAppear",
          "B didMoveToParent:nil",
          #"delegate label "didShow:A""#,
        ])
      #expect(b.navigationController == nil && b.parent == nil)
      #expect(nav.popViewController(animated: animated) == nil)  // the root stays
    }

    @Test(arguments: [true, false])
    func popToRootPopsEveryControllerAboveTheRootButOnlyTheTopAppears(animated: Bool) {
      nav.viewControllers = [a, b, c]
      tracer.clearLines()
      let popped = nav.popToRootViewController(animated: animated)
      #expect(popped?.map(\.title) == ["B", "C"])
      play()
      #expect(
        tracer.events.filter { !$0.contains("transition") } == [
          "N setStack:A", "B willMoveToParent:nil", "C willMoveToParent:nil",
          "C viewWillDisappear", "A viewWillAppear", #"delegate label "willShow:A""#,
          "C viewDidDisappear", "A viewDidAppear", "B didMoveToParent:nil",
          "C didMoveToParent:nil", #"delegate label "didShow:A""#,
        ])
      #expect(nav.children.map(\.title) == ["A"])
      #expect(nav.popToRootViewController(animated: animated) == nil)
    }

    @Test(arguments: [true, false])
    func popToAControllerPopsOnlyTheOnesAboveIt(animated: Bool) {
      nav.viewControllers = [a, b, c]
      let popped = nav.popToViewController(b, animated: animated)
      #expect(popped?.map(\.title) == ["C"])
      play()
      #expect(nav.viewControllers.map(\.title) == ["A", "B"] && c.parent == nil)
      #expect(b.appearanceState == .appeared && c.appearanceState == .disappeared)
      #expect(nav.contentView.subviews.areTheSameViews(as: [b.view]))
    }

    @Test(arguments: [true, false])
    func setViewControllersAddsAndRemovesChildrenAndShowsTheNewTop(animated: Bool) {
      nav.pushViewController(b, animated: false)
      tracer.clearLines()
      nav.setViewControllers([a, c], animated: animated)
      play()
      #expect(
        tracer.events.filter { !$0.contains("transition") } == [
          "N setStack:A,C", "C willMoveToParent:N", "B willMoveToParent:nil", "C viewDidLoad",
          "B viewWillDisappear", "C viewWillAppear", #"delegate label "willShow:C""#,
          "B viewDidDisappear", "C viewDidAppear", "B didMoveToParent:nil",
          "C didMoveToParent:N", #"delegate label "didShow:C""#,
        ])
      #expect(nav.children.map(\.title) == ["A", "C"])
    }

    @Test func setViewControllersPushesForANewTopPopsForAnOldOneAndIsStillForTheSameTop() {
      nav.setViewControllers([a, b], animated: true)
      play()
      nav.setViewControllers([a, c, b], animated: true)  // same top: no transition
      play()
      nav.setViewControllers([a], animated: true)
      play()
      #expect(recorder.operations == [.push, .pop])
      #expect(NavigationController.Operation.pop.rawValue == 2)
    }

    @Test func aChangeAskedForDuringATransitionIsRefusedWithUIKitsWarning() {
      nav.pushViewController(b, animated: true)
      time.frame(at: time.clock.now + 0.1)
      nav.pushViewController(c, animated: true)
      #expect(nav.popViewController(animated: true) == nil)
      #expect(
        warnings == [
          "Warning: pushViewController:animated: called on N while an existing transition or presentation is occurring; the navigation stack will not be updated.",
          "Warning: popViewControllerAnimated: called on N while an existing transition or presentation is occurring; the navigation stack will not be updated.",
        ])
      play()
      #expect(nav.viewControllers.map(\.title) == ["A", "B"] && c.parent == nil)
      nav.pushViewController(c, animated: true)  // over: accepted
      #expect(nav.topViewController === c)
      play()
    }

    @Test func thePushSlidesTheNewViewOverTheOldWhichMovesAThirdLeftUnderAShade() {
      nav.pushViewController(b, animated: true)
      time.frame(at: time.clock.now + NavigationTransitionAnimator.defaultDuration / 2)
      // Half-way in time is half-way in distance on the symmetric ease-in-out.
      #expect(abs(b.view.presentation.center.x - 300) < 0.5)  // 150 + 300 / 2
      #expect(abs(a.view.presentation.center.x - 100) < 0.5)  // 150 - 100 / 2
      let shade = nav.contentView.subviews[1]
      #expect(abs(shade.presentation.alpha - 0.05) < 1e-6)
      #expect(abs(nav.navigationBar.content.presentation.alpha - 0.5) < 1e-6)  // B's title in
      play()
      #expect(a.view.frame == nav.contentView.bounds && b.view.frame == nav.contentView.bounds)
      #expect(nav.navigationBar.titleLabel.text == "B" && nav.navigationBar.subviews.count == 1)
    }

    @Test func theDelegatesAnimatorRunsThePushAndThePop() {
      final class Counting: ViewControllerAnimatedTransitioning {
        var runs: [String] = []
        func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
          0.1
        }
        func animateTransition(using context: ViewControllerContextTransitioning) {
          runs.append(context.viewController(forKey: .to)!.traceName)
          context.containerView.addSubview(context.view(forKey: .to)!)
          context.completeTransition(true)
        }
      }
      let counting = Counting()
      recorder.animator = counting
      nav.pushViewController(b, animated: true)
      play()
      nav.popViewController(animated: true)
      play()
      #expect(counting.runs == ["B", "A"] && recorder.operations == [.push, .pop])
      #expect(nav.contentView.subviews.areTheSameViews(as: [a.view]))
    }

    @Test func theContentLaysOutBelowTheBarAndFollowsTheWindow() {
      nav.pushViewController(b, animated: false)
      window.layoutIfNeeded()
      #expect(
        b.view.convert(b.view.bounds, to: nav.view) == CGRect(x: 0, y: 44, width: 300, height: 200))
      window.frame = CGRect(x: 0, y: 0, width: 400, height: 344)
      window.layoutIfNeeded()
      #expect(
        b.view.convert(b.view.bounds, to: nav.view) == CGRect(x: 0, y: 44, width: 400, height: 300))
      #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
    }

    @Test func theBarHidesAndShowsAndTheContentTakesItsPlace() {
      window.layoutIfNeeded()
      nav.setNavigationBarHidden(true, animated: true)
      #expect(nav.isNavigationBarHidden && nav.contentView.frame.minY == 0)
      time.frame(at: time.clock.now + NavigationController.hideShowBarDuration / 2)
      #expect(nav.contentView.presentation.center.y > 122 && !nav.navigationBar.isHidden)
      play()
      #expect(nav.navigationBar.isHidden && a.view.frame.height == 244)
      nav.isNavigationBarHidden = false
      #expect(!nav.navigationBar.isHidden && a.view.frame.height == 200)
      #expect(nav.contentView.frame == CGRect(x: 0, y: 44, width: 300, height: 200))
    }

    /// The delegate hides the bar over B as B is shown, as an app that
    /// shows its bar over some controllers only does.
    final class BarHidingDelegate: NavigationControllerDelegate {
      let hiddenOver: ViewController
      init(hiddenOver: ViewController) { self.hiddenOver = hiddenOver }
      func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController,
        animated: Bool
      ) {
        navigationController.setNavigationBarHidden(
          viewController === hiddenOver, animated: animated)
      }
    }

    @Test func theNewTopFillsTheContentWhenTheDelegateHidesTheBarAsItIsShown() {
      let hiding = BarHidingDelegate(hiddenOver: b)
      nav.delegate = hiding
      window.layoutIfNeeded()
      nav.pushViewController(b, animated: true)
      play()
      #expect(nav.contentView.bounds.height == 244 && b.view.frame == nav.contentView.bounds)
      nav.popViewController(animated: true)
      play()
      #expect(nav.contentView.bounds.height == 200 && a.view.frame == nav.contentView.bounds)
    }

    @Test func theBackButtonIsTitledByTheItemBelowOrBack() {
      nav.pushViewController(b, animated: false)
      #expect(nav.navigationBar.backButton?.title(for: .normal) == "A")
      a.navigationItem.backButtonTitle = "Places"
      #expect(nav.navigationBar.backButton?.title(for: .normal) == "Places")
      a.navigationItem.backButtonTitle = nil
      a.navigationItem.title = nil
      #expect(nav.navigationBar.backButton?.title(for: .normal) == "Back")
      b.title = "Renamed"  // a controller's title is its item's
      #expect(nav.navigationBar.titleLabel.text == "Renamed")
      nav.popViewController(animated: false)
      #expect(nav.navigationBar.backButton == nil)  // nothing below the root
    }

    @Test func theBackButtonPops() {
      nav.pushViewController(b, animated: false)
      nav.navigationBar.backButton?.sendActions(for: .touchUpInside)
      play()
      #expect(nav.viewControllers.map(\.title) == ["A"])
    }

    @Test func offScreenChangesSendContainmentButNoAppearance() {
      let loose = NavigationController()
      loose.title = "L"
      loose.viewControllers = [b]
      loose.pushViewController(c, animated: true)
      #expect(
        tracer.events == [
          "L setStack:B", "B willMoveToParent:L", "B didMoveToParent:L", "L setStack:B,C",
          "C willMoveToParent:L", "C didMoveToParent:L",
        ])
      #expect(loose.contentView.subviews.isEmpty)  // the views wait for the view to load
      #expect(loose.view.subviews.count == 2)
      #expect(loose.contentView.subviews.areTheSameViews(as: [c.view]))
    }

    @Test func visibleViewControllerIsAPresentedOneElseTheTop() {
      nav.pushViewController(b, animated: false)
      #expect(nav.visibleViewController === b)
      nav.present(c, animated: false)
      play()
      #expect(nav.visibleViewController === c)
    }
  }
}
