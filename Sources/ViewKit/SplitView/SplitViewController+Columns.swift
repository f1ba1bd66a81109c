import Foundation

/// Setting and reading the columns' controllers.
///
/// UIKit counterparts: `setViewController(_:for:)`,
/// `viewController(for:)` and `viewControllers`. A controller set for the
/// primary, supplementary or secondary column is wrapped in a navigation
/// controller unless it is one: `viewController(for:)` returns what was
/// set, `children` hold the wrapper. The compact column's controller is
/// never wrapped. Setting the supplementary column of a double-column
/// controller is ignored with a console line (Apple is silent); a tab bar
/// controller in the primary or supplementary column is a programmer
/// error, as Apple does not allow it. Replacing, while collapsed, a
/// column whose controllers are on the collapsed stack puts the new
/// controller in their place there (Apple is silent).
extension SplitViewController {
  /// Sets (or, with nil, removes) the controller of `column`. The old
  /// child hears `willMove(toParent: nil)` and `didMove(toParent: nil)`,
  /// the new one `willMove(toParent:)` and `didMove(toParent:)`; a shown
  /// column's view is swapped at once, with the appearance callbacks if on
  /// screen.
  public func setViewController(_ viewController: ViewController?, for column: Column) {
    guard hasColumn(column) else {
      return HierarchyWarnings.output(
        "Warning: setViewController:forColumn: \(column) on \(traceName), a \(style) split view controller, is ignored"
      )
    }
    if let viewController, column == .primary || column == .supplementary {
      precondition(
        !(viewController is TabBarController),
        "A tab bar controller cannot be the \(column) column of a split view controller")
    }
    guard assigned[column] !== viewController else { return }
    let remerging = showsCollapsedLayout ? takeBackMerged(from: column) : []
    let child = viewController.map { wrapper(for: $0, in: column) }
    replaceChild(of: column, with: child)
    assigned[column] = viewController
    moveOntoPrimary(remerging, animated: false)
    refreshDisplayModeButton()
  }

  /// While collapsed, before `column` is replaced: the columns on the
  /// collapsed stack from `column` up (all of them for the primary) leave
  /// it, each but `column` back to its own stack, so that they can be
  /// moved onto the stack again around the new controller. Returns them.
  private func takeBackMerged(from column: Column) -> [Column] {
    guard let primary = navigation(of: .primary) else { return [] }
    let segments = collapsedSegments().filter {
      $0.column != .primary && $0.column.rawValue >= column.rawValue
    }
    var stack = primary.viewControllers
    var given: [(column: Column, controllers: [ViewController])] = []
    for segment in segments.reversed() {
      given.append((segment.column, Array(stack[segment.start...])))
      stack = Array(stack[..<segment.start])
      mergedRoots[segment.column] = nil
    }
    setStack(stack, of: primary)
    for (other, controllers) in given where other != column {
      if let navigation = navigation(of: other) { setStack(controllers, of: navigation) }
    }
    return segments.map(\.column)
  }

  /// The controller set for `column`, as set (not its wrapper); nil if none.
  public func viewController(for column: Column) -> ViewController? {
    assigned[column]
  }

  /// The children that stand for the columns. Expanded: the primary, the
  /// supplementary (triple column) and the secondary, those that are set;
  /// collapsed: the compact column's controller if one is set, else the
  /// primary's. Wrappers, not the controllers set.
  public var viewControllers: [ViewController] {
    if collapsed {
      return [installed[showsCompact ? .compact : .primary]].compactMap { $0 }
    }
    return [Column.primary, .supplementary, .secondary].compactMap { installed[$0] }
  }

  /// The navigation controller that stands for `column`, if it has one.
  func navigation(of column: Column) -> NavigationController? {
    installed[column] as? NavigationController
  }

  /// Whether the style has `column`: all but the supplementary need a
  /// triple-column controller.
  func hasColumn(_ column: Column) -> Bool {
    column != .supplementary || style == .tripleColumn
  }

  /// The child for `controller` in `column`: itself for the compact column
  /// or a navigation controller, else a navigation controller around it.
  private func wrapper(for controller: ViewController, in column: Column) -> ViewController {
    if column == .compact || controller is NavigationController { return controller }
    return NavigationController(rootViewController: controller)
  }

  /// The three-step remove of the old child and add of the new, the view
  /// swapped where the column is shown.
  private func replaceChild(of column: Column, with child: ViewController?) {
    let old = installed[column]
    let shown = viewIfLoaded != nil && isShownNow(column)
    old?.willMove(toParent: nil)
    if let child { addChild(child) }
    installed[column] = child
    if shown { swapViews(from: old, to: child, in: column) }
    old?.removeFromParent()
    child?.didMove(toParent: self)
  }

  /// Swaps a shown column's view at once.
  private func swapViews(from old: ViewController?, to new: ViewController?, in column: Column) {
    let onScreen = view.window != nil
    new?.loadViewIfNeeded()
    if onScreen {
      old?.beginAppearanceTransition(false, animated: false)
      new?.beginAppearanceTransition(true, animated: false)
    }
    withAppearanceDriven([old, new]) {
      old?.viewIfLoaded?.removeFromSuperview()
      if let new { insertColumnView(new, for: column) }
    }
    layOutColumns()
    if onScreen {
      old?.endAppearanceTransition()
      new?.endAppearanceTransition()
    }
  }

  /// Runs `body`, which moves `controllers`' views, without the automatic
  /// appearance callbacks: the caller sends them.
  func withAppearanceDriven(_ controllers: [ViewController?], _ body: () -> Void) {
    let all = controllers.compactMap { $0 }
    for controller in all { controller.appearanceDrivenByTransition += 1 }
    body()
    for controller in all { controller.appearanceDrivenByTransition -= 1 }
  }

  /// Whether `column`'s view belongs in the split view now.
  func isShownNow(_ column: Column) -> Bool {
    if showsCollapsedLayout {
      return column == (showsCompact ? .compact : .primary)
    }
    return columnsShown(in: mode).contains(column)
  }

  /// The views of the shown columns, put in as the view loads.
  func installShownColumns() {
    for column in [Column.secondary, .supplementary, .primary, .compact] where isShownNow(column) {
      if let child = installed[column] { insertColumnView(child, for: column) }
    }
  }
}
