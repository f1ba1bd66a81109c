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
      let item: TabBarItem = controller.tabBarItem  // implicitly unwrapped, as in UIKit
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

    /// A one-pixel picture, distinct each call.
    func picture() throws -> Image {
      Image(bitmap: try Bitmap(pixels: PixelBuffer(width: 1, height: 1, fill: .red)))
    }

    @Test func anItemsDefaultsAreUIKits() throws {
      let item = TabBarItem()
      #expect(item.title == nil && item.image == nil && item.selectedImage == nil)
      #expect(item.badgeValue == nil && item.badgeColor == nil)
      #expect(item.isEnabled && item.tag == 0)
      let image = try picture()
      let tagged = TabBarItem(title: "Inbox", image: image, tag: 3)
      #expect(tagged.title == "Inbox" && tagged.image === image && tagged.tag == 3)
      #expect(tagged.selectedImage == nil)
    }

    @Test func initWithSelectedImageSetsBothImagesAndTagZero() throws {
      let (image, selected) = (try picture(), try picture())
      let item = TabBarItem(title: "Maps", image: image, selectedImage: selected)
      #expect(item.title == "Maps" && item.image === image && item.selectedImage === selected)
      #expect(item.tag == 0)
    }

    @Test func theSelectedItemShowsItsSelectedImageTheOthersTheirImage() throws {
      let (image, selected) = (try picture(), try picture())
      let bar = TabBar()
      let items = [
        TabBarItem(title: "One", image: image, selectedImage: selected),
        TabBarItem(title: "Two", image: image, tag: 0),
      ]
      bar.items = items
      #expect(bar.buttons[0].imageView.image === image)
      bar.selectedItem = items[0]
      #expect(bar.buttons[0].imageView.image === selected)
      bar.selectedItem = items[1]  // no selectedImage: the image in both states
      #expect(bar.buttons[0].imageView.image === image)
      #expect(bar.buttons[1].imageView.image === image)
    }

    @Test func aNilBadgeColorDrawsTheSystemRedAndAColorReplacesIt() {
      let bar = TabBar()
      let item = TabBarItem(title: "Inbox")
      item.badgeValue = "1"
      bar.items = [item]
      #expect(bar.buttons[0].badge.backgroundColor == TabBarItem.defaultBadgeColor)
      #expect(TabBarItem.defaultBadgeColor == Color(hex: 0xFF3B30))
      item.badgeColor = .systemBlue
      #expect(bar.buttons[0].badge.backgroundColor == .systemBlue)
      item.badgeColor = nil
      #expect(bar.buttons[0].badge.backgroundColor == TabBarItem.defaultBadgeColor)
    }

    @Test func aDisabledItemIsDimmedAndATapOnItDoesNotSelectIt() {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: TabBar.height))
      let root = ViewController()
      window.rootViewController = root
      let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 200, height: TabBar.height))
      root.view.addSubview(bar)
      let items = [TabBarItem(title: "One"), TabBarItem(title: "Two")]
      bar.items = items
      bar.selectedItem = items[0]
      items[1].isEnabled = false
      #expect(!bar.buttons[1].isEnabled && bar.buttons[1].titleLabel.alpha < 1)
      window.click(bar.buttons[1], at: 1)
      #expect(bar.selectedItem === items[0])
      items[1].isEnabled = true
      #expect(bar.buttons[1].titleLabel.alpha == 1)
      window.click(bar.buttons[1], at: 2)
      #expect(bar.selectedItem === items[1])
    }

    @Test func aBarsItemsAndSelectedItemAreNilByDefault() {
      let bar = TabBar()
      #expect(bar.items == nil && bar.selectedItem == nil)
    }

    @Test func setItemsAnimatedFadesNewItemsInAndRemovedOnesOutKeepingTheRest() {
      let time = VirtualAnimationTime()
      let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: TabBar.height))
      let root = ViewController()
      window.rootViewController = root
      let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 300, height: TabBar.height))
      root.view.addSubview(bar)
      let (one, two, three) = (
        TabBarItem(title: "1"), TabBarItem(title: "2"), TabBarItem(title: "3")
      )
      bar.setItems([one, two], animated: false)
      bar.layoutIfNeeded()
      let kept = bar.buttons[1]
      let gone = bar.buttons[0]
      bar.setItems([two, three], animated: true)
      #expect(bar.items?.count == 2 && bar.buttons[0] === kept)  // the model changes at once
      time.frame(at: TabBar.itemAnimationDuration / 2)
      let fresh = bar.buttons[1]
      #expect(fresh.presentation.alpha > 0 && fresh.presentation.alpha < 1)
      #expect(gone.presentation.alpha > 0 && gone.presentation.alpha < 1)
      #expect(kept.presentation.alpha == 1 && gone.superview === bar)
      time.play(1)
      #expect(gone.superview == nil && fresh.alpha == 1)
      #expect(bar.buttons.map(\.frame.minX) == [0, 150])
    }
  }
}
