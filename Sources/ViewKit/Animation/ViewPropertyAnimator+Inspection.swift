import Foundation

/// What an instrument may read off a property animator: the progress it
/// shows and the curve it follows.
///
/// No UIKit counterpart; a teaching instrument (UIKit shows only
/// `fractionComplete`, the time).
extension ViewPropertyAnimator {
  /// The progress the main animations show now, 0...1 (a spring may
  /// overshoot): the timing curve's value, where `fractionComplete` is the time.
  public var progressShown: Double {
    guard let segment else { return progress }
    return segment.progress(at: engine.clock.now)
  }

  /// The animator's own timing curve at `fraction` of its time: the curve
  /// the animation follows when started and left alone.
  public func curveValue(at fraction: Double) -> Double {
    ownTiming.progress(min(max(fraction, 0), 1))
  }
}
