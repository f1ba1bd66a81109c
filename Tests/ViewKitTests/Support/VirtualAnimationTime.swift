import Foundation
import Platform

@testable import ViewKit

/// A virtual clock and an animation engine on it, installed as
/// `AnimationEngine.current` while this lives; a suite keeps one.
@MainActor
final class VirtualAnimationTime {
  let clock = VirtualClock()
  let engine: AnimationEngine

  init() {
    engine = AnimationEngine(clock: clock)
    AnimationEngine.current = engine
  }

  isolated deinit {
    AnimationEngine.current = AnimationEngine(clock: HostClock())
  }

  /// Moves the clock to `time` and runs one frame.
  func frame(at time: Double) {
    clock.advance(by: time - clock.now)
    engine.advance()
  }
}
