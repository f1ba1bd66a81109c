/// A callback fired once per frame, just before drawing, while not paused.
///
/// Core Animation counterpart: `CADisplayLink`. Deliberate difference: a
/// closure instead of a target and selector. While any link is active the
/// run loop draws at the display rate; when all are paused or invalidated
/// it goes back to sleep.
public final class DisplayLink {
  /// A paused link does not fire and does not keep the run loop awake.
  public var isPaused = false
  /// The time of the frame being prepared (when the callback runs).
  public private(set) var timestamp: Double = 0
  /// The time the next frame is expected to be shown.
  public private(set) var targetTimestamp: Double = 0
  /// False after `invalidate()`.
  public private(set) var isValid = true
  let callback: (DisplayLink) -> Void

  init(callback: @escaping (DisplayLink) -> Void) {
    self.callback = callback
  }

  /// Stops the link for good; the run loop drops it.
  public func invalidate() {
    isValid = false
  }

  var isActive: Bool { isValid && !isPaused }

  func fire(at time: Double, frameInterval: Double) {
    timestamp = time
    targetTimestamp = time + frameInterval
    callback(self)
  }
}
