import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// How the window shares a touch between recognizers and the touched
  /// view (issue 27, items 1 and 2), as UIKit documents it.
  @Suite(.serialized) @MainActor
  final class GestureDeliveryTests {
    let stage = GestureStage()
    var trace: Trace { stage.trace }
    let start = CGPoint(x: 20, y: 20)

    /// A recognizer that logs what it sees and never recognizes.
    final class Watcher: GestureRecognizer {
      let trace: Trace
      init(trace: Trace) {
        self.trace = trace
        super.init()
      }
      override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        trace.log("watcher.began")
      }
      override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        trace.log("watcher.ended")
        state = .failed
      }
    }

    @Test func stateRawValuesAreUIKitsAndRecognizedIsEnded() {
      let states: [GestureRecognizer.State] = [
        .possible, .began, .changed, .ended, .cancelled, .failed,
      ]
      #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
      #expect(GestureRecognizer.State.recognized == .ended)
    }

    @Test func defaultsAreUIKits() {
      let recognizer = GestureRecognizer()
      #expect(recognizer.cancelsTouchesInView && !recognizer.delaysTouchesBegan)
      #expect(recognizer.delaysTouchesEnded && recognizer.isEnabled)
      #expect(recognizer.state == .possible && recognizer.view == nil)
    }

    @Test func recognizersOfTheViewAndItsAncestorsSeeATouchBeforeTheView() {
      let outer = stage.pad("outer", CGRect(x: 0, y: 0, width: 200, height: 200))
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
      outer.addGestureRecognizer(Watcher(trace: trace))
      stage.click(start, at: 1)
      #expect(
        trace.entries == [
          "watcher.began", "pad.began (20, 20)", "watcher.ended", "pad.ended (20, 20)",
        ])
      _ = pad
    }

    @Test func withNoRecognizersTheViewSeesEveryPhaseAtOnce() {
      _ = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 1)
      #expect(
        trace.entries == [
          "pad.began (20, 20)", "pad.moved (23, 20)", "pad.moved (26, 20)", "pad.moved (29, 20)",
          "pad.ended (29, 20)",
        ])
    }

    @Test func cancelsTouchesInViewSendsTheViewTouchesCancelledOnceRecognized() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      _ = stage.watch(PanGestureRecognizer(), as: "pan", on: pad)
      stage.drag(from: start, by: CGPoint(x: 15, y: 0), steps: 5, at: 1)
      #expect(
        trace.entries == [
          "pad.began (20, 20)", "pad.moved (23, 20)", "pad.moved (26, 20)", "pad.cancelled",
          "pan began", "pan changed", "pan changed", "pan ended",
        ])
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesTheWholeTouch() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      stage.watch(PanGestureRecognizer(), as: "pan", on: pad).cancelsTouchesInView = false
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 1)
      #expect(
        trace.entries == [
          "pad.began (20, 20)", "pad.moved (23, 20)", "pad.moved (26, 20)", "pan began",
          "pad.moved (29, 20)", "pan ended", "pad.ended (29, 20)",
        ])
    }

    @Test func delaysTouchesEndedHoldsTheEndUntilThePossibleRecognizerFails() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      let double = stage.watch(TapGestureRecognizer(), as: "double", on: pad)
      double.numberOfTapsRequired = 2
      stage.click(start, at: 1)
      #expect(trace.entries == ["pad.began (20, 20)"])
      stage.wait(until: 1.05 + TapGestureRecognizer.maximumIntervalBetweenTaps + 0.01)
      #expect(trace.entries == ["pad.began (20, 20)", "pad.ended (20, 20)"])
      #expect(stage.transitions == ["tap(TracingView) failed"])
    }

    @Test func withoutDelaysTouchesEndedTheEndGoesAtOnce() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      let double = stage.watch(TapGestureRecognizer(), as: "double", on: pad)
      double.numberOfTapsRequired = 2
      double.delaysTouchesEnded = false
      stage.click(start, at: 1)
      #expect(trace.entries == ["pad.began (20, 20)", "pad.ended (20, 20)"])
    }

    @Test func aRecognizedTapCancelsTheEndItHeld() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      _ = stage.watch(TapGestureRecognizer(), as: "tap", on: pad)
      stage.click(start, at: 1)
      #expect(trace.entries == ["pad.began (20, 20)", "pad.cancelled", "tap ended"])
    }

    @Test func delaysTouchesBeganKeepsTheTouchFromTheViewUntilTheRecognizerFails() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      stage.watch(PanGestureRecognizer(), as: "pan", on: pad).delaysTouchesBegan = true
      stage.send(.mouseDown(start, .left), at: 1)
      #expect(trace.entries.isEmpty)
      stage.send(.mouseUp(start, .left), at: 1.1)  // never moved: the pan fails
      #expect(trace.entries == ["pad.began (20, 20)", "pad.ended (20, 20)"])
      trace.entries.removeAll()
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 2)  // recognized
      #expect(trace.entries == ["pan began", "pan ended"])
    }

    @Test func singleTapWaitsInPossibleForTheDoubleTapToFail() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      let single = stage.watch(TapGestureRecognizer(), as: "single", on: pad)
      let double = stage.watch(TapGestureRecognizer(), as: "double", on: pad)
      double.numberOfTapsRequired = 2
      single.require(toFail: double)
      stage.click(start, at: 1)
      #expect(single.state == .possible && !trace.entries.contains("single ended"))
      stage.wait(until: 1.05 + TapGestureRecognizer.maximumIntervalBetweenTaps + 0.01)
      #expect(trace.entries == ["pad.began (20, 20)", "pad.cancelled", "single ended"])
      #expect(single.state == .possible)  // reset after its action
      trace.entries.removeAll()
      stage.click(start, at: 3)
      stage.click(start, at: 3.2)
      stage.wait(until: 4)
      #expect(!trace.entries.contains("single ended") && trace.entries.contains("double ended"))
    }

    @Test func simultaneousRecognitionIsOffByDefault() {
      let outer = stage.pad("outer", CGRect(x: 0, y: 0, width: 200, height: 200))
      let inner = stage.pad("inner", CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
      _ = stage.watch(PanGestureRecognizer(), as: "inner pan", on: inner)
      _ = stage.watch(PanGestureRecognizer(), as: "outer pan", on: outer)
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 1)
      #expect(!trace.entries.contains { $0.hasPrefix("outer pan") })
      #expect(trace.entries.contains("inner pan began"))
      #expect(
        stage.transitions == [
          "pan(TracingView) began", "pan(TracingView) failed", "pan(TracingView) ended",
        ])
    }

    @Test func theDelegateAllowsSimultaneousRecognition() {
      let outer = stage.pad("outer", CGRect(x: 0, y: 0, width: 200, height: 200))
      let inner = stage.pad("inner", CGRect(x: 0, y: 0, width: 100, height: 100), in: outer)
      let permissions = Permissions()
      permissions.simultaneous = true
      _ = stage.watch(PanGestureRecognizer(), as: "inner pan", on: inner)
      stage.watch(PanGestureRecognizer(), as: "outer pan", on: outer).delegate = permissions
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 1)
      #expect(
        trace.entries.contains("inner pan began") && trace.entries.contains("outer pan began"))
      #expect(
        trace.entries.contains("inner pan ended") && trace.entries.contains("outer pan ended"))
    }

    @Test func aControlsActionWinsOverATapOnItsAncestor() {
      let container = stage.pad("container", CGRect(x: 0, y: 0, width: 200, height: 200))
      let control = Control(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      container.addSubview(control)
      trace.entries.removeAll()
      control.addAction({ [trace] _ in trace.log("control action") }, for: .touchUpInside)
      _ = stage.watch(TapGestureRecognizer(), as: "tap", on: container)
      stage.click(start, at: 1)  // on the control
      #expect(trace.entries == ["control action"])
      stage.click(CGPoint(x: 100, y: 100), at: 2)  // beside it
      #expect(trace.entries.suffix(2) == ["container.cancelled", "tap ended"])
    }

    @Test func aTapOnTheControlItselfWinsOverItsAction() {
      let control = Control(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      stage.window.addSubview(control)
      control.addAction({ [trace] _ in trace.log("control action") }, for: .touchUpInside)
      control.addAction({ [trace] _ in trace.log("control cancel") }, for: .touchCancel)
      _ = stage.watch(TapGestureRecognizer(), as: "tap", on: control)
      stage.click(start, at: 1)
      #expect(trace.entries == ["control cancel", "tap ended"])
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      let pan = stage.watch(PanGestureRecognizer(), as: "pan", on: pad)
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 40, y: 20), .left), at: 1.1)
      pan.isEnabled = false
      stage.send(.mouseDragged(CGPoint(x: 60, y: 20), .left), at: 1.2)
      stage.send(.mouseUp(CGPoint(x: 60, y: 20), .left), at: 1.3)
      #expect(
        trace.entries == ["pad.began (20, 20)", "pad.cancelled", "pan began", "pan cancelled"])
      #expect(pan.state == .possible)
      pan.isEnabled = true
      trace.entries.removeAll()
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 2)
      #expect(trace.entries.contains("pan began") && trace.entries.last == "pan ended")
    }

    @Test func theDelegateCanKeepARecognizerFromBeginning() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      let permissions = Permissions()
      permissions.shouldBegin = false
      stage.watch(PanGestureRecognizer(), as: "pan", on: pad).delegate = permissions
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 1)
      #expect(
        trace.entries.first == "pad.began (20, 20)" && trace.entries.last == "pad.ended (29, 20)")
      #expect(stage.transitions == ["pan(TracingView) failed"])
    }

    @Test func theDelegateCanKeepATouchFromARecognizer() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      let permissions = Permissions()
      permissions.receives = false
      stage.watch(PanGestureRecognizer(), as: "pan", on: pad).delegate = permissions
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 1)
      #expect(trace.entries.count == 5 && stage.transitions.isEmpty)
    }

    @Test func aViewCanKeepARecognizerFromBeginning() {
      final class Refusing: View {
        override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
          false
        }
      }
      let outer = stage.pad("outer", CGRect(x: 0, y: 0, width: 200, height: 200))
      outer.addSubview(Refusing(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
      _ = stage.watch(PanGestureRecognizer(), as: "pan", on: outer)
      stage.drag(from: start, by: CGPoint(x: 9, y: 0), steps: 3, at: 1)
      #expect(stage.transitions == ["pan(TracingView) failed"])
    }

    @Test func removingARecognizerMidGestureSendsNoMoreActions() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      let pan = stage.watch(PanGestureRecognizer(), as: "pan", on: pad)
      stage.send(.mouseDown(start, .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 40, y: 20), .left), at: 1.1)
      pad.removeGestureRecognizer(pan)
      stage.send(.mouseDragged(CGPoint(x: 60, y: 20), .left), at: 1.2)
      stage.send(.mouseUp(CGPoint(x: 60, y: 20), .left), at: 1.3)
      #expect(trace.entries == ["pad.began (20, 20)", "pad.cancelled", "pan began"])
      #expect(pan.view == nil && pan.state == .possible && pad.gestureRecognizers.isEmpty)
    }

    @Test func locationIsTheCentroidOfTheTouches() {
      let pad = stage.pad("pad", CGRect(x: 50, y: 50, width: 200, height: 200))
      pad.isMultipleTouchEnabled = true
      var seen: [String] = []
      let pan = PanGestureRecognizer { recognizer in
        let c = recognizer.location(in: pad)
        let second = recognizer.location(ofTouch: 1, in: nil)
        seen.append("\(recognizer.numberOfTouches) (\(c.x), \(c.y)) (\(second.x), \(second.y))")
      }
      pan.minimumNumberOfTouches = 2
      pad.addGestureRecognizer(pan)
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 100, y: 100)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 140, y: 120)), at: 1.01)
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 160, y: 120)), at: 1.02)
      #expect(seen == ["2 (80.0, 60.0) (160.0, 120.0)"])
    }

    @Test func aViewNotMultipleTouchEnabledSeesOnlyItsFirstTouch() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 50, y: 50)), at: 1.1)
      stage.send(.fingerUp(id: 2, at: CGPoint(x: 50, y: 50)), at: 1.2)
      stage.send(.fingerUp(id: 1, at: CGPoint(x: 10, y: 10)), at: 1.3)
      #expect(trace.entries == ["pad.began (10, 10)", "pad.ended (10, 10)"])
      pad.isMultipleTouchEnabled = true
      trace.entries.removeAll()
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 10, y: 10)), at: 2)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 50, y: 50)), at: 2.1)
      #expect(trace.entries == ["pad.began (10, 10)", "pad.began (50, 50)"])
    }

    @Test func anIgnoredTouchIsNotCancelledInTheView() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      pad.isMultipleTouchEnabled = true
      stage.watch(PanGestureRecognizer(), as: "pan", on: pad).maximumNumberOfTouches = 1
      stage.send(.fingerDown(id: 1, at: CGPoint(x: 10, y: 10)), at: 1)
      stage.send(.fingerDown(id: 2, at: CGPoint(x: 100, y: 100)), at: 1.01)
      stage.send(.fingerMoved(id: 1, at: CGPoint(x: 30, y: 10)), at: 1.02)  // the pan begins
      stage.send(.fingerMoved(id: 2, at: CGPoint(x: 110, y: 100)), at: 1.03)
      #expect(
        trace.entries == [
          "pad.began (10, 10)", "pad.began (100, 100)", "pad.cancelled", "pan began",
          "pad.moved (110, 100)",
        ])
    }

    @Test func aRecognizerIsResetOnceItEndsAndIgnoresTheTouchesStillDown() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 300, height: 300))
      let swipe = stage.watch(SwipeGestureRecognizer(), as: "swipe", on: pad)
      stage.send(.mouseDown(CGPoint(x: 10, y: 10), .left), at: 1)
      stage.send(.mouseDragged(CGPoint(x: 70, y: 10), .left), at: 1.1)
      #expect(swipe.state == .possible && trace.entries.last == "swipe ended")
      stage.send(.mouseDragged(CGPoint(x: 140, y: 10), .left), at: 1.2)
      stage.send(.mouseUp(CGPoint(x: 140, y: 10), .left), at: 1.3)
      #expect(stage.transitions == ["swipe(TracingView) ended"])
    }

    @Test func stateChangesAreTracedWithTheRecognizersName() {
      let pad = stage.pad("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
      let pan = PanGestureRecognizer()
      pan.name = "radar"
      let tap = TapGestureRecognizer()
      tap.name = "name"
      pad.addGestureRecognizer(pan)
      pad.addGestureRecognizer(tap)
      stage.drag(from: start, by: CGPoint(x: 20, y: 0), steps: 4, at: 1)
      #expect(
        stage.transitions == [
          "pan(radar) began", "tap(name) failed", "pan(radar) changed", "pan(radar) ended",
        ])
    }
  }
}
