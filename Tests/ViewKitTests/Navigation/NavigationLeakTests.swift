import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// flowkey's UIKit navigation leak case, ported: nothing in a
  /// presentation of a navigation controller, its push and pop, or its
  /// dismissal keeps a controller alive once the program lets go of it.
  @Suite(.serialized) @MainActor
  final class NavigationLeakTests {
    let time = VirtualAnimationTime()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 244))

    @Test func aPresentedNavigationControllerItsRootAndThePresenterAreFreedAfterDismissal() {
      weak var presenter: ViewController?
      weak var navigation: NavigationController?
      weak var wrapped: ViewController?
      weak var pushed: ViewController?
      do {
        let home = Named("Home")
        let root = Named("Root")
        let stack = NavigationController(rootViewController: root)
        window.rootViewController = home
        home.present(stack, animated: true)
        time.play(0.6)
        let next = Named("Next")
        stack.pushViewController(next, animated: true)
        time.play(0.6)
        stack.popViewController(animated: true)
        time.play(0.6)
        #expect(home.presentedViewController === stack && root.navigationController === stack)
        stack.dismiss(animated: true)
        time.play(0.6)
        #expect(home.presentedViewController == nil)
        (presenter, navigation, wrapped, pushed) = (home, stack, root, next)
        window.rootViewController = Named("Other")
      }
      time.play(0.1)
      #expect(pushed == nil)
      #expect(wrapped == nil)
      #expect(navigation == nil)
      #expect(presenter == nil)
    }
  }
}
