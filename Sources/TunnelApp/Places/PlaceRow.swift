import Foundation
import Platform
import ViewKit

/// One row of the Places list: a name, and under it what the row adds
/// (where a place comes out); dimmed while pressed. A saved place's row
/// carries a remove button on its right.
///
/// UIKit counterpart: a sidebar list's cell (`UICollectionViewListCell`
/// with a subtitle). Drawn by the app, as the More list is by ViewKit.
@MainActor
final class PlaceRow: Control {
  static let height = 44.0
  static let background = Color(hex: 0x262626)
  static let pressed = Color(hex: 0x3A3A3A)
  let titleLabel = Label()
  let subtitleLabel = Label()
  /// The remove button of a saved place's row.
  private(set) var removeButton: Button?

  init(title: String, subtitle: String?) {
    super.init(frame: .zero)
    backgroundColor = Self.background
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 15)
    titleLabel.textColor = .white
    subtitleLabel.text = subtitle ?? ""
    subtitleLabel.font = .systemFont(ofSize: 12)
    subtitleLabel.textColor = Color(white: 0.62)
    for label in [titleLabel, subtitleLabel] {
      label.isUserInteractionEnabled = false
      addSubview(label)
    }
  }

  /// Gives the row a remove button that runs `action`.
  func addRemoveButton(_ action: @escaping () -> Void) {
    let button = Button()
    button.setTitle("×", for: .normal)
    button.setTitleColor(Color(white: 0.75), for: .normal)
    button.addAction({ _ in action() }, for: .touchUpInside)
    addSubview(button)
    removeButton = button
  }

  override func stateDidChange() {
    super.stateDidChange()
    backgroundColor = isHighlighted ? Self.pressed : Self.background
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let trailing = removeButton == nil ? 12.0 : 44.0
    let width = max(b.width - 16 - trailing, 0)
    let twoLines = !subtitleLabel.text.isEmpty
    titleLabel.frame = CGRect(x: 16, y: twoLines ? 4 : 11, width: width, height: 20)
    subtitleLabel.frame = CGRect(x: 16, y: 24, width: width, height: 16)
    subtitleLabel.isHidden = !twoLines
    removeButton?.frame = CGRect(x: b.width - 44, y: 0, width: 44, height: b.height)
  }
}

/// A section's heading in the Places list, in small capitals' place.
@MainActor
final class PlacesHeading: Label {
  static let height = 30.0

  init(_ text: String) {
    super.init(frame: .zero)
    self.text = text.uppercased()
    font = .systemFont(ofSize: 11)
    textColor = Color(white: 0.55)
    isUserInteractionEnabled = false
  }
}
