import Foundation

/// The More tab: with six or more controllers the bar shows the first four
/// and More, whose navigation controller lists the rest.
///
/// UIKit counterpart: `UITabBarController.moreNavigationController`. A
/// row of the list pushes its controller onto the More stack (its parent
/// is then the More navigation controller, so its `tabBarController` is
/// still found); when it leaves that stack the tab bar controller takes it
/// back as a child. The selection follows what the More tab shows: the
/// pushed controller while it is on the stack (`selectedIndex` is its
/// index), `moreNavigationController` on its list (`selectedIndex` is
/// `notFound`). Selecting a listed controller in code pushes it without
/// animation. A navigation controller listed under More cannot be pushed:
/// selecting it shows it in place of the More navigation controller, its
/// tab still the More tab.
extension TabBarController {
  /// The title of the More tab and of its list.
  public static let moreTitle = "More"

  func setUpMore() {
    let item = TabBarItem(title: Self.moreTitle)
    item.glyph = .more
    moreNavigationController.tabBarItemStorage = item
    moreNavigationController.stackDidSettle = { [weak self] in self?.moreStackSettled() }
    moreList.onSelect = { [weak self] controller in self?.moreRowTapped(controller) }
  }

  /// Puts the More stack back to its list alone.
  func resetMoreStack() {
    guard moreNavigationController.viewControllers.count > 1 else { return }
    moreNavigationController.setViewControllers([moreList], animated: false)
  }

  /// Pushes a listed controller selected in code onto the More stack, at once.
  func arrangeMoreStack(for target: ViewController) {
    guard isListedUnderMore(target), !(target is NavigationController),
      moreNavigationController.topViewController !== target
    else { return }
    moreNavigationController.setViewControllers([moreList, target], animated: false)
  }

  /// A row of the list was tapped: its controller is pushed, animated, and selected.
  private func moreRowTapped(_ controller: ViewController) {
    guard !(controller is NavigationController) else {
      return requestSelection(of: controller, byTap: false)
    }
    guard inFlight == nil, moreNavigationController.topViewController === moreList else { return }
    moreNavigationController.pushViewController(controller, animated: true)
    guard moreNavigationController.topViewController === controller else { return }
    selected = controller
    refreshBarSelection()
  }

  /// The More stack changed and settled: controllers that left it become
  /// the tab bar controller's children again, and a selection that left
  /// it becomes the More navigation controller.
  private func moreStackSettled() {
    for controller in controllers ?? [] where controller.parent == nil {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    guard let selected, isListedUnderMore(selected), !(selected is NavigationController),
      !moreNavigationController.viewControllers.contains(where: { $0 === selected })
    else { return }
    self.selected = moreNavigationController
    refreshBarSelection()
  }
}
