import Foundation
import Platform

/// How text lines up horizontally, as `NSTextAlignment`.
public enum TextAlignment: Sendable {
  /// Each line starts at the left edge, as `NSTextAlignment.left`.
  case left
  /// Each line is centred between the edges, as `NSTextAlignment.center`.
  case center
  /// Each line ends at the right edge, as `NSTextAlignment.right`.
  case right
}

/// Read-only text, one line or wrapped over many.
///
/// UIKit counterpart: `UILabel`. Text wraps at word boundaries to the
/// label's width; with `numberOfLines` > 0 the last line shown ends in an
/// ellipsis if text is left over, as `.byTruncatingTail` does. Text is
/// centred vertically. Deliberate difference: the text shadow is
/// `textShadowColor`, since `shadowColor` is the view's own. Like UIKit's, a label ignores touches by default.
@MainActor
open class Label: View {
  /// The text shown; empty by default. Deliberate difference: UIKit's
  /// `UILabel.text` is optional, where this is a plain string and "" shows
  /// nothing.
  public var text: String = "" {
    didSet { if text != oldValue { textDidChange() } }
  }
  /// The font of the text, as UIKit's `UILabel.font`; the 17-point system
  /// font by default.
  public var font: Font = .systemFont(ofSize: 17) {
    didSet { textDidChange() }
  }
  /// The color of the text, as UIKit's `UILabel.textColor`; black by
  /// default.
  public var textColor: Color = .black {
    didSet { setNeedsDisplay() }
  }
  /// Where each line sits across the label's width, as UIKit's
  /// `UILabel.textAlignment`; `.left` by default, where UIKit's is
  /// `.natural`.
  public var textAlignment: TextAlignment = .left {
    didSet { setNeedsDisplay() }
  }
  /// The most lines shown; 0 for as many as the text needs.
  public var numberOfLines = 1 {
    didSet { textDidChange() }
  }
  /// A copy of the text drawn under it, offset; nil for none. UILabel's
  /// `shadowColor`, renamed: ViewKit's views carry their layer's shadow
  /// properties under the plain names.
  public var textShadowColor: Color? {
    didSet { setNeedsDisplay() }
  }
  /// Where the text's shadow falls, as UILabel's `shadowOffset`.
  public var textShadowOffset = CGSize(width: 0, height: -1) {
    didSet { setNeedsDisplay() }
  }

  /// An empty label that ignores touches, as UIKit's `UILabel(frame:)`.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// A label of `text` in `font`, with a zero frame: size it with
  /// `sizeToFit()` or a frame of your own.
  public convenience init(text: String, font: Font = .systemFont(ofSize: 17)) {
    self.init(frame: .zero)
    self.font = font
    self.text = text
  }

  private func textDidChange() {
    setNeedsDisplay()
    setNeedsLayout()
  }

  /// The lines the text breaks into within `width`, truncated to
  /// `numberOfLines`. The last answer is kept: layout, drawing and
  /// `sizeThatFits` ask the same question, and each asking measures text.
  public func lines(forWidth width: Double) -> [String] {
    let question = LinesQuestion(
      text: text, typeface: ObjectIdentifier(font.typeface), pointSize: font.pointSize,
      numberOfLines: numberOfLines, width: width)
    if let lastLines, lastLines.question == question { return lastLines.lines }
    let lines = breakLines(forWidth: width)
    lastLines = (question, lines)
    return lines
  }

  /// What `lines(forWidth:)` depends on.
  private struct LinesQuestion: Equatable {
    var text: String
    var typeface: ObjectIdentifier
    var pointSize: Double
    var numberOfLines: Int
    var width: Double
  }
  private var lastLines: (question: LinesQuestion, lines: [String])?

  private func breakLines(forWidth width: Double) -> [String] {
    guard !text.isEmpty else { return [] }
    let wrapWidth = numberOfLines == 1 ? Double.infinity : width
    var lines = font.typeface.wrap(text, pointSize: font.pointSize, width: wrapWidth)
    let limit = numberOfLines == 0 ? Int.max : numberOfLines
    let overflow = lines.count > limit
    if overflow { lines = Array(lines.prefix(limit)) }
    if let last = lines.last, overflow || font.size(of: last).width > width {
      lines[lines.count - 1] = truncated(last, toWidth: width, forced: overflow)
    }
    return lines
  }

  /// Shortens `line` and ends it with an ellipsis so it fits `width`.
  private func truncated(_ line: String, toWidth width: Double, forced: Bool) -> String {
    var kept = line
    if !forced && font.size(of: kept).width <= width { return kept }
    while !kept.isEmpty && font.size(of: kept + "…").width > width {
      kept.removeLast()
    }
    return kept.trimmingCharacters(in: .whitespaces) + "…"
  }

  /// The size of the text laid out within `size.width`, as UIKit's
  /// `sizeThatFits(_:)`: the widest line by the number of lines.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : .infinity
    let shown = lines(forWidth: width)
    let widest = shown.map { font.size(of: $0).width }.max() ?? 0
    return CGSize(
      width: widest.rounded(.up), height: (Double(shown.count) * font.lineHeight).rounded(.up))
  }

  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: Double.infinity, height: Double.infinity))
  }

  /// Laid out, the label asks for its lines to be rasterized in the
  /// background (TextPictures.swift), so that drawing them only uploads
  /// them: a label laid out ahead of being shown costs the main thread no
  /// rasterizing when it appears.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard !text.isEmpty, bounds.width > 0 else { return }
    let renderer = window?.renderer
    TextPictures.request(lines(forWidth: bounds.width), font: font, scale: renderer?.scale) {
      renderer?.hasTextTexture($0, typeface: font.typeface, pointSize: font.pointSize) ?? false
    }
  }

  open override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let shown = lines(forWidth: bounds.width)
    let lineHeight = font.lineHeight
    var y = bounds.minY + (bounds.height - Double(shown.count) * lineHeight) / 2
    for line in shown {
      let width = font.size(of: line).width
      let x: Double
      switch textAlignment {
      case .left: x = bounds.minX
      case .center: x = bounds.minX + (bounds.width - width) / 2
      case .right: x = bounds.maxX - width
      }
      if let textShadowColor {
        let shadowPoint = CGPoint(x: x + textShadowOffset.width, y: y + textShadowOffset.height)
        context.drawText(line, at: shadowPoint, font: font, color: textShadowColor)
      }
      context.drawText(line, at: CGPoint(x: x, y: y), font: font, color: textColor)
      y += lineHeight
    }
  }
}
