import Foundation

/// What every controller knows of tabs: its tab bar item and the tab bar
/// controller it is under.
///
/// UIKit counterparts: `UIViewController.tabBarItem` and `tabBarController`.
extension ViewController {
  /// The item a tab bar shows for this controller, made on first use with
  /// the controller's `title` and no image, as UIKit's `tabBarItem`
  /// (implicitly unwrapped there too). Set it to give the tab another item:
  /// the bar of the tab bar controller it is a tab of shows the new one at
  /// once. Setting nil drops the item; the next read makes a fresh one.
  public var tabBarItem: TabBarItem! {
    get { tabItem }
    set {
      tabBarItemStorage = newValue
      tabBarController?.tabBarItemReplaced(of: self)
    }
  }

  /// `tabBarItem`, never nil: the stored item, or a new one from `title`.
  var tabItem: TabBarItem {
    if let item = tabBarItemStorage { return item }
    let item = TabBarItem(title: title)
    tabBarItemStorage = item
    return item
  }

  /// The nearest tab bar controller among this controller's parents: nil
  /// for a controller in no tab, or in none any more.
  public var tabBarController: TabBarController? {
    ancestors(including: false).lazy.compactMap { $0 as? TabBarController }.first
  }
}
