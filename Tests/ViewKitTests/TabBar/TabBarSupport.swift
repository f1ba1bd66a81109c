import Foundation
import Platform
import Testing

@testable import ViewKit

/// A tab bar controller's delegate that writes what it hears into the
/// tracer, may refuse taps, and may hand out an animator and an
/// interaction controller.
@MainActor
final class TabRecorder: TabBarControllerDelegate {
  var allowsSelection = true
  var animator: ViewControllerAnimatedTransitioning?
  var interaction: ViewControllerInteractiveTransitioning?
  /// The from and to of each animator asked for.
  var animatorRequests: [String] = []

  private func note(_ text: String) {
    LifecycleTracer.current?.record(name: "delegate", event: .label(text))
  }

  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool {
    note("shouldSelect:\(viewController.traceName)")
    return allowsSelection
  }

  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    note("didSelect:\(viewController.traceName)")
  }

  func tabBarController(
    _ tabBarController: TabBarController,
    animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
  ) -> ViewControllerAnimatedTransitioning? {
    animatorRequests.append("\(fromVC.traceName)->\(toVC.traceName)")
    return animator
  }

  func tabBarController(
    _ tabBarController: TabBarController,
    interactionControllerFor animationController: ViewControllerAnimatedTransitioning
  ) -> ViewControllerInteractiveTransitioning? {
    interaction
  }
}

extension Window {
  /// A press and release of the mouse in the middle of `view`, as SDL
  /// reports a click, after laying the window out.
  func click(_ view: View, at time: Double) {
    layoutIfNeeded()
    let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    sendEvent(.mouseDown(point, .left), at: time)
    sendEvent(.mouseUp(point, .left), at: time + 0.05)
  }
}

extension TabBarController {
  /// The bar's button for the tab of `controller` (the More navigation
  /// controller for the More tab).
  func tabButton(for controller: ViewController) -> Control {
    tabBar.button(for: controller.tabBarItem)!
  }
}

/// The appearance callbacks of a switch from `from` to `to`: a navigation
/// push's order.
func switchOrder(_ from: String, _ to: String) -> [String] {
  [
    "\(from) viewWillDisappear", "\(to) viewWillAppear", "\(from) viewDidDisappear",
    "\(to) viewDidAppear",
  ]
}
