import Foundation

/// One turn from the pages shown to the next or previous ones, by hand or
/// animated: what it changes, the appearance callbacks in UIKit's order for
/// its style, and how it settles forward or falls back.
///
/// Apple documents no order; these are the orders UIKit is observed to
/// send for one page (research notes, section 1e), `cur` the page shown,
/// `new` the page turned to. With two pages (a mid spine, or double-sided)
/// `new` is every page of the new pair not in the old one and `cur` every
/// page of the old pair not in the new one, each group in its pair's order:
///
/// | | will | settle |
/// | --- | --- | --- |
/// | curl, completed | new.willAppear, cur.willDisappear | cur.didDisappear, new.didAppear |
/// | curl, cancelled | (same) | new.willDisappear, cur.willAppear, new.didDisappear, cur.didAppear |
/// | scroll, completed | (same) | new.didAppear, cur.didDisappear |
/// | scroll, cancelled | (same) | cur.willAppear, cur.didAppear, new.willDisappear, new.didDisappear |
///
/// On a cancel the new page hears `viewWillAppear` then `viewWillDisappear`
/// and `viewDidDisappear`, never `viewDidAppear`: the one unbalanced pair
/// UIKit shows. Containment: the new pages are added (`addChild`) when the
/// turn starts; completed, the old pages leave (`willMove(toParent: nil)`,
/// `removeFromParent()`) and the new ones hear `didMove(toParent:)`;
/// cancelled, the new pages leave instead.
@MainActor
final class PageTurn {
  /// The pages shown when the turn starts (`viewControllers`).
  let from: [ViewController]
  /// The pages shown once it completes.
  let to: [ViewController]
  /// `new` above: the pages of `to` not in `from`.
  let joining: [ViewController]
  /// `cur` above: the pages of `from` not in `to`.
  let leaving: [ViewController]
  let direction: PageViewController.NavigationDirection
  let style: PageViewController.TransitionStyle
  /// Driven by a gesture: the delegate hears it.
  let byHand: Bool
  /// Runs once the turn settles, with whether it completed and its animation finished.
  var completion: ((Bool) -> Void)?
  /// How far the turn has gone, 0...1 (the model value; drawing may lag).
  var progress = 0.0
  /// True once the finger has let go and the turn is animating to its end.
  var isReleased = false
  private let onScreen: Bool
  private var settled = false

  init(
    from: [ViewController], to: [ViewController],
    direction: PageViewController.NavigationDirection,
    style: PageViewController.TransitionStyle, byHand: Bool, onScreen: Bool
  ) {
    self.from = from
    self.to = to
    joining = to.filter { page in !from.contains { $0 === page } }
    leaving = from.filter { page in !to.contains { $0 === page } }
    self.direction = direction
    self.style = style
    self.byHand = byHand
    self.onScreen = onScreen
  }

  /// The will-callbacks, new pages first; moving the views sends none of their own.
  func begin(animated: Bool) {
    if onScreen {
      for page in joining { page.beginAppearanceTransition(true, animated: animated) }
      for page in leaving { page.beginAppearanceTransition(false, animated: animated) }
    }
    for page in joining + leaving { page.appearanceDrivenByTransition += 1 }
  }

  /// The settling callbacks in the order of the table above; the views
  /// that leave are taken out of their superview first. Once only.
  func settle(completed: Bool, parent: ViewController) {
    guard !settled else { return }
    settled = true
    let (gone, kept) = completed ? (leaving, joining) : (joining, leaving)
    for page in gone { page.viewIfLoaded?.removeFromSuperview() }
    for page in joining + leaving { page.appearanceDrivenByTransition -= 1 }
    if onScreen { sendSettlingCallbacks(completed: completed) }
    for page in gone {
      page.willMove(toParent: nil)
      page.removeFromParent()
    }
    if completed { for page in kept { page.didMove(toParent: parent) } }
  }

  private func sendSettlingCallbacks(completed: Bool) {
    func will(_ pages: [ViewController], appear: Bool) {
      for page in pages { page.beginAppearanceTransition(appear, animated: true) }
    }
    func did(_ pages: [ViewController]) {
      for page in pages { page.endAppearanceTransition() }
    }
    switch (style, completed) {
    case (.pageCurl, true):
      did(leaving)
      did(joining)
    case (.pageCurl, false):
      will(joining, appear: false)
      will(leaving, appear: true)
      did(joining)
      did(leaving)
    case (.scroll, true):
      did(joining)
      did(leaving)
    case (.scroll, false):
      will(leaving, appear: true)
      did(leaving)
      will(joining, appear: false)
      did(joining)
    }
  }
}

/// A `setViewControllers` asked for during a turn, kept until it settles.
@MainActor
struct QueuedSet {
  let viewControllers: [ViewController]
  let direction: PageViewController.NavigationDirection
  let animated: Bool
  let completion: ((Bool) -> Void)?
}
