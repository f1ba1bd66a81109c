import Foundation
import Platform
import Testing

@testable import ViewKit

/// Pausing and scrubbing a container transition in flight: the inspector's
/// P key and scrub bar, through the transition's own property animator.
extension SharedStateSuites.CustomTransitionTests {
  /// A one-second linear flip from A to B, the article's steps around it.
  func flip() {
    turn(
      ViewTransitionAnimator(
        duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: nil))
  }

  /// This test's transition: the newest under way (an earlier test's
  /// transition, left paused, may still be listed before it).
  var inFlight: TransitionInFlight { TransitionInFlight.all.last! }

  @Test func pauseFreezesATransitionInFlight() throws {
    flip()
    frame(at: 0.3)
    time.engine.pause()
    frame(at: 5)
    #expect(TransitionInFlight.all.count == 1)
    #expect(abs(inFlight.animator!.fractionComplete - 0.3) < 1e-9)
    #expect(abs(parent.slot.animations[.transitionProgress]!.current.scalar! - 0.3) < 1e-9)
    #expect(completions.isEmpty)
  }

  @Test func scrubSetsFractionCompleteAndStopsShortOfTheEnd() {
    flip()
    frame(at: 0.3)
    #expect(inFlight.scrub(to: 0.6) == 0.6)
    #expect(inFlight.animator!.state == .active && !inFlight.animator!.isRunning)
    #expect(abs(inFlight.animator!.fractionComplete - 0.6) < 1e-9)
    #expect(abs(parent.slot.animations[.transitionProgress]!.current.scalar! - 0.6) < 1e-9)
    #expect(inFlight.scrub(to: 1) == TransitionInFlight.scrubLimit)
    frame(at: 4)
    #expect(completions.isEmpty)  // held short of the end: nothing completed
    #expect(b.parent === parent && a.parent === parent)
  }

  @Test func resumeContinuesFromTheScrubbedPointAndTheCompletionRunsOnce() {
    flip()
    frame(at: 0.2)
    inFlight.scrub(to: 0.6)
    let animator = inFlight.animator
    frame(at: 1)
    inFlight.resume()
    frame(at: 1.2)  // 0.2 s on: 0.6 + 0.2
    #expect(abs(inFlight.animator!.fractionComplete - 0.8) < 1e-9)
    frame(at: 1.45)  // past the end (0.4 s were left)
    #expect(completions.isEmpty)  // the container's completion comes a turn later
    frame(at: 1.5)
    #expect(completions == [true])
    #expect(tracer.events.filter { $0.hasPrefix("P transitionEnd") }.count == 1)
    #expect(!TransitionInFlight.all.contains { $0.animator === animator })
  }

  @Test func scrubbingWhilePausedWaitsForTheClock() {
    flip()
    frame(at: 0.3)
    time.engine.pause()
    inFlight.scrub(to: 0.9)
    inFlight.resume()  // resumed, but the clock is held
    frame(at: 3)
    #expect(abs(inFlight.animator!.fractionComplete - 0.9) < 1e-9)
    time.engine.resume()
    frame(at: 3.2)
    frame(at: 3.3)
    #expect(completions == [true])
  }
}
