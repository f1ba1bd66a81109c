import Foundation

/// One uninterrupted stretch of a property animator's motion: from where
/// it was when it started, continued or reversed, to its end or its start.
///
/// `fractionComplete` moves in a straight line over the stretch, from
/// `fraction0` to `fraction1`. The progress shown follows the timing curve
/// F from the curve time `u0` to `u1`, rebased so that it begins exactly at
/// `progress0` (no jump, whatever was shown before) and ends exactly at
/// `progress1`:
///
///     p(u) = p1 + (p0 - p1) · (F(u) - F(u1)) / (F(u0) - F(u1))
///
/// When F(u0) = F(u1) (nothing left on the curve) the progress moves in a
/// straight line instead. Resuming on the animator's own curve uses
/// u0 = fractionComplete, so an animation paused and continued, or
/// reversed, retraces the same curve; new timing parameters start their
/// curve at u0 = 0 and run it over the remaining distance.
struct AnimatorSegment {
  /// Engine time at which the stretch starts moving (after any delay).
  let begin: Double
  /// Its length in the timeline's seconds (slow animations slow the
  /// timeline, not this).
  let length: Double
  let fraction0, fraction1: Double
  let progress0, progress1: Double
  let u0, u1: Double
  let timing: ResolvedTiming

  /// How far through the stretch `now` is, 0...1.
  func elapsed(at now: Double) -> Double {
    guard length > 0 else { return now >= begin ? 1 : 0 }
    return min(max((now - begin) / length, 0), 1)
  }

  func fraction(at now: Double) -> Double {
    let s = elapsed(at: now)
    return fraction0 + (fraction1 - fraction0) * s
  }

  func progress(at now: Double) -> Double {
    let s = elapsed(at: now)
    if s >= 1 { return progress1 }
    let u = u0 + (u1 - u0) * s
    let start = timing.progress(u0)
    let end = timing.progress(u1)
    guard abs(start - end) > 1e-12 else { return progress1 + (progress0 - progress1) * (1 - s) }
    return progress1 + (progress0 - progress1) * (timing.progress(u) - end) / (start - end)
  }

  func isOver(at now: Double) -> Bool { elapsed(at: now) >= 1 && now >= begin }
}
