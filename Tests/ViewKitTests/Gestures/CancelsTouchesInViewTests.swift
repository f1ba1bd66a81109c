import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// `cancelsTouchesInView` after recognition, as Apple's page says it: "the
  /// touches of that gesture that are pending aren't delivered to the view".
  @Suite(.serialized) @MainActor
  final class CancelsTouchesInViewTests {
    let stage = GestureStage()
    var trace: Trace { stage.trace }

    func twoFingerPad() -> TracingView {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      pad.isMultipleTouchEnabled = true
      return pad
    }

    @Test func aTouchThatJoinsARecognizedGestureIsNotDeliveredToTheView() {
      let pad = twoFingerPad()
      _ = stage.watch(PanGestureRecognizer(), as: "pan", on: pad)
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 30, y: 10)), at: 1.01)  // the pan begins
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 100, y: 100)), at: 1.02)  // joins the pan
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 110, y: 100)), at: 1.03)
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 110, y: 100)), at: 1.04)
      #expect(
        trace.entries == [
          "pad.began (10, 10)", "pad.cancelled", "pan began", "pan changed",
        ])
    }

    @Test func withoutCancelsTouchesInViewATouchThatJoinsIsDelivered() {
      let pad = twoFingerPad()
      stage.watch(PanGestureRecognizer(), as: "pan", on: pad).cancelsTouchesInView = false
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 30, y: 10)), at: 1.01)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 100, y: 100)), at: 1.02)
      #expect(trace.entries.contains("pan began"))
      #expect(trace.entries.last == "pad.began (100, 100)")
    }
  }
}
