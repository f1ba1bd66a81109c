import Foundation
import Platform
import ViewKit

/// The two layouts, chosen by the root's own width, as Apple's guide
/// chooses by the horizontal size class: narrower than
/// `TraitCollection.regularWidth` (1024 points, where a window's width
/// turns regular) the panes are stacked, the dig site above and its
/// antipode below; from it they stand side by side, the dig site on the
/// left, using the extra width. The radar sits between them in both.
///
/// The root's own width, not the window's class: in the split view's
/// secondary column, beside the Places list, a regular-width window can
/// leave it narrower than 1024 points (a 1200-point window less the
/// 320-point list), and the panes are stacked there.
///
/// A resize re-lays the panes out in the window's transition coordinator's
/// animation block (`relayOut(alongside:)`), so they move to their new
/// places together with it; the flip, the stagger and the hand turn work
/// in both layouts.
extension RootViewController {
  /// Where the two panes stand. UIKit has no counterpart: it is the app's
  /// reading of its width.
  public enum PaneLayout: Sendable {
    /// Each pane the full width and 42% of the height, at the top and the bottom.
    case stacked
    /// Each pane the full height and half the width less the gutter, left and right.
    case sideBySide
  }

  /// Side by side from `TraitCollection.regularWidth` points wide.
  public var paneLayout: PaneLayout { Self.paneLayout(forWidth: view.bounds.width) }

  /// The layout for a root `width` points wide.
  static func paneLayout(forWidth width: Double) -> PaneLayout {
    width >= TraitCollection.regularWidth ? .sideBySide : .stacked
  }

  /// The room between the panes side by side: the radar (84 points) and
  /// 18 points either side of it.
  static let sideBySideGutter = 120.0

  /// Places the two panes in `bounds` for the current layout, each with
  /// its shadow falling toward the radar.
  func layOutPanes(in bounds: CGRect) {
    switch Self.paneLayout(forWidth: bounds.width) {
    case .stacked:
      let height = (bounds.height * 0.42).rounded()
      topContainer.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
      bottomContainer.frame = CGRect(
        x: 0, y: bounds.height - height, width: bounds.width, height: height)
      topContainer.shadowOffset = CGSize(width: 0, height: 2)
      bottomContainer.shadowOffset = CGSize(width: 0, height: -2)
    case .sideBySide:
      let width = ((bounds.width - Self.sideBySideGutter) / 2).rounded(.down)
      topContainer.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
      bottomContainer.frame = CGRect(
        x: bounds.width - width, y: 0, width: width, height: bounds.height)
      topContainer.shadowOffset = CGSize(width: 2, height: 0)
      bottomContainer.shadowOffset = CGSize(width: -2, height: 0)
    }
  }

  /// Lays the panes out again inside the coordinator's animation block:
  /// animated when the size classes change (the coordinator's duration),
  /// at once when only the size does.
  func relayOut(alongside coordinator: any ViewControllerTransitionCoordinator) {
    let queued = coordinator.animate(
      alongsideTransition: { [weak self] _ in
        guard let self else { return }
        self.view.setNeedsLayout()
        self.view.layoutIfNeeded()
      }, completion: { [weak self] _ in self?.resizesAnimating -= 1 })
    if queued { resizesAnimating += 1 }
  }
}
