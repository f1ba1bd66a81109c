import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A long press: continuous, begun by the engine's clock after the
  /// minimum duration, if the finger has not strayed.
  @Suite(.serialized) @MainActor
  final class LongPressGestureRecognizerTests {
    let stage = GestureStage()
    let start = CGPoint(x: 20, y: 20)
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))

    func press(_ configure: (LongPressGestureRecognizer) -> Void = { _ in })
      -> LongPressGestureRecognizer
    {
      let press = LongPressGestureRecognizer()
      press.name = "l"
      configure(press)
      return stage.watch(press, as: "press", on: pad)
    }

    @Test func theDefaultsAreUIKits() {
      let press = LongPressGestureRecognizer()
      #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
      #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
    }

    @Test func aPressHeldLongEnoughBeginsChangesAndEnds() {
      _ = press()
      stage.send(.mouseDown(start, .left), at: 1)
      stage.wait(until: 1.49)
      #expect(stage.transitions.isEmpty)
      stage.wait(until: 1.5)
      #expect(stage.transitions == ["longPress(l) began"])
      stage.send(.mouseDragged(CGPoint(x: 80, y: 20), .left), at: 1.6)  // any distance now
      stage.send(.mouseUp(CGPoint(x: 80, y: 20), .left), at: 1.7)
      #expect(
        stage.transitions == ["longPress(l) began", "longPress(l) changed", "longPress(l) ended"])
      #expect(stage.trace.entries.suffix(3) == ["press began", "press changed", "press ended"])
    }

    @Test func liftingTooSoonFailsIt() {
      _ = press()
      stage.click(start, at: 1)
      stage.wait(until: 2)
      #expect(stage.transitions == ["longPress(l) failed"])
    }

    @Test func movingBeyondTheAllowedMovementBeforeItBeginsFailsIt() {
      _ = press()
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 30, y: 20), .left), at: 1.1)
      #expect(stage.transitions.isEmpty)
      stage.send(.mouseDragged(CGPoint(x: 30.5, y: 20), .left), at: 1.2)
      stage.wait(until: 2)
      #expect(stage.transitions == ["longPress(l) failed"])
    }

    @Test func aTapBeforeThePressCountsWhenRequired() {
      _ = press { $0.numberOfTapsRequired = 1 }
      stage.click(start, at: 1)  // the tap: too short a press, and not the press
      stage.send(.mouseDown(start, .left), at: 1.2)
      stage.wait(until: 1.8)
      #expect(stage.transitions == ["longPress(l) failed", "longPress(l) began"])
    }
  }

  /// A swipe: discrete, recognized once the stroke is long enough in a
  /// chosen direction, quickly enough.
  @Suite(.serialized) @MainActor
  final class SwipeGestureRecognizerTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))

    func swipe(_ direction: SwipeGestureRecognizer.Direction) -> SwipeGestureRecognizer {
      let swipe = SwipeGestureRecognizer()
      swipe.name = "s"
      swipe.direction = direction
      return stage.watch(swipe, as: "swipe", on: pad)
    }

    @Test func theNumbersAndDefaultsAreWrittenOnce() {
      #expect(SwipeGestureRecognizer.minimumDistance == 50)
      #expect(SwipeGestureRecognizer.maximumDuration == 0.5)
      #expect(SwipeGestureRecognizer().direction == .right)
      #expect(SwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test func aQuickStrokeRightIsRecognizedBeforeTheFingerLifts() {
      var location = CGPoint.zero
      let swipe = swipe(.right)
      swipe.addAction { location = $0.location(in: nil) }
      stage.send(.mouseDown(CGPoint(x: 100, y: 100), .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 148, y: 110), .left), at: 1.1)  // 49 pt
      #expect(stage.transitions.isEmpty)
      stage.send(.mouseDragged(CGPoint(x: 150, y: 110), .left), at: 1.2)
      #expect(stage.transitions == ["swipe(s) ended"] && location == CGPoint(x: 100, y: 100))
    }

    @Test func aStrokeTheWrongWayOrTooSlowOrTooShortFails() {
      _ = swipe([.left, .up])
      stage.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 60, y: 0), steps: 2, at: 1)
      stage.send(.mouseDown(CGPoint(x: 100, y: 100), .left), at: 2)
      stage.send(.mouseDragged(CGPoint(x: 40, y: 100), .left), at: 2.51)
      stage.send(.mouseUp(CGPoint(x: 40, y: 100), .left), at: 2.6)
      stage.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -40), steps: 2, at: 3)
      stage.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: -40, y: -40), steps: 2, at: 4)
      #expect(stage.transitions == Array(repeating: "swipe(s) failed", count: 4))
      stage.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 25, y: -60), steps: 2, at: 5)
      #expect(stage.transitions.last == "swipe(s) ended")
    }
  }

  /// A pinch from two fingers played as touches: its scale is the distance
  /// over the starting distance.
  @Suite(.serialized) @MainActor
  final class PinchGestureRecognizerTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))
    var reports: [String] = []

    func pinch() -> PinchGestureRecognizer {
      let pinch = PinchGestureRecognizer { [unowned self] recognizer in
        let pinch = recognizer as! PinchGestureRecognizer
        let c = pinch.location(in: pad)
        let v = (pinch.velocity * 100).rounded() / 100
        reports.append("\(pinch.state) \(pinch.scale) \(v) (\(c.x), \(c.y))")
      }
      pinch.name = "p"
      pad.addGestureRecognizer(pinch)
      return pinch
    }

    @Test func theChosenNumberIsThePans() {
      #expect(PinchGestureRecognizer.beginDistanceChange == PanGestureRecognizer.beginDistance)
    }

    @Test func aFingerPutBackMidPinchCarriesOnFromTheSameScale() {
      _ = pinch()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 100)), at: 1.01)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 180, y: 100)), at: 1.1)  // scale 2
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 180, y: 100)), at: 1.2)
      stage.send(.fingerDown(id: 3, at: CGPoint(x: 110, y: 100)), at: 1.3)  // 10 apart
      stage.send(.fingerMoved(id: 3, at: CGPoint(x: 115, y: 100)), at: 1.4)  // 15 apart
      #expect(
        reports.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == [
          "began 2.0", "changed 3.0",
        ])
    }

    @Test func aPinchsScaleIsTheDistanceOverTheStartingDistance() {
      _ = pinch()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 100)), at: 1.01)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 146, y: 100)), at: 1.1)
      #expect(reports.isEmpty)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 160, y: 100)), at: 1.2)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 80, y: 100)), at: 1.3)
      stage.send(.fingerUp(id: 1, at: CGPoint(x: 80, y: 100)), at: 1.35)
      #expect(reports.count == 2)  // one finger up: not ended yet, as UIKit says
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 160, y: 100)), at: 1.4)
      #expect(
        reports == [
          "began 1.5 3.5 (130.0, 100.0)", "changed 2.0 5.0 (120.0, 100.0)",
          "ended 2.0 5.0 (160.0, 100.0)",
        ])
      #expect(stage.transitions == ["pinch(p) began", "pinch(p) changed", "pinch(p) ended"])
    }

    @Test func settingTheScaleRescalesFromHere() {
      let pinch = pinch()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 100)), at: 1.01)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 180, y: 100)), at: 1.1)
      pinch.scale = 1
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 260, y: 100)), at: 1.2)
      #expect(reports.last?.hasPrefix("changed 2.0 10.0") == true)
    }

    @Test func fingersTogetherScaleDownAndOneFingerAloneFails() {
      let pinch = pinch()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 200, y: 100)), at: 1.01)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 150, y: 100)), at: 1.1)
      #expect(reports.first?.hasPrefix("began 0.5") == true)
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 150, y: 100)), at: 1.2)
      stage.send(.fingerUp(id: 1, at: CGPoint(x: 100, y: 100)), at: 1.3)
      #expect(pinch.scale == 1)  // reset
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 2)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 180, y: 100)), at: 2.1)
      stage.send(.fingerUp(id: 1, at: CGPoint(x: 180, y: 100)), at: 2.2)
      #expect(stage.transitions.last == "pinch(p) failed")
    }
  }
}
