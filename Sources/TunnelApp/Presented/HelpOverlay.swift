import Foundation
import Platform
import ViewKit

/// The card of keys that `HelpViewController` presents on `?`: the key
/// table's lines, then what the mouse does.
@MainActor
final class HelpOverlay: View {
  static let mouseLines = [
    "Drag the radar up or down — turn the panes by hand",
    "Click a place — its details, turned as T says",
    "Drag the help down — put it away",
  ]

  let text = Label()

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.08, alpha: 0.92)
    cornerRadius = 12
    text.textColor = .white
    text.numberOfLines = 0
    text.font = .systemFont(ofSize: Self.fontSizes[0])
    text.text = (KeyTable.helpLines + Self.mouseLines).joined(separator: "\n")
    addSubview(text)
  }

  /// The text's margins inside the card, and the card's widest.
  static let inset = CGSize(width: 24, height: 20)
  static let widest = 640.0
  /// The text's sizes: the first whose lines fit the window.
  static let fontSizes = [16.0, 13.0]

  /// The card's frame centred in `bounds` with a margin of 20 points: at
  /// most `widest` wide and as tall as its text, which is set a size
  /// smaller when it would not fit.
  func frame(centeredIn bounds: CGRect) -> CGRect {
    let width = max(min(bounds.width - 40, Self.widest), 2 * Self.inset.width + 1)
    var height = 0.0
    for size in Self.fontSizes {
      text.font = .systemFont(ofSize: size)
      let fitted = text.sizeThatFits(CGSize(width: width - 2 * Self.inset.width, height: 0))
      height = fitted.height + 2 * Self.inset.height
      if height <= bounds.height - 40 { break }
    }
    return CGRect(
      x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
  }

  override func layoutSubviews() {
    text.frame = bounds.insetBy(dx: Self.inset.width, dy: Self.inset.height)
  }
}
