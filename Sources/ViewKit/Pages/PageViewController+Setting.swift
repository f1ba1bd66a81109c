import Foundation

/// Setting the pages shown, as `UIPageViewController.setViewControllers(_:direction:animated:completion:)`:
///
///   0. Inside the delegate's `spineLocationFor` the request is held until
///      the spine it returns is in place (`traitCollectionDidChange`).
///   1. The number of pages must be what the spine and sidedness require
///      (`requiredPageCount`: two for a mid spine or double-sided, else
///      one); another number is a programmer error, with UIKit's message.
///   2. During a turn the request is queued (`PageViewController`'s doc
///      comment says why) and carried out when the turn settles.
///   3. Animated, on screen, from as many pages as are given and not the
///      same ones, it turns to the new pages in `direction` (the curl, its
///      sheet's back drawn from the pair's back page when double-sided, or
///      the scroll's slide) with the turn's callbacks (`PageTurn`), but
///      not the delegate's, which hears only turns by hand.
///   4. Otherwise the pages swap at once: new pages `viewWillAppear`, old
///      pages `viewWillDisappear`, then old `viewDidDisappear`, new
///      `viewDidAppear` (on screen), with containment around them.
///   5. The scroll style asks the data source for the indicator's count
///      and index.
///   6. The completion runs with `finished` true if the turn ran to its
///      end, also true without animation; never inside this call: at the
///      animation engine's next turn when made at once.
extension PageViewController {
  /// Shows `viewControllers` (the pages visible afterward), turning to them
  /// in `direction` if `animated`; `completion` gets whether the animation
  /// finished.
  public func setViewControllers(
    _ viewControllers: [ViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let new = viewControllers ?? []
    if choosingSpine {  // 0
      setWhileChoosingSpine = QueuedSet(
        viewControllers: new, direction: direction, animated: animated, completion: completion)
      return
    }
    precondition(  // 1
      new.count == requiredPageCount,
      "The number of view controllers provided (\(new.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition"
    )
    if turn != nil || isPulling {  // 2
      if let earlier = queuedSet?.completion {
        AnimationEngine.current.runOnNextTurn { earlier(false) }
      }
      queuedSet = QueuedSet(
        viewControllers: new, direction: direction, animated: animated, completion: completion)
      return
    }
    apply(new, direction: direction, animated: animated, completion: completion)
  }

  /// Steps 3 to 6.
  func apply(
    _ new: [ViewController], direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)?
  ) {
    let onScreen = viewIfLoaded?.window != nil
    let changes = zip(pages, new).contains { $0 !== $1 }
    if animated, onScreen, !pages.isEmpty, pages.count == new.count, changes {
      startTurn(to: new, direction: direction, byHand: false)  // 3
      turn?.completion = completion
      release(completing: true, velocity: 0)
    } else {
      replaceAtOnce(with: new)  // 4
      AnimationEngine.current.runOnNextTurn { completion?(true) }  // 6
    }
    askForIndicator()  // 5
  }

  /// Step 4.
  private func replaceAtOnce(with new: [ViewController]) {
    let old = pages
    let joining = new.filter { page in !old.contains { $0 === page } }
    let leaving = old.filter { page in !new.contains { $0 === page } }
    for page in joining { addChild(page) }
    for page in leaving { page.willMove(toParent: nil) }
    pages = new
    pull = 0
    if let view = viewIfLoaded {
      let onScreen = view.window != nil
      for page in joining { page.loadViewIfNeeded() }
      if onScreen {
        for page in joining { page.beginAppearanceTransition(true, animated: false) }
        for page in leaving { page.beginAppearanceTransition(false, animated: false) }
      }
      for page in joining + leaving { page.appearanceDrivenByTransition += 1 }
      for page in leaving { page.viewIfLoaded?.removeFromSuperview() }
      for page in joining { pageContainer.addSubview(page.view) }
      for page in joining + leaving { page.appearanceDrivenByTransition -= 1 }
      layOutPages()
      if onScreen {
        for page in leaving { page.endAppearanceTransition() }
        for page in joining { page.endAppearanceTransition() }
      }
    }
    for page in leaving { page.removeFromParent() }
    for page in joining { page.didMove(toParent: self) }
  }

  /// Step 5: the scroll style's indicator, horizontal, when the data source gives a count.
  func askForIndicator() {
    guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource
    else { return }
    let count = dataSource.presentationCount(for: self)
    pageControl.numberOfPages = max(count, 0)
    pageControl.currentPage = dataSource.presentationIndex(for: self)
    pageControl.isHidden = count <= 0
    viewIfLoaded?.setNeedsLayout()
  }

  /// Carries out a queued set, now that the turn has settled.
  func applyQueuedSet() {
    guard let queued = queuedSet else { return }
    queuedSet = nil
    apply(
      queued.viewControllers, direction: queued.direction, animated: queued.animated,
      completion: queued.completion)
  }
}
