import Foundation

/// What a tab bar shows for one tab: a title, an image, and a badge.
///
/// UIKit counterpart: `UITabBarItem`. Every controller has one
/// (`ViewController.tabBarItem`), made on first use with the controller's
/// `title`; setting the controller's `title` sets the item's, as UIKit's
/// `title` page says. Deliberate differences: there is no `selectedImage`
/// and no system item other than the More item a tab bar controller makes
/// for itself; the item is not a `UIBarItem` subclass.
@MainActor
open class TabBarItem {
  /// The text under the image (default nil: no text).
  public var title: String? {
    didSet { changed() }
  }
  /// The picture above the title (default nil: the title alone, centred).
  public var image: Image? {
    didSet { changed() }
  }
  /// The text of the red badge at the image's top right corner; nil (the
  /// default) shows no badge, an empty string a small dot.
  public var badgeValue: String? {
    didSet { changed() }
  }
  /// A number of your own that identifies the item (default 0).
  public var tag: Int

  /// A picture ViewKit draws itself where UIKit uses a system item's image.
  enum Glyph { case more }
  /// The drawn picture, for an item with no `image` (the More item's dots).
  var glyph: Glyph?

  /// Told when a property changes, so that the bar showing the item redraws.
  var onChange: (() -> Void)?

  /// An item with `title`, `image` and `tag`, as UIKit's
  /// `init(title:image:tag:)`; every argument may be left out.
  public init(title: String? = nil, image: Image? = nil, tag: Int = 0) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  private func changed() { onChange?() }
}
