import Foundation
import Platform

/// A push button with a title, an image, or both.
///
/// UIKit counterpart: `UIButton` of the system type. Titles, title colors
/// and images are set per state and fall back to `.normal`. Where no
/// color is set for a state, a highlighted button dims its title and image
/// to 30% and a disabled one to 35%, as the system button does. The image
/// sits left of the title, 6 points apart, the pair centred.
@MainActor
open class Button: Control {
  /// The label that shows the title, as UIKit's `UIButton.titleLabel`. Its
  /// font (17-point system at first) is yours to change; its text, color and
  /// alpha are reset from the per-state settings whenever the state changes,
  /// and its frame by layout.
  public let titleLabel = Label()
  /// The view that shows the image, as UIKit's `UIButton.imageView`. Its
  /// image and alpha are reset from the per-state settings whenever the
  /// state changes, and its frame by layout.
  public let imageView = ImageView(image: nil)
  private var titles: [State: String] = [:]
  private var titleColors: [State: Color] = [:]
  private var images: [State: Image] = [:]
  static let imageTitleSpacing = 6.0

  /// A button with no title or image, its normal title color `.systemBlue`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    titleLabel.textAlignment = .center
    titleLabel.font = .systemFont(ofSize: 17)
    addSubview(imageView)
    addSubview(titleLabel)
    titleColors[.normal] = .systemBlue
    stateDidChange()
  }

  /// Sets the title shown in `state`, as UIKit's `setTitle(_:for:)`; nil
  /// removes it, so that the state falls back to the normal title.
  public func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    stateDidChange()
  }

  /// Sets the title color of `state`, as UIKit's `setTitleColor(_:for:)`.
  /// In a state with a color of its own, the title shows in it and neither
  /// title nor image is dimmed. Nil removes the color: the state then shows
  /// the normal one (`.systemBlue` if none), title and image dimmed when the
  /// button is disabled or highlighted.
  public func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
    stateDidChange()
  }

  /// Sets the image shown in `state`, as UIKit's `setImage(_:for:)`; nil
  /// removes it, so that the state falls back to the normal image.
  public func setImage(_ image: Image?, for state: State) {
    images[state] = image
    stateDidChange()
  }

  /// The title shown in `state` (falling back to the normal one).
  public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }
  /// The title color set for `state` (falling back to the normal one),
  /// before any dimming.
  public func titleColor(for state: State) -> Color? { titleColors[state] ?? titleColors[.normal] }
  /// The image shown in `state` (falling back to the normal one).
  public func image(for state: State) -> Image? { images[state] ?? images[.normal] }

  /// The title and image of the current state, dimmed where no explicit
  /// color is given for it.
  open override func stateDidChange() {
    super.stateDidChange()
    let current = state
    titleLabel.text = title(for: current) ?? ""
    imageView.image = image(for: current)
    let explicit = titleColors[current]
    let base = titleColors[.normal] ?? .systemBlue
    let dimming = explicit != nil ? 1 : !isEnabled ? 0.35 : isHighlighted ? 0.3 : 1
    titleLabel.textColor = explicit ?? base
    titleLabel.alpha = dimming
    imageView.alpha = dimming
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let content = contentSize()
    var x = bounds.midX - content.width / 2
    if let size = imageView.image?.size {
      imageView.frame = CGRect(
        x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
      x += size.width + (titleLabel.text.isEmpty ? 0 : Self.imageTitleSpacing)
    } else {
      imageView.frame = .zero
    }
    let title = titleLabel.intrinsicContentSize
    titleLabel.frame = CGRect(
      x: x, y: bounds.midY - title.height / 2, width: max(title.width, 0),
      height: max(title.height, 0))
  }

  /// The image and title side by side.
  private func contentSize() -> CGSize {
    let image = imageView.image?.size ?? .zero
    let title = titleLabel.text.isEmpty ? .zero : titleLabel.intrinsicContentSize
    let spacing = image.width > 0 && title.width > 0 ? Self.imageTitleSpacing : 0
    return CGSize(
      width: image.width + spacing + title.width, height: max(image.height, title.height))
  }

  /// The content with UIKit's small padding around it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let content = contentSize()
    return CGSize(width: content.width + 16, height: max(content.height + 12, 30))
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
