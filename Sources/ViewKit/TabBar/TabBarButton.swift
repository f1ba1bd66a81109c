import Foundation
import Platform

/// One item's button in a tab bar: the image (or a drawn glyph) above the
/// title, a badge at the image's top right, tinted when selected. Private
/// to the bar, which makes one per item.
@MainActor
final class TabBarButton: Control {
  /// The side of the square the image is drawn in, as UIKit's 25-point tab images.
  static let imageSide = 25.0
  static let titleFont = Font.systemFont(ofSize: 10)
  static let badgeFont = Font.systemFont(ofSize: 13)
  static let badgeHeight = 18.0
  /// How much of a disabled item's title and image shows.
  static let disabledAlpha = 0.4

  let item: TabBarItem
  let imageView = ImageView(image: nil)
  let titleLabel = Label()
  let badge = View()
  let badgeLabel = Label()
  /// The colours of the selected and the other items' titles and glyphs.
  var selectedColor: Color = .systemBlue {
    didSet { refresh() }
  }
  var unselectedColor = TabBar.unselectedGray {
    didSet { refresh() }
  }

  init(item: TabBarItem) {
    self.item = item
    super.init(frame: .zero)
    imageView.contentMode = .scaleAspectFit
    titleLabel.font = Self.titleFont
    titleLabel.textAlignment = .center
    badge.cornerRadius = Self.badgeHeight / 2
    badgeLabel.font = Self.badgeFont
    badgeLabel.textColor = .white
    badgeLabel.textAlignment = .center
    badge.addSubview(badgeLabel)
    for subview in [imageView, titleLabel, badge] {
      subview.isUserInteractionEnabled = false
      addSubview(subview)
    }
    refresh()
  }

  /// True while an image or the glyph takes the top of the button.
  private var hasPicture: Bool {
    item.image != nil || item.selectedImage != nil || item.glyph != nil
  }

  /// Reads the item again (it changed, or the selection did); a disabled
  /// item's button is disabled too, so that a tap on it does nothing.
  func refresh() {
    isEnabled = item.isEnabled
    titleLabel.text = item.title ?? ""
    titleLabel.textColor = isSelected ? selectedColor : unselectedColor
    imageView.image = item.displayedImage(selected: isSelected)
    let dimming = isEnabled ? 1 : Self.disabledAlpha  // UIKit draws a disabled item dimmed
    titleLabel.alpha = dimming
    imageView.alpha = (isSelected ? 1 : 0.6) * dimming
    badge.isHidden = item.badgeValue == nil
    badge.backgroundColor = item.badgeColor ?? TabBarItem.defaultBadgeColor
    badgeLabel.text = item.badgeValue ?? ""
    setNeedsLayout()
    setNeedsDisplay()
  }

  override func stateDidChange() {
    super.stateDidChange()
    alpha = isHighlighted ? 0.5 : 1
    refresh()
  }

  /// The picture centred near the top, the title under it (or centred
  /// alone), the badge over the picture's top right corner.
  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let side = Self.imageSide
    let picture = CGRect(x: (b.width - side) / 2, y: 5, width: side, height: side)
    imageView.frame = picture
    let titleHeight = Self.titleFont.lineHeight
    let titleY = hasPicture ? picture.maxY + 2 : (b.height - titleHeight) / 2
    titleLabel.frame = CGRect(x: 2, y: titleY, width: max(b.width - 4, 0), height: titleHeight)
    layOutBadge(anchor: hasPicture ? picture : titleLabel.frame)
  }

  private func layOutBadge(anchor: CGRect) {
    let text = item.badgeValue ?? ""
    let height = text.isEmpty ? 10 : Self.badgeHeight
    let width = text.isEmpty ? 10 : max(height, Self.badgeFont.size(of: text).width + 10)
    // Over the picture's top right corner, or just past the end of a title alone.
    let titleEnd = anchor.midX + Self.titleFont.size(of: titleLabel.text).width / 2 + 1
    let x = hasPicture ? anchor.midX + 6 : min(titleEnd, bounds.width - width - 1)
    let y = hasPicture ? anchor.minY - 3 : anchor.minY - height / 2
    badge.frame = CGRect(x: x, y: max(y, 1), width: width, height: height)
    badge.cornerRadius = height / 2
    badgeLabel.frame = badge.bounds
  }

  /// The More item's three dots, in the title's colour.
  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    guard item.image == nil, item.glyph == .more else { return }
    let color = isSelected ? selectedColor : unselectedColor
    let picture = imageView.frame
    for index in -1...1 {
      let center = CGPoint(x: picture.midX + Double(index) * 8, y: picture.midY)
      context.fillEllipse(
        in: CGRect(x: center.x - 2.5, y: center.y - 2.5, width: 5, height: 5), color: color)
    }
  }
}
