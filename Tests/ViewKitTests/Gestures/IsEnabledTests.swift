import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// `isEnabled`: Apple's page says a disabled recognizer receives no
  /// touches, and one disabled "while a gesture recognizer is currently
  /// recognizing a gesture" is cancelled (`disablingARecognizerMidGestureCancelsIt`).
  /// Where Apple is silent, this project's choice: one disabled while still
  /// `possible` fails, since a gesture that never began cannot be cancelled.
  @Suite(.serialized) @MainActor
  final class IsEnabledTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))

    @Test func aDisabledRecognizerReceivesNoTouches() {
      let pan = stage.watch(PanGestureRecognizer(), as: "pan", on: pad)
      pan.name = "p"
      pan.isEnabled = false
      stage.drag(from: CGPoint(x: 20, y: 20), by: CGPoint(x: 40, y: 0), steps: 4, at: 1)
      #expect(stage.transitions.isEmpty)
      #expect(stage.trace.entries.first == "pad.began (20, 20)")
      #expect(stage.trace.entries.last == "pad.ended (60, 20)")
    }

    @Test func disablingAPossibleRecognizerFailsItWithNoAction() {
      let pan = stage.watch(PanGestureRecognizer(), as: "pan", on: pad)
      pan.name = "p"
      stage.send(.mouseDown(CGPoint(x: 20, y: 20), .left), at: 1)
      pan.isEnabled = false
      stage.send(.mouseDragged(CGPoint(x: 60, y: 20), .left), at: 1.1)
      stage.send(.mouseUp(CGPoint(x: 60, y: 20), .left), at: 1.2)
      #expect(stage.transitions == ["pan(p) failed"])
      #expect(!stage.trace.entries.contains { $0.hasPrefix("pan ") })
      #expect(pan.state == .possible)  // reset once its touch is up
    }
  }
}
