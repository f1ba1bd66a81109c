import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Tab bar items, every controller's `tabBarItem` and `tabBarController`,
  /// and the bar that shows the items. Serialized with the others: the
  /// controllers write to the tracer.
  @Suite(.serialized) @MainActor
  struct TabBarTests {
    @Test func aControllersTabBarItemIsMadeOnFirstUseFromItsTitle() {
      let controller = Named("Places")
      let item = controller.tabBarItem
      #expect(item.title == "Places" && item.image == nil && item.badgeValue == nil)
      #expect(controller.tabBarItem === item)
      controller.title = "Maps"
      #expect(item.title == "Maps")
      let own = TabBarItem(title: "Own", image: nil, tag: 7)
      controller.tabBarItem = own
      #expect(controller.tabBarItem.tag == 7)
    }

    @Test func tabBarControllerIsTheNearestAncestorThatIsOne() {
      let tabs = TabBarController()
      let inner = Named("Inner")
      let nav = NavigationController(rootViewController: inner)
      tabs.viewControllers = [nav]
      #expect(inner.tabBarController === tabs && nav.tabBarController === tabs)
      #expect(Named("Alone").tabBarController == nil && tabs.tabBarController == nil)
    }

    @Test func theBarHasOneButtonPerItemTheSelectedOneTinted() {
      let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 300, height: TabBar.height))
      let items = [TabBarItem(title: "One"), TabBarItem(title: "Two"), TabBarItem(title: "Three")]
      bar.items = items
      bar.selectedItem = items[1]
      bar.layoutIfNeeded()
      #expect(bar.buttons.map(\.frame.width) == [100, 100, 100])
      #expect(bar.buttons.map(\.titleLabel.text) == ["One", "Two", "Three"])
      #expect(bar.buttons[1].titleLabel.textColor == .systemBlue)
      #expect(bar.buttons[0].titleLabel.textColor != .systemBlue)
    }

    @Test func aBadgeShowsItsValueAndFollowsTheItem() {
      let bar = TabBar()
      let item = TabBarItem(title: "Inbox")
      bar.setItems([item], animated: false)
      #expect(bar.buttons[0].badge.isHidden)
      item.badgeValue = "3"
      #expect(!bar.buttons[0].badge.isHidden && bar.buttons[0].badgeLabel.text == "3")
    }

    @Test func aTapOnABarOfItsOwnSelectsTheItem() {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: TabBar.height))
      let root = ViewController()
      window.rootViewController = root
      let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 200, height: TabBar.height))
      root.view.addSubview(bar)
      let items = [TabBarItem(title: "One"), TabBarItem(title: "Two")]
      bar.items = items
      window.click(bar.buttons[1], at: 1)
      #expect(bar.selectedItem === items[1])
    }
  }
}
