import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Where a tap is, as Apple's page says it: `location(in:)` is the first
  /// tap when there are several, the centroid of the fingers when there are
  /// several; `location(ofTouch:in:)` is also that of the first tap.
  @Suite(.serialized) @MainActor
  final class TapLocationTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))

    @Test func aDoubleTapIsLocatedAtItsFirstTap() {
      var seen: [CGPoint] = []
      let tap = TapGestureRecognizer {
        seen += [$0.location(in: nil), $0.location(ofTouch: 0, in: nil)]
      }
      tap.numberOfTapsRequired = 2
      pad.addGestureRecognizer(tap)
      stage.click(CGPoint(x: 100, y: 100), at: 1)
      stage.click(CGPoint(x: 106, y: 104), at: 1.1)
      #expect(seen == [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 100)])
    }

    @Test func aTwoFingerTapIsLocatedAtTheCentroidOfItsFingers() {
      pad.isMultipleTouchEnabled = true
      var seen: [CGPoint] = []
      let tap = TapGestureRecognizer {
        seen += [$0.location(in: nil), $0.location(ofTouch: 1, in: nil)]
      }
      tap.numberOfTouchesRequired = 2
      pad.addGestureRecognizer(tap)
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 120)), at: 1.01)
      stage.send(.fingerUp(id: 1, at: CGPoint(x: 100, y: 100)), at: 1.05)
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 140, y: 120)), at: 1.06)
      #expect(seen == [CGPoint(x: 120, y: 110), CGPoint(x: 140, y: 120)])
    }
  }
}
