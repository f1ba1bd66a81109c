import Foundation
import Platform

/// The More tab's list: one row per controller beyond the fourth, showing
/// its tab bar item's image and title; tapping a row selects it. The root
/// of a tab bar controller's `moreNavigationController`.
///
/// UIKit counterpart: the private list controller at the root of
/// `moreNavigationController`, a table view. Deliberate difference: no Edit
/// button, since ViewKit has no customizing sheet.
@MainActor
final class MoreListViewController: ViewController {
  static let rowHeight = 44.0
  /// The controllers listed, top first.
  var controllers: [ViewController] = [] {
    didSet { if isViewLoaded { rebuildRows() } }
  }
  /// Told when a row is tapped.
  var onSelect: ((ViewController) -> Void)?
  /// The rows, one per controller.
  private(set) var rows: [MoreRow] = []

  override init() {
    super.init()
    title = TabBarController.moreTitle
  }

  override func loadView() {
    let root = View()
    root.backgroundColor = .white
    view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    rebuildRows()
  }

  private func rebuildRows() {
    for row in rows { row.removeFromSuperview() }
    rows = controllers.map { controller in
      let row = MoreRow(item: controller.tabItem, fallbackTitle: controller.traceName)
      row.addAction({ [weak self] _ in self?.onSelect?(controller) }, for: .touchUpInside)
      view.addSubview(row)
      return row
    }
    view.setNeedsLayout()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    for (index, row) in rows.enumerated() {
      row.frame = CGRect(
        x: 0, y: Double(index) * Self.rowHeight, width: view.bounds.width, height: Self.rowHeight)
    }
  }
}

/// One row of the More list: the item's image, its title, a chevron and a
/// hairline under it; dimmed while pressed.
@MainActor
final class MoreRow: Control {
  static let separatorColor = Color(hex: 0xC8C7CC)
  let imageView = ImageView(image: nil)
  let titleLabel = Label()

  init(item: TabBarItem, fallbackTitle: String) {
    super.init(frame: .zero)
    backgroundColor = .white
    imageView.image = item.image
    imageView.contentMode = .scaleAspectFit
    titleLabel.text = item.title ?? fallbackTitle
    titleLabel.font = .systemFont(ofSize: 17)
    for subview in [imageView, titleLabel] as [View] {
      subview.isUserInteractionEnabled = false
      addSubview(subview)
    }
  }

  override func stateDidChange() {
    super.stateDidChange()
    backgroundColor = isHighlighted ? Color(hex: 0xD9D9D9) : .white
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let hasImage = imageView.image != nil
    imageView.frame = CGRect(x: 15, y: (b.height - 25) / 2, width: 25, height: 25)
    let textX = hasImage ? 55.0 : 15.0
    let height = titleLabel.font.lineHeight
    titleLabel.frame = CGRect(
      x: textX, y: (b.height - height) / 2, width: max(b.width - textX - 30, 0), height: height)
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let b = bounds
    let x = b.width - 20
    let color = Color(hex: 0xC7C7CC)
    context.strokeLine(
      from: CGPoint(x: x, y: b.midY - 6), to: CGPoint(x: x + 6, y: b.midY), width: 2, color: color)
    context.strokeLine(
      from: CGPoint(x: x + 6, y: b.midY), to: CGPoint(x: x, y: b.midY + 6), width: 2, color: color)
    context.fill(
      CGRect(x: 15, y: b.height - 0.5, width: b.width - 15, height: 0.5),
      color: Self.separatorColor)
  }
}
