import Foundation

/// What a navigation bar shows for one view controller: its title, the
/// title its back button gets in the next controller's bar, and the
/// buttons on either side.
///
/// UIKit counterpart: `UINavigationItem`. Every controller has one
/// (`ViewController.navigationItem`), made on first use with the
/// controller's `title`; setting the controller's `title` sets the item's.
/// Deliberate difference: the bar button items are `Button`s, where UIKit's
/// `UIBarButtonItem` is not a view.
@MainActor
open class NavigationItem {
  /// The title in the bar while the item is on top (default nil). As the
  /// item below the top it titles the back button, unless `backButtonTitle`
  /// is set; with neither, the back button says "Back".
  public var title: String? {
    didSet { changed() }
  }
  /// The back button's title when this item is the bar's back item, that
  /// is, in the bar of the controller pushed over this one.
  public var backButtonTitle: String? {
    didSet { changed() }
  }
  /// A button at the bar's left, in place of the back button, while on top.
  public var leftBarButtonItem: Button? {
    didSet { changed() }
  }
  /// A button at the bar's right while on top.
  public var rightBarButtonItem: Button? {
    didSet { changed() }
  }

  /// The generic title UIKit gives a back button when the item below has
  /// no title and no `backButtonTitle` (UINavigationItem's `title` page).
  public static let genericBackTitle = "Back"

  /// Told when a property changes: the bar that shows the item redraws.
  var onChange: (() -> Void)?

  /// An item with `title` (nil by default) and no buttons.
  public init(title: String? = nil) {
    self.title = title
  }

  /// The title of the back button when this item is the back item:
  /// `backButtonTitle`, else `title`, else "Back", in the order of
  /// UIKit's `BackButtonDisplayMode.default`.
  public var backButtonTitleShown: String {
    backButtonTitle ?? title ?? Self.genericBackTitle
  }

  private func changed() { onChange?() }
}
