import Foundation
import Platform
import ViewKit

/// A temporary scene that exercises the view tree until the app's own
/// controllers replace it: two shadowed cards, a wrapping label, a button
/// that changes them, and a digger to drag about.
@MainActor
enum DemoScene {
  static let sky = Color(hex: 0x1B2A41)

  static func makeWindow(size: CGSize) -> Window {
    let window = Window(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = sky
    let content = DemoContentView(frame: window.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(content)
    return window
  }
}

/// The demo's root view; lays out a header, two cards and a button.
@MainActor
final class DemoContentView: View {
  let titleLabel = Label(text: "Tunnel", font: .boldSystemFont(ofSize: 28))
  let leftCard = CardView(title: "Where he digs", color: Color(hex: 0x2E7D32))
  let rightCard = CardView(title: "Where he comes out", color: Color(hex: 0x1565C0))
  let digButton = Button()
  let digger = DiggerView(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
  private(set) var digs = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.textColor = .white
    titleLabel.textShadowColor = Color(white: 0, alpha: 0.5)
    titleLabel.textShadowOffset = CGSize(width: 0, height: 2)
    digButton.setTitle("Dig", for: .normal)
    digButton.setTitleColor(.white, for: .normal)
    digButton.setTitleColor(Color(white: 1, alpha: 0.4), for: .highlighted)
    digButton.backgroundColor = Color(hex: 0xE65100)
    digButton.cornerRadius = 10
    digButton.shadowOpacity = 0.4
    digButton.shadowOffset = CGSize(width: 0, height: 3)
    digButton.addTarget(self, action: DemoContentView.dig, for: .touchUpInside)
    for view in [titleLabel, leftCard, rightCard, digButton, digger] as [View] { addSubview(view) }
    updateCards()
  }

  /// The button's action: swap the cards' colors and count the digs.
  func dig() {
    digs += 1
    let color = leftCard.backgroundColor
    leftCard.backgroundColor = rightCard.backgroundColor
    rightCard.backgroundColor = color
    updateCards()
  }

  private func updateCards() {
    let times = digs == 1 ? "once" : "\(digs) times"
    leftCard.detail.text =
      digs == 0
      ? "Press Dig, or drag the digger anywhere. The text in this card wraps to its width."
      : "He has dug \(times). The cards swap colors each time."
    rightCard.detail.text =
      "The antipode of wherever he digs: the point on the far side of the Earth."
    leftCard.setNeedsLayout()
  }

  override func layoutSubviews() {
    let margin = 24.0
    titleLabel.frame = CGRect(x: margin, y: 16, width: bounds.width - 2 * margin, height: 40)
    let cardWidth = (bounds.width - 3 * margin) / 2
    let cardHeight = max(bounds.height - 72 - 90, 80)
    leftCard.frame = CGRect(x: margin, y: 72, width: cardWidth, height: cardHeight)
    rightCard.frame = CGRect(x: 2 * margin + cardWidth, y: 72, width: cardWidth, height: cardHeight)
    digButton.frame = CGRect(x: bounds.midX - 70, y: bounds.height - 66, width: 140, height: 44)
    if digger.center == CGPoint(x: 28, y: 28) {
      digger.center = CGPoint(x: leftCard.frame.midX, y: leftCard.frame.maxY - 50)
    }
  }
}

/// A rounded, shadowed card with a title and wrapping text.
@MainActor
final class CardView: View {
  let title: Label
  let detail = Label()

  init(title: String, color: Color) {
    self.title = Label(text: title, font: .boldSystemFont(ofSize: 20))
    super.init(frame: .zero)
    backgroundColor = color
    cornerRadius = 14
    shadowOpacity = 0.5
    shadowRadius = 12
    shadowOffset = CGSize(width: 0, height: 6)
    self.title.textColor = .white
    detail.textColor = Color(white: 1, alpha: 0.85)
    detail.numberOfLines = 0
    detail.font = .systemFont(ofSize: 15)
    addSubview(self.title)
    addSubview(detail)
  }

  override func layoutSubviews() {
    let inset = bounds.insetBy(dx: 16, dy: 14)
    title.frame = CGRect(x: inset.minX, y: inset.minY, width: inset.width, height: 28)
    let fitted = detail.sizeThatFits(CGSize(width: inset.width, height: 0))
    detail.frame = CGRect(
      x: inset.minX, y: inset.minY + 36, width: inset.width, height: fitted.height)
  }
}

/// The kid with the shovel, drawn by this project; drag him around.
@MainActor
final class DiggerView: View {
  private var grab: CGPoint = .zero

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let b = bounds
    context.fillEllipse(in: b, color: Color(hex: 0xFFD54F))
    context.fillEllipse(
      in: b.insetBy(dx: 12, dy: 10).offsetBy(dx: 0, dy: -2), color: Color(hex: 0xFFE0B2))
    context.fillEllipse(
      in: CGRect(x: b.midX - 9, y: b.midY - 6, width: 5, height: 5), color: .black)
    context.fillEllipse(
      in: CGRect(x: b.midX + 4, y: b.midY - 6, width: 5, height: 5), color: .black)
    context.strokeLine(
      from: CGPoint(x: b.midX - 6, y: b.midY + 8), to: CGPoint(x: b.midX + 6, y: b.midY + 8),
      width: 2,
      color: Color(hex: 0x6D4C41))
    context.strokeLine(
      from: CGPoint(x: b.maxX - 10, y: b.minY + 4), to: CGPoint(x: b.maxX + 6, y: b.maxY + 2),
      width: 4,
      color: Color(hex: 0x8D6E63))
    context.fillConvexPolygon(
      [
        CGPoint(x: b.maxX + 1, y: b.maxY - 4), CGPoint(x: b.maxX + 12, y: b.maxY - 2),
        CGPoint(x: b.maxX + 10, y: b.maxY + 9), CGPoint(x: b.maxX - 1, y: b.maxY + 6),
      ], color: Color(hex: 0x90A4AE))
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let touch = touches.first, let parent = superview else { return }
    let p = touch.location(in: parent)
    grab = CGPoint(x: p.x - center.x, y: p.y - center.y)
    transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let touch = touches.first, let parent = superview else { return }
    let p = touch.location(in: parent)
    center = CGPoint(x: p.x - grab.x, y: p.y - grab.y)
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    transform = .identity
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    transform = .identity
  }
}
