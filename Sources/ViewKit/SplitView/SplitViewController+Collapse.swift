import Foundation

/// A collapse or expansion under way: which, and what the delegate chose.
@MainActor
final class SizeClassChange {
  /// True for a collapse, false for an expansion.
  let collapsing: Bool
  /// The delegate's top column (a collapse) or display mode (an expansion).
  let topColumn: SplitViewController.Column
  let expandedMode: SplitViewController.DisplayMode

  init(
    collapsing: Bool, topColumn: SplitViewController.Column,
    expandedMode: SplitViewController.DisplayMode
  ) {
    self.collapsing = collapsing
    self.topColumn = topColumn
    self.expandedMode = expandedMode
  }
}

/// Collapsing into one stack in a compact width, and expanding back.
///
/// UIKit counterparts: `isCollapsed` and the delegate's collapse and
/// expansion methods. A change of the split view's horizontal size class
/// (the window resized across `TraitCollection.regularWidth`) collapses
/// (regular to compact) or expands (compact to regular), in this order,
/// ViewKit's where Apple is silent:
///
///   1. in `willTransition(to:with:)`, after the children heard it: the
///      delegate's `topColumnForCollapsingToProposedTopColumn` (proposed:
///      `.compact` when a compact controller is set, else `.secondary`), or
///      `displayModeForExpandingToProposedDisplayMode` (proposed: the
///      preference resolved);
///   2. in the coordinator's animation block, at once: the views change.
///      Collapsing, the columns' views leave and the compact controller's
///      (if set) or the primary's fills the split view; without a compact
///      controller, the stacks of the columns up to the top column are
///      moved onto the primary's navigation stack (their navigation
///      controllers left empty: ViewKit cannot push a navigation
///      controller). Expanding, the moved controllers go back to their
///      columns (a column whose root was popped gets its root back) and
///      the new mode's columns come in. Each view that leaves or comes
///      hears its appearance callbacks, a moved controller its
///      disappearance then its appearance;
///   3. in the coordinator's completion: `isCollapsed` changes, then the
///      delegate's `splitViewControllerDidCollapse` or `DidExpand`.
///
/// No `willShow` or `willHide` comes with a collapse or an expansion, and
/// no `willChangeTo` with a collapse, which keeps the display mode; an
/// expansion to another mode than the one kept tells `willChangeTo` as its
/// views change, since Apple's page says it comes whenever the mode is
/// about to change. A controller that finds
/// its traits changed with no transition (laid out first in a compact
/// width, or given a parent's override) does all three at once.
extension SplitViewController {
  /// Step 1, from `willTransition(to:with:)`.
  func sizeClassWillChange(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    let compact = newCollection.horizontalSizeClass == .compact
    guard sizeClassChange == nil, compact != collapsed, !waitsForAStackToSettle() else { return }
    let change = makeSizeClassChange(collapsing: compact)
    sizeClassChange = change
    coordinator.animate(
      alongsideTransition: { [weak self] _ in self?.applySizeClassChange(change) },
      completion: { [weak self] _ in self?.endSizeClassChange(change) })
  }

  /// A first layout, or a change of traits with no transition: the three
  /// steps at once.
  func collapseOrExpandToMatchTraits() {
    guard sizeClassChange == nil, viewIfLoaded != nil else { return }
    let compact = traitCollection.horizontalSizeClass == .compact
    guard compact != collapsed, !waitsForAStackToSettle() else { return }
    let change = makeSizeClassChange(collapsing: compact)
    sizeClassChange = change
    applySizeClassChange(change)
    endSizeClassChange(change)
  }

  /// True when a column's navigation controller is pushing or popping (the
  /// collapsed stack shown again by `show(.secondary)`, say), or the columns
  /// slide to a new display mode or follow an edge swipe: the stacks and
  /// columns move only whole, so the collapse or expansion waits for it to
  /// settle, then happens at once, unanimated. ViewKit's choice; UIKit
  /// does not say.
  private func waitsForAStackToSettle() -> Bool {
    if modeChangeUnderWay || swipe != nil { return true }  // the slide's end asks again
    let columns: [Column] = [.primary, .supplementary, .secondary]
    guard let busy = columns.compactMap({ navigation(of: $0) }).first(where: { $0.inFlight != nil })
    else { return false }
    busy.stackDidSettle = { [weak self, weak busy] in
      busy?.stackDidSettle = nil
      self?.collapseOrExpandToMatchTraits()
    }
    return true
  }

  /// Step 1: the delegate's choice.
  private func makeSizeClassChange(collapsing: Bool) -> SizeClassChange {
    if collapsing {
      let proposed: Column = installed[.compact] != nil ? .compact : .secondary
      trace("topColumnForCollapsing:\(proposed)")
      let top =
        delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
        ?? proposed
      return SizeClassChange(collapsing: true, topColumn: top, expandedMode: mode)
    }
    let proposed = resolvedMode(for: preferredDisplayMode)
    trace("displayModeForExpanding:\(proposed)")
    let chosen =
      delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed)
      ?? proposed
    return SizeClassChange(collapsing: false, topColumn: .primary, expandedMode: translated(chosen))
  }

  /// Step 2.
  private func applySizeClassChange(_ change: SizeClassChange) {
    View.performWithoutAnimation {
      if change.collapsing {
        collapseViews(topColumn: change.topColumn)
      } else {
        expandViews(to: change.expandedMode)
      }
      layOutColumns()
    }
    refreshDisplayModeButton()
  }

  /// Step 3.
  private func endSizeClassChange(_ change: SizeClassChange) {
    guard sizeClassChange === change else { return }
    sizeClassChange = nil
    collapsed = change.collapsing
    trace(collapsed ? "didCollapse" : "didExpand")
    if collapsed {
      delegate?.splitViewControllerDidCollapse(self)
    } else {
      delegate?.splitViewControllerDidExpand(self)
    }
  }

  /// Collapsing: the compact controller or the primary, alone; the stacks
  /// up to `topColumn` on the primary's.
  private func collapseViews(topColumn: Column) {
    showsCompact = installed[.compact] != nil
    showsCollapsedLayout = true
    let shown: Column = showsCompact ? .compact : .primary
    swapColumnViews(showing: [shown])
    guard !showsCompact else { return }
    var moving: [Column] = []
    if hasColumn(.supplementary), topColumn == .supplementary || topColumn == .secondary {
      moving.append(.supplementary)
    }
    if topColumn == .secondary || topColumn == .compact { moving.append(.secondary) }
    moveOntoPrimary(moving, animated: false)
  }

  /// Expanding: the moved controllers back in their columns, then the
  /// columns of `newMode`.
  private func expandViews(to newMode: DisplayMode) {
    showsCollapsedLayout = false
    showsCompact = false
    if newMode != mode { tellWillChange(to: newMode) }  // the mode does change
    mode = newMode
    separateColumns()
    swapColumnViews(showing: columnsShown(in: newMode))
  }

  /// The children of `columns` join the split view, the others leave it,
  /// at once, each with its appearance callbacks if on screen.
  private func swapColumnViews(showing columns: [Column]) {
    let inView = { (child: ViewController) in child.viewIfLoaded?.superview === self.view }
    let leaving = installed.filter { !columns.contains($0.key) && inView($0.value) }
    let joining = columns.compactMap { column in
      installed[column].flatMap { inView($0) ? nil : (column, $0) }
    }
    let moves = ColumnMoves(
      split: self, from: mode, leaving: Array(leaving.values), joining: joining,
      onScreen: view.window != nil)
    moves.begin(animated: false)
    moves.finish()
  }

  // MARK: The collapsed stack

  /// Moves the stacks of `columns` onto the primary's navigation stack.
  /// Nothing moves while the primary pushes or pops.
  func moveOntoPrimary(_ columns: [Column], animated: Bool) {
    guard let primary = navigation(of: .primary), primary.inFlight == nil else { return }
    var moved: [ViewController] = []
    for column in columns {
      guard let navigation = navigation(of: column) else { continue }
      let stack =
        navigation.viewControllers.isEmpty
        ? [mergedRoots[column]].compactMap { $0 } : navigation.viewControllers
      setStack([], of: navigation)
      if let root = stack.first { mergedRoots[column] = root }
      moved += stack
    }
    guard !moved.isEmpty else { return }
    setStack(primary.viewControllers + moved, of: primary, animated: animated)
  }

  /// A column's stack changed by the split view: refused only while that
  /// navigation controller pushes or pops, not for a presentation
  /// (`NavigationController+Transition.swift`, step 1).
  func setStack(
    _ controllers: [ViewController], of navigation: NavigationController, animated: Bool = false
  ) {
    navigation.change(
      to: controllers, animated: animated, caller: "setViewControllers:animated:",
      duringPresentations: true)
  }

  /// Gives each moved column its controllers back from the primary's stack.
  private func separateColumns() {
    guard let primary = navigation(of: .primary) else { return }
    var stack = primary.viewControllers
    var restored: [(Column, [ViewController])] = []
    for column in [Column.secondary, .supplementary] {
      guard let root = mergedRoots[column] else { continue }
      if let index = stack.firstIndex(where: { $0 === root }) {
        restored.append((column, Array(stack[index...])))
        stack = Array(stack[..<index])
      } else if navigation(of: column)?.viewControllers.isEmpty == true {
        restored.append((column, [root]))
      }
    }
    mergedRoots = [:]
    setStack(stack, of: primary)
    for (column, controllers) in restored {
      if let navigation = navigation(of: column) { setStack(controllers, of: navigation) }
    }
  }

  /// Where each column's controllers start on the collapsed stack, the
  /// primary's at 0, bottom first.
  func collapsedSegments() -> [(column: Column, start: Int)] {
    let stack = navigation(of: .primary)?.viewControllers ?? []
    var segments: [(column: Column, start: Int)] = [(.primary, 0)]
    for column in [Column.supplementary, .secondary] {
      if let root = mergedRoots[column], let index = stack.firstIndex(where: { $0 === root }) {
        segments.append((column, index))
      }
    }
    return segments
  }
}
