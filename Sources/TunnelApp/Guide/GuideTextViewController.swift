import Foundation
import Platform
import ViewKit

/// A tab of the Guide that lists lines of text (the keys, touch, the
/// instruments), set a size smaller when they would not fit the tab.
@MainActor
final class GuideTextViewController: ViewController {
  let lines: [String]
  let text = Label()
  /// The text's margins inside the tab.
  static let inset = CGSize(width: 24, height: 20)
  /// The text's sizes: the first whose lines fit the tab.
  static let fontSizes = [16.0, 13.0, 11.0]

  init(tab: GuideTab, lines: [String]) {
    self.lines = lines
    super.init()
    title = tab.title
  }

  override func loadView() {
    let root = View()
    text.textColor = .white
    text.numberOfLines = 0
    text.text = lines.joined(separator: "\n")
    root.addSubview(text)
    view = root
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let area = view.bounds.insetBy(dx: Self.inset.width, dy: Self.inset.height)
    var height = 0.0
    for size in Self.fontSizes {
      text.font = .systemFont(ofSize: size)
      height = text.sizeThatFits(CGSize(width: area.width, height: 0)).height
      if height <= area.height { break }
    }
    // From the top of the tab, as tall as the lines (at most the tab).
    text.frame = CGRect(
      x: area.minX, y: area.minY, width: area.width, height: min(height, area.height))
  }
}
