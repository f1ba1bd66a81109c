import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A split view controller's columns: the enums, wrapping, containment,
  /// `viewControllers`, `splitViewController`, and the programmer errors.
  @Suite(.serialized) @MainActor
  final class SplitViewControllerTests: SplitViewFixture {
    @Test func theEnumsHaveUIKitsRawValues() {
      typealias Split = SplitViewController
      #expect(
        [Split.Style.unspecified, .doubleColumn, .tripleColumn].map(\.rawValue) == [0, 1, 2])
      #expect(
        [Split.Column.primary, .supplementary, .secondary, .compact].map(\.rawValue) == [
          0, 1, 2, 3,
        ])
      let modes: [Split.DisplayMode] = [
        .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary,
        .twoOverSecondary, .twoDisplaceSecondary,
      ]
      #expect(modes.map(\.rawValue) == Array(0...6))
      #expect(
        [Split.SplitBehavior.automatic, .tile, .overlay, .displace].map(\.rawValue) == [0, 1, 2, 3])
      #expect(
        [Split.DisplayModeButtonVisibility.automatic, .never, .always].map(\.rawValue) == [0, 1, 2])
    }

    @Test func theStyleIsFixedByTheInitializerAndUnspecifiedMakesADoubleColumn() {
      #expect(SplitViewController(style: .tripleColumn).style == .tripleColumn)
      #expect(SplitViewController(style: .doubleColumn).style == .doubleColumn)
      #expect(SplitViewController(style: .unspecified).style == .doubleColumn)
    }

    @Test func aColumnsControllerIsWrappedInANavigationControllerUnlessItIsOne() {
      let split = SplitViewController(style: .tripleColumn)
      let own = NavigationController(rootViewController: Named("Own"))
      split.setViewController(p, for: .primary)
      split.setViewController(m, for: .supplementary)
      split.setViewController(own, for: .secondary)
      #expect(split.viewController(for: .primary) === p)
      #expect(split.viewController(for: .supplementary) === m)
      #expect(split.viewController(for: .secondary) === own)
      let wrappers = split.children.compactMap { $0 as? NavigationController }
      #expect(wrappers.count == 3)
      #expect(wrappers[0].viewControllers.areTheSameControllers(as: [p]))
      #expect(wrappers[1].viewControllers.areTheSameControllers(as: [m]))
      #expect(wrappers[2] === own)
      #expect(p.navigationController === wrappers[0])
    }

    @Test func theCompactColumnIsNeverWrapped() {
      let split = SplitViewController(style: .doubleColumn)
      let c = Named("C")
      split.setViewController(c, for: .compact)
      #expect(split.viewController(for: .compact) === c)
      #expect(split.children.areTheSameControllers(as: [c]))
    }

    @Test func expandedViewControllersListsThePrimarySupplementaryAndSecondaryWrappers() {
      let split = makeSplit(.tripleColumn)
      #expect(split.viewControllers.count == 3)
      let roots = split.viewControllers.map { ($0 as? NavigationController)?.viewControllers.first }
      #expect(roots[0] === p && roots[1] === m && roots[2] === s)
      split.setViewController(Named("C"), for: .compact)
      #expect(split.viewControllers.count == 3)  // compact only while collapsed
    }

    @Test func settingTheSupplementaryColumnOfADoubleColumnIsIgnoredWithAConsoleLine() {
      var warnings: [String] = []
      HierarchyWarnings.output = { warnings.append($0) }
      defer {
        HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
      }
      let split = SplitViewController(style: .doubleColumn)
      split.setViewController(m, for: .supplementary)
      #expect(split.viewController(for: .supplementary) == nil && split.children.isEmpty)
      #expect(warnings.count == 1 && warnings[0].contains("setViewController:forColumn:"))
    }

    @Test func replacingAShownColumnMovesOnlyItsChildInContainmentOrder() {
      let split = makeSplit()
      let old = split.children[1]
      let t = Named("T")
      split.setViewController(t, for: .secondary)
      #expect(
        tracer.events.filter { !$0.hasPrefix("T viewDidLoad") && !$0.contains("setStack") } == [
          "T willMoveToParent:NavigationController", "T didMoveToParent:NavigationController",
          "NavigationController willMoveToParent:nil",
          "NavigationController willMoveToParent:Split",
          "NavigationController viewDidLoad", "NavigationController viewWillDisappear",
          "S viewWillDisappear", "NavigationController viewWillAppear", "T viewWillAppear",
          "NavigationController viewDidDisappear", "S viewDidDisappear",
          "NavigationController viewDidAppear", "T viewDidAppear",
          "NavigationController didMoveToParent:nil", "NavigationController didMoveToParent:Split",
        ])
      #expect(old.parent == nil && split.viewController(for: .secondary) === t)
      #expect(t.view.window === window && s.view.window == nil)
    }

    @Test func splitViewControllerIsTheNearestAncestorThatIsOne() {
      let split = makeSplit()
      #expect(p.splitViewController === split && s.splitViewController === split)
      #expect(split.children.allSatisfy { $0.splitViewController === split })
      #expect(split.splitViewController == nil && Named("Alone").splitViewController == nil)
    }

    @Test func pushingASplitViewControllerIsAProgrammerError() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let nav = NavigationController(rootViewController: Named("A"))
          nav.pushViewController(SplitViewController(style: .doubleColumn), animated: false)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("A split view controller cannot be pushed onto a navigation stack"))
    }

    @Test func aSplitViewControllerAsANavigationRootIsAProgrammerError() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          _ = NavigationController(rootViewController: SplitViewController(style: .doubleColumn))
        }
      }
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let nav = NavigationController()
          nav.setViewControllers(
            [Named("A"), SplitViewController(style: .tripleColumn)], animated: false)
        }
      }
    }

    @Test func aTabBarControllerInThePrimaryColumnIsAProgrammerError() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          SplitViewController(style: .doubleColumn).setViewController(
            TabBarController(), for: .primary)
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("A tab bar controller cannot be the primary column"))
    }
  }
}
