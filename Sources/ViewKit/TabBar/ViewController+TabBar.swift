import Foundation

/// What every controller knows of tabs: its tab bar item and the tab bar
/// controller it is under.
///
/// UIKit counterparts: `UIViewController.tabBarItem` and `tabBarController`.
extension ViewController {
  /// The item a tab bar shows for this controller, made on first use with
  /// the controller's `title` and no image; set it to give the tab an
  /// image, a badge or a tag.
  public var tabBarItem: TabBarItem {
    get {
      if let item = tabBarItemStorage { return item }
      let item = TabBarItem(title: title)
      tabBarItemStorage = item
      return item
    }
    set { tabBarItemStorage = newValue }
  }

  /// The nearest tab bar controller among this controller's parents: nil
  /// for a controller in no tab, or in none any more.
  public var tabBarController: TabBarController? {
    ancestors(including: false).lazy.compactMap { $0 as? TabBarController }.first
  }
}
