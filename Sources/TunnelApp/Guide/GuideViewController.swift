import Foundation
import Platform
import ViewKit

/// The Guide, presented over the whole app on `?`: a tab bar controller
/// (ViewKit's `TabBarController`, UIKit's `UITabBarController`) with a tab
/// for the keys (the key table's lines), one for touch and gestures, one for
/// the teaching instruments, and one for the article, whose pages turn with
/// a page curl (`ArticlePageViewController`).
///
/// It is presented as the list of keys used to be: UIKit's
/// `.overFullScreen` with the `.coverVertical` transition, so the maps stay
/// beneath, dimmed, and hear no appearance callbacks; its tabs sit on a card
/// in the middle. Esc or `?` dismisses it, and so does dragging it down: a
/// pan recognizer on its view (`pan(guide)` in the trace) that begins only
/// on a drag more down than sideways starts the dismissal and drives it
/// through a `PercentDrivenInteractiveTransition`; the controller is its own
/// transitioning delegate, and hands that interaction controller to the
/// dismissal. The tab switch, animated and by hand, is in
/// `GuideViewController+TabSwitch.swift`.
@MainActor
public final class GuideViewController: TabBarController, ViewControllerTransitioningDelegate {
  /// The tabs, in the bar's order.
  let keysTab = GuideTextViewController(tab: .keys, lines: KeyTable.helpLines)
  let touchTab = GuideTextViewController(tab: .touch, lines: TouchGuide.lines)
  let instrumentsTab = GuideTextViewController(tab: .instruments, lines: KeyTable.instrumentLines)
  let articleTab = ArticlePageViewController()
  /// The card the tabs sit on.
  let card = View()
  /// The pan across the tab bar or a tab's text that switches tabs by hand
  /// (`pan(tabs)` in the trace), its gate, and the switch it drives.
  let switchPan = PanGestureRecognizer()
  let switchGate = GuideDragGate(vertical: false)
  var tabDriver: PercentDrivenInteractiveTransition?
  /// The tab switches started and not yet over: each counts from its
  /// animator's making until the turn after it has ended, once its
  /// `transitionEnd` is traced (`GuideViewController+Settling.swift`). A
  /// count, since a tab clicked during a switch starts the next one as the
  /// first settles, before the first's animator has ended.
  var switchesUnderWay = 0
  /// Esc or `?` asked for: the Guide goes as soon as it has settled, and
  /// nothing new begins meanwhile.
  var dismissAsked = false
  /// True once the dismissal asked for has been started (it cannot be
  /// turned back: nobody drives it by hand).
  var dismissalStarted = false
  /// The pan that drags the Guide down.
  private let pan = PanGestureRecognizer()
  private let panGate = GuideDragGate(vertical: true)
  /// The dismissal the pan drives, from its first move down until it is let go.
  private var dismissal: PercentDrivenInteractiveTransition?
  /// How far down a drag must be let go (as a fraction of the window) to dismiss.
  static let dismissFraction = 0.25
  /// The card's margin inside the window, and its widest and tallest.
  static let cardMargin = 20.0
  static let cardLargest = CGSize(width: 720, height: 760)
  /// The card's colour and its corners' radius.
  static let cardColor = Color(white: 0.08)
  static let cardCornerRadius = 12.0

  /// The controller of `tab`.
  func controller(of tab: GuideTab) -> ViewController {
    switch tab {
    case .keys: keysTab
    case .touch: touchTab
    case .instruments: instrumentsTab
    case .article: articleTab
    }
  }

  /// The tab shown (nil before the tabs are set).
  var selectedTab: GuideTab? {
    GuideTab.allCases.first { controller(of: $0) === selectedViewController }
  }

  public override init() {
    super.init()
    title = "guide"
    modalPresentationStyle = .overFullScreen
    modalTransitionStyle = .coverVertical
    transitioningDelegate = self
    viewControllers = GuideTab.allCases.map(controller(of:))
    setUpTabSwitch()
  }

  public override func loadView() {
    super.loadView()
    view.backgroundColor = Color(white: 0, alpha: 0.35)
    card.backgroundColor = Self.cardColor
    card.cornerRadius = Self.cardCornerRadius
    view.insertSubview(card, at: 0)
    tabBar.backgroundColor = Color(white: 0.14)
    tabBar.unselectedItemTintColor = Color(white: 0.7)
    pan.name = "guide"
    panGate.allows = { [unowned self] _ in isSettled }
    pan.delegate = panGate
    pan.addAction { [weak self] _ in self?.panned() }
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(switchPan)
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    settlingChanged()
  }

  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    settlingChanged()
  }

  /// The card, centred; the tabs' content above the bar, both inside it.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let frame = Self.cardFrame(in: view.bounds)
    card.frame = frame
    let barTop = frame.maxY - TabBar.height
    contentView.frame = CGRect(
      x: frame.minX, y: frame.minY, width: frame.width, height: max(barTop - frame.minY, 0))
    tabBar.frame = CGRect(x: frame.minX, y: barTop, width: frame.width, height: TabBar.height)
  }

  /// The card's frame in `bounds`: centred, `cardMargin` from the edges,
  /// at most `cardLargest`.
  static func cardFrame(in bounds: CGRect) -> CGRect {
    let width = max(min(bounds.width - 2 * cardMargin, cardLargest.width), TabBar.height)
    let height = max(min(bounds.height - 2 * cardMargin, cardLargest.height), TabBar.height)
    return CGRect(
      x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
  }

  /// The inspector's lines for the Guide: the tab selected, and the page
  /// the article shows.
  var stateLines: [String] {
    let page = articleTab.currentIndex
    return [
      "tabs \(traceName): \(selectedTab?.title ?? "–") selected",
      "pages \(articleTab.traceName): \(articleTab.page(page).traceName) of \(ArticleSteps.pages.count)",
    ]
  }

  // MARK: Dismissing by dragging

  /// The first move down starts the dismissal, under the pan's control;
  /// let go past a quarter of the window the Guide goes, short of it it
  /// comes back.
  private func panned() {
    let dy = pan.translation(in: nil).y
    switch pan.state {
    case .began, .changed:
      if dismissal == nil, dy > 0 {
        dismissal = PercentDrivenInteractiveTransition()
        dismiss(animated: true)
      }
      dismissal?.update(dy / max(view.bounds.height, 1))
    case .ended:
      if let dismissal, dismissal.percentComplete >= Self.dismissFraction {
        dismissal.finish()
      } else {
        dismissal?.cancel()
      }
      dismissal = nil
    case .cancelled, .failed:
      dismissal?.cancel()
      dismissal = nil
    case .possible:
      break
    }
  }

  // MARK: ViewControllerTransitioningDelegate

  public func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning? {
    ModalTransitionAnimator(style: .coverVertical, presenting: true)
  }

  public func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  {
    ModalTransitionAnimator(style: .coverVertical, presenting: false)
  }

  /// The pan's transition while the Guide is being dragged; none for Esc or `?`.
  public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  {
    dismissal
  }
}

/// Lets a pan of the Guide begin only on a drag along its axis: more down
/// than sideways for the drag that dismisses, more sideways than down for
/// the one that switches tabs, and then only toward a tab there is; and
/// keeps the tab switch's pan away from touches on the article's pages,
/// which take their own horizontal drags.
@MainActor
final class GuideDragGate: GestureRecognizerDelegate {
  let vertical: Bool
  /// The view whose touches the pan must not take (the article's pages).
  weak var excluded: View?
  /// Whether a drag that has moved so far may begin the pan (a tab that way).
  var allows: (CGPoint) -> Bool = { _ in true }

  init(vertical: Bool) { self.vertical = vertical }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? PanGestureRecognizer else { return true }
    let moved = pan.translation(in: nil)
    let alongAxis = vertical ? abs(moved.y) > abs(moved.x) : abs(moved.x) > abs(moved.y)
    return alongAxis && allows(moved)
  }

  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  {
    guard let excluded, let view = touch.view else { return true }
    return !view.isDescendant(of: excluded)
  }
}
