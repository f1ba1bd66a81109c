import Foundation
import Platform
import Testing

@testable import ViewKit

/// `Window.performWhenIdle(_:)`: work for the loop's first turn with
/// nothing to draw, run before it sleeps, and never a frame of its own.
extension SharedStateSuites {
  @Suite(.serialized) @MainActor
  final class IdleWorkTests {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 64, height: 48))

    @Test func idleWorkWaitsForATurnWithNothingToDrawAndAsksForNoFrame() throws {
      let app = try Application(window: window, output: .offscreen(scale: 1))
      var ran = 0
      window.performWhenIdle { ran += 1 }
      window.setNeedsDisplay()  // this turn draws: not idle
      #expect(app.runLoop.runOnce())
      #expect(ran == 0)
      let frames = app.runLoop.framesDrawn
      #expect(!app.runLoop.runOnce())  // nothing to draw: the idle work, no frame
      #expect(ran == 1 && app.runLoop.framesDrawn == frames)
    }

    @Test func idleWorkQueuedByIdleWorkWaitsForTheNextIdleTurn() throws {
      _ = try Application(window: window, output: .offscreen(scale: 1))
      var trace: [String] = []
      window.performWhenIdle { [window] in
        trace.append("first")
        window.performWhenIdle { trace.append("second") }
      }
      window.runIdleActions()
      #expect(trace == ["first"])
      window.runIdleActions()
      #expect(trace == ["first", "second"])
    }
  }
}
