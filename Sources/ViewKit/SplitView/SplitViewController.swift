import Foundation
import Platform

/// A container that shows two or three children side by side in columns,
/// a sidebar (the primary column) leading, and that collapses them into
/// one navigation stack when the window is narrow.
///
/// UIKit counterpart: `UISplitViewController` in its column style (iOS
/// 14), made with `init(style:)`. The columns' API is here and in
/// `SplitViewController+Columns.swift`; the display modes and `show(_:)`
/// and `hide(_:)` in `SplitViewController+DisplayMode.swift`; the columns'
/// widths and frames in `SplitViewController+Layout.swift`; collapsing and
/// expanding in `SplitViewController+Collapse.swift`; the edge swipe in
/// `SplitViewController+Gesture.swift`.
///
/// Deliberate differences: no classic style (`.unspecified` makes a
/// double-column controller); a column's controller is wrapped in a
/// navigation controller unless it is one (UIKit also takes a controller
/// whose first child is one, and a tab bar controller as the secondary);
/// `.automatic` is the tile behavior and every column beside the secondary,
/// a desktop window being as wide as a landscape iPad; the display-mode
/// button is a button in the secondary's navigation bar
/// (`displayModeButtonVisibility` shows or hides it); no supplementary
/// width properties (the supplementary column is `automaticColumnWidth`
/// wide), no `primaryEdge`, no `showsSecondaryOnlyButton`, no inspector
/// column; and no `transitionCoordinator` after `show(_:)` or `hide(_:)`,
/// as no ViewKit controller has one (`ViewControllerTransitionCoordinator`).
@MainActor
open class SplitViewController: ViewController {
  /// The value that leaves a width or fraction for the controller to
  /// choose: -1, never a width (UIKit's `automaticDimension` has no
  /// documented value).
  nonisolated public static let automaticDimension = -1.0
  /// The primary column's width when every width property is automatic,
  /// and the supplementary column's always: 320 points, the width of
  /// UIKit's sidebar on a landscape iPad.
  nonisolated public static let automaticColumnWidth = 320.0
  /// How long a change of display mode slides the columns: 0.3 s, as a
  /// size-class change of the window (Apple gives no figure).
  nonisolated public static let displayModeChangeDuration = 0.3

  /// The number of columns, fixed by `init(style:)`.
  public let style: Style
  /// Hears the columns show and hide and the controller collapse and
  /// expand. Weak, as in UIKit.
  public weak var delegate: SplitViewControllerDelegate?

  /// The controllers set for each column, as given.
  var assigned: [Column: ViewController] = [:]
  /// The children that stand for each column: the given controller, or
  /// the navigation controller that wraps it.
  var installed: [Column: ViewController] = [:]
  /// The display mode while expanded (kept while collapsed, for the expansion).
  var mode: DisplayMode = .secondaryOnly
  /// True from the end of a collapse to the end of an expansion.
  var collapsed = false
  /// True while the views are arranged collapsed: from the middle of a
  /// collapse to the middle of an expansion.
  var showsCollapsedLayout = false
  /// The collapse or expansion under way, between the trait change's
  /// start and its coordinator's completion.
  var sizeClassChange: SizeClassChange?
  /// Where each column's stack starts on the primary's stack while
  /// collapsed: the first controller moved there from the column.
  var mergedRoots: [Column: ViewController] = [:]
  /// The column shown alone while collapsed with a compact controller.
  var showsCompact = false
  /// A change of display mode is sliding the columns.
  var modeChangeUnderWay = false
  /// The last change of display mode asked for while one was sliding,
  /// carried out once it ends, and whether a person asked for it (the
  /// delegate then hears `willShow` and `willHide`).
  var pendingMode: (mode: DisplayMode, tellsColumns: Bool)?
  /// The left-edge pan that brings the primary column in by hand.
  let edgePan = ScreenEdgePanGestureRecognizer()
  /// The pan's delegate: it begins only when the primary can be brought in.
  let edgePanGate = SplitEdgePanGate()
  /// The edge swipe under way (`SplitViewController+Gesture.swift`).
  var swipe: SplitSwipe?
  /// The button in the secondary's navigation bar that shows and hides the primary.
  let displayModeButton = DisplayModeButton()
  /// The primary column's width settings (`SplitViewController+Layout.swift`).
  var widthStorage = ColumnWidthSettings()

  /// A split view controller with `style`'s columns, none set yet; its
  /// display mode resolves `.automatic` (every column beside the secondary).
  public init(style: Style) {
    self.style = style == .unspecified ? .doubleColumn : style
    super.init()
    mode = resolvedMode(for: .automatic)
    setUpEdgePan()
    displayModeButton.addAction(
      { [weak self] _ in self?.displayModeButtonTapped() }, for: .touchUpInside)
  }

  /// The display mode you would like, `.automatic` by default. It is
  /// translated to the current behavior (`twoBesideSecondary` becomes
  /// `twoOverSecondary` under overlay, say) and applied at once; inside an
  /// animation block the columns slide with it.
  public var preferredDisplayMode: DisplayMode = .automatic {
    didSet { changeDisplayMode(to: resolvedMode(for: preferredDisplayMode), animated: false) }
  }

  /// The display mode shown while expanded: never `.automatic`, always one
  /// `splitBehavior` allows. While collapsed it reads the mode the
  /// controller will expand to, and has no effect.
  public var displayMode: DisplayMode { mode }

  /// The split behavior you would like, `.automatic` by default; the
  /// display mode is translated to the new behavior at once (deliberate
  /// difference: UIKit applies it at the next layout).
  public var preferredSplitBehavior: SplitBehavior = .automatic {
    didSet { changeDisplayMode(to: translated(mode), animated: false) }
  }

  /// The behavior in effect, never `.automatic`: the preference, or
  /// `.tile` for `.automatic` (a desktop window is as wide as a landscape iPad).
  public var splitBehavior: SplitBehavior {
    preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
  }

  /// Whether the edge swipe and the display-mode button show and hide the
  /// primary column (default true); false removes both, unless
  /// `displayModeButtonVisibility` is `.always`.
  public var presentsWithGesture = true {
    didSet { refreshDisplayModeButton() }
  }

  /// Whether the display-mode button shows (`.automatic` by default:
  /// while `presentsWithGesture` is true).
  public var displayModeButtonVisibility = DisplayModeButtonVisibility.automatic {
    didSet { refreshDisplayModeButton() }
  }

  /// True while the columns are collapsed into one stack, in a compact
  /// width. As Apple documents, it turns true only at the end of a
  /// collapse, just before the delegate hears
  /// `splitViewControllerDidCollapse`, and false only at the end of an
  /// expansion (`SplitViewController+Collapse.swift`).
  public var isCollapsed: Bool { collapsed }

  // MARK: The view

  /// Hidden columns are children whose views are out of the hierarchy.
  override var keepsChildrenOffScreen: Bool { true }

  open override func loadView() {
    let root = View()
    root.backgroundColor = .white
    root.clipsToBounds = true  // a displaced secondary runs off the trailing edge
    root.addGestureRecognizer(edgePan)
    view = root
  }

  /// The shown columns' views go in as the view loads; in a compact width
  /// (a window root's, known once it is made the root) the controller
  /// starts collapsed, before any column appears.
  open override func viewDidLoad() {
    super.viewDidLoad()
    installShownColumns()
    collapseOrExpandToMatchTraits()
  }

  /// Lays the columns out; a controller first laid out in a compact
  /// width (its window's, or its parent's) collapses first, at once.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    collapseOrExpandToMatchTraits()
    layOutColumns()
  }

  /// The children hear of the change first; then, if the horizontal size
  /// class changes, the controller collapses or expands
  /// (`SplitViewController+Collapse.swift`).
  open override func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    sizeClassWillChange(to: newCollection, with: coordinator)
  }

  /// Traits that changed with no transition (a parent's override) collapse
  /// or expand the controller at once.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    collapseOrExpandToMatchTraits()
  }

  /// A storyboard's relationship segue named after a column
  /// (`SplitViewController.Column.storyboardRelationship`) gives that
  /// column its controller, as Interface Builder's column relationships do.
  open override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    guard
      let column = Column.allCases.first(where: { $0.storyboardRelationship == segue.identifier })
    else { return }
    setViewController(segue.destination, for: column)
  }

  /// Puts `child`'s view in the split view: the secondary at the back,
  /// the leading columns above it, the primary on top.
  func insertColumnView(_ child: ViewController, for column: Column) {
    let childView = child.view
    guard childView.superview !== view else { return }
    let order: [Column] = [.secondary, .supplementary, .primary]
    let below = view.subviews.filter { subview in
      guard let index = order.firstIndex(of: column),
        let other = installed.first(where: { $0.value.viewIfLoaded === subview })?.key,
        let otherIndex = order.firstIndex(of: other)
      else { return false }
      return otherIndex < index
    }
    view.insertSubview(childView, at: below.count)
  }
}
