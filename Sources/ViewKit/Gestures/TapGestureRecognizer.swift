import Foundation

/// Recognizes one or more taps of one or more fingers: a discrete gesture,
/// `possible` to `recognized` (its action is sent once) or `failed`.
///
/// UIKit counterpart: `UITapGestureRecognizer`. A tap is every required
/// finger down and up again; the gesture is recognized when the last
/// finger of the last required tap lifts. Where UIKit gives no number,
/// this project's choices (pinned by `TapGestureRecognizerTests`):
/// - a finger that moves more than `allowableMovement` (10 pt, the long
///   press's documented figure) from where it went down fails the tap, and
///   so does a later tap that begins that far from the first;
/// - the next tap must begin within `Window.multiClickInterval` (0.35 s,
///   the double click's) of the previous one's end, or the gesture fails
///   then (on the animation engine's clock);
/// - more fingers than required fails it.
/// `location(in:)` is where the taps were: the centroid of the last tap's
/// fingers when they lifted.
open class TapGestureRecognizer: GestureRecognizer {
  /// How far a finger may move and still tap, in points.
  public static let allowableMovement = 10.0
  /// Seconds allowed from one tap's end to the next one's start.
  public static let maximumIntervalBetweenTaps = Window.multiClickInterval

  /// Taps to recognize; UIKit's default, 1.
  public var numberOfTapsRequired = 1
  /// Fingers in each tap; UIKit's default, 1.
  public var numberOfTouchesRequired = 1

  private var tapsDone = 0
  /// Most fingers down at once in this tap.
  private var fingersInTap = 0
  private var starts: [Touch: CGPoint] = [:]
  private var firstTapStart: CGPoint?
  private var tapLocation: CGPoint?
  /// Tells a timer that fires after the gesture moved on to let it be.
  private var generation = 0

  open override var traceKind: String { "tap" }

  open override func location(in view: View?) -> CGPoint {
    guard let tapLocation else { return super.location(in: view) }
    return convertFromWindow(tapLocation, to: view)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    generation += 1  // the wait between taps is over
    for touch in touches {
      starts[touch] = touch.locationInWindow
      if let first = firstTapStart, fingersInTap == 0,
        distance(touch.locationInWindow, first) > Self.allowableMovement
      {
        state = .failed
      }
    }
    if firstTapStart == nil { firstTapStart = touches.first?.locationInWindow }
    fingersInTap = max(fingersInTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired || tapsDone >= numberOfTapsRequired {
      state = .failed
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    for touch in touches {
      if let start = starts[touch],
        distance(touch.locationInWindow, start) > Self.allowableMovement
      {
        state = .failed
      }
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    touchesMoved(touches, with: event)
    // Not a tap until every finger is up.
    guard state == .possible, numberOfTouches == touches.count else { return }
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsDone += 1
    fingersInTap = 0
    tapLocation = centroidInWindow
    if tapsDone == numberOfTapsRequired {
      state = .recognized
    } else {
      waitForNextTap()
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = .failed
  }

  private func waitForNextTap() {
    generation += 1
    let expected = generation
    AnimationEngine.current.perform(after: Self.maximumIntervalBetweenTaps) { [weak self] in
      guard let self, self.generation == expected, self.state == .possible else { return }
      self.state = .failed
    }
  }

  open override func reset() {
    super.reset()
    tapsDone = 0
    fingersInTap = 0
    starts.removeAll()
    firstTapStart = nil
    tapLocation = nil
    generation += 1
  }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
