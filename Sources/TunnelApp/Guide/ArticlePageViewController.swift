import Foundation
import Platform
import ViewKit

/// The Guide's Article tab: one page per step of the article's containment
/// and radar press (`ArticleSteps.pages`), turned with a page curl, as a
/// book's: a `PageViewController` (UIKit's `UIPageViewController`) with
/// the `.pageCurl` style, horizontal, that is its own data source.
///
/// Pages turn by dragging the page by its corner or edge, or by a click on
/// its edge (the page view controller's own recognizers), and with the
/// arrow keys (`turn(forward:)`, an animated `setViewControllers`).
@MainActor
final class ArticlePageViewController: PageViewController, PageViewControllerDataSource,
  PageViewControllerDelegate
{
  /// The pages made so far, by index: a turn back finds the page it left.
  private var made: [Int: ArticleStepViewController] = [:]
  /// True while a page turns, by hand (the delegate hears it) or by an
  /// arrow (until `setViewControllers`' completion).
  private(set) var isTurning = false
  /// Told when a turn has ended.
  var turnEnded: () -> Void = {}

  init() {
    super.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    title = GuideTab.article.title
    dataSource = self
    delegate = self
    setViewControllers([page(0)], direction: .forward, animated: false)
  }

  /// The page of step `index`, made on first use.
  func page(_ index: Int) -> ArticleStepViewController {
    if let page = made[index] { return page }
    let page = ArticleStepViewController(index: index)
    made[index] = page
    return page
  }

  /// The index of the page shown.
  var currentIndex: Int { (viewControllers?.first as? ArticleStepViewController)?.index ?? 0 }

  /// Turns one page forward or back, animated, as the arrow keys do;
  /// nothing past the first or the last page.
  func turn(forward: Bool) {
    let next = currentIndex + (forward ? 1 : -1)
    guard ArticleSteps.pages.indices.contains(next) else { return }
    isTurning = true
    setViewControllers([page(next)], direction: forward ? .forward : .reverse, animated: true) {
      [weak self] _ in self?.endTurn()
    }
  }

  private func endTurn() {
    isTurning = false
    turnEnded()
    prepareTurnsAheadWhenIdle()
  }

  // MARK: Ready before a turn

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    prepareTurnsAheadWhenIdle()
  }

  /// What a turn from the page shown needs, made at the loop's next idle
  /// moment, so that a turn's first frame only draws (as the radar's turns
  /// are readied, `RootViewController+TurnAhead.swift`): the pages before
  /// and after, loaded and laid out at the page's size (their labels'
  /// lines measured then, and rasterized in the background), and the
  /// render targets of the curl's snapshots.
  func prepareTurnsAheadWhenIdle() {
    view.window?.performWhenIdle { [weak self] in self?.prepareTurnsAhead() }
  }

  private func prepareTurnsAhead() {
    let size = pageContainer.bounds.size
    guard !isTurning, size.width > 0, size.height > 0 else { return }
    for index in [currentIndex + 1, currentIndex - 1]
    where ArticleSteps.pages.indices.contains(index) {
      let page = page(index)
      page.view.frame = CGRect(origin: .zero, size: size)
      page.view.layoutIfNeeded()
    }
    view.window?.renderer?.prepareRenderTargets(sizes: [size, size])
  }

  // MARK: PageViewControllerDelegate

  func pageViewController(
    _ pageViewController: PageViewController,
    willTransitionTo pendingViewControllers: [ViewController]
  ) {
    isTurning = true
  }

  func pageViewController(
    _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [ViewController], transitionCompleted completed: Bool
  ) {
    endTurn()
  }

  // MARK: PageViewControllerDataSource

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
  ) -> ViewController? {
    guard let step = viewController as? ArticleStepViewController, step.index > 0 else {
      return nil
    }
    return page(step.index - 1)
  }

  func pageViewController(
    _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
  ) -> ViewController? {
    guard let step = viewController as? ArticleStepViewController,
      step.index + 1 < ArticleSteps.pages.count
    else { return nil }
    return page(step.index + 1)
  }
}

/// One page of the article: its step's section, then what the article
/// does (its Objective-C) beside what does it here (the Swift), on paper,
/// and how to turn the page.
@MainActor
final class ArticleStepViewController: ViewController {
  let index: Int
  private let heading = Label()
  private let articleLabel = Label()
  private let articleText = Label()
  private let hereLabel = Label()
  private let hereText = Label()
  private let hint = Label()
  /// The paper, the ink, and the page's margins.
  static let paper = Color(hex: 0xF7F3E8)
  static let ink = Color(hex: 0x23262B)
  static let accent = Color(hex: 0x6B7280)
  static let margin = 28.0

  init(index: Int) {
    self.index = index
    super.init()
    title = "page \(index + 1)"
  }

  override func loadView() {
    let root = View()
    root.backgroundColor = Self.paper
    let (section, step) = ArticleSteps.pages[index]
    let count = ArticleSteps.pages.count
    heading.text = "\(index + 1) of \(count) · \(ArticleSteps.plainText(section.title))"
    articleLabel.text = "The article (Objective-C)"
    articleText.text = ArticleSteps.plainText(step.article)
    hereLabel.text = "Here (Swift)"
    hereText.text = ArticleSteps.plainText(step.here)
    hint.text = "Drag the page by its corner, click its edge, or press ← or → to turn it"
    for label in [heading, articleLabel, hereLabel, hint] {
      label.textColor = Self.accent
      label.font = .boldSystemFont(ofSize: 13)
    }
    for label in [articleText, hereText] {
      label.textColor = Self.ink
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 16)
    }
    for label in [heading, articleLabel, articleText, hereLabel, hereText, hint] {
      root.addSubview(label)
    }
    view = root
  }

  /// The heading across the page, then the article's call in the left
  /// column beside the Swift in the right, each under its label; the hint
  /// at the foot.
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let margin = Self.margin
    let width = max(view.bounds.width - 2 * margin, 1)
    let column = max((width - margin) / 2, 1)
    func place(_ label: Label, x: Double, y: Double, width: Double) -> Double {
      let height = label.sizeThatFits(CGSize(width: width, height: 0)).height
      label.frame = CGRect(x: x, y: y, width: width, height: height)
      return y + height
    }
    let top = place(heading, x: margin, y: margin, width: width) + 24
    let right = margin + column + margin
    let articleTop = place(articleLabel, x: margin, y: top, width: column) + 8
    _ = place(articleText, x: margin, y: articleTop, width: column)
    let hereTop = place(hereLabel, x: right, y: top, width: column) + 8
    _ = place(hereText, x: right, y: hereTop, width: column)
    let hintHeight = hint.sizeThatFits(CGSize(width: width, height: 0)).height
    hint.frame = CGRect(
      x: margin, y: view.bounds.height - margin - hintHeight, width: width, height: hintHeight)
  }
}
