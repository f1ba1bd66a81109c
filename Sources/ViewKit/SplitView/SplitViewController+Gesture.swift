import Foundation

/// An edge swipe under way: the change of display mode it drives, so that
/// it can settle or be undone.
@MainActor
final class SplitSwipe {
  let moves: ColumnMoves
  let animator: ViewPropertyAnimator
  /// The mode before the swipe, put back if it is cancelled.
  let previousMode: SplitViewController.DisplayMode
  /// How far the finger goes to finish the change: the primary's width.
  let distance: Double

  init(
    moves: ColumnMoves, animator: ViewPropertyAnimator,
    previousMode: SplitViewController.DisplayMode, distance: Double
  ) {
    self.moves = moves
    self.animator = animator
    self.previousMode = previousMode
    self.distance = distance
  }
}

/// The edge swipe: a pan from the split view's left edge brings the
/// primary column in (beside or over, as `show(.primary)` would), following
/// the finger, and letting go finishes or cancels.
///
/// UIKit counterpart: the gesture `presentsWithGesture` turns on, whose
/// thresholds Apple does not document. ViewKit's are the navigation
/// controller's interactive pop's: it finishes when let go past half the
/// primary's width or flicked to the right faster than
/// `NavigationController.flickSpeed`; otherwise it cancels. The change of
/// mode runs the steps of `SplitViewController+DisplayMode.swift`, its
/// slide on a paused `ViewPropertyAnimator` the finger scrubs; a cancelled
/// swipe puts the old mode back, the delegate hearing `willChangeTo` it,
/// and the primary hears `viewWillDisappear` and `viewDidDisappear`.
///
/// The swipe begins only when the primary is not fully shown, the
/// controller is expanded and at rest, and the navigation controller at
/// the left edge has nothing to pop: there, the edge swipe pops, as on a
/// stack of its own. Hiding the primary by hand is not offered (the
/// button does it).
extension SplitViewController {
  func setUpEdgePan() {
    edgePan.edges = .left
    edgePan.name = "splitViewSwipe"
    edgePanGate.split = self
    edgePan.delegate = edgePanGate
    edgePan.addAction { [weak self] recognizer in
      guard let self, let pan = recognizer as? PanGestureRecognizer else { return }
      self.edgePanChanged(pan)
    }
  }

  /// The mode a swipe would bring, if one may begin now.
  var swipeTarget: DisplayMode? {
    guard presentsWithGesture, !collapsed, sizeClassChange == nil, !modeChangeUnderWay,
      swipe == nil, !isFullyVisible(.primary, in: mode)
    else { return nil }
    if let leading = columnsShown(in: mode).first, let navigation = navigation(of: leading),
      navigation.viewControllers.count > 1
    {
      return nil  // the edge swipe pops that stack
    }
    return nearestMode(where: { isFullyVisible(.primary, in: $0) })
  }

  private func edgePanChanged(_ pan: PanGestureRecognizer) {
    let translation = pan.translation(in: view).x
    switch pan.state {
    case .began:
      beginSwipe()
      updateSwipe(translation: translation)
    case .changed: updateSwipe(translation: translation)
    case .ended: endSwipe(translation: translation, velocity: pan.velocity(in: view).x)
    case .cancelled, .failed: endSwipe(translation: 0, velocity: -.infinity)
    case .possible: break
    }
  }

  /// Starts the change of mode, paused at its start.
  func beginSwipe() {
    guard let target = swipeTarget, viewIfLoaded?.window != nil else { return }
    delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
    let old = mode
    let (leaving, joining) = tellDelegate(from: old, to: target, tellsColumns: true)  // a person's
    mode = target
    let moves = beginColumnMoves(from: old, leaving: leaving, joining: joining, animated: true)
    let animator = ViewPropertyAnimator(
      duration: Self.displayModeChangeDuration, curve: .easeInOut,
      animations: { [weak self] in self?.layOutColumns() })
    animator.pauseAnimation()
    swipe = SplitSwipe(
      moves: moves, animator: animator, previousMode: old,
      distance: max(primaryColumnWidth, 1))
  }

  /// Moves the change to follow a drag `translation` points to the right.
  func updateSwipe(translation: Double) {
    guard let swipe, !swipe.animator.isRunning else { return }
    swipe.animator.fractionComplete = translation / swipe.distance
  }

  /// Lets go: the change finishes or cancels by the rule above.
  func endSwipe(translation: Double, velocity: Double) {
    guard let swipe, !swipe.animator.isRunning else { return }
    let flick = NavigationController.flickSpeed
    let progress = translation / swipe.distance
    let finishes = velocity > flick || (progress > 0.5 && velocity > -flick)
    swipe.animator.isReversed = !finishes
    swipe.animator.addCompletion { [weak self] position in
      self?.settleSwipe(swipe, completed: position == .end)
    }
    swipe.animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
  }

  private func settleSwipe(_ swipe: SplitSwipe, completed: Bool) {
    self.swipe = nil
    if completed {
      swipe.moves.finish()
    } else {
      mode = swipe.previousMode
      tellWillChange(to: mode)
      swipe.moves.undo()
      layOutColumns()
    }
    delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
    carryOutPendingMode()
    collapseOrExpandToMatchTraits()  // a resize that waited for the swipe
  }
}

/// The edge swipe's delegate: it begins only when the primary can be
/// brought in (`swipeTarget`).
@MainActor
final class SplitEdgePanGate: GestureRecognizerDelegate {
  weak var split: SplitViewController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    split?.swipeTarget != nil
  }
}
