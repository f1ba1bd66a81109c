import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The engine's time can be held (P) and stepped a frame at a time
  /// (`.` and `,`): every animation and timer holds with it, and stepping
  /// back goes no further than the last thing that cannot be undone.
  @Suite(.serialized) @MainActor
  final class PauseAndStepTests {
    let time = VirtualAnimationTime()
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var completions: [Bool] = []
    var fired = 0

    /// An `animate` block on alpha, 1 -> 0 over 1 s, linear, from time 0.
    func fadeOut() {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 },
        completion: { self.completions.append($0) })
    }

    @Test func pausingHoldsAnimateBlocksAnimatorsAndTimers() {
      fadeOut()
      let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 100 }
      animator.startAnimation()
      time.engine.perform(after: 0.5) { self.fired += 1 }
      time.frame(at: 0.25)
      time.engine.pause()
      time.frame(at: 3)
      #expect(abs(view.presentation.alpha - 0.75) < 1e-9)
      #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
      #expect(fired == 0 && completions.isEmpty)
      #expect(!time.engine.isAnimating)  // a paused engine asks for no frames
    }

    @Test func resumingContinuesWhereThePauseHeldWithoutAJump() {
      fadeOut()
      time.frame(at: 0.25)
      time.engine.pause()
      time.frame(at: 3)
      time.engine.resume()
      time.frame(at: 3.25)  // a quarter second of animation time later
      #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
      time.frame(at: 3.75)
      #expect(completions == [true])
    }

    @Test func slowedAStepIsAFrameOfTheSourceClockAndPauseStillHolds() {
      time.engine.slowAnimations = true
      fadeOut()
      time.frame(at: 5)  // half a second of animation time
      time.engine.pause()
      time.frame(at: 8)
      #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
      let forward = time.engine.step(frames: 6)
      #expect(abs(forward - 6 * AnimationEngine.frameStep / 10) < 1e-9)
      #expect(abs(view.presentation.alpha - (0.5 - 0.1 / 60 * 6)) < 1e-9)
      time.engine.resume()
      time.frame(at: 13)  // the 0.49 s left, slowed ten times, and a little more
      #expect(completions == [true])
    }

    @Test func aStepMovesOneFrameForwardOrBack() {
      fadeOut()
      time.frame(at: 0.5)
      time.engine.pause()
      let forward = time.engine.step(frames: 3)
      #expect(abs(forward - 3 * AnimationEngine.frameStep) < 1e-9)
      #expect(abs(view.presentation.alpha - (0.5 - 3.0 / 60)) < 1e-9)
      time.engine.step(frames: -2)
      #expect(abs(view.presentation.alpha - (0.5 - 1.0 / 60)) < 1e-9)
    }

    @Test func stepsDoNothingWhileTheClockRuns() {
      fadeOut()
      time.frame(at: 0.5)
      #expect(time.engine.step(frames: 1) == 0)
      #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
    }

    @Test func steppingBackStopsWhereACompletionRan() {
      fadeOut()
      time.frame(at: 0.95)
      time.engine.pause()
      for _ in 0..<5 { time.engine.step(frames: 1) }  // past the end: the completion runs
      #expect(completions == [true])  // it ran in the step that reached 1 s
      let moved = time.engine.step(frames: -10)
      #expect(abs(moved + 2.0 / 60) < 1e-9)  // back to 1 s, and no further
      #expect(abs(time.engine.clock.now - 1) < 1e-9)
      #expect(view.presentation.alpha == 0)  // the animation is over for good
    }

    @Test func steppingBackStopsWhereAnAnimationBegan() {
      time.frame(at: 1)
      time.engine.pause()
      fadeOut()  // begins at 1, while paused
      time.engine.step(frames: 6)
      let moved = time.engine.step(frames: -20)
      #expect(abs(moved + 6 * AnimationEngine.frameStep) < 1e-9)
      #expect(abs(view.presentation.alpha - 1) < 1e-9)
    }
  }
}
