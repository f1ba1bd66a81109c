import Foundation
import Platform
import Testing

@testable import ViewKit

/// A resize of the window, told to the controllers in UIKit's order: the
/// will-callbacks first, then the traits, from the window down.
extension SharedStateSuites {
  @Suite @MainActor
  final class TraitPropagationTests {
    let time = VirtualAnimationTime()
    let trace = Trace()
    let window = TraitWindow(frame: CGRect(x: 0, y: 0, width: 900, height: 700))
    let root: TraitController
    let first: TraitController
    let second: TraitController
    let grandchild: TraitController

    /// root (its view holding a plain subview) with children first (and
    /// its child grandchild) and second.
    init() {
      root = TraitController("root", trace: trace)
      first = TraitController("first", trace: trace)
      second = TraitController("second", trace: trace)
      grandchild = TraitController("grandchild", trace: trace)
      window.trace = trace
      window.rootViewController = root
      root.view.addSubview(TraitView("root.subview", trace: trace))
      root.show(first)
      root.show(second)
      first.show(grandchild)
      window.adoptLaunchTraits(displayScale: 1)
    }

    @Test func traitCollectionDidChangeRunsDownFromTheWindowParentsBeforeChildren() {
      window.transition(toSize: CGSize(width: 1600, height: 700))
      #expect(
        trace.entries.filter { $0.hasSuffix("didChange") } == [
          "window didChange", "root didChange", "root.view didChange",
          "root.subview didChange", "first didChange", "first.view didChange",
          "grandchild didChange", "grandchild.view didChange", "second didChange",
          "second.view didChange",
        ])
    }

    @Test func traitCollectionDidChangeGetsThePreviousTraitsAndSeesTheNewOnes() {
      let before = window.traitCollection
      window.transition(toSize: CGSize(width: 1600, height: 700))
      for controller in [root, first, second, grandchild] {
        #expect(controller.changes.count == 1)
        #expect(controller.changes.first?.previous == before)
        #expect(controller.changes.first?.current.horizontalSizeClass == .regular)
      }
      #expect(before.horizontalSizeClass == .compact && before.displayScale == 1)
      #expect(root.traitCollection == window.traitCollection)
    }

    @Test func willTransitionComesBeforeTheSizeAndTheTraitsChange() {
      window.transition(toSize: CGSize(width: 1600, height: 700))
      #expect(
        Array(trace.entries.prefix(8)) == [
          "root willTransition regular", "first willTransition regular",
          "grandchild willTransition regular", "second willTransition regular",
          "root viewWillTransition 1600x700", "first viewWillTransition 1600x700",
          "grandchild viewWillTransition 1600x700", "second viewWillTransition 1600x700",
        ])
      #expect(trace.entries[8] == "window didChange")
      #expect(root.sizeWhenToldOfTransition == CGSize(width: 900, height: 700))
      #expect(root.view.bounds.size == CGSize(width: 1600, height: 700))
    }

    @Test func aResizeWithinTheSizeClassesChangesNoTraitsAndIsNotAnimated() throws {
      window.transition(toSize: CGSize(width: 1000, height: 650))
      #expect(trace.entries.first == "root viewWillTransition 1000x650")
      #expect(
        !trace.entries.contains { $0.contains("willTransition ") || $0.hasSuffix("didChange") })
      let coordinator = try #require(root.coordinators.first)
      #expect(!coordinator.isAnimated && coordinator.transitionDuration == 0)
      #expect(coordinator.containerView === window)
      #expect(!coordinator.isInteractive && !coordinator.isCancelled)
    }

    @Test func aNewDisplayScaleAloneChangesTheTraits() {
      window.displayScale = 2
      window.transition(toSize: window.bounds.size)
      #expect(!trace.entries.contains { $0.contains("viewWillTransition") })
      #expect(root.changes.first?.current.displayScale == 2)
      #expect(root.changes.first?.previous?.displayScale == 1)
    }

    @Test func theWindowsFirstTraitsComeWithoutCallbacks() throws {
      let app = try Application(
        window: window, output: .offscreen(scale: 2), virtualClock: time.clock)
      #expect(window.traitCollection.displayScale == 2)
      #expect(trace.entries.isEmpty)
      app.inject(.windowResized(CGSize(width: 1100, height: 700)))
      #expect(root.traitCollection.displayScale == 2)
      #expect(root.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func anOverrideChangesTheChildsTraitsAndOnlyItsSubtreeHearsIt() {
      root.setOverrideTraitCollection(
        TraitCollection(horizontalSizeClass: .regular), forChild: first)
      #expect(
        trace.entries == [
          "first didChange", "first.view didChange", "grandchild didChange",
          "grandchild.view didChange",
        ])
      #expect(first.traitCollection.horizontalSizeClass == .regular)
      #expect(first.traitCollection.verticalSizeClass == .regular)  // from the window
      #expect(grandchild.traitCollection.horizontalSizeClass == .regular)
      #expect(second.traitCollection.horizontalSizeClass == .compact)
      #expect(
        root.overrideTraitCollection(forChild: first)
          == TraitCollection(horizontalSizeClass: .regular))
      trace.entries.removeAll()
      root.setOverrideTraitCollection(nil, forChild: first)
      #expect(first.traitCollection.horizontalSizeClass == .compact)
      #expect(trace.entries.first == "first didChange")
      #expect(root.overrideTraitCollection(forChild: first) == nil)
    }

    @Test func anOverrideHoldsThroughAResizeAndWillTransitionCarriesIt() {
      root.setOverrideTraitCollection(
        TraitCollection(horizontalSizeClass: .compact), forChild: first)
      trace.entries.removeAll()
      window.transition(toSize: CGSize(width: 1600, height: 700))
      #expect(trace.entries.contains("first willTransition compact"))
      #expect(trace.entries.contains("second willTransition regular"))
      #expect(!trace.entries.contains("first didChange"))  // compact before and after
      #expect(trace.entries.contains("second didChange"))
      #expect(first.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func anOverrideForAControllerThatIsNotAChildIsIgnored() {
      root.setOverrideTraitCollection(
        TraitCollection(horizontalSizeClass: .regular), forChild: grandchild)
      #expect(root.overrideTraitCollection(forChild: grandchild) == nil)
      #expect(trace.entries.isEmpty)
    }

    @Test func aPresentedControllerHearsTheResizeAfterThePresentersChildren() {
      let sheet = TraitController("sheet", trace: trace)
      sheet.modalPresentationStyle = .overFullScreen
      root.present(sheet, animated: false)
      time.frame(at: 0.1)
      #expect(root.presentedViewController === sheet)
      #expect(sheet.traitCollection == root.traitCollection)
      trace.entries.removeAll()
      window.transition(toSize: CGSize(width: 1600, height: 700))
      let heard = { (suffix: String) in self.trace.entries.filter { $0.hasSuffix(suffix) } }
      #expect(heard("willTransition regular").last == "sheet willTransition regular")
      #expect(heard("viewWillTransition 1600x700").last == "sheet viewWillTransition 1600x700")
      #expect(Array(heard("didChange").suffix(2)) == ["sheet didChange", "sheet.view didChange"])
      #expect(sheet.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func aControllerInNoHierarchyHasUnspecifiedTraits() {
      let loose = TraitController("loose", trace: trace)
      #expect(loose.traitCollection == TraitCollection())
      #expect(View().traitCollection == TraitCollection())
    }
  }
}
