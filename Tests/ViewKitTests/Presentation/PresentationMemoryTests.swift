import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// What a presentation keeps alive. UIKit's presentation machinery holds
  /// nothing that holds it: a presented controller, its presenter, their
  /// views and the window go as soon as nobody outside refers to them,
  /// whether the presentation is up or over.
  @Suite(.serialized) @MainActor
  final class PresentationMemoryTests {
    let time = VirtualAnimationTime()

    /// Weak references to everything one presentation involves.
    struct Watched {
      weak var window: Window?
      weak var root: ViewController?
      weak var child: ViewController?
      weak var sheet: ViewController?
      weak var sheetView: View?
      weak var childView: View?

      var survivors: [String] {
        let alive: [(String, AnyObject?)] = [
          ("window", window), ("root", root), ("child", child), ("sheet", sheet),
          ("sheet's view", sheetView), ("child's view", childView),
        ]
        return alive.filter { $0.1 != nil }.map(\.0)
      }
    }

    nonisolated static let styles: [ModalPresentationStyle] = [
      .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom,
    ]

    /// Root > Child, Child defining the context, presents a sheet; the
    /// references made here are the only outside ones, and go on return.
    func presentation(
      _ style: ModalPresentationStyle, animated: Bool, dismissed: Bool
    ) -> Watched {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let root = Container("Root")
      let child = Named("Child")
      window.rootViewController = root
      root.show(child)
      child.definesPresentationContext = true
      let presented = sheet("Sheet", style)
      child.present(presented, animated: animated)
      time.play(1)
      #expect(presented.presentingViewController != nil)
      if dismissed {
        presented.dismiss(animated: animated)
        time.play(1)
        #expect(presented.presentingViewController == nil)
      }
      return Watched(
        window: window, root: root, child: child, sheet: presented, sheetView: presented.view,
        childView: child.view)
    }

    /// Presented, and dismissed if asked, with and without animation:
    /// nothing is left once `presentation` returns.
    func expectNothingSurvives(_ style: ModalPresentationStyle, dismissed: Bool) {
      for animated in [false, true] {
        let watched = presentation(style, animated: animated, dismissed: dismissed)
        #expect(watched.survivors == [], "\(style), animated: \(animated)")
      }
    }

    @Test(arguments: styles)
    func nothingStaysAliveThroughAPresentationOnceTheOutsideReferencesAreGone(
      style: ModalPresentationStyle
    ) {
      expectNothingSurvives(style, dismissed: false)
    }

    @Test(arguments: styles)
    func nothingStaysAliveAfterADismissalOnceTheOutsideReferencesAreGone(
      style: ModalPresentationStyle
    ) {
      expectNothingSurvives(style, dismissed: true)
    }
  }
}
