import Foundation
import Platform

/// A container that shows one page (or two, about a spine) at a time and
/// turns to the next or previous one, by a curl or by scrolling, under the
/// finger or when asked.
///
/// UIKit counterpart: `UIPageViewController`. The style, the orientation
/// and the spine are fixed at init (the spine changes only through the
/// delegate); `setViewControllers(_:direction:animated:completion:)` is in
/// `PageViewController+Setting.swift`, a turn's callbacks in `PageTurn.swift`,
/// the turn by hand in `PageViewController+Gestures.swift`, the scroll's
/// springs in `PageViewController+Scroll.swift`, which pages a curl draws
/// in `PageViewController+Curl.swift`, the curl's picture in
/// `PageCurlView.swift`.
///
/// The pages shown are the controller's children (`addChild` before the
/// page's view loads, `didMove(toParent:)` once it is in place); pages
/// that leave get `willMove(toParent: nil)` and `removeFromParent()`.
///
/// Choices where UIKit is silent, or where ViewKit differs on purpose:
/// - `viewControllers` is `[]` until the first set, never nil (as UIKit is
///   observed to return).
/// - A `setViewControllers` asked for while a turn is under way (a finger
///   on the page, or a turn's animation) is queued and carried out as soon
///   as that turn settles, so no turn is cut short and every appearance
///   callback is closed; a newer request replaces a queued one, whose
///   completion then runs with `false`.
/// - The tap turns the page only when it lands in the outer
///   `tapMarginShare` (15%) of the width (of the height, vertical), and it
///   never receives touches elsewhere, so controls on the page keep theirs.
/// - With two pages (a mid spine, or double-sided) a turn by hand asks
///   the data source for both pages of the new pair, one after the other
///   in the turn's direction (`pagesForTurn`), and stops if either is
///   nil; so the first sheet of a double-sided book needs a back page
///   (a blank one) before it to be turned back to.
/// - A mid spine's fold stays parallel to the spine, so the sheet lands
///   square on the other half (`PageViewController+Curl.swift`).
@MainActor
open class PageViewController: ViewController {
  /// How a page turns: UIKit's `UIPageViewController.TransitionStyle`.
  public enum TransitionStyle: Int, Sendable {
    /// A page curls over, as in a book.
    case pageCurl = 0
    /// Pages slide side by side.
    case scroll = 1
  }

  /// The axis pages turn along: UIKit's `UIPageViewController.NavigationOrientation`.
  public enum NavigationOrientation: Int, Sendable {
    /// Left and right; forward moves the content to the left, as in a book.
    case horizontal = 0
    /// Up and down; forward moves the content up, as a wall calendar.
    case vertical = 1
  }

  /// Which way a turn goes: UIKit's `UIPageViewController.NavigationDirection`.
  public enum NavigationDirection: Int, Sendable {
    /// To the page after.
    case forward = 0
    /// To the page before.
    case reverse = 1
  }

  /// Where the curl's spine is: UIKit's `UIPageViewController.SpineLocation`.
  public enum SpineLocation: Int, Sendable {
    /// No spine: the scroll style's.
    case none = 0
    /// The left edge (top, vertical): one page, or its front and the back before it.
    case min = 1
    /// The middle: two pages side by side.
    case mid = 2
    /// The right edge (bottom, vertical).
    case max = 3
  }

  /// Keys of the options dictionary given at init: UIKit's
  /// `UIPageViewController.OptionsKey`, a string-backed key with UIKit's
  /// raw values.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's string, UIKit's.
    public let rawValue: String
    /// The key whose string is `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A `SpineLocation` (page curl only).
    public static let spineLocation = OptionsKey(
      rawValue: "UIPageViewControllerOptionSpineLocationKey")
    /// A `Double`, the points between pages (scroll only).
    public static let interPageSpacing = OptionsKey(
      rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  /// A release faster than this, in points a second the way of the turn,
  /// finishes it short of half way.
  public static let flickSpeed = 500.0
  /// The share of the width (height, vertical) at each edge where a tap turns.
  public static let tapMarginShare = 0.15

  /// The style, fixed at init.
  public let transitionStyle: TransitionStyle
  /// The orientation, fixed at init.
  public let navigationOrientation: NavigationOrientation
  /// The spine; read-only, changed only by the delegate's `spineLocationFor`.
  public internal(set) var spineLocation: SpineLocation
  /// The points between pages in the scroll style.
  public let interPageSpacing: Double
  /// Gives the pages for turns by hand; nil turns them off. Weak, as in UIKit.
  public weak var dataSource: PageViewControllerDataSource?
  /// Hears turns by hand. Weak, as in UIKit.
  public weak var delegate: PageViewControllerDelegate?
  var doubleSided = false
  /// The pages shown.
  var pages: [ViewController] = []
  /// The turn under way (by hand or animated), from its start until it settles.
  var turn: PageTurn?
  /// A `setViewControllers` waiting for the turn to settle.
  var queuedSet: QueuedSet?
  /// True while the delegate chooses the spine (`spineLocationFor`).
  var choosingSpine = false
  /// A `setViewControllers` made while the delegate chose the spine,
  /// carried out once the spine it returned is in place.
  var setWhileChoosingSpine: QueuedSet?
  /// How far the scroll's lone page is pulled past the first or last page.
  var pull = 0.0
  /// True while a finger pulls the scroll past its first or last page.
  var isPulling = false
  /// The view the pages live in.
  public let pageContainer = View()
  /// The scroll style's page indicator, shown when the data source gives a count.
  public let pageControl = PageControl()
  let curlPan = PanGestureRecognizer()
  let curlTap = TapGestureRecognizer()
  let scrollPan = PanGestureRecognizer()
  let gate = PageGestureGate()

  /// A page view controller of `style` along `orientation`; `options` may
  /// give `.spineLocation` (curl; a `SpineLocation` or, as UIKit's
  /// `NSNumber`, its raw value; `.none` is the curl's default, `.min`) and
  /// `.interPageSpacing` (scroll; points as a `Double`, `CGFloat` or
  /// `Int`). A `.mid` spine makes it double-sided.
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    // Apple: a spine location is valid only for the curl, where it
    // defaults to `.min`; `.none` there is taken as that default.
    let spine = Self.spine(options?[.spineLocation]).flatMap { $0 == .none ? nil : $0 }
    spineLocation = style == .pageCurl ? (spine ?? .min) : .none
    let spacing = Self.points(options?[.interPageSpacing])
    interPageSpacing = style == .scroll ? max(spacing ?? 0, 0) : 0
    doubleSided = spineLocation == .mid
    super.init()
    setUpGestures()
  }

  /// A `.spineLocation` option's value: the enum, or its raw value.
  static func spine(_ value: Any?) -> SpineLocation? {
    (value as? SpineLocation) ?? (value as? Int).flatMap(SpineLocation.init(rawValue:))
  }

  /// An `.interPageSpacing` option's value in points.
  static func points(_ value: Any?) -> Double? {
    (value as? Double) ?? (value as? CGFloat).map(Double.init) ?? (value as? Int).map(Double.init)
  }

  /// The pages shown: `[]` until the first `setViewControllers`.
  public var viewControllers: [ViewController]? { pages }

  /// Whether the back of a curled page shows another page; true with a
  /// `.mid` spine, where setting it to false is a programmer error (not
  /// while the delegate chooses the spine, which then decides).
  public var isDoubleSided: Bool {
    get { doubleSided }
    set {
      precondition(
        newValue || spineLocation != .mid || choosingSpine,
        "UIPageViewController: isDoubleSided cannot be false with a mid spine location")
      doubleSided = newValue
    }
  }

  /// The recognizers that turn the page by hand: a pan and a tap for the
  /// curl, none for the scroll (whose pan is its own, as UIKit's scroll view's).
  public var gestureRecognizers: [GestureRecognizer] {
    transitionStyle == .pageCurl ? [curlPan, curlTap] : []
  }

  /// How many pages `setViewControllers` takes for this spine and sidedness.
  public var requiredPageCount: Int {
    if transitionStyle == .scroll { return 1 }
    return spineLocation == .mid || doubleSided ? 2 : 1
  }

  /// The length of one page along the orientation, spacing included for the scroll.
  var pageStride: Double {
    let size = pageContainer.bounds.size
    let length = navigationOrientation == .horizontal ? size.width : size.height
    return length + interPageSpacing
  }

  // MARK: The view

  open override func loadView() {
    let root = View()
    root.backgroundColor = .white
    pageContainer.clipsToBounds = true
    pageContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(pageContainer)
    pageControl.isHidden = true
    root.addSubview(pageControl)
    for recognizer in gestureRecognizers { root.addGestureRecognizer(recognizer) }
    if transitionStyle == .scroll { pageContainer.addGestureRecognizer(scrollPan) }
    view = root
  }

  /// The pages set before the view loaded go in now.
  open override func viewDidLoad() {
    super.viewDidLoad()
    for page in pages { pageContainer.addSubview(page.view) }
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    pageContainer.frame = view.bounds
    let size = pageControl.sizeThatFits(view.bounds.size)
    pageControl.frame = CGRect(
      x: (view.bounds.width - size.width) / 2, y: view.bounds.height - size.height,
      width: size.width, height: size.height)
    if turn == nil { layOutPages() }
  }

  /// The pages at rest: one filling the container, or two about the spine
  /// (a mid spine; with double-sided min or max the second is the back of
  /// the page before, not shown flat); the scroll's page pulled by `pull`.
  func layOutPages() {
    let bounds = pageContainer.bounds
    for (index, page) in pages.enumerated() {
      guard let pageView = page.viewIfLoaded else { continue }
      pageView.autoresizingMask = []
      if spineLocation == .mid {
        pageView.frame = Self.half(index, of: bounds, navigationOrientation)
        pageView.isHidden = false
      } else {
        pageView.frame = offset(bounds, by: index == 0 ? -pull : 0)
        pageView.isHidden = index > 0
      }
    }
  }

  /// The left (top) half for index 0, the other half for 1.
  static func half(_ index: Int, of bounds: CGRect, _ orientation: NavigationOrientation) -> CGRect
  {
    if orientation == .horizontal {
      let width = bounds.width / 2
      return CGRect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
    }
    let height = bounds.height / 2
    return CGRect(x: 0, y: Double(index) * height, width: bounds.width, height: height)
  }

  /// `rect` moved `amount` points along the orientation.
  func offset(_ rect: CGRect, by amount: Double) -> CGRect {
    navigationOrientation == .horizontal
      ? rect.offsetBy(dx: amount, dy: 0) : rect.offsetBy(dx: 0, dy: amount)
  }

  /// UIKit asks the delegate for the curl's spine as the device turns;
  /// ViewKit asks it when the horizontal size class changes, with the new
  /// traits. The answer becomes `spineLocation` (`.none`, not a curl's,
  /// is taken as `.min`); a mid spine makes the book double-sided. Pages
  /// set inside the call (as UIKit lets the delegate do) are put in once
  /// the new spine is in place, so their count is checked against it.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard transitionStyle == .pageCurl, let delegate,
      previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass
    else { return }
    choosingSpine = true
    let spine = delegate.pageViewController(self, spineLocationFor: traitCollection)
    choosingSpine = false
    spineLocation = spine == .none ? .min : spine
    if spineLocation == .mid { doubleSided = true }
    if let held = setWhileChoosingSpine {
      setWhileChoosingSpine = nil
      setViewControllers(
        held.viewControllers, direction: held.direction, animated: held.animated,
        completion: held.completion)
    }
    viewIfLoaded?.setNeedsLayout()
  }
}
