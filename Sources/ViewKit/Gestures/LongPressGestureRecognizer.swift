import Foundation

/// Recognizes fingers held still for a while: a continuous gesture that
/// begins when the press has lasted long enough, changes as the fingers
/// move, and ends when the first of them lifts.
///
/// UIKit counterpart: `UILongPressGestureRecognizer`, with UIKit's
/// defaults: 0.5 s, one finger, no taps before, 10 points of movement
/// allowed before it begins (none is limited after). The press is timed on
/// the animation engine's clock. Taps before the press (`numberOfTapsRequired`)
/// are counted as `Touch.tapCount` counts clicks; a press whose count is
/// not one more than required fails. Pinned by `LongPressGestureRecognizerTests`.
open class LongPressGestureRecognizer: GestureRecognizer {
  /// Seconds the fingers must stay down; UIKit's default, 0.5.
  public var minimumPressDuration = 0.5
  /// Fingers that must press; UIKit's default, 1.
  public var numberOfTouchesRequired = 1
  /// Taps before the press; UIKit's default, 0.
  public var numberOfTapsRequired = 0
  /// Points a finger may move before the press begins; UIKit's default, 10.
  public var allowableMovement = 10.0

  private var starts: [Touch: CGPoint] = [:]
  /// Tells the timer of an earlier press to let this one be.
  private var generation = 0

  open override var traceKind: String { "longPress" }

  /// Notes where each finger went down. Before the press begins, fails if
  /// more than `numberOfTouchesRequired` fingers are down or a finger's
  /// `tapCount` is not `numberOfTapsRequired` + 1, and starts the
  /// `minimumPressDuration` timer once the required fingers are down.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    for touch in touches { starts[touch] = touch.locationInWindow }
    guard state == .possible else { return }
    if numberOfTouches > numberOfTouchesRequired
      || touches.contains(where: { $0.tapCount != numberOfTapsRequired + 1 })
    {
      state = .failed
    } else if numberOfTouches == numberOfTouchesRequired {
      startTimer()
    }
  }

  /// Before the press begins, fails if a finger has moved more than
  /// `allowableMovement` from where it went down; once it has begun, every
  /// move is a change.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible:
      let strayed = touches.contains { touch in
        starts[touch].map { distance(touch.locationInWindow, $0) > allowableMovement } ?? false
      }
      if strayed { state = .failed }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// The first finger to lift ends a press that has begun, and fails one
  /// that has not.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = .ended
    default: break
    }
  }

  /// Fails the press if it has not begun, and cancels it if it has.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = state == .possible ? .failed : .cancelled
  }

  private func startTimer() {
    generation += 1
    let expected = generation
    AnimationEngine.current.perform(after: minimumPressDuration) { [weak self] in
      guard let self, self.generation == expected, self.state == .possible else { return }
      self.state = .began
    }
  }

  open override func reset() {
    super.reset()
    starts.removeAll()
    generation += 1
  }
}
