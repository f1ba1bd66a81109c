import Foundation
import Platform

/// A container that shows one of its children at a time and a bar of tabs
/// at the bottom to choose which: tapping a tab swaps the content above
/// the bar for that child's view.
///
/// UIKit counterpart: `UITabBarController`. The tabs' API is here; how a
/// switch is carried out (appearance, the delegate, an animator, a
/// selection asked for while one is under way) is in
/// `TabBarController+Selection.swift`, the More tab in
/// `TabBarController+More.swift`.
///
/// Every controller in `viewControllers` is a child; only the shown one's
/// view is in the view tree, the others keeping their loaded views out of
/// the window. With six or more, the bar shows the first four and a More
/// tab, whose `moreNavigationController` (then a child too) lists the
/// rest. Deliberate differences: the content area ends at the bar instead
/// of running under a translucent one; no customizing sheet (the More
/// list has no Edit button), so `customizableViewControllers` is kept as
/// UIKit documents it but nothing reads it; no iOS 18 `UITab` API.
@MainActor
open class TabBarController: ViewController {
  /// The index that means "none": Foundation's `NSNotFound`, which
  /// `selectedIndex` reads while the More tab is selected (or nothing is).
  public static let notFound = NSNotFound
  /// The most tabs the bar shows without a More tab: five; with six or more
  /// controllers it shows the first four and More.
  public static let maximumTabCount = 5

  /// The controllers, left first; nil until set.
  var controllers: [ViewController]?
  /// The selected controller: one of `controllers`, or the More navigation controller.
  var selected: ViewController?
  /// Hears taps on the bar; supplies custom animators. Weak, as in UIKit.
  public weak var delegate: TabBarControllerDelegate?
  /// The bar at the bottom; its items follow the controllers' tab bar items.
  /// It is the controller's to manage: setting its `items` is a programmer error.
  public let tabBar = TabBar()
  /// The view the shown child's view lives in: the area above the bar.
  public let contentView = View()
  /// The navigation controller of the More tab: its root lists the
  /// controllers from the fifth on, and a row pushes its controller. Never
  /// nil, never in `viewControllers`; not to be added anywhere by hand.
  public let moreNavigationController: NavigationController
  /// The More tab's list, the root of `moreNavigationController`.
  let moreList = MoreListViewController()
  /// The animated switch under way, from its start until it settles.
  var inFlight: TabSwitch?
  /// The last selection asked for while a switch was under way, carried
  /// out once it settles (`TabBarController+Selection.swift`).
  var pending: PendingSelection?

  /// A tab bar controller with no controllers (`viewControllers` nil).
  public override init() {
    moreNavigationController = NavigationController(rootViewController: moreList)
    super.init()
    setUpMore()
    tabBar.managingController = self
    tabBar.onTap = { [weak self] item in self?.barTapped(item) }
  }

  /// The controllers, left first (default nil); setting it is
  /// `setViewControllers(_:animated: false)`.
  public var viewControllers: [ViewController]? {
    get { controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controllers whose tabs the user may rearrange, as UIKit's
  /// `customizableViewControllers`: default nil, and set to the same array
  /// each time `viewControllers` is set, so every tab is customizable
  /// unless you narrow it. Deliberate difference: ViewKit has no
  /// customizing sheet, so the property only records the choice.
  public var customizableViewControllers: [ViewController]?

  /// The selected controller: one of `viewControllers` (one listed under
  /// More included), or `moreNavigationController` while the More tab
  /// shows its list; nil with no controllers. Setting it selects that
  /// controller without asking the delegate; setting any other controller
  /// is a programmer error, as UIKit raises an exception.
  public var selectedViewController: ViewController? {
    get { selected }
    set {
      guard let newValue, isSelectable(newValue) else {
        preconditionFailure(
          "selectedViewController: only a controller in viewControllers, or the moreNavigationController while the More tab is shown, can be selected (\(newValue?.traceName ?? "nil") is neither)"
        )
      }
      requestSelection(of: newValue, byTap: false)
    }
  }

  /// The index of the selected controller in `viewControllers`;
  /// `TabBarController.notFound` while the More tab shows its list, or
  /// with no controllers. Setting it selects `viewControllers[i]` without
  /// asking the delegate; an index out of range is ignored.
  public var selectedIndex: Int {
    get {
      guard let selected, let index = controllers?.firstIndex(where: { $0 === selected }) else {
        return Self.notFound
      }
      return index
    }
    set {
      guard let controllers, controllers.indices.contains(newValue) else { return }
      requestSelection(of: controllers[newValue], byTap: false)
    }
  }

  /// Replaces the controllers. Those that leave hear `willMove(toParent: nil)`
  /// and `didMove(toParent: nil)`, those that join `willMove(toParent:)`
  /// and `didMove(toParent:)`; those in both hear nothing. The selection is
  /// then the same controller if it remains, else the one at the same
  /// index, else the first. `animated` fades the bar's new items in (UIKit
  /// animates only the items). Refused with a console line while a switch
  /// is under way.
  open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
    guard inFlight == nil else {
      return HierarchyWarnings.output(
        "Warning: setViewControllers:animated: called on \(traceName) while a tab switch is occurring; the tabs will not be updated."
      )
    }
    let new = viewControllers ?? []
    for (index, controller) in new.enumerated() {
      precondition(
        !new[..<index].contains { $0 === controller },
        "setViewControllers: \(controller.traceName) is in the array more than once")
      precondition(
        controller !== moreNavigationController,
        "setViewControllers: the moreNavigationController cannot be one of the view controllers")
    }
    replaceControllers(with: viewControllers, animated: animated)
  }

  /// `setViewControllers`' work, in UIKit's order: the old leave, the new join.
  private func replaceControllers(with viewControllers: [ViewController]?, animated: Bool) {
    let (oldSelected, oldIndex, oldShown) = (selected, selectedIndex, shownController)
    resetMoreStack()  // controllers pushed under More come back first
    let old = controllers ?? []
    let new = viewControllers ?? []
    let leaving = old.filter { o in !new.contains { $0 === o } && o.parent === self }
    let joining = new.filter { n in !old.contains { $0 === n } }
    let hadMore = moreNavigationController.parent === self
    for controller in leaving { controller.willMove(toParent: nil) }
    controllers = viewControllers
    customizableViewControllers = viewControllers
    for controller in joining { addChild(controller) }
    let more = (joins: hasMore && !hadMore, leaves: !hasMore && hadMore)
    if more.joins { addChild(moreNavigationController) }
    if more.leaves { moreNavigationController.willMove(toParent: nil) }
    moreList.controllers = listedUnderMore
    selected = reselection(after: oldSelected, at: oldIndex, in: new)
    if let selected { arrangeMoreStack(for: selected) }
    swapAtOnce(from: oldShown, to: shownController)
    refreshBar(animated: animated)
    for controller in leaving { controller.removeFromParent() }
    if more.leaves { moreNavigationController.removeFromParent() }
    for controller in joining { controller.didMove(toParent: self) }
    if more.joins { moreNavigationController.didMove(toParent: self) }
  }

  /// UIKit's rule: the same controller, else the same index, else the first.
  private func reselection(
    after previous: ViewController?, at index: Int, in new: [ViewController]
  ) -> ViewController? {
    if let previous, isSelectable(previous) { return previous }
    if new.indices.contains(index) { return new[index] }
    return new.first
  }

  // MARK: Tabs

  /// True when the bar shows four tabs and More.
  var hasMore: Bool { (controllers?.count ?? 0) > Self.maximumTabCount }

  /// The controllers with a tab of their own: all of them, or the first four and More.
  var tabControllers: [ViewController] {
    let all = controllers ?? []
    return hasMore ? Array(all.prefix(Self.maximumTabCount - 1)) + [moreNavigationController] : all
  }

  /// The controllers the More tab lists: the fifth on, with six or more.
  var listedUnderMore: [ViewController] {
    hasMore ? Array((controllers ?? []).dropFirst(Self.maximumTabCount - 1)) : []
  }

  func isListedUnderMore(_ controller: ViewController) -> Bool {
    listedUnderMore.contains { $0 === controller }
  }

  /// Whether `controller` may be selected: one of the controllers, or More while shown.
  func isSelectable(_ controller: ViewController) -> Bool {
    controller === moreNavigationController
      ? hasMore : (controllers ?? []).contains { $0 === controller }
  }

  /// The controller whose tab is highlighted when `controller` is selected.
  func tabOwner(of controller: ViewController) -> ViewController {
    isListedUnderMore(controller) ? moreNavigationController : controller
  }

  /// The child whose view is in the content area: the selected controller,
  /// or the More navigation controller whose stack shows it.
  var shownController: ViewController? {
    guard let selected else { return nil }
    return isListedUnderMore(selected) && !(selected is NavigationController)
      ? moreNavigationController : selected
  }

  /// The bar's items and its highlighted item, from the controllers.
  func refreshBar(animated: Bool) {
    tabBar.replaceItems(tabControllers.map(\.tabItem), animated: animated)
    refreshBarSelection()
  }

  /// `controller` was given another tab bar item: the bar (or the More
  /// list) shows the new one if `controller` is one of the tabs.
  func tabBarItemReplaced(of controller: ViewController) {
    if tabControllers.contains(where: { $0 === controller }) {
      refreshBar(animated: false)
    } else if isListedUnderMore(controller) {
      moreList.controllers = listedUnderMore
    }
  }

  func refreshBarSelection() {
    tabBar.showSelection(selected.map { tabOwner(of: $0).tabItem })
  }

  // MARK: The view

  /// Unselected tabs are children whose views stay out of the hierarchy:
  /// no hierarchy warning for them (`HierarchyWarnings.checkDidMove`).
  override var keepsChildrenOffScreen: Bool { true }

  open override func loadView() {
    let root = View()
    root.backgroundColor = .white
    contentView.clipsToBounds = true  // an animated switch stays inside
    root.addSubview(contentView)
    root.addSubview(tabBar)
    view = root
  }

  /// The shown controller's view goes in when the view loads.
  open override func viewDidLoad() {
    super.viewDidLoad()
    refreshBar(animated: false)
    if let shown = shownController { install(shown) }
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let barTop = max(bounds.height - TabBar.height, 0)
    tabBar.frame = CGRect(x: 0, y: barTop, width: bounds.width, height: TabBar.height)
    contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: barTop)
  }

  /// Puts `controller`'s view in the content area, filling it.
  func install(_ controller: ViewController) {
    let child = controller.view
    child.frame = contentView.bounds
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(child)
  }
}
