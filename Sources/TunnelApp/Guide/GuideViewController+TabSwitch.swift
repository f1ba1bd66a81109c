import Foundation
import Platform
import ViewKit

/// The Guide's tab switch: the tab bar controller's delegate supplies the
/// animator (`GuideTabSlideAnimator`: the content slides toward the side
/// of the chosen tab) for every switch, a tap's or code's, and, while a
/// hand is on it, the interaction controller that drives it.
///
/// By hand: a horizontal pan across the tab bar, or across a tab's text
/// (not the article's pages, which take their own horizontal drags),
/// selects the neighbouring tab on its first move, dragging left the next
/// and right the one before (toward no tab it does not begin), and drives the switch through a
/// `PercentDrivenInteractiveTransition` as far as the drag has crossed the
/// card. Let go, it finishes or turns back as a hand turn of the radar
/// does (`HandTurn.completes(progress:velocity:)`).
extension GuideViewController: TabBarControllerDelegate {
  func setUpTabSwitch() {
    delegate = self
    switchGate.excluded = articleTab.pageContainer
    articleTab.turnEnded = { [weak self] in self?.settlingChanged() }
    switchGate.allows = { [unowned self] moved in isSettled && neighbourTab(dx: moved.x) != nil }
    switchPan.name = "tabs"
    switchPan.delegate = switchGate
    switchPan.addAction { [weak self] _ in self?.switchPanned() }
  }

  /// The tab a drag of `dx` points (left: the next), if there is one.
  func neighbourTab(dx: Double) -> Int? {
    let target = selectedIndex + (dx < 0 ? 1 : -1)
    return (viewControllers ?? []).indices.contains(target) ? target : nil
  }

  private func switchPanned() {
    let dx = switchPan.translation(in: nil).x
    let width = max(contentView.bounds.width, 1)
    switch switchPan.state {
    case .began:
      guard tabDriver == nil, let target = neighbourTab(dx: dx) else { return }
      let driver = PercentDrivenInteractiveTransition()
      tabDriver = driver
      selectedIndex = target
    case .changed:
      tabDriver?.update(min(max(abs(dx) / width, 0), 1))
    case .ended:
      guard let driver = tabDriver else { return }
      let toward = dx < 0 ? -1.0 : 1.0
      let velocity = switchPan.velocity(in: nil).x * toward / width
      if HandTurn.completes(progress: driver.percentComplete, velocity: velocity) {
        driver.finish()
      } else {
        driver.cancel()
      }
      tabDriver = nil
    case .cancelled, .failed:
      tabDriver?.cancel()
      tabDriver = nil
    case .possible:
      break
    }
  }

  // MARK: TabBarControllerDelegate

  /// A tap switches only once the Guide has settled (a tap during a switch
  /// is asked again when it is carried out, after the switch).
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool {
    isSettled
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning? {
    let tabs = viewControllers ?? []
    guard let from = tabs.firstIndex(where: { $0 === fromVC }),
      let to = tabs.firstIndex(where: { $0 === toVC })
    else { return nil }
    switchesUnderWay += 1
    settlingChanged()
    return GuideTabSlideAnimator(toTheRight: to > from) { [weak self] in self?.tabSwitchEnded() }
  }

  public func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning? {
    tabDriver
  }
}
