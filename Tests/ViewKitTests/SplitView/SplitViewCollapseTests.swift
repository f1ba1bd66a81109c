import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Collapsing in a compact width and expanding back: `isCollapsed`'s
  /// timing, the delegate's order, the collapsed stack, the compact
  /// column, and `show(_:)` and `hide(_:)` while collapsed.
  @Suite(.serialized) @MainActor
  final class SplitViewCollapseTests: SplitViewFixture {
    var primaryStack: [ViewController] {
      (split?.installed[.primary] as? NavigationController)?.viewControllers ?? []
    }
    var split: SplitViewController?

    func collapse(_ style: SplitViewController.Style = .doubleColumn) -> SplitViewController {
      let split = makeSplit(style)
      self.split = split
      window.transition(toSize: Self.compact)
      play()
      tracer.clearLines()
      return split
    }

    /// The delegate's calls are traced as they are made, and only when a
    /// trace is being taken are their words made: untraced, a collapse
    /// describes nothing.
    @Test func aCollapseIsTracedOnlyWhileATraceIsTaken() {
      let split = makeSplit()
      var described = 0
      func words() -> String {
        described += 1
        return "described"
      }
      LifecycleTracer.current = nil
      split.trace(words())
      window.transition(toSize: Self.compact)
      play()
      #expect(described == 0 && split.isCollapsed && tracer.events.isEmpty)
      LifecycleTracer.current = tracer
      split.trace(words())
      window.transition(toSize: Self.regular)
      play()
      #expect(described == 1)
      #expect(tracer.events.contains("Split described"))
      #expect(tracer.events.contains("Split didExpand"))
    }

    @Test func aResizeAcrossRegularWidthCollapsesTheSecondaryOntoThePrimarysStack() {
      let split = makeSplit()
      self.split = split
      window.transition(toSize: Self.compact)
      #expect(!split.isCollapsed)  // until the transition ends
      #expect(primaryStack.areTheSameControllers(as: [p, s]))
      play()
      #expect(split.isCollapsed)
      #expect(split.viewControllers.areTheSameControllers(as: [split.installed[.primary]!]))
      #expect(split.view.subviews.areTheSameViews(as: [split.installed[.primary]!.view]))
      #expect(s.view.window === window && s.navigationController === split.installed[.primary])
      #expect(split.installed[.primary]!.view.frame == CGRect(origin: .zero, size: Self.compact))
    }

    @Test func aCollapseAsksTheTopColumnThenSaysDidCollapseOnceCollapsed() {
      _ = makeSplit()
      window.transition(toSize: Self.compact)
      #expect(lines.first == said("topColumn:secondary collapsed:false"))
      play()
      #expect(
        lines == [
          said("topColumn:secondary collapsed:false"), "S viewWillDisappear",
          "S viewDidDisappear", "P viewWillDisappear", "S viewWillAppear", "P viewDidDisappear",
          "S viewDidAppear", said("didCollapse collapsed:true"),
        ])
    }

    @Test func aTopColumnOfPrimaryKeepsTheSecondaryOffTheStack() {
      recorder.topColumn = .primary
      let split = collapse()
      #expect(primaryStack.areTheSameControllers(as: [p]))
      #expect(s.view.window == nil && split.isCollapsed)
    }

    @Test func aCompactControllerIsShownAloneWhileCollapsed() {
      let c = Named("C")
      let split = makeSplit()
      split.setViewController(c, for: .compact)
      window.transition(toSize: Self.compact)
      play()
      #expect(lines.first == said("topColumn:compact collapsed:false"))
      #expect(split.viewControllers.areTheSameControllers(as: [c]))
      #expect(split.view.subviews.areTheSameViews(as: [c.view]))
      #expect(p.view.window == nil && s.view.window == nil && c.appearanceState == .appeared)
    }

    @Test func expandingGivesTheColumnsBackAndIsCollapsedStaysTrueUntilTheEnd() {
      let split = collapse()
      let pushed = Named("Detail")
      s.navigationController?.pushViewController(pushed, animated: false)
      tracer.clearLines()
      window.transition(toSize: Self.regular)
      #expect(split.isCollapsed)
      #expect(lines.first == said("expandTo:oneBesideSecondary collapsed:true"))
      play()
      #expect(!split.isCollapsed && lines.last == said("didExpand collapsed:false"))
      #expect(primaryStack.areTheSameControllers(as: [p]))
      let secondary = split.installed[.secondary] as? NavigationController
      #expect(secondary?.viewControllers.areTheSameControllers(as: [s, pushed]) == true)
      #expect(pushed.view.window === window && split.viewControllers.count == 2)
      #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func theDelegatesExpandedModeIsTheModeAfterwards() {
      let split = collapse()
      recorder.expandedMode = .secondaryOnly
      window.transition(toSize: Self.regular)
      play()
      #expect(split.displayMode == .secondaryOnly)
      #expect(p.view.window == nil && s.view.window === window)
    }

    /// Apple's `willChangeTo`: called whenever the display mode is about
    /// to change; an expansion to the mode kept changes nothing.
    @Test func anExpansionToAnotherModeTellsWillChangeTo() {
      _ = collapse()
      tracer.clearLines()
      window.transition(toSize: Self.regular)
      play()
      #expect(!lines.contains { $0.contains("willChangeTo") })
      window.transition(toSize: Self.compact)
      play()
      recorder.expandedMode = .secondaryOnly
      tracer.clearLines()
      window.transition(toSize: Self.regular)
      play()
      #expect(lines.filter { $0.contains("willChangeTo") } == [said("willChangeTo:secondaryOnly")])
    }

    @Test func aSplitViewFirstLaidOutInACompactWindowStartsCollapsed() {
      window.transition(toSize: Self.compact)
      let split = makeSplit()
      self.split = split
      #expect(split.isCollapsed)
      #expect(primaryStack.areTheSameControllers(as: [p, s]))
    }

    @Test func replacingTheSecondaryWhileCollapsedPutsTheNewOneOnTheCollapsedStack() {
      let split = collapse(.tripleColumn)
      let t = Named("T")
      split.setViewController(t, for: .secondary)
      #expect(primaryStack.areTheSameControllers(as: [p, m, t]))
      #expect(t.view.window === window && s.parent == nil)
      let n = Named("N")
      split.setViewController(n, for: .supplementary)
      #expect(primaryStack.areTheSameControllers(as: [p, n, t]))
      window.transition(toSize: Self.regular)
      play()
      #expect(split.viewControllers.count == 3 && m.parent == nil)
      #expect(n.view.window === window && t.view.window === window)
    }

    @Test func collapsedShowOfTheColumnOnTopDoesNothingAndOfACoveredOnePops() {
      let split = collapse()
      split.show(.secondary)
      #expect(primaryStack.count == 2 && lines.isEmpty)
      split.show(.primary)
      play()
      #expect(primaryStack.areTheSameControllers(as: [p]))
      #expect(!lines.contains(said("willShow:primary")))  // asked for in code
    }

    @Test func collapsedShowOfAColumnNotOnTheStackPushesItWithTheColumnsBetween() {
      recorder.topColumn = .primary
      let split = collapse(.tripleColumn)
      #expect(primaryStack.areTheSameControllers(as: [p]))
      split.show(.secondary)
      play()
      #expect(primaryStack.areTheSameControllers(as: [p, m, s]))
      #expect(s.view.window === window)
    }

    @Test func collapsedHideIsIgnoredForThePrimaryAndAColumnNotOnTopAndPopsTheTop() {
      let split = collapse(.tripleColumn)
      #expect(primaryStack.areTheSameControllers(as: [p, m, s]))
      split.hide(.primary)
      split.hide(.supplementary)
      #expect(primaryStack.count == 3)
      split.hide(.secondary)
      play()
      #expect(primaryStack.areTheSameControllers(as: [p, m]))
      #expect(!lines.contains(said("willHide:secondary")))  // asked for in code
    }

    /// Mid-way through an expansion (`isCollapsed` still true) the columns
    /// stand apart already, and `show` follows the layout shown: the
    /// secondary is not pushed onto the primary's stack again.
    @Test func showMidExpansionFollowsTheExpandedLayout() {
      let split = collapse()
      split.show(.primary)  // pops the secondary: the list on top
      play()
      window.transition(toSize: Self.regular)
      #expect(split.isCollapsed)  // until the expansion ends
      split.show(.secondary)
      play()
      #expect(!split.isCollapsed)
      #expect(primaryStack.areTheSameControllers(as: [p]))
      #expect(s.navigationController === split.installed[.secondary])
      #expect(s.view.window === window)
    }

    /// A resize across the width while the collapsed stack is pushing
    /// waits for the push to end: the stacks move only whole.
    @Test func aSizeClassChangeDuringAPushWaitsForIt() {
      let split = collapse()
      split.show(.primary)
      play()
      split.show(.secondary)  // pushes the secondary back, animated
      window.transition(toSize: Self.regular)
      play()
      #expect(!split.isCollapsed)
      #expect(primaryStack.areTheSameControllers(as: [p]))
      #expect(s.navigationController === split.installed[.secondary])
      #expect(s.view.window === window && s.appearanceState == .appeared)
    }

    /// An expansion while something is presented over the split view
    /// gives the secondary back to its column: a navigation controller
    /// refuses changes during a presentation, but not the split view's
    /// own (`make soak`, seed 1: the tunnel was lost as the Guide went).
    @Test func anExpansionDuringAPresentationGivesThePoppedSecondaryBack() {
      let split = collapse()
      split.show(.primary)  // the secondary popped: the list on top
      play()
      split.present(ViewController(), animated: true)
      #expect(split.presentedViewController != nil)
      window.transition(toSize: Self.regular)
      play()
      #expect(!split.isCollapsed)
      #expect(primaryStack.areTheSameControllers(as: [p]))
      #expect(s.navigationController === split.installed[.secondary])
      split.dismiss(animated: true)
      play()
      #expect(s.view.window === window && s.appearanceState == .appeared)
    }

    /// Collapsed, `show(.secondary)` during a presentation pushes it, as
    /// the split view's own change of its stacks.
    @Test func aCollapsedShowDuringAPresentationPushesTheSecondary() {
      let split = collapse()
      split.show(.primary)
      play()
      split.present(ViewController(), animated: true)
      split.show(.secondary)
      play()
      #expect(primaryStack.areTheSameControllers(as: [p, s]))
      split.dismiss(animated: true)
      play()
      #expect(s.view.window === window && s.appearanceState == .appeared)
    }

    /// A resize across the width while the columns slide to a new display
    /// mode waits for the slide: the primary hidden, then the collapse.
    @Test func aSizeClassChangeDuringADisplayModeSlideWaitsForIt() {
      let split = makeSplit()
      self.split = split
      split.hide(.primary)  // a 0.3 s slide
      window.transition(toSize: Self.compact)
      play()
      #expect(split.isCollapsed)
      #expect(primaryStack.areTheSameControllers(as: [p, s]))
      #expect(s.view.window === window && s.appearanceState == .appeared)
    }
  }
}
