import Foundation

/// One turn from the page shown to the next or previous one, by hand or
/// animated: what it changes, the appearance callbacks in UIKit's order for
/// its style, and how it settles forward or falls back.
///
/// Apple documents no order; these are the orders UIKit is observed to
/// send (research notes, section 1e), `cur` the page shown, `new` the page
/// turned to:
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
/// UIKit shows. Containment: the new page is added (`addChild`) when the
/// turn starts; completed, the old page leaves (`willMove(toParent: nil)`,
/// `removeFromParent()`) and the new one hears `didMove(toParent:)`;
/// cancelled, the new page leaves instead.
@MainActor
final class PageTurn {
  let from: ViewController
  let to: ViewController
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
    from: ViewController, to: ViewController, direction: PageViewController.NavigationDirection,
    style: PageViewController.TransitionStyle, byHand: Bool, onScreen: Bool
  ) {
    self.from = from
    self.to = to
    self.direction = direction
    self.style = style
    self.byHand = byHand
    self.onScreen = onScreen
  }

  /// The will-callbacks, new page first; moving the views sends none of its own.
  func begin(animated: Bool) {
    if onScreen {
      to.beginAppearanceTransition(true, animated: animated)
      from.beginAppearanceTransition(false, animated: animated)
    }
    from.appearanceDrivenByTransition += 1
    to.appearanceDrivenByTransition += 1
  }

  /// The settling callbacks in the order of the table above; the view
  /// that leaves is taken out of its superview first. Once only.
  func settle(completed: Bool, parent: ViewController) {
    guard !settled else { return }
    settled = true
    (completed ? from : to).view.removeFromSuperview()
    from.appearanceDrivenByTransition -= 1
    to.appearanceDrivenByTransition -= 1
    if onScreen { sendSettlingCallbacks(completed: completed) }
    let (leaving, staying) = completed ? (from, to) : (to, from)
    leaving.willMove(toParent: nil)
    leaving.removeFromParent()
    if completed { staying.didMove(toParent: parent) }
  }

  private func sendSettlingCallbacks(completed: Bool) {
    switch (style, completed) {
    case (.pageCurl, true):
      from.endAppearanceTransition()
      to.endAppearanceTransition()
    case (.pageCurl, false):
      to.beginAppearanceTransition(false, animated: true)
      from.beginAppearanceTransition(true, animated: true)
      to.endAppearanceTransition()
      from.endAppearanceTransition()
    case (.scroll, true):
      to.endAppearanceTransition()
      from.endAppearanceTransition()
    case (.scroll, false):
      from.beginAppearanceTransition(true, animated: true)
      from.endAppearanceTransition()
      to.beginAppearanceTransition(false, animated: true)
      to.endAppearanceTransition()
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
