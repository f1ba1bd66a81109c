import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A pinch's `scale` and `velocity`, as Apple's page says them: "You may
  /// set the scale factor, but doing so resets the velocity", and the
  /// velocity is in scale factor per second.
  @Suite(.serialized) @MainActor
  final class PinchScaleTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))

    func pinch() -> PinchGestureRecognizer {
      pad.isMultipleTouchEnabled = true
      let pinch = PinchGestureRecognizer()
      pad.addGestureRecognizer(pinch)
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 100)), at: 1.0)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 180, y: 100)), at: 1.5)  // 1 to 2 in 0.5 s
      return pinch
    }

    @Test func theVelocityIsInScaleFactorPerSecond() {
      let pinch = pinch()
      #expect(pinch.state == .began && pinch.scale == 2 && pinch.velocity == 2)
    }

    @Test func settingTheScaleResetsTheVelocity() {
      let pinch = pinch()
      pinch.scale = 1
      #expect(pinch.scale == 1 && pinch.velocity == 0)
    }
  }
}
