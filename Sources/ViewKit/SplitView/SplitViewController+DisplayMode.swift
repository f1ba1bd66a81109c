import Foundation

/// Display modes: how a preference resolves, which columns each mode
/// shows, and how a change of mode is carried out, in this order (Apple
/// gives none):
///
///   1. the delegate hears `willChangeTo` the new mode, then, for a change
///      a person asked for (the display mode button, the edge swipe),
///      `willHide` for each column that leaves and `willShow` for each
///      that comes: Apple's pages for both say the system does not call
///      them when a column is shown or hidden in code (`show(_:)`,
///      `hide(_:)`, and here a new preference too);
///   2. `displayMode` reads the new mode;
///   3. on screen, the leaving columns hear `viewWillDisappear`, the
///      coming ones `viewWillAppear` (their views join the split view at
///      the leading edge, outside it);
///   4. the columns slide to their new frames, over
///      `displayModeChangeDuration` when animated, else at once;
///   5. the leaving columns' views leave the split view, and the leaving
///      hear `viewDidDisappear`, the coming `viewDidAppear`.
///
/// A change asked for while one slides waits for it: the last one asked
/// for is carried out as it ends. While collapsed the mode changes, the
/// delegate hearing `willChangeTo`, and nothing moves.
extension SplitViewController {
  /// Shows `column`. Expanded: the controller slides to the nearest mode
  /// of its behavior in which the column is fully visible (the secondary
  /// is not, under overlaid columns or displaced); a column fully visible
  /// already, `.compact`, or a column the style lacks, is ignored.
  /// Collapsed: see `SplitViewController+Collapse.swift`. Mid-way through
  /// a collapse or an expansion, the rules of the layout already shown
  /// apply (`isCollapsed` changes only at the end).
  public func show(_ column: Column) { show(column, byAPerson: false) }

  /// `show(_:)`, and whether a person asked for it (the display mode
  /// button): then the delegate hears `willShow` for the column.
  func show(_ column: Column, byAPerson: Bool) {
    guard column != .compact, hasColumn(column) else { return }
    if showsCollapsedLayout { return showCollapsed(column) }  // the layout shown, mid-change too
    guard !isFullyVisible(column, in: mode) else { return }
    let target = nearestMode(where: { isFullyVisible(column, in: $0) })
    if let target { changeDisplayMode(to: target, animated: true, tellsColumns: byAPerson) }
  }

  /// Hides `column`. Expanded: the controller slides to the nearest mode
  /// of its behavior without the column; the secondary (which cannot be
  /// hidden), `.compact`, or a column not shown, is ignored. Collapsed:
  /// see `SplitViewController+Collapse.swift`.
  public func hide(_ column: Column) { hide(column, byAPerson: false) }

  /// `hide(_:)`, and whether a person asked for it (the display mode
  /// button): then the delegate hears `willHide` for the column.
  func hide(_ column: Column, byAPerson: Bool) {
    guard column != .compact, hasColumn(column) else { return }
    if showsCollapsedLayout { return hideCollapsed(column) }
    guard column != .secondary, columnsShown(in: mode).contains(column) else { return }
    let target = nearestMode(where: { !columnsShown(in: $0).contains(column) })
    if let target { changeDisplayMode(to: target, animated: true, tellsColumns: byAPerson) }
  }

  // MARK: Resolving

  /// The most columns a mode can show in front of the secondary: one for
  /// a double-column controller, two for a triple-column one.
  var maximumLeadingCount: Int { style == .tripleColumn ? 2 : 1 }

  /// `preference` in the current behavior: `.automatic` shows every
  /// column; a mode with more leading columns than the style has shows
  /// all it has (`twoBesideSecondary` on a double column is
  /// `oneBesideSecondary`).
  func resolvedMode(for preference: DisplayMode) -> DisplayMode {
    let count = preference == .automatic ? maximumLeadingCount : preference.leadingCount
    return splitBehavior.allowedDisplayModes[min(count, maximumLeadingCount)]
  }

  /// `mode` with as many leading columns, in the current behavior.
  func translated(_ mode: DisplayMode) -> DisplayMode {
    resolvedMode(for: mode == .automatic ? .secondaryOnly : mode)
  }

  /// The allowed mode nearest the current one (fewest columns added or
  /// taken away; on a tie, fewer columns) that satisfies `condition`.
  func nearestMode(where condition: (DisplayMode) -> Bool) -> DisplayMode? {
    splitBehavior.allowedDisplayModes.prefix(maximumLeadingCount + 1)
      .filter(condition)
      .min { abs($0.leadingCount - mode.leadingCount) < abs($1.leadingCount - mode.leadingCount) }
  }

  /// The columns `mode` shows, leading first.
  func columnsShown(in mode: DisplayMode) -> [Column] {
    switch (mode.leadingCount, style == .tripleColumn) {
    case (0, _): [.secondary]
    case (1, false): [.primary, .secondary]
    case (1, true): [.supplementary, .secondary]
    default: [.primary, .supplementary, .secondary]
    }
  }

  /// Whether `column` is shown whole in `mode`: the secondary is not under
  /// overlaid columns, nor displaced.
  func isFullyVisible(_ column: Column, in mode: DisplayMode) -> Bool {
    guard columnsShown(in: mode).contains(column) else { return false }
    return column != .secondary || (!mode.isOverlay && mode != .twoDisplaceSecondary)
  }

  // MARK: Changing

  /// Carries out a change to `target` (the steps above); `tellsColumns`
  /// for a change a person asked for.
  func changeDisplayMode(to target: DisplayMode, animated: Bool, tellsColumns: Bool = false) {
    guard target != mode else { return }
    guard !collapsed, sizeClassChange == nil else {
      tellWillChange(to: target)  // kept for the expansion; nothing moves
      mode = target
      return
    }
    guard !modeChangeUnderWay, swipe == nil else {
      pendingMode = (target, tellsColumns)
      return
    }
    let old = mode
    let (leaving, joining) = tellDelegate(from: old, to: target, tellsColumns: tellsColumns)  // 1
    mode = target  // 2
    guard let view = viewIfLoaded else { return }
    let onScreen = view.window != nil
    let animate = animated && onScreen
    let moves = beginColumnMoves(  // 3
      from: old, leaving: leaving, joining: joining, animated: animate)
    guard animate else {
      layOutColumns()  // 4
      return moves.finish()  // 5
    }
    modeChangeUnderWay = true
    View.animate(
      withDuration: Self.displayModeChangeDuration, delay: 0, options: .curveEaseInOut,
      animations: { self.layOutColumns() },
      completion: { [weak self] _ in
        moves.finish()
        self?.modeChangeUnderWay = false
        self?.carryOutPendingMode()
        self?.collapseOrExpandToMatchTraits()  // a resize that waited for the slide
      })
  }

  /// Step 1; returns the columns that leave and those that come.
  func tellDelegate(from old: DisplayMode, to new: DisplayMode, tellsColumns: Bool) -> (
    leaving: [Column], joining: [Column]
  ) {
    let before = columnsShown(in: old)
    let after = columnsShown(in: new)
    let leaving = before.filter { !after.contains($0) }
    let joining = after.filter { !before.contains($0) }
    tellWillChange(to: new)
    if tellsColumns {
      for column in leaving { tellWillHide(column) }
      for column in joining { tellWillShow(column) }
    }
    return (leaving, joining)
  }

  /// Step 3: the will-callbacks, and the coming views put in at their
  /// frames in the old mode; the returned moves end them (step 5), or,
  /// for a cancelled swipe, undo them.
  func beginColumnMoves(
    from old: DisplayMode, leaving: [Column], joining: [Column], animated: Bool
  ) -> ColumnMoves {
    let moves = ColumnMoves(
      split: self, from: old, leaving: leaving.compactMap { installed[$0] },
      joining: joining.compactMap { column in installed[column].map { (column, $0) } },
      onScreen: view.window != nil)
    moves.begin(animated: animated)
    return moves
  }

  /// After a slide or a swipe: the change that waited, if any.
  func carryOutPendingMode() {
    guard let pending = pendingMode else { return }
    pendingMode = nil
    changeDisplayMode(to: pending.mode, animated: true, tellsColumns: pending.tellsColumns)
  }
}

/// The columns that leave and come in one change of display mode, and
/// their appearance callbacks from start to end.
@MainActor
final class ColumnMoves {
  unowned let split: SplitViewController
  /// The mode the change starts from, where the coming columns start.
  let from: SplitViewController.DisplayMode
  let leaving: [ViewController]
  let joining: [(column: SplitViewController.Column, child: ViewController)]
  let onScreen: Bool

  init(
    split: SplitViewController, from: SplitViewController.DisplayMode,
    leaving: [ViewController],
    joining: [(column: SplitViewController.Column, child: ViewController)], onScreen: Bool
  ) {
    self.split = split
    self.from = from
    self.leaving = leaving
    self.joining = joining
    self.onScreen = onScreen
  }

  /// The will-callbacks; the coming views join where the old mode has
  /// them, off the leading edge.
  func begin(animated: Bool) {
    for (_, child) in joining { child.loadViewIfNeeded() }
    if onScreen {
      for child in leaving { child.beginAppearanceTransition(false, animated: animated) }
      for (_, child) in joining { child.beginAppearanceTransition(true, animated: animated) }
    }
    split.withAppearanceDriven(joining.map(\.child)) {
      View.performWithoutAnimation {
        for (column, child) in joining {
          split.insertColumnView(child, for: column)
          child.view.frame = split.frame(of: column, in: from)
        }
      }
    }
  }

  /// The leaving views go; the did-callbacks.
  func finish() {
    split.withAppearanceDriven(leaving) {
      for child in leaving { child.viewIfLoaded?.removeFromSuperview() }
    }
    guard onScreen else { return }
    for child in leaving { child.endAppearanceTransition() }
    for (_, child) in joining { child.endAppearanceTransition() }
  }

  /// A cancelled swipe: the coming columns turn back and leave, the
  /// leaving ones stay, each with UIKit's callbacks for a cancelled
  /// transition.
  func undo() {
    if onScreen {
      for child in leaving { child.beginAppearanceTransition(true, animated: true) }
      for (_, child) in joining { child.beginAppearanceTransition(false, animated: true) }
    }
    split.withAppearanceDriven(joining.map(\.child)) {
      for (_, child) in joining { child.viewIfLoaded?.removeFromSuperview() }
    }
    guard onScreen else { return }
    for child in leaving { child.endAppearanceTransition() }
    for (_, child) in joining { child.endAppearanceTransition() }
  }
}
