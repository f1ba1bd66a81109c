import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// One touch event per window, as UIKit reuses one `UIEvent` for a whole
  /// multi-touch sequence: every delivery of every finger goes with the same
  /// object, brought up to date, so an event kept from the first finger
  /// sees the second land and lift.
  @Suite(.serialized) @MainActor
  final class TouchEventTests {
    let stage = GestureStage()
    let keeper = EventKeeper(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

    init() {
      stage.window.addSubview(keeper)
    }

    /// A multiple-touch view that keeps each event it is sent, and writes
    /// down the phase and how many touches the event held at the call.
    final class EventKeeper: View {
      var events: [Event] = []
      var seen: [String] = []

      override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
      }

      private func keep(_ phase: String, _ event: Event) {
        events.append(event)
        seen.append("\(phase) \(event.allTouches.count)")
      }
      override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        keep("began", event)
      }
      override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        keep("moved", event)
      }
      override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        keep("ended", event)
      }
      override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        keep("cancelled", event)
      }
    }

    func finger(_ id: Int, down x: Double, _ y: Double, at time: Double) {
      stage.send(.fingerDown(id: id, at: CGPoint(x: x, y: y)), at: time)
    }
    func finger(_ id: Int, to x: Double, _ y: Double, at time: Double) {
      stage.send(.fingerMoved(id: id, at: CGPoint(x: x, y: y)), at: time)
    }
    func finger(_ id: Int, up x: Double, _ y: Double, at time: Double) {
      stage.send(.fingerUp(id: id, at: CGPoint(x: x, y: y)), at: time)
    }

    @Test func oneEventObjectCarriesEveryFingerOfTheSequence() {
      finger(1, down: 50, 50, at: 1)
      finger(2, down: 150, 150, at: 1.1)
      finger(2, to: 160, 150, at: 1.2)
      finger(2, to: 170, 150, at: 1.3)
      finger(1, to: 55, 50, at: 1.4)
      finger(2, up: 170, 150, at: 1.5)
      finger(1, up: 55, 50, at: 1.6)
      #expect(
        keeper.seen == [
          "began 1", "began 2", "moved 2", "moved 2", "moved 2", "ended 2", "ended 1",
        ])
      #expect(keeper.events.allSatisfy { $0 === stage.window.touchEvent })
      #expect(stage.window.touchEvent.type == .touches)
    }

    @Test func anEventKeptFromTheFirstFingerSeesTheSecondLandAndLift() throws {
      finger(1, down: 50, 50, at: 1)
      let kept = try #require(keeper.events.first)
      let first = try #require(kept.allTouches.first)
      #expect(kept.allTouches.count == 1 && kept.timestamp == 1)
      finger(2, down: 150, 150, at: 1.1)
      #expect(kept.allTouches.count == 2 && kept.timestamp == 1.1)
      finger(2, up: 150, 150, at: 1.2)
      #expect(keeper.seen.last == "ended 2")  // the lifting finger is there while it is delivered
      #expect(kept.allTouches == [first] && kept.timestamp == 1.2)
      finger(1, up: 50, 50, at: 1.3)
      #expect(keeper.seen.last == "ended 1")
      #expect(kept.allTouches.isEmpty && kept.timestamp == 1.3)
    }

    /// flowkey's touch handling test, for the second finger: the touch
    /// of a new finger is looked up in the event the first finger's
    /// delivery carried, and followed there as it moves; the view's pan
    /// recognizer is shown both fingers with that same event.
    @Test func theSecondFingerIsFoundAndFollowedInTheEventOfTheFirst() throws {
      let pan = EventKeepingPan()
      pan.cancelsTouchesInView = false
      keeper.addGestureRecognizer(pan)
      finger(1, down: 50, 50, at: 1)
      let kept = try #require(keeper.events.first)
      let first = try #require(kept.allTouches.first)
      finger(2, down: 150, 150, at: 1.1)
      let second = try #require(kept.allTouches.first { $0 !== first })
      #expect(second.phase == .began && second.location(in: nil) == CGPoint(x: 150, y: 150))
      finger(2, to: 160, 150, at: 1.2)
      #expect(second.phase == .moved && second.location(in: nil) == CGPoint(x: 160, y: 150))
      #expect(kept.allTouches == [first, second])
      #expect(pan.events.count == 3 && pan.events.allSatisfy { $0 === kept })
    }

    /// A pan that keeps each event it is shown.
    final class EventKeepingPan: PanGestureRecognizer {
      var events: [Event] = []
      override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        events.append(event)
        super.touchesBegan(touches, with: event)
      }
      override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        events.append(event)
        super.touchesMoved(touches, with: event)
      }
    }

    /// A double tap holds the first tap's end back from the view until the
    /// wait for a second tap runs out; the end then goes with the event as
    /// it is, the lifted touch among its touches for that call only.
    @Test func aPhaseHeldBackGoesWithTheEventAsItIsThenWithItsTouch() {
      let doubleTap = TapGestureRecognizer()
      doubleTap.numberOfTapsRequired = 2
      keeper.addGestureRecognizer(doubleTap)
      finger(1, down: 50, 50, at: 1)
      finger(1, up: 50, 50, at: 1.05)
      #expect(keeper.seen == ["began 1"])
      stage.wait(until: 1.5)
      #expect(keeper.seen == ["began 1", "ended 1"])
      #expect(stage.window.touchEvent.allTouches.isEmpty)
      #expect(stage.window.touchEvent.timestamp == 1.05)  // the last delivery's
    }

    @Test func keysAndWheelTurnsGetANewEventEachTime() {
      final class Keys: View {
        var events: [Event] = []
        override func pressesBegan(_ presses: Set<Press>, with event: Event) {
          events.append(event)
        }
        override func scrollWheel(with event: Event) { events.append(event) }
      }
      let keys = Keys(frame: stage.window.bounds)
      stage.window.addSubview(keys)
      stage.window.firstResponder = keys
      stage.send(.keyDown(Key(name: "A")), at: 1)
      stage.send(.keyDown(Key(name: "B")), at: 1.1)
      stage.send(.wheel(delta: CGPoint(x: 0, y: 1), at: CGPoint(x: 10, y: 10)), at: 1.2)
      #expect(keys.events.map(\.type) == [.presses, .presses, .scroll])
      #expect(keys.events[0] !== keys.events[1] && keys.events[1] !== keys.events[2])
      #expect(!keys.events.contains { $0 === stage.window.touchEvent })
    }
  }
}
