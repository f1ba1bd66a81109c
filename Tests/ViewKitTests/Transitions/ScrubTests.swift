import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Pausing and scrubbing a container transition in flight: the inspector's
  /// P key and scrub bar, through the transition's own property animator.
  @Suite(.serialized) @MainActor
  final class ScrubTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
    let parent = Container("P")
    let a = Named("A")
    let b = Named("B")
    var completions: [Bool] = []

    init() throws {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      window.rootViewController = parent
      parent.show(a)
      a.view.backgroundColor = .red
      b.view.backgroundColor = .blue
      _ = try window.snapshotPixels()  // a renderer to snapshot with
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    /// A one-second linear flip from A to B, the article's steps around it.
    func flip() {
      b.view.frame = a.view.frame
      parent.addChild(b)
      a.willMove(toParent: nil)
      parent.transition(
        from: a, to: b, duration: 1, options: [.transitionFlipFromTop, .curveLinear],
        animations: nil
      ) { [self] finished in
        completions.append(finished)
        b.didMove(toParent: parent)
        a.removeFromParent()
      }
    }

    /// This test's transition: the newest under way (an earlier test's
    /// transition, left paused, may still be listed before it).
    var inFlight: TransitionInFlight { TransitionInFlight.all.last! }

    @Test func pauseFreezesATransitionInFlight() throws {
      flip()
      time.frame(at: 0.3)
      time.engine.pause()
      time.frame(at: 5)
      #expect(TransitionInFlight.all.count == 1)
      #expect(abs(inFlight.animator!.fractionComplete - 0.3) < 1e-9)
      #expect(abs(parent.slot.animations[.transitionProgress]!.current.scalar! - 0.3) < 1e-9)
      #expect(completions.isEmpty)
    }

    @Test func scrubSetsFractionCompleteAndStopsShortOfTheEnd() {
      flip()
      time.frame(at: 0.3)
      #expect(inFlight.scrub(to: 0.6) == 0.6)
      #expect(inFlight.animator!.state == .active && !inFlight.animator!.isRunning)
      #expect(abs(inFlight.animator!.fractionComplete - 0.6) < 1e-9)
      #expect(abs(parent.slot.animations[.transitionProgress]!.current.scalar! - 0.6) < 1e-9)
      #expect(inFlight.scrub(to: 1) == TransitionInFlight.scrubLimit)
      time.frame(at: 4)
      #expect(completions.isEmpty)  // held short of the end: nothing completed
      #expect(b.parent === parent && a.parent === parent)
    }

    @Test func resumeContinuesFromTheScrubbedPointAndTheCompletionRunsOnce() {
      flip()
      time.frame(at: 0.2)
      inFlight.scrub(to: 0.6)
      let animator = inFlight.animator
      time.frame(at: 1)
      inFlight.resume()
      time.frame(at: 1.2)  // 0.2 s on: 0.6 + 0.2
      #expect(abs(inFlight.animator!.fractionComplete - 0.8) < 1e-9)
      time.frame(at: 1.45)  // past the end (0.4 s were left)
      #expect(completions.isEmpty)  // the container's completion comes a turn later
      time.frame(at: 1.5)
      #expect(completions == [true])
      #expect(tracer.events.filter { $0.hasPrefix("P transitionEnd") }.count == 1)
      #expect(!TransitionInFlight.all.contains { $0.animator === animator })
    }

    @Test func scrubbingWhilePausedWaitsForTheClock() {
      flip()
      time.frame(at: 0.3)
      time.engine.pause()
      inFlight.scrub(to: 0.9)
      inFlight.resume()  // resumed, but the clock is held
      time.frame(at: 3)
      #expect(abs(inFlight.animator!.fractionComplete - 0.9) < 1e-9)
      time.engine.resume()
      time.frame(at: 3.2)
      time.frame(at: 3.3)
      #expect(completions == [true])
    }
  }
}
