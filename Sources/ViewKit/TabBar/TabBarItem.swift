import Foundation
import Platform

/// What a tab bar shows for one tab: a title, an image, and a badge.
///
/// UIKit counterpart: `UITabBarItem` (with the `UIBarItem` properties it
/// inherits: `title`, `image`, `tag`, `isEnabled`). Every controller has
/// one (`ViewController.tabBarItem`), made on first use with the
/// controller's `title`; setting the controller's `title` sets the item's,
/// as UIKit's `title` page says. Deliberate differences: no system item
/// other than the More item a tab bar controller makes for itself; the
/// item is not a `UIBarItem` subclass; images are drawn as they are, not
/// tinted from their alpha.
@MainActor
open class TabBarItem {
  /// The badge's colour while `badgeColor` is nil: UIKit's `systemRed`.
  public static let defaultBadgeColor = Color(hex: 0xFF3B30)

  /// The text under the image (default nil: no text).
  public var title: String? {
    didSet { changed() }
  }
  /// The picture above the title (default nil: the title alone, centred).
  public var image: Image? {
    didSet { changed() }
  }
  /// The picture shown instead of `image` while the item is selected
  /// (default nil: `image` in both states), as UIKit's `selectedImage`.
  public var selectedImage: Image? {
    didSet { changed() }
  }
  /// The text of the badge at the image's top right corner; nil (the
  /// default) shows no badge, an empty string a small dot.
  public var badgeValue: String? {
    didSet { changed() }
  }
  /// The badge's background colour, as UIKit's `badgeColor`: nil (the
  /// default) draws it in `TabBarItem.defaultBadgeColor`, the system red.
  public var badgeColor: Color? {
    didSet { changed() }
  }
  /// Whether a tap can select the item, as `UIBarItem.isEnabled` (default
  /// true). A disabled item is drawn dimmed and ignores taps; code can
  /// still select its tab.
  public var isEnabled = true {
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
  /// `init(title:image:tag:)`; every argument may be left out, which also
  /// stands for UIKit's `init()`.
  public init(title: String? = nil, image: Image? = nil, tag: Int = 0) {
    self.title = title
    self.image = image
    self.tag = tag
  }

  /// An item that shows `selectedImage` while selected and `image`
  /// otherwise (`image` in both if `selectedImage` is nil), tag 0, as
  /// UIKit's `init(title:image:selectedImage:)`.
  public convenience init(title: String?, image: Image?, selectedImage: Image?) {
    self.init(title: title, image: image, tag: 0)
    self.selectedImage = selectedImage
  }

  /// The picture for the selected or the other state.
  func displayedImage(selected: Bool) -> Image? {
    selected ? selectedImage ?? image : image
  }

  private func changed() { onChange?() }
}
