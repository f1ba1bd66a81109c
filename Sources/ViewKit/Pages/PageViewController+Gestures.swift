import Foundation

/// Turning by hand: a pan drags the page (the curl's, or the scroll's own),
/// and for the curl a tap in the margin turns it.
///
/// - The pan's first movement picks the direction: toward the start of the
///   orientation (left, or up) turns forward, the other way reverse (with
///   a mid spine: the right page over to the left, or the left page over
///   to the right). The data source gives the page, or with two pages the
///   two the new pair needs (`pagesForTurn`); nil there, the curl does not
///   move and the scroll rubber-bands (`PageViewController+Scroll.swift`).
/// - The turn follows the finger: progress is the drag's length over the
///   page's (the curl's fold taken hold of where the finger grabbed).
/// - Let go past half way, or flicked the way of the turn faster than
///   `flickSpeed`, it completes; otherwise (or flicked back) it falls back.
/// - The tap receives only touches in the outer `tapMarginShare` of the
///   page at either end (`PageGestureGate`): the far end turns forward, the
///   near end reverse, as a turn by hand (the delegate hears it).
extension PageViewController {
  func setUpGestures() {
    gate.pages = self
    for recognizer in [curlPan, curlTap, scrollPan] as [GestureRecognizer] {
      recognizer.delegate = gate
    }
    curlPan.name = "pageCurlPan"
    curlTap.name = "pageCurlTap"
    scrollPan.name = "pageScroll"
    curlPan.maximumNumberOfTouches = 1
    scrollPan.maximumNumberOfTouches = 1
    curlPan.addAction { [weak self] in self?.panChanged($0) }
    scrollPan.addAction { [weak self] in self?.panChanged($0) }
    curlTap.addAction { [weak self] in self?.tapped($0) }
  }

  /// A point's coordinate along the orientation.
  func along(_ point: CGPoint) -> Double {
    navigationOrientation == .horizontal ? point.x : point.y
  }

  private func panChanged(_ recognizer: GestureRecognizer) {
    guard let pan = recognizer as? PanGestureRecognizer else { return }
    let translation = along(pan.translation(in: view))
    switch pan.state {
    case .began:
      beginTurnByHand(translation: translation, at: pan.location(in: pageContainer))
      updateTurnByHand(translation: translation)
    case .changed: updateTurnByHand(translation: translation)
    case .ended:
      endTurnByHand(translation: translation, velocity: along(pan.velocity(in: view)))
    case .cancelled, .failed: endTurnByHand(translation: 0, velocity: 0)
    case .possible: break
    }
  }

  /// Starts a turn by hand in the direction of `translation`, taken hold
  /// of at `point` (container points); or, in the scroll style with no page
  /// that way, starts pulling. False if nothing starts.
  @discardableResult
  func beginTurnByHand(translation: Double, at point: CGPoint) -> Bool {
    guard turn == nil, !isPulling, !pages.isEmpty, pages.count == requiredPageCount else {
      return false
    }
    let direction: NavigationDirection = translation <= 0 ? .forward : .reverse
    guard let to = pagesForTurn(direction) else {
      if transitionStyle == .scroll { isPulling = true }
      return isPulling
    }
    startTurn(to: to, direction: direction, byHand: true, grab: grabPoint(for: point))
    return true
  }

  /// Where the curl takes hold for a finger at `point`: on the edge that
  /// lifts (the right, or the bottom), at the near corner when the finger
  /// is in the outer third across, else level with the finger.
  func grabPoint(for point: CGPoint) -> CGPoint {
    let size = pageContainer.bounds.size
    func snap(_ value: Double, _ length: Double) -> Double {
      value < length / 3 ? 0 : value > length * 2 / 3 ? length : value
    }
    return navigationOrientation == .horizontal
      ? CGPoint(x: size.width, y: snap(point.y, size.height))
      : CGPoint(x: snap(point.x, size.width), y: size.height)
  }

  /// Moves the turn (or the pull) to follow a drag of `translation` points.
  func updateTurnByHand(translation: Double) {
    if isPulling { return pull(to: translation) }
    guard let turn, !turn.isReleased, turn.byHand, pageStride > 0 else { return }
    let signed = turn.direction == .forward ? -translation : translation
    show(progress: min(max(signed / pageStride, 0), 1))
  }

  /// Lets go at `velocity` points a second along the orientation: the turn
  /// completes or falls back by the rule above (the pull springs back).
  func endTurnByHand(translation: Double, velocity: Double) {
    if isPulling { return releasePull(velocity: velocity) }
    guard let turn, !turn.isReleased, turn.byHand else { return }
    let speed = turn.direction == .forward ? -velocity : velocity
    let completes = speed > Self.flickSpeed || (turn.progress > 0.5 && speed > -Self.flickSpeed)
    release(completing: completes, velocity: speed)
  }

  private func tapped(_ recognizer: GestureRecognizer) {
    guard recognizer.state == .ended else { return }
    let point = recognizer.location(in: pageContainer)
    let length = along(CGPoint(x: pageContainer.bounds.width, y: pageContainer.bounds.height))
    let forward = along(point) > length / 2
    guard beginTurnByHand(translation: forward ? -1 : 1, at: point), turn != nil else { return }
    release(completing: true, velocity: 0)
  }

  /// True when `point` (container points) is in the tap's margin.
  func isInTapMargin(_ point: CGPoint) -> Bool {
    let length = along(CGPoint(x: pageContainer.bounds.width, y: pageContainer.bounds.height))
    let position = along(point)
    let margin = length * Self.tapMarginShare
    return position < margin || position > length - margin
  }
}

/// The page gestures' delegate: they begin only with a data source, as
/// many pages shown as the spine and sidedness require and no turn under way; the tap receives only touches in its
/// margin, so a button elsewhere on the page keeps its own.
@MainActor
final class PageGestureGate: GestureRecognizerDelegate {
  weak var pages: PageViewController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let pages else { return false }
    return pages.dataSource != nil && pages.turn == nil && !pages.isPulling
      && !pages.pages.isEmpty && pages.pages.count == pages.requiredPageCount
  }

  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  {
    guard let pages, gestureRecognizer === pages.curlTap else { return true }
    return pages.isInTapMargin(touch.location(in: pages.pageContainer))
  }
}
