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
/// As UIKit documents, `location(in:)` and `location(ofTouch:in:)` are
/// those of the first tap when there are several, `location(in:)` the
/// centroid of its fingers; this project's choice: where they lifted.
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
  /// The fingers of the tap under way, in the order they went down, and
  /// where each lifted.
  private var tapFingers: [Touch] = []
  private var liftedAt: [Touch: CGPoint] = [:]
  /// Where the first tap's fingers lifted, in the order they went down.
  private var firstTapTouches: [CGPoint] = []
  /// Tells a timer that fires after the gesture moved on to let it be.
  private var generation = 0

  open override var traceKind: String { "tap" }

  open override func location(in view: View?) -> CGPoint {
    guard !firstTapTouches.isEmpty else { return super.location(in: view) }
    let n = Double(firstTapTouches.count)
    let centroid = CGPoint(
      x: firstTapTouches.map(\.x).reduce(0, +) / n, y: firstTapTouches.map(\.y).reduce(0, +) / n)
    return convertFromWindow(centroid, to: view)
  }

  /// Once a tap is done, the first tap's fingers.
  open override var numberOfTouches: Int {
    firstTapTouches.isEmpty ? super.numberOfTouches : firstTapTouches.count
  }

  open override func location(ofTouch index: Int, in view: View?) -> CGPoint {
    guard !firstTapTouches.isEmpty else { return super.location(ofTouch: index, in: view) }
    precondition(
      firstTapTouches.indices.contains(index),
      "location(ofTouch: \(index)) of a tap of \(firstTapTouches.count) touches")
    return convertFromWindow(firstTapTouches[index], to: view)
  }

  /// Notes where each finger went down, and ends the wait for the next
  /// tap. Fails if a later tap begins more than `allowableMovement` from the
  /// first, or if more than `numberOfTouchesRequired` fingers are down.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    generation += 1  // the wait between taps is over
    for touch in touches {
      starts[touch] = touch.locationInWindow
      tapFingers.append(touch)
      if let first = firstTapStart, fingersInTap == 0,
        distance(touch.locationInWindow, first) > Self.allowableMovement
      {
        state = .failed
      }
    }
    if firstTapStart == nil { firstTapStart = touches.first?.locationInWindow }
    fingersInTap = max(fingersInTap, trackedTouches.count)
    if trackedTouches.count > numberOfTouchesRequired || tapsDone >= numberOfTapsRequired {
      state = .failed
    }
  }

  /// Fails if a finger has moved more than `allowableMovement` from where
  /// it went down.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    for touch in touches {
      if let start = starts[touch],
        distance(touch.locationInWindow, start) > Self.allowableMovement
      {
        state = .failed
      }
    }
  }

  /// Checks the lift as a move. When the last finger of a tap lifts, counts
  /// the tap if `numberOfTouchesRequired` fingers made it (and fails
  /// otherwise), then recognizes once `numberOfTapsRequired` taps are done,
  /// or waits `maximumIntervalBetweenTaps` for the next before failing.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    touchesMoved(touches, with: event)
    for touch in touches { liftedAt[touch] = touch.locationInWindow }
    // Not a tap until every finger is up.
    guard state == .possible, trackedTouches.count == touches.count else { return }
    guard fingersInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsDone += 1
    fingersInTap = 0
    if firstTapTouches.isEmpty {
      firstTapTouches = tapFingers.map { liftedAt[$0] ?? $0.locationInWindow }
    }
    tapFingers.removeAll()
    liftedAt.removeAll()
    if tapsDone == numberOfTapsRequired {
      state = .recognized
    } else {
      waitForNextTap()
    }
  }

  /// Fails the tap.
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
    tapFingers.removeAll()
    liftedAt.removeAll()
    firstTapTouches.removeAll()
    generation += 1
  }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}
