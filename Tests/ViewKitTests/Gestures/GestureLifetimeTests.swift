import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A gesture cut off by its window going away leaves nothing alive: the
  /// touch holds its recognizers weakly (`Touch.gestureRecognizers`), as
  /// the recognizer keeps the gesture's touches and its view keeps it.
  @Suite(.serialized) @MainActor
  struct GestureLifetimeTests {
    @Test func aWindowDroppedMidPinchFreesItsRecognizerAndTouches() {
      weak var recognizer: PinchGestureRecognizer?
      weak var touch: Touch?
      weak var window: Window?
      do {
        let stage = GestureStage()
        let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))
        pad.isMultipleTouchEnabled = true
        let pinch = PinchGestureRecognizer()
        pad.addGestureRecognizer(pinch)
        stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
        stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 100)), at: 1)
        stage.send(.fingerMoved(id: 2, at: CGPoint(x: 180, y: 100)), at: 1.5)
        #expect(pinch.state == .began)
        touch = pinch.trackedTouches.first
        #expect(touch?.gestureRecognizers.contains { $0 === pinch } == true)
        recognizer = pinch
        window = stage.window
      }
      #expect(recognizer == nil)
      #expect(touch == nil)
      #expect(window == nil)
    }
  }
}
