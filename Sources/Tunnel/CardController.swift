import Foundation
import Platform
import ViewKit

/// A child controller for the demo: a colored card with a heading and
/// wrapping text. The map and geo-info controllers replace it in the app.
@MainActor
final class CardController: ViewController {
  let heading: String
  let detail: String
  let color: Color

  init(title: String, heading: String, detail: String, color: Color) {
    self.heading = heading
    self.detail = detail
    self.color = color
    super.init()
    self.title = title
  }

  override func loadView() {
    let card = CardView(heading: heading, color: color)
    card.detail.text = detail
    view = card
  }
}

/// A rounded card with a heading and wrapping text.
@MainActor
final class CardView: View {
  let heading: Label
  let detail = Label()

  init(heading: String, color: Color) {
    self.heading = Label(text: heading, font: .boldSystemFont(ofSize: 20))
    super.init(frame: .zero)
    backgroundColor = color
    cornerRadius = 14
    self.heading.textColor = .white
    detail.textColor = Color(white: 1, alpha: 0.85)
    detail.numberOfLines = 0
    detail.font = .systemFont(ofSize: 15)
    addSubview(self.heading)
    addSubview(detail)
  }

  override func layoutSubviews() {
    let inset = bounds.insetBy(dx: 16, dy: 14)
    heading.frame = CGRect(x: inset.minX, y: inset.minY, width: inset.width, height: 28)
    let fitted = detail.sizeThatFits(CGSize(width: inset.width, height: 0))
    detail.frame = CGRect(
      x: inset.minX, y: inset.minY + 36, width: inset.width, height: fitted.height)
  }
}
