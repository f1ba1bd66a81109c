import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// A tap: discrete, `possible` to `recognized` or `failed`, with this
  /// project's numbers where UIKit gives none.
  @Suite(.serialized) @MainActor
  final class TapGestureRecognizerTests {
    let stage = GestureStage()
    let start = CGPoint(x: 20, y: 20)
    lazy var pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))

    func tap(_ configure: (TapGestureRecognizer) -> Void = { _ in }) -> TapGestureRecognizer {
      let tap = TapGestureRecognizer()
      tap.name = "t"
      configure(tap)
      return stage.watch(tap, as: "tap", on: pad)
    }

    @Test func theChosenNumbersAreWrittenOnce() {
      #expect(TapGestureRecognizer.allowableMovement == 10)
      #expect(TapGestureRecognizer.maximumIntervalBetweenTaps == Window.multiClickInterval)
      let tap = TapGestureRecognizer()
      #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }

    @Test func aTapGoesFromPossibleToRecognizedAndSendsOneAction() {
      let tap = tap()
      stage.click(start, at: 1)
      #expect(stage.transitions == ["tap(t) ended"])
      #expect(stage.trace.entries.filter { $0.hasPrefix("tap") } == ["tap ended"])
      #expect(tap.state == .possible)  // reset once its touch is up
    }

    @Test func aFingerMovingUpToTheAllowedMovementStillTaps() {
      _ = tap()
      stage.drag(from: start, by: CGPoint(x: 10, y: 0), steps: 2, at: 1)
      #expect(stage.transitions == ["tap(t) ended"])
    }

    @Test func aFingerMovingFurtherFailsTheTap() {
      _ = tap()
      stage.drag(from: start, by: CGPoint(x: 10.5, y: 0), steps: 2, at: 1)
      #expect(stage.transitions == ["tap(t) failed"])
    }

    @Test func theLocationIsWhereTheTapLifted() {
      var location = CGPoint.zero
      let tap = tap()
      tap.addAction { location = $0.location(in: self.pad) }
      stage.drag(from: start, by: CGPoint(x: 4, y: 2), steps: 1, at: 1)
      #expect(location == CGPoint(x: 24, y: 22))
    }

    @Test func aDoubleTapNeedsTheSecondTapInTime() {
      _ = tap { $0.numberOfTapsRequired = 2 }
      stage.click(start, at: 1)
      stage.click(start, at: 1.05 + TapGestureRecognizer.maximumIntervalBetweenTaps - 0.01)
      #expect(stage.transitions == ["tap(t) ended"])
      stage.click(start, at: 3)
      stage.click(start, at: 3.05 + TapGestureRecognizer.maximumIntervalBetweenTaps + 0.01)
      #expect(stage.transitions == ["tap(t) ended", "tap(t) failed"])
    }

    @Test func aDoubleTapsSecondTapMustLandNearTheFirst() {
      _ = tap { $0.numberOfTapsRequired = 2 }
      stage.click(start, at: 1)
      stage.click(CGPoint(x: 31, y: 20), at: 1.1)
      #expect(stage.transitions == ["tap(t) failed"])
    }

    @Test func aTwoFingerTapNeedsBothFingers() {
      _ = tap { $0.numberOfTouchesRequired = 2 }
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 20, y: 20)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 60, y: 20)), at: 1.01)
      stage.send(.fingerUp(id: 1, at: CGPoint(x: 20, y: 20)), at: 1.1)
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 60, y: 20)), at: 1.11)
      #expect(stage.transitions == ["tap(t) ended"])
      stage.click(start, at: 2)  // one finger only
      #expect(stage.transitions == ["tap(t) ended", "tap(t) failed"])
    }

    @Test func moreFingersThanRequiredFailTheTap() {
      _ = tap()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 20, y: 20)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 60, y: 20)), at: 1.01)
      #expect(stage.transitions == ["tap(t) failed"])
    }

    @Test func aCancelledTouchFailsTheTap() {
      _ = tap()
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.focusLost, at: 1.1)
      #expect(stage.transitions == ["tap(t) failed"])
    }
  }
}
