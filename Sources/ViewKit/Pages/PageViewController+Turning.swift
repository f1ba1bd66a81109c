import Foundation

/// Carrying out one turn, by hand or animated (`PageTurn` has its callbacks):
///
///   1. `startTurn`: the new page is added as a child, its view loaded and
///      put in the container (beneath the page shown, for the curl; beside
///      it, for the scroll); a turn by hand tells the delegate
///      `willTransitionTo`; the will-callbacks come.
///   2. `show(progress:)`: the curl (`PageCurlView`) or the slide follows
///      the progress, 0 to 1.
///   3. `release`: the turn animates to its end (completing) or back to its
///      start: the curl on an ease-out over up to `curlDuration`, the scroll
///      on a critically damped spring carrying the finger's speed.
///   4. `endTurn`: the turn settles, `viewControllers` changes if it
///      completed, the delegate hears `didFinishAnimating` (by hand only),
///      the completion runs, and a queued set is carried out.
extension PageViewController {
  /// How long a whole curl takes to play when let go (or asked for).
  public static let curlDuration = 0.5
  /// How long the scroll's spring takes to settle.
  public static let scrollSettleDuration = 0.45

  /// The page after (forward) or before (reverse) `page`, from the data source.
  func neighbour(of page: ViewController, _ direction: NavigationDirection) -> ViewController? {
    guard let dataSource else { return nil }
    return direction == .forward
      ? dataSource.pageViewController(self, viewControllerAfter: page)
      : dataSource.pageViewController(self, viewControllerBefore: page)
  }

  /// Step 1; `grab` is where the curl is taken hold of, in the container's points.
  func startTurn(
    from: ViewController, to: ViewController, direction: NavigationDirection, byHand: Bool,
    grab: CGPoint? = nil
  ) {
    let onScreen = viewIfLoaded?.window != nil
    addChild(to)
    to.loadViewIfNeeded()
    let turn = PageTurn(
      from: from, to: to, direction: direction, style: transitionStyle, byHand: byHand,
      onScreen: onScreen)
    self.turn = turn
    if byHand { delegate?.pageViewController(self, willTransitionTo: [to]) }
    turn.begin(animated: true)
    to.view.autoresizingMask = []
    to.view.isHidden = false
    to.view.frame = pageContainer.bounds
    if transitionStyle == .pageCurl {
      pageContainer.insertSubview(to.view, belowSubview: from.view)
      let curl = PageCurlView(frame: pageContainer.bounds)
      let forward = direction == .forward
      curl.configure(
        front: forward ? from.view : to.view, beneath: forward ? to.view : from.view,
        grab: grab ?? defaultGrab, orientation: navigationOrientation)
      pageContainer.addSubview(curl)
    } else {
      pageContainer.addSubview(to.view)
    }
    show(progress: 0)
  }

  /// Where a turn not begun by a finger takes hold: the corner at the
  /// far end of the edge that lifts (bottom right, horizontal).
  var defaultGrab: CGPoint {
    let size = pageContainer.bounds.size
    return CGPoint(x: size.width, y: size.height)
  }

  /// The curl drawn over the pages during a turn, if any.
  var curlView: PageCurlView? { pageContainer.subviews.last as? PageCurlView }

  /// Step 2.
  func show(progress: Double) {
    guard let turn else { return }
    turn.progress = progress
    if let curlView {
      let curled = turn.direction == .forward ? progress : 1 - progress
      curlView.setAnimatableValue(curled, forKey: PageCurlView.progressKey)
      return
    }
    let sign = turn.direction == .forward ? 1.0 : -1.0
    turn.from.view.frame = offset(pageContainer.bounds, by: -sign * progress * pageStride)
    turn.to.view.frame = offset(pageContainer.bounds, by: sign * (1 - progress) * pageStride)
  }

  /// Step 3: `velocity` is in points a second the way of the turn.
  func release(completing: Bool, velocity: Double) {
    guard let turn, !turn.isReleased else { return }
    turn.isReleased = true
    let target = completing ? 1.0 : 0.0
    let remaining = abs(target - turn.progress)
    let done: (Bool) -> Void = { [weak self] finished in
      self?.endTurn(completed: completing, finished: finished)
    }
    if transitionStyle == .pageCurl {
      View.animate(
        withDuration: max(Self.curlDuration * remaining, 0.05), delay: 0,
        options: [.curveEaseOut], animations: { self.show(progress: target) }, completion: done)
    } else {
      let distance = max(remaining * pageStride, 1)
      let speed = (completing ? velocity : -velocity) / distance
      View.animate(
        withDuration: Self.scrollSettleDuration, delay: 0, usingSpringWithDamping: 1,
        initialSpringVelocity: max(speed, 0), animations: { self.show(progress: target) },
        completion: done)
    }
  }

  /// Step 4.
  func endTurn(completed: Bool, finished: Bool) {
    guard let turn else { return }
    self.turn = nil
    curlView?.removeFromSuperview()
    let previous = pages
    if completed { pages = [turn.to] }
    turn.settle(completed: completed, parent: self)
    layOutPages()
    if completed, turn.byHand, !pageControl.isHidden {
      let step = turn.direction == .forward ? 1 : -1
      pageControl.currentPage = pageControl.currentPage + step
    }
    if turn.byHand {
      delegate?.pageViewController(
        self, didFinishAnimating: finished, previousViewControllers: previous,
        transitionCompleted: completed)
    }
    turn.completion?(finished)
    applyQueuedSet()
  }
}
