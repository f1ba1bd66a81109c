import Foundation

/// Carrying out one turn, by hand or animated (`PageTurn` has its callbacks):
///
///   1. `startTurn`: the new pages are added as children, their views
///      loaded and put in the container (beneath the pages shown, laid out
///      for the curl by `PageViewController+Curl.swift`; beside the page
///      shown, for the scroll); a turn by hand tells the delegate
///      `willTransitionTo` with the new pages; the will-callbacks come.
///   2. `show(progress:)`: the curl (`PageCurlView`) or the slide follows
///      the progress, 0 to 1.
///   3. `release`: the turn animates to its end (completing) or back to its
///      start: the curl on an ease-out over up to `curlDuration`, the scroll
///      on a critically damped spring carrying the finger's speed.
///   4. `endTurn`: the turn settles, `viewControllers` becomes the new
///      pages (one, or the new pair) if it completed, the delegate hears `didFinishAnimating` (by hand only),
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

  /// Step 1, from the pages shown to `to` (as many); `grab` is where the
  /// curl is taken hold of, in the container's points.
  func startTurn(
    to: [ViewController], direction: NavigationDirection, byHand: Bool, grab: CGPoint? = nil
  ) {
    let turn = PageTurn(
      from: pages, to: to, direction: direction, style: transitionStyle, byHand: byHand,
      onScreen: viewIfLoaded?.window != nil)
    for page in turn.joining {
      addChild(page)
      page.loadViewIfNeeded()
    }
    self.turn = turn
    if byHand { delegate?.pageViewController(self, willTransitionTo: to) }
    turn.begin(animated: true)
    for page in turn.joining {
      page.view.autoresizingMask = []
      page.view.isHidden = false
      page.view.frame = pageContainer.bounds
    }
    if transitionStyle == .pageCurl {
      for page in turn.joining.reversed() { pageContainer.insertSubview(page.view, at: 0) }
      addCurl(for: turn, grab: grab ?? defaultGrab)
    } else {
      for page in turn.joining { pageContainer.addSubview(page.view) }
    }
    show(progress: 0)
  }

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
    for page in turn.from {
      page.view.frame = offset(pageContainer.bounds, by: -sign * progress * pageStride)
    }
    for page in turn.to {
      page.view.frame = offset(pageContainer.bounds, by: sign * (1 - progress) * pageStride)
    }
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
    if completed { pages = turn.to }
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
