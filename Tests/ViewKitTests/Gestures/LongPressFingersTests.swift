import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A press of several fingers, as Apple's page says it: it begins when
  /// `numberOfTouchesRequired` fingers have pressed `minimumPressDuration`,
  /// and "ends when any of the fingers are lifted".
  @Suite(.serialized) @MainActor
  final class LongPressFingersTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))

    func twoFingerPress() -> LongPressGestureRecognizer {
      pad.isMultipleTouchEnabled = true
      let press = LongPressGestureRecognizer()
      press.name = "l"
      press.numberOfTouchesRequired = 2
      return stage.watch(press, as: "press", on: pad)
    }

    @Test func aTwoFingerPressBeginsOnlyOnceBothHavePressedLongEnough() {
      _ = twoFingerPress()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.wait(until: 1.6)
      #expect(stage.transitions.isEmpty)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 100)), at: 1.6)
      stage.wait(until: 2.09)
      #expect(stage.transitions.isEmpty)
      stage.wait(until: 2.1)
      #expect(stage.transitions == ["longPress(l) began"])
    }

    @Test func aTwoFingerPressEndsWhenEitherFingerLifts() {
      _ = twoFingerPress()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 100)), at: 1)
      stage.wait(until: 1.5)
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 140, y: 100)), at: 1.6)
      #expect(stage.transitions == ["longPress(l) began", "longPress(l) ended"])
    }
  }
}
