import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A pan: continuous, with its translation, velocity and finger counts,
  /// and this project's numbers where UIKit gives none.
  @Suite(.serialized) @MainActor
  final class PanGestureRecognizerTests {
    let stage = GestureStage()
    let start = CGPoint(x: 20, y: 20)
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
    var reports: [String] = []

    /// A pan that reports `state translation` on each action.
    func pan(_ configure: (PanGestureRecognizer) -> Void = { _ in }) -> PanGestureRecognizer {
      let pan = PanGestureRecognizer { [unowned self] recognizer in
        let t = (recognizer as! PanGestureRecognizer).translation(in: pad)
        reports.append("\(recognizer.state) (\(t.x), \(t.y))")
      }
      pan.name = "p"
      configure(pan)
      pad.addGestureRecognizer(pan)
      return pan
    }

    @Test func theChosenNumbersAreWrittenOnce() {
      #expect(PanGestureRecognizer.beginDistance == 6)
      #expect(VelocityEstimate.stillTime == 0.1)
      let pan = PanGestureRecognizer()
      #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
    }

    @Test func aPanBeginsOnlyPastTheBeginDistanceAndCountsFromTheTouchDown() {
      _ = pan()
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 26, y: 20), .left), at: 1.01)
      #expect(reports.isEmpty)
      stage.send(.mouseDragged(CGPoint(x: 26.5, y: 20), .left), at: 1.02)
      stage.send(.mouseDragged(CGPoint(x: 30, y: 25), .left), at: 1.03)
      stage.send(.mouseUp(CGPoint(x: 30, y: 25), .left), at: 1.04)
      #expect(reports == ["began (6.5, 0.0)", "changed (10.0, 5.0)", "ended (10.0, 5.0)"])
      #expect(stage.transitions == ["pan(p) began", "pan(p) changed", "pan(p) ended"])
    }

    @Test func aPanThatNeverMovesFarEnoughFails() {
      _ = pan()
      stage.drag(from: start, by: CGPoint(x: 3, y: 3), steps: 3, at: 1)
      #expect(reports.isEmpty && stage.transitions == ["pan(p) failed"])
    }

    @Test func setTranslationMovesTheOrigin() {
      let pan = pan()
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 40, y: 20), .left), at: 1.01)
      pan.setTranslation(.zero, in: pad)
      #expect(pan.translation(in: pad) == .zero && pan.velocity(in: pad) == .zero)
      stage.send(.mouseDragged(CGPoint(x: 45, y: 22), .left), at: 1.02)
      #expect(reports.last == "changed (5.0, 2.0)")
    }

    @Test func theVelocityIsTheLastStepsAndZeroAfterStandingStill() {
      var velocities: [Double] = []
      let pan = pan()
      pan.addAction { velocities.append(($0 as! PanGestureRecognizer).velocity(in: nil).x) }
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 30, y: 20), .left), at: 1.1)
      stage.send(.mouseDragged(CGPoint(x: 35, y: 20), .left), at: 1.15)
      stage.send(.mouseUp(CGPoint(x: 35, y: 20), .left), at: 1.2)  // still for 0.05 s only
      stage.send(.mouseDown(start, .left), at: 2)
      stage.send(.mouseDragged(CGPoint(x: 40, y: 20), .left), at: 2.1)
      stage.send(.mouseUp(CGPoint(x: 40, y: 20), .left), at: 2.21)  // held still for 0.11 s
      #expect(velocities.map { $0.rounded() } == [100, 100, 100, 200, 0])
    }

    @Test func theTranslationIsInTheViewsCoordinates() {
      pad.transform = CGAffineTransform(scaleX: 2, y: 2)
      var inWindow = CGPoint.zero
      let pan = pan()
      pan.addAction { inWindow = ($0 as! PanGestureRecognizer).translation(in: nil) }
      stage.drag(from: CGPoint(x: 100, y: 100), by: CGPoint(x: 20, y: 0), steps: 2, at: 1)
      #expect(reports.last == "ended (10.0, 0.0)" && inWindow == CGPoint(x: 20, y: 0))
      #expect(pan.translation(in: nil) == .zero)  // reset
    }

    @Test func aTwoFingerPanWaitsForTheSecondFingerAndEndsWhenAllLift() {
      _ = pan { $0.minimumNumberOfTouches = 2 }
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 20, y: 20)), at: 1)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 40, y: 20)), at: 1.01)
      #expect(reports.isEmpty)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 60, y: 20)), at: 1.02)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 80, y: 20)), at: 1.03)
      stage.send(.fingerUp(id: 1, at: CGPoint(x: 40, y: 20)), at: 1.04)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 90, y: 20)), at: 1.05)  // below the minimum
      #expect(reports == ["began (30.0, 0.0)"])
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 90, y: 20)), at: 1.06)
      #expect(reports == ["began (30.0, 0.0)", "ended (40.0, 0.0)"])
    }

    @Test func aFingerAddedMidPanDoesNotMakeTheTranslationJump() {
      _ = pan()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 20, y: 20)), at: 1)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 40, y: 20)), at: 1.01)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 100, y: 100)), at: 1.02)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 110, y: 100)), at: 1.03)
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 110, y: 100)), at: 1.04)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 41, y: 20)), at: 1.05)
      #expect(reports == ["began (20.0, 0.0)", "changed (25.0, 0.0)", "changed (26.0, 0.0)"])
    }

    @Test func fingersBeyondTheMaximumAreIgnored() {
      let pan = pan { $0.maximumNumberOfTouches = 1 }
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 20, y: 20)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 100, y: 100)), at: 1.01)
      #expect(pan.numberOfTouches == 1)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 150, y: 100)), at: 1.02)
      #expect(reports.isEmpty)
    }

    @Test func aCancelledTouchCancelsAPanUnderWay() {
      _ = pan()
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 40, y: 20), .left), at: 1.01)
      stage.send(.focusLost, at: 1.02)
      #expect(stage.transitions == ["pan(p) began", "pan(p) cancelled"])
    }
  }

  /// A pan that must start at an edge of the window and move away from it.
  @Suite(.serialized) @MainActor
  final class ScreenEdgePanGestureRecognizerTests {
    let stage = GestureStage()
    lazy var pad = stage.pad("pad", stage.window.bounds)

    func edgePan(_ edges: RectEdge) -> ScreenEdgePanGestureRecognizer {
      let pan = ScreenEdgePanGestureRecognizer()
      pan.name = "e"
      pan.edges = edges
      pad.addGestureRecognizer(pan)
      return pan
    }

    @Test func theChosenNumbersAreWrittenOnce() {
      #expect(ScreenEdgePanGestureRecognizer.edgeWidth == 20)
      #expect(ScreenEdgePanGestureRecognizer().edges == [])
      #expect(RectEdge.all.rawValue == 15 && RectEdge.left.rawValue == 2)
    }

    @Test func aPanFromTheLeftEdgeInwardBegins() {
      _ = edgePan(.left)
      stage.drag(from: CGPoint(x: 20, y: 150), by: CGPoint(x: 40, y: 10), steps: 4, at: 1)
      #expect(stage.transitions.first == "edgePan(e) began")
      #expect(stage.transitions.last == "edgePan(e) ended")
    }

    /// It fails at its first touch, as UIKit's does, and the trace leaves
    /// that failure out: it is every click's, away from the edges.
    @Test func aPanStartingFurtherInFailsUntraced() {
      let pan = edgePan(.left)
      var states: [GestureRecognizer.State] = []
      pan.addAction { states.append($0.state) }
      stage.drag(from: CGPoint(x: 21, y: 150), by: CGPoint(x: 40, y: 0), steps: 4, at: 1)
      #expect(stage.transitions == [])
      #expect(states.isEmpty)  // it never began
    }

    @Test func aPanAlongTheEdgeFails() {
      _ = edgePan(.left)
      stage.drag(from: CGPoint(x: 5, y: 150), by: CGPoint(x: 5, y: 40), steps: 4, at: 1)
      #expect(stage.transitions == ["edgePan(e) failed"])
    }

    @Test func onlyTheChosenEdgesCount() {
      _ = edgePan(.right)
      stage.drag(from: CGPoint(x: 5, y: 150), by: CGPoint(x: 40, y: 0), steps: 4, at: 1)
      stage.drag(from: CGPoint(x: 295, y: 150), by: CGPoint(x: -40, y: 0), steps: 4, at: 2)
      #expect(stage.transitions.first == "edgePan(e) began")  // the left edge's failure untraced
    }
  }
}
