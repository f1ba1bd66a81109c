import Foundation

/// Recognizes two fingers moving apart or together: a continuous gesture
/// that reports the scale of their distance to the starting distance.
///
/// UIKit counterpart: `UIPinchGestureRecognizer`. `scale` is the
/// fingers' distance over their distance when the second finger went down
/// (setting it rescales from here on, as apps do to apply the scale step
/// by step); `velocity` is the scale's change a second; `location(in:)`
/// is the centroid of the two fingers. Fingers beyond two are ignored.
/// UIKit gives no numbers; this project's choice (pinned by
/// `PinchGestureRecognizerTests`): the pinch begins once the distance has
/// changed by more than `beginDistanceChange` (6 pt, the pan's
/// `beginDistance`). As UIKit documents, it changes while both fingers are
/// down and ends when both have lifted; a finger put down again while one
/// remains carries on from the same scale.
open class PinchGestureRecognizer: GestureRecognizer {
  /// How much the fingers' distance changes, in points, before the pinch begins.
  public static let beginDistanceChange = PanGestureRecognizer.beginDistance

  /// The distance the scale is measured against; nil until two fingers are down.
  private var baseDistance: Double?
  private var startDistance = 0.0
  private var velocityEstimate = VelocityEstimate()

  open override var traceKind: String { "pinch" }

  /// The fingers' distance over the starting distance (1 before they move).
  public var scale: Double {
    get {
      guard let baseDistance, let d = fingerDistance, baseDistance > 0 else { return 1 }
      return d / baseDistance
    }
    set {
      guard let d = fingerDistance, newValue > 0, newValue.isFinite else { return }
      baseDistance = d / newValue
      velocityEstimate.reset(to: CGPoint(x: newValue, y: 0), at: lastTime)
    }
  }

  /// The scale's change, a second.
  public var velocity: Double { velocityEstimate.velocity.x }

  private var lastTime = 0.0
  /// The scale when one of the two fingers lifted mid-pinch.
  private var pausedScale = 1.0
  /// The last distance between the two fingers, kept when one lifts.
  private var lastDistance: Double?

  private var fingerDistance: Double? {
    guard trackedTouches.count >= 2 else { return lastDistance }
    return distance(trackedTouches[0].locationInWindow, trackedTouches[1].locationInWindow)
  }

  /// Ignores fingers beyond two. When the second finger goes down, its
  /// distance to the first becomes the base of `scale`; during a pinch under
  /// way, the new pair carries on from the scale reached.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    lastTime = event.timestamp
    for touch in touches where numberOfTouches > 2 { ignore(touch, for: event) }
    guard numberOfTouches == 2, let d = fingerDistance else { return }
    if state == .possible {
      baseDistance = d
      startDistance = d
      velocityEstimate.reset(to: CGPoint(x: 1, y: 0), at: event.timestamp)
    } else {
      baseDistance = d / pausedScale  // a new pair carries on from the same scale
    }
  }

  /// With two fingers down, updates `scale`'s velocity; begins the pinch
  /// once their distance has changed by more than `beginDistanceChange`,
  /// then makes each move a change.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    lastTime = event.timestamp
    guard numberOfTouches == 2, baseDistance != nil, let d = fingerDistance else { return }
    lastDistance = d
    velocityEstimate.add(CGPoint(x: scale, y: 0), at: event.timestamp)
    switch state {
    case .possible where abs(d - startDistance) > Self.beginDistanceChange: state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// When the last finger lifts, ends a pinch that has begun and fails one
  /// that has not. When one of two lifts, a pinch under way keeps its scale
  /// for the next pair; one not yet begun waits for a second finger again.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    lastTime = event.timestamp
    lastDistance = fingerDistance
    velocityEstimate.add(CGPoint(x: scale, y: 0), at: event.timestamp)
    let remaining = numberOfTouches - touches.count
    switch state {
    case .began where remaining == 0, .changed where remaining == 0:
      state = .ended
    case .began, .changed:
      pausedScale = scale
    case .possible where remaining == 0:
      state = .failed
    case .possible:
      baseDistance = nil  // waits for a second finger again
    default:
      break
    }
  }

  /// Fails the pinch if it has not begun, and cancels it if it has.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    state = state == .possible ? .failed : .cancelled
  }

  open override func reset() {
    super.reset()
    baseDistance = nil
    lastDistance = nil
    pausedScale = 1
    velocityEstimate = VelocityEstimate()
  }
}
