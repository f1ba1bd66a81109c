import Foundation

/// The speed of a value a gesture follows (a pan's translation, a pinch's
/// scale), from the touch events that move it.
///
/// UIKit does not say how it estimates `velocity`; this project's choice,
/// pinned by `PanGestureRecognizerTests`: the speed over the last step that
/// changed the value, zero once the value has stood still for longer than
/// `stillTime` (a finger held still before it lifts flicks nothing).
struct VelocityEstimate {
  /// Seconds without change after which the speed is zero.
  static let stillTime = 0.1

  private var last: (time: Double, value: CGPoint)?
  private var speed = CGPoint.zero
  /// When the value last changed.
  private var changedAt = -Double.infinity
  /// The time of the latest event.
  private var now = -Double.infinity

  /// Starts again from `value` at `time`, with no speed.
  mutating func reset(to value: CGPoint, at time: Double) {
    last = (time, value)
    speed = .zero
    changedAt = time
    now = time
  }

  /// Notes the value at an event's time.
  mutating func add(_ value: CGPoint, at time: Double) {
    now = max(now, time)
    guard let last else { return reset(to: value, at: time) }
    guard value != last.value else { return }
    let dt = time - last.time
    if dt > 0 {
      speed = CGPoint(x: (value.x - last.value.x) / dt, y: (value.y - last.value.y) / dt)
    }
    self.last = (time, value)
    changedAt = time
  }

  /// Units a second, as of the latest event.
  var velocity: CGPoint {
    now - changedAt > Self.stillTime ? .zero : speed
  }
}
