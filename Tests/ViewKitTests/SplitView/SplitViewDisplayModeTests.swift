import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Display modes and behaviors, `show(_:)` and `hide(_:)` expanded, the
  /// columns' frames and widths, and the appearance of a column that comes
  /// or goes.
  @Suite(.serialized) @MainActor
  final class SplitViewDisplayModeTests: SplitViewFixture {
    func view(of column: SplitViewController.Column, in split: SplitViewController) -> View {
      split.installed[column]!.view
    }

    @Test func automaticIsTheTileBehaviorWithEveryColumnBesideTheSecondary() {
      let double = SplitViewController(style: .doubleColumn)
      #expect(
        double.preferredDisplayMode == .automatic && double.preferredSplitBehavior == .automatic)
      #expect(double.displayMode == .oneBesideSecondary && double.splitBehavior == .tile)
      #expect(SplitViewController(style: .tripleColumn).displayMode == .twoBesideSecondary)
    }

    @Test func thePreferenceIsTranslatedToTheBehavior() {
      let split = SplitViewController(style: .tripleColumn)
      split.preferredDisplayMode = .twoBesideSecondary
      split.preferredSplitBehavior = .overlay
      #expect(split.displayMode == .twoOverSecondary)
      split.preferredSplitBehavior = .displace
      #expect(split.displayMode == .twoDisplaceSecondary)
      split.preferredDisplayMode = .oneOverSecondary
      #expect(split.displayMode == .oneBesideSecondary)
      let double = SplitViewController(style: .doubleColumn)
      double.preferredDisplayMode = .twoBesideSecondary
      #expect(double.displayMode == .oneBesideSecondary)  // a double column has one to show
      double.preferredDisplayMode = .secondaryOnly
      #expect(double.displayMode == .secondaryOnly)
    }

    @Test func eachBehaviorAllowsItsThreeModes() {
      #expect(
        SplitViewController.SplitBehavior.tile.allowedDisplayModes == [
          .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary,
        ])
      #expect(
        SplitViewController.SplitBehavior.overlay.allowedDisplayModes == [
          .secondaryOnly, .oneOverSecondary, .twoOverSecondary,
        ])
      #expect(
        SplitViewController.SplitBehavior.displace.allowedDisplayModes == [
          .secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary,
        ])
    }

    @Test func besideColumnsAreLaidOutSideBySide() {
      let split = makeSplit(.tripleColumn)
      #expect(view(of: .primary, in: split).frame == CGRect(x: 0, y: 0, width: 320, height: 800))
      #expect(
        view(of: .supplementary, in: split).frame == CGRect(x: 320, y: 0, width: 320, height: 800))
      #expect(
        view(of: .secondary, in: split).frame == CGRect(x: 640, y: 0, width: 560, height: 800))
      #expect(split.view.subviews.count == 3)
    }

    @Test func overlaidColumnsLieOverTheWholeSecondaryAndCastAShadowOnIt() throws {
      let split = makeSplit(preferring: .oneOverSecondary, behavior: .overlay)
      #expect(split.displayMode == .oneOverSecondary)
      #expect(view(of: .primary, in: split).frame == CGRect(x: 0, y: 0, width: 320, height: 800))
      #expect(view(of: .secondary, in: split).frame == CGRect(x: 0, y: 0, width: 1200, height: 800))
      #expect(split.view.subviews.last === view(of: .primary, in: split))
      p.view.backgroundColor = .red
      s.view.backgroundColor = .white
      let pixels = try window.snapshotPixels()
      #expect(pixels.pixel(x: 100, y: 400, isCloseTo: .red))
      #expect(!pixels.pixel(x: 322, y: 400, isCloseTo: .white))  // the shadow
      #expect(pixels.pixel(x: 900, y: 400, isCloseTo: .white))
    }

    @Test func aDisplacedSecondaryKeepsItsWidthAndRunsOffTheTrailingEdge() {
      let split = makeSplit(.tripleColumn, behavior: .displace)
      #expect(split.displayMode == .twoDisplaceSecondary)
      #expect(
        view(of: .secondary, in: split).frame == CGRect(x: 640, y: 0, width: 880, height: 800))
      #expect(split.view.clipsToBounds)
    }

    @Test func thePrimaryWidthIsThePointWidthElseTheFractionElse320ClampedToMinimumAndMaximum() {
      let split = makeSplit()
      #expect(SplitViewController.automaticDimension == -1)
      #expect(split.preferredPrimaryColumnWidthFraction == SplitViewController.automaticDimension)
      #expect(split.primaryColumnWidth == 320)
      split.preferredPrimaryColumnWidthFraction = 0.4
      #expect(split.primaryColumnWidth == 480)
      split.preferredPrimaryColumnWidth = 250
      #expect(split.primaryColumnWidth == 250)
      split.minimumPrimaryColumnWidth = 300
      #expect(split.primaryColumnWidth == 300)
      split.preferredPrimaryColumnWidth = 2000
      #expect(split.primaryColumnWidth == 1200)  // never wider than the split view
      split.maximumPrimaryColumnWidth = 400
      #expect(split.primaryColumnWidth == 400)
      window.layoutIfNeeded()
      #expect(view(of: .primary, in: split).frame.width == 400)
      #expect(
        view(of: .secondary, in: split).frame == CGRect(x: 400, y: 0, width: 800, height: 800))
    }

    /// A split view off screen, with fresh controllers in its columns.
    func detached(
      _ style: SplitViewController.Style, _ preference: SplitViewController.DisplayMode,
      _ behavior: SplitViewController.SplitBehavior = .automatic
    ) -> SplitViewController {
      let split = SplitViewController(style: style)
      split.preferredSplitBehavior = behavior
      split.preferredDisplayMode = preference
      for column in [SplitViewController.Column.primary, .supplementary, .secondary]
      where split.hasColumn(column) {
        split.setViewController(Named("\(column)"), for: column)
      }
      return split
    }

    @Test func showMovesToTheNearestModeOfTheBehaviorWhereTheColumnIsFullyVisible() {
      let split = detached(.doubleColumn, .secondaryOnly)
      split.show(.primary)
      #expect(split.displayMode == .oneBesideSecondary)
      let triple = detached(.tripleColumn, .oneBesideSecondary)
      triple.show(.primary)
      #expect(triple.displayMode == .twoBesideSecondary)
      let displaced = detached(.tripleColumn, .automatic, .displace)
      #expect(displaced.displayMode == .twoDisplaceSecondary)
      displaced.show(.secondary)  // Apple's example
      #expect(displaced.displayMode == .oneBesideSecondary)
      let overlaid = detached(.doubleColumn, .oneOverSecondary, .overlay)
      overlaid.show(.secondary)
      #expect(overlaid.displayMode == .secondaryOnly)
    }

    @Test func showOfAVisibleColumnOrTheCompactColumnIsIgnored() {
      let split = makeSplit()
      split.show(.primary)
      split.show(.secondary)
      split.show(.compact)
      split.show(.supplementary)  // a double column has none
      #expect(split.displayMode == .oneBesideSecondary && lines.isEmpty)
    }

    @Test func hideMovesToTheNearestModeWithoutTheColumnAndTheSecondaryCannotBeHidden() {
      let triple = makeSplit(.tripleColumn)
      triple.hide(.secondary)
      #expect(triple.displayMode == .twoBesideSecondary)
      triple.hide(.primary)
      #expect(triple.displayMode == .oneBesideSecondary)
      play()
      triple.hide(.primary)  // not shown: ignored
      #expect(triple.displayMode == .oneBesideSecondary)
      triple.hide(.supplementary)
      #expect(triple.displayMode == .secondaryOnly)
    }

    @Test func aModeChangeTellsTheDelegateThenSlidesTheColumnsWithTheirAppearance() {
      let split = makeSplit(.tripleColumn, preferring: .oneBesideSecondary)
      split.hide(.supplementary)
      #expect(lines == [said("willChangeTo:secondaryOnly"), "M viewWillDisappear"])
      #expect(split.displayMode == .secondaryOnly)
      tracer.clearLines()
      play(0.1)
      #expect(view(of: .supplementary, in: split).presentation.center.x < 160)
      #expect(view(of: .supplementary, in: split).presentation.center.x > -160)
      play()
      #expect(lines == ["M viewDidDisappear"])
      #expect(view(of: .secondary, in: split).frame == CGRect(x: 0, y: 0, width: 1200, height: 800))
      #expect(m.view.window == nil)
    }

    @Test func aHiddenPrimaryHearsNoAppearanceUntilShownAndHidingItSendsDisappear() {
      let split = SplitViewController(style: .doubleColumn)
      split.preferredDisplayMode = .secondaryOnly
      split.setViewController(p, for: .primary)
      split.setViewController(s, for: .secondary)
      window.rootViewController = split
      window.layoutIfNeeded()
      #expect(lines == ["S viewWillAppear", "S viewDidAppear"])
      #expect(p.appearanceState == .disappeared && p.view.window == nil)
      tracer.clearLines()
      split.delegate = recorder
      split.show(.primary)
      #expect(lines == [said("willChangeTo:oneBesideSecondary"), "P viewWillAppear"])
      play()
      #expect(lines.last == "P viewDidAppear" && p.view.window === window)
      tracer.clearLines()
      split.hide(.primary)
      play()
      #expect(
        lines == [said("willChangeTo:secondaryOnly"), "P viewWillDisappear", "P viewDidDisappear"])
    }

    /// Apple's pages for `willShow` and `willHide`: the system does not
    /// call them when a column is shown or hidden in code. A new
    /// preference is asked for in code too. `willChangeTo` comes for each.
    @Test func showAndHideInCodeTellTheModeButNoColumn() {
      let split = makeSplit()
      split.hide(.primary)
      play()
      split.show(.primary)
      play()
      split.preferredDisplayMode = .secondaryOnly
      play()
      #expect(
        lines.filter { $0.contains("will") && !$0.contains("view") } == [
          said("willChangeTo:secondaryOnly"), said("willChangeTo:oneBesideSecondary"),
          said("willChangeTo:secondaryOnly"),
        ])
    }

    @Test func aChangeAskedForDuringASlideIsCarriedOutAfterIt() {
      let split = makeSplit()
      split.hide(.primary)
      split.show(.primary)
      #expect(split.displayMode == .secondaryOnly)
      play()
      #expect(split.displayMode == .oneBesideSecondary)
      play()
      #expect(p.appearanceState == .appeared && p.view.window === window)
      #expect(view(of: .primary, in: split).frame == CGRect(x: 0, y: 0, width: 320, height: 800))
    }
  }
}
