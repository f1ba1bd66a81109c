import Foundation

/// `show(_:)` and `hide(_:)` while collapsed, on the primary's navigation
/// stack, as UIKit's header spells them out: showing a column not on the
/// stack pushes it (with the supplementary below a secondary, in a triple
/// column), showing the column on top does nothing, and showing one
/// covered by others pops them; hiding the primary, or a column not on
/// top, does nothing, and hiding the top column pops it. The delegate
/// hears neither `willShow` nor `willHide`: these are calls made in code,
/// for which Apple's pages say the system calls neither. With a compact
/// controller shown, both do nothing (ViewKit's choice: that column has
/// no columns to show); so too while the collapsed stack pushes or pops.
/// A presentation under way does not stop them (`setStack(_:of:animated:)`).
extension SplitViewController {
  /// `show(_:)` while collapsed.
  func showCollapsed(_ column: Column) {
    guard !showsCompact, let primary = navigation(of: .primary), primary.inFlight == nil
    else { return }
    let segments = collapsedSegments()
    if let index = segments.firstIndex(where: { $0.column == column }) {
      guard index + 1 < segments.count else { return }  // on top already
      let kept = primary.viewControllers[..<segments[index + 1].start]
      setStack(Array(kept), of: primary, animated: true)
      return
    }
    var pushing = [column]
    if column == .secondary, hasColumn(.supplementary),
      !segments.contains(where: { $0.column == .supplementary })
    {
      pushing.insert(.supplementary, at: 0)
    }
    moveOntoPrimary(pushing, animated: true)
  }

  /// `hide(_:)` while collapsed.
  func hideCollapsed(_ column: Column) {
    guard !showsCompact, column != .primary, let primary = navigation(of: .primary),
      primary.inFlight == nil, let top = collapsedSegments().last, top.column == column
    else { return }
    setStack(Array(primary.viewControllers[..<top.start]), of: primary, animated: true)
  }
}
