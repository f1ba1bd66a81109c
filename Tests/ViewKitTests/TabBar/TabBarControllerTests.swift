import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A tab bar controller's tabs: containment, the selection and how it is
  /// kept when the controllers change, what is in the view tree, the More
  /// tab, and the programmer errors.
  @Suite(.serialized) @MainActor
  final class TabBarControllerTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let tabs = TabBarController()
    let a = Named("A")
    let b = Named("B")
    let c = Named("C")
    let d = Named("D")
    let e = Named("E")
    let f = Named("F")

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      tabs.title = "T"
      window.rootViewController = tabs
      window.layoutIfNeeded()
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    var six: [ViewController] { [a, b, c, d, e, f] }

    @Test func viewControllersIsNilUntilSetAndNothingIsSelected() {
      #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
      #expect(tabs.selectedIndex == TabBarController.notFound)
      #expect(TabBarController.notFound == Int.max)
      #expect(tabs.tabBar.items?.isEmpty ?? true)
    }

    @Test func theChildrenAreTheViewControllersAndTheFirstIsSelected() {
      tabs.viewControllers = [a, b, c]
      #expect(tabs.children.areTheSameControllers(as: [a, b, c]))
      #expect(tabs.selectedViewController === a && tabs.selectedIndex == 0)
      #expect(
        tracer.events == [
          "A willMoveToParent:T", "B willMoveToParent:T", "C willMoveToParent:T", "A viewDidLoad",
          "A viewWillAppear", "A viewDidAppear", "A didMoveToParent:T", "B didMoveToParent:T",
          "C didMoveToParent:T",
        ])
      #expect([a, b, c].allSatisfy { $0.tabBarController === tabs })
    }

    @Test func oldChildrenLeaveAndNewOnesJoinInUIKitsOrder() {
      tabs.viewControllers = [a, b]
      tracer.clearLines()
      tabs.setViewControllers([b, c], animated: false)
      #expect(
        tracer.events == [
          "A willMoveToParent:nil", "C willMoveToParent:T", "B viewDidLoad",
          "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
          "A didMoveToParent:nil", "C didMoveToParent:T",
        ])
      #expect(tabs.children.areTheSameControllers(as: [b, c]))
      #expect(a.parent == nil && a.tabBarController == nil)
    }

    @Test func afterSetViewControllersTheSameControllerIsReselectedIfItRemains() {
      tabs.viewControllers = [a, b]
      tabs.selectedIndex = 1
      tabs.viewControllers = [c, a, b]
      #expect(tabs.selectedViewController === b && tabs.selectedIndex == 2)
    }

    @Test func afterSetViewControllersTheSameIndexIsSelectedIfItsControllerLeft() {
      tabs.viewControllers = [a, b]
      tabs.selectedIndex = 1
      tabs.viewControllers = [c, d, e]
      #expect(tabs.selectedViewController === d && tabs.selectedIndex == 1)
    }

    @Test func afterSetViewControllersTheFirstIsSelectedIfTheIndexIsGoneToo() {
      tabs.viewControllers = [a, b, c]
      tabs.selectedIndex = 2
      tabs.viewControllers = [d, e]
      #expect(tabs.selectedViewController === d && tabs.selectedIndex == 0)
      tabs.viewControllers = nil
      #expect(tabs.selectedViewController == nil && tabs.children.isEmpty)
    }

    @Test func onlyTheSelectedChildsViewIsInTheTreeTheOthersKeepTheirs() {
      tabs.viewControllers = [a, b]
      tabs.selectedIndex = 1
      window.layoutIfNeeded()
      #expect(tabs.contentView.subviews.areTheSameViews(as: [b.view]))
      #expect(a.isViewLoaded && a.view.window == nil && a.appearanceState == .disappeared)
      #expect(b.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480 - 49))
      #expect(tabs.tabBar.frame == CGRect(x: 0, y: 480 - 49, width: 320, height: 49))
      #expect(TabBar.height == 49)
    }

    @Test func aSwitchWithoutAnAnimatorSendsThePushOrderAtOnce() {
      tabs.viewControllers = [a, b]
      tracer.clearLines()
      tabs.selectedIndex = 1
      #expect(tracer.events == ["B viewDidLoad"] + switchOrder("A", "B"))
      tracer.clearLines()
      tabs.selectedViewController = a
      #expect(tracer.events == switchOrder("B", "A"))
    }

    @Test func anIndexOutOfRangeIsIgnored() {
      tabs.viewControllers = [a, b]
      tabs.selectedIndex = 7
      #expect(tabs.selectedIndex == 0)
    }

    @Test func selectingAControllerNotInTheTabsIsAProgrammerError() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let tabs = TabBarController()
          tabs.viewControllers = [Named("A")]
          tabs.selectedViewController = Named("Stranger")
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("only a controller in viewControllers"))
    }

    @Test func selectingTheMoreNavigationControllerWithoutMoreIsAProgrammerError() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let tabs = TabBarController()
          tabs.viewControllers = [Named("A")]
          tabs.selectedViewController = tabs.moreNavigationController
        }
      }
    }

    @Test func settingTheItemsOfAManagedBarIsAProgrammerError() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let tabs = TabBarController()
          tabs.tabBar.items = [TabBarItem(title: "X")]
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("Directly modifying a tab bar managed by a tab bar controller"))
    }

    /// Apple's `tabBar`: "You should never attempt to manipulate the
    /// UITabBar object itself"; its selected item is the controller's.
    @Test func selectingAnItemOfAManagedBarIsAProgrammerError() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let tabs = TabBarController()
          tabs.viewControllers = [Named("A"), Named("B")]
          tabs.tabBar.selectedItem = tabs.tabBar.items?.last
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("Directly modifying a tab bar managed by a tab bar controller"))
    }

    /// Apple's `moreNavigationController`: "Do not add the object stored
    /// in this property to your tab bar interface manually."
    @Test func addingTheMoreNavigationControllerAsATabIsAProgrammerError() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let tabs = TabBarController()
          tabs.viewControllers = [Named("A"), tabs.moreNavigationController]
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(
        message.contains("the moreNavigationController cannot be one of the view controllers"))
    }

    /// A controller has one parent: it cannot be two tabs.
    @Test func aControllerTwiceInTheTabsIsAProgrammerError() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let tabs = TabBarController()
          let twice = Named("Twice")
          tabs.viewControllers = [twice, Named("B"), twice]
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("Twice is in the array more than once"))
    }

    @Test func fiveFitSixOrMoreShowTheFirstFourAndMore() {
      tabs.viewControllers = [a, b, c, d, e]
      #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "E"])
      tabs.viewControllers = six
      #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "More"])
      #expect(tabs.moreList.controllers.areTheSameControllers(as: [e, f]))
      #expect(!tabs.viewControllers!.contains { $0 === tabs.moreNavigationController })
      #expect(tabs.children.areTheSameControllers(as: six + [tabs.moreNavigationController]))
      tabs.viewControllers = [a]
      #expect(tabs.moreNavigationController.parent == nil)
    }

    @Test func whileMoreIsSelectedSelectedIndexIsNotFound() {
      tabs.viewControllers = six
      window.click(tabs.tabButton(for: tabs.moreNavigationController), at: 1)
      #expect(tabs.selectedViewController === tabs.moreNavigationController)
      #expect(tabs.selectedIndex == TabBarController.notFound)
      #expect(tabs.contentView.subviews.areTheSameViews(as: [tabs.moreNavigationController.view]))
      #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
    }

    @Test func aRowOfTheMoreListPushesItsControllerOntoTheMoreStack() {
      tabs.viewControllers = six
      tabs.selectedViewController = tabs.moreNavigationController
      window.layoutIfNeeded()
      window.click(tabs.moreList.rows[1], at: 1)
      time.play(0.6)
      let more = tabs.moreNavigationController
      #expect(more.viewControllers.areTheSameControllers(as: [tabs.moreList, f]))
      #expect(f.parent === more && f.tabBarController === tabs)
      #expect(tabs.selectedViewController === f && tabs.selectedIndex == 5)
      more.popViewController(animated: false)
      #expect(f.parent === tabs && tabs.children.contains { $0 === f })
      #expect(tabs.selectedIndex == TabBarController.notFound)
    }

    @Test func selectedIndexIsNSNotFoundBeforeAnyControllers() {
      #expect(tabs.selectedIndex == NSNotFound && TabBarController.notFound == NSNotFound)
    }

    @Test func settingViewControllersToNilClearsTheTabs() {
      tabs.viewControllers = [a, b]
      tracer.clearLines()
      tabs.viewControllers = nil
      #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
      #expect(tabs.selectedIndex == NSNotFound && tabs.children.isEmpty)
      #expect(tabs.contentView.subviews.isEmpty && tabs.tabBar.items?.isEmpty ?? true)
      #expect(tabs.tabBar.selectedItem == nil && tabs.customizableViewControllers == nil)
      #expect(tracer.events.contains("A viewDidDisappear") && a.parent == nil)
    }

    @Test func setViewControllersAnimatedChangesTheTabsAtOnceAndAnimatesOnlyTheItems() {
      tabs.viewControllers = [a, b]
      window.layoutIfNeeded()
      tracer.clearLines()
      tabs.setViewControllers([a, b, c], animated: true)
      #expect(tabs.children.areTheSameControllers(as: [a, b, c]) && tabs.selectedIndex == 0)
      #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
      #expect(tracer.events == ["C willMoveToParent:T", "C didMoveToParent:T"])
      let added = tabs.tabButton(for: c)
      time.frame(at: TabBar.itemAnimationDuration / 2)
      #expect(added.presentation.alpha > 0 && added.presentation.alpha < 1)
      #expect(tabs.tabButton(for: a).presentation.alpha == 1)
      time.play(1)
      #expect(added.alpha == 1)
    }

    @Test func selectedViewControllerCanBeSetToTheMoreNavigationController() {
      tabs.viewControllers = six
      tabs.selectedIndex = 5
      tabs.selectedViewController = tabs.moreNavigationController
      #expect(tabs.selectedViewController === tabs.moreNavigationController)
      #expect(tabs.selectedIndex == NSNotFound)
      #expect(tabs.contentView.subviews.areTheSameViews(as: [tabs.moreNavigationController.view]))
      #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
    }

    @Test func settingViewControllersSetsCustomizableViewControllersToTheSameArray() {
      #expect(tabs.customizableViewControllers == nil)
      tabs.viewControllers = [a, b]
      #expect(tabs.customizableViewControllers?.areTheSameControllers(as: [a, b]) == true)
      tabs.customizableViewControllers = [b]
      tabs.setViewControllers([c, a], animated: false)
      #expect(tabs.customizableViewControllers?.areTheSameControllers(as: [c, a]) == true)
    }

    @Test func aTabsTabBarItemIsSettableAndTheBarShowsTheNewOne() {
      tabs.viewControllers = [a, b]
      let item = TabBarItem(title: "Inbox", image: nil, tag: 4)
      b.tabBarItem = item
      #expect(b.tabBarItem === item && tabs.tabBar.items?[1] === item)
      tabs.selectedIndex = 1
      #expect(tabs.tabBar.selectedItem === item)
      b.tabBarItem = nil  // the next read makes a fresh default item
      #expect(b.tabBarItem !== item && b.tabBarItem.title == "B")
      #expect(tabs.tabBar.items?[1] === b.tabBarItem)
    }

    @Test func aDisabledTabCanStillBeSelectedInCode() {
      tabs.viewControllers = [a, b]
      b.tabBarItem.isEnabled = false
      tabs.selectedIndex = 1
      #expect(tabs.selectedViewController === b)
    }

    @Test func selectingAListedControllerInCodePushesItUnderMore() {
      tabs.viewControllers = six
      tabs.selectedIndex = 4
      #expect(tabs.selectedViewController === e && tabs.selectedIndex == 4)
      #expect(tabs.moreNavigationController.topViewController === e)
      #expect(tabs.tabBar.selectedItem === tabs.moreNavigationController.tabBarItem)
      #expect(e.appearanceState == .appeared)
      tabs.viewControllers = [e, a]  // the More stack gives E back first
      #expect(e.parent === tabs && tabs.selectedViewController === e && tabs.selectedIndex == 0)
      #expect(tabs.moreNavigationController.viewControllers.count == 1)
    }

    /// A tab's view is out of the hierarchy by design while another is
    /// shown, so a tab coming back from the More stack with its view loaded
    /// is no hierarchy inconsistency.
    @Test func aTabComingBackFromMoreWithItsViewIsNoHierarchyWarning() {
      var warnings: [String] = []
      HierarchyWarnings.output = { warnings.append($0) }
      defer {
        HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
      }
      tabs.viewControllers = six
      tabs.selectedIndex = 4
      #expect(e.isViewLoaded)
      tabs.viewControllers = [a, b, e]  // E leaves the More stack, its view loaded
      #expect(e.parent === tabs && tabs.selectedViewController === e)
      tabs.selectedIndex = 0
      #expect(warnings.isEmpty, "\(warnings)")
    }
  }
}

extension Array where Element == ViewController {
  /// True if both arrays hold the same controllers, in the same order.
  func areTheSameControllers(as others: [ViewController]) -> Bool {
    count == others.count && zip(self, others).allSatisfy { $0 === $1 }
  }
}
