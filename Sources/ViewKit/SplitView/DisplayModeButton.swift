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
