import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A swipe of several fingers, as Apple's page says it: recognized when
  /// "the specified number of touches" move far enough in a direction, and
  /// `location(in:)` gives "the centroid" of the touches where it began.
  @Suite(.serialized) @MainActor
  final class SwipeTouchesRequiredTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))

    func twoFingerSwipe() -> SwipeGestureRecognizer {
      pad.isMultipleTouchEnabled = true
      let swipe = SwipeGestureRecognizer()
      swipe.name = "s"
      swipe.numberOfTouchesRequired = 2
      return stage.watch(swipe, as: "swipe", on: pad)
    }

    @Test func aSecondFingerPutDownIsNotASwipe() {
      _ = twoFingerSwipe()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 50, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 150, y: 100)), at: 1.01)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 150, y: 101)), at: 1.02)
      #expect(stage.transitions.isEmpty)
    }

    @Test func aTwoFingerSwipeIsRecognizedWhenBothMoveAndIsLocatedAtTheirStartingCentroid() {
      var location = CGPoint.zero
      twoFingerSwipe().addAction { location = $0.location(in: nil) }
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 50, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 150, y: 100)), at: 1.01)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 110, y: 100)), at: 1.1)
      #expect(stage.transitions.isEmpty)  // the centroid has moved 30 pt
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 210, y: 100)), at: 1.2)
      #expect(stage.transitions == ["swipe(s) ended"])
      #expect(location == CGPoint(x: 100, y: 100))
    }
  }
}
