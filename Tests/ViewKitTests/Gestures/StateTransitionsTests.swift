import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The state machine as Apple's event-handling guide and
  /// `UIGestureRecognizerSubclass` say it: actions for `began`, each
  /// `changed`, `ended` and `cancelled`, none for `failed`; and once the
  /// gesture is over the recognizer is reset to `possible`, whether or not
  /// a window's touches drove it there.
  @Suite(.serialized) @MainActor
  final class StateTransitionsTests {
    let stage = GestureStage()

    @Test func aRecognizerWhoseGestureEndsOutsideATouchSequenceIsResetToPossible() {
      var seen: [GestureRecognizer.State] = []
      let recognizer = GestureRecognizer { seen.append($0.state) }
      recognizer.state = .began
      recognizer.state = .changed
      recognizer.state = .ended
      #expect(seen == [.began, .changed, .ended])
      #expect(recognizer.state == .possible)
      recognizer.state = .failed
      #expect(recognizer.state == .possible && seen.count == 3)
    }

    @Test func aStateANewGestureCannotTakeIsIgnored() {
      var seen: [GestureRecognizer.State] = []
      let recognizer = GestureRecognizer { seen.append($0.state) }
      recognizer.state = .changed  // not begun
      recognizer.state = .possible
      #expect(seen.isEmpty && recognizer.state == .possible)
    }

    @Test func theDelegateIsAskedBeforeLeavingPossibleOutsideATouchSequenceToo() {
      var seen: [GestureRecognizer.State] = []
      let recognizer = GestureRecognizer { seen.append($0.state) }
      let delegate = Permissions()
      delegate.shouldBegin = false
      recognizer.delegate = delegate
      recognizer.name = "r"
      recognizer.state = .began
      #expect(seen.isEmpty && recognizer.state == .possible)
      #expect(stage.transitions == ["gesture(r) failed"])
    }
  }
}
