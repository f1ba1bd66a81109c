import Foundation
import Platform
import ViewKit

/// The two layouts, chosen by the horizontal size class, as Apple's guide
/// describes: in a compact-width window the panes are stacked, the dig
/// site above and its antipode below; in a regular-width one they stand
/// side by side, the dig site on the left, using the extra width. The
/// radar sits between them in both.
///
/// A resize that crosses `TraitCollection.regularWidth` re-lays the panes
/// out in the window's transition coordinator's animation block
/// (`relayOut(alongside:)`), so they move to their new places together
/// with it; the flip, the stagger and the hand turn work in both layouts.
extension RootViewController {
  /// Where the two panes stand. UIKit has no counterpart: it is the app's
  /// reading of its horizontal size class.
  public enum PaneLayout: Sendable {
    /// Each pane the full width and 42% of the height, at the top and the bottom.
    case stacked
    /// Each pane the full height and half the width less the gutter, left and right.
    case sideBySide
  }

  /// Side by side when the horizontal size class is regular.
  public var paneLayout: PaneLayout {
    traitCollection.horizontalSizeClass == .regular ? .sideBySide : .stacked
  }

  /// The room between the panes side by side: the radar (84 points) and
  /// 18 points either side of it.
  static let sideBySideGutter = 120.0

  /// Places the two panes in `bounds` for the current layout, each with
  /// its shadow falling toward the radar.
  func layOutPanes(in bounds: CGRect) {
    switch paneLayout {
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
