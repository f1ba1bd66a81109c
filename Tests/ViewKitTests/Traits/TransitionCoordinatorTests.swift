import Foundation
import Platform
import Testing

@testable import ViewKit

/// The coordinator of a resize: alongside blocks run inside the
/// transition's animation, completions after it.
extension SharedStateSuites {
  @Suite @MainActor
  final class TransitionCoordinatorTests {
    let time = VirtualAnimationTime()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 900, height: 700))
    let box = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
      window.addSubview(box)
    }

    @Test func alongsideAnimationsRunInTheTransitionsAnimationAndCompletionsAfterIt() {
      let coordinator = SizeTransitionCoordinator(
        containerView: window, transitionDuration: 0.3)
      var log: [String] = []
      coordinator.animate(
        alongsideTransition: { context in
          log.append("first \(View.inheritedAnimationDuration) \(context.isAnimated)")
          self.box.frame.origin.x = 200
        },
        completion: { _ in log.append("first completion") })
      coordinator.animate(
        alongsideTransition: { _ in log.append("second") },
        completion: { _ in log.append("second completion") })
      coordinator.run { log.append("changes") }
      #expect(log == ["changes", "first 0.3 true", "second"])
      #expect(coordinator.phase == .running)
      time.frame(at: 0.15)
      #expect(box.presentation.center.x > 50 && box.presentation.center.x < 250)  // moving
      #expect(log.count == 3)  // no completion while it animates
      time.frame(at: 0.31)
      #expect(
        log == ["changes", "first 0.3 true", "second", "first completion", "second completion"])
      #expect(coordinator.phase == .completed)
    }

    @Test func aBlockQueuedInsideTheAnimationRunsAtOnceAndOneQueuedAfterIsRefused() {
      let coordinator = SizeTransitionCoordinator(
        containerView: window, transitionDuration: 0.3)
      var log: [String] = []
      coordinator.run {
        let queued = coordinator.animate(
          alongsideTransition: { _ in log.append("inside \(View.inheritedAnimationDuration)") },
          completion: { _ in log.append("inside completion") })
        log.append("queued \(queued)")
      }
      let late = coordinator.animate(
        alongsideTransition: { _ in log.append("late") }, completion: { _ in log.append("late") })
      #expect(!late)
      #expect(log == ["inside 0.3", "queued true"])
      time.frame(at: 0.4)
      #expect(log == ["inside 0.3", "queued true", "inside completion"])
    }

    @Test func aTransitionOfNoDurationMakesItsChangesAtOnceAndCompletesAtTheNextAdvance() {
      let coordinator = SizeTransitionCoordinator(containerView: window, transitionDuration: 0)
      var completed = false
      coordinator.animate(
        alongsideTransition: { _ in self.box.frame.origin.x = 300 },
        completion: { context in completed = !context.isAnimated })
      coordinator.run {}
      #expect(box.presentation.center.x == 350)
      #expect(!completed)  // never inside run
      time.frame(at: 0)
      #expect(completed)
    }

    @Test func aWindowResizeAcrossTheSizeClassesGivesTheRootAnAnimatedCoordinator() throws {
      let root = TraitController("root", trace: Trace())
      window.rootViewController = root
      window.transition(toSize: CGSize(width: 1600, height: 900))
      let coordinator = try #require(root.coordinators.last)
      #expect(coordinator.isAnimated)
      #expect(coordinator.transitionDuration == Window.traitTransitionDuration)
    }
  }
}
