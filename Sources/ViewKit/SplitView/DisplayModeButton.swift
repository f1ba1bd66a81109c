import Foundation
import Platform

/// The button that shows and hides a split view controller's primary
/// column, drawn as UIKit's sidebar symbol: a rounded frame with a pane
/// at its left.
///
/// UIKit counterpart: the sidebar button a column-style split view
/// controller puts in the secondary column's navigation bar (no
/// `UIBarButtonItem` here: it is a `Button` the bar lays out before the
/// back button, `NavigationBar.leadingButton`).
@MainActor
final class DisplayModeButton: Button {
  static let size = CGSize(width: 30, height: 30)

  override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let color = titleColor(for: state) ?? .systemBlue
    let frame = CGRect(x: bounds.midX - 11, y: bounds.midY - 8, width: 22, height: 16)
    context.stroke(frame, width: 1.5, color: color)
    let paneEdge = frame.minX + 8
    context.strokeLine(
      from: CGPoint(x: paneEdge, y: frame.minY), to: CGPoint(x: paneEdge, y: frame.maxY),
      width: 1.5, color: color)
  }
}

/// The display-mode button's place and work.
///
/// It sits in the bar of the secondary column's navigation controller,
/// before whatever the top item shows, while the controller is expanded
/// and `presentsWithGesture` is true; a tap hides the primary column if
/// it is shown (`hide(.primary)`), else shows it (`show(.primary)`).
/// Apple is silent on which bar holds it; UIKit also moves it to the
/// primary's bar while the primary is shown, which ViewKit does not.
extension SplitViewController {
  /// Puts the button in the secondary's bar, or takes it out.
  func refreshDisplayModeButton() {
    let wanted = presentsWithGesture && !showsCollapsedLayout ? navigation(of: .secondary) : nil
    for child in children {
      guard let bar = (child as? NavigationController)?.navigationBar,
        bar.leadingButton === displayModeButton, child !== wanted
      else { continue }
      bar.leadingButton = nil
    }
    wanted?.navigationBar.leadingButton = displayModeButton
  }

  func displayModeButtonTapped() {
    if columnsShown(in: mode).contains(.primary) {
      hide(.primary)
    } else {
      show(.primary)
    }
  }
}
