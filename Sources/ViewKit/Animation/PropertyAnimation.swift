import Foundation
import Platform

/// One property of one view moving from a value to another over time.
///
/// Core Animation counterpart: a `CABasicAnimation` on a layer's key path.
@MainActor
final class PropertyAnimation {
  weak var view: View?
  let key: AnimationKey
  let from: AnimatableValue
  let to: AnimatableValue
  /// When the value starts moving (after any delay), on the engine's clock.
  let beginTime: Double
  let duration: Double
  let curve: TimingCurve
  let group: AnimationGroup
  /// The presentation value: what is drawn this frame.
  var current: AnimatableValue
  /// The property animator that moves this animation, if a block of one
  /// started it (`ViewPropertyAnimator`); then the animator, not the clock,
  /// sets `current`, and the engine does not update it.
  weak var driver: ViewPropertyAnimator?
  /// True once the engine has removed it (ended or replaced).
  var hasEnded = false
  /// The track of values `animateKeyframes` gives it, if any; nil for a
  /// straight line from `from` to `to`.
  var keyframes: KeyframeTrack?
  /// A spring's timing, used instead of `curve` when set.
  var timing: ResolvedTiming?

  /// `.repeat`: never ends on its own. `.autoreverse`: each cycle plays
  /// forward, then back.
  let repeats: Bool
  let autoreverses: Bool

  init(
    view: View, key: AnimationKey, from: AnimatableValue, to: AnimatableValue, beginTime: Double,
    duration: Double, curve: TimingCurve, group: AnimationGroup, repeats: Bool = false,
    autoreverses: Bool = false
  ) {
    self.view = view
    self.key = key
    self.from = from
    self.to = to
    self.beginTime = beginTime
    self.duration = duration
    self.curve = curve
    self.group = group
    self.repeats = repeats
    self.autoreverses = autoreverses
    self.current = from
  }

  /// Moves the presentation value to time `now`; returns true when done.
  /// Before `beginTime` (during a delay) the value holds at `from`.
  ///
  /// Time is counted in legs of `duration`: leg 0 plays from `from` to
  /// `to` on the curve; with `.autoreverse`, leg 1 plays back. A cycle is
  /// one leg, or two when reversing; `.repeat` plays cycles for ever. An
  /// animation that ends shows its model value, `to`, as UIKit's does even
  /// after reversing.
  func update(at now: Double) -> Bool {
    let legs = duration > 0 ? max(now - beginTime, 0) / duration : .infinity
    let cycle = autoreverses ? 2.0 : 1.0
    if !repeats && legs >= cycle {
      current = to
      return true
    }
    let position = repeats ? legs.truncatingRemainder(dividingBy: cycle) : legs
    let progress = position <= 1 ? position : 2 - position  // the way back
    current = value(at: timing?.progress(progress) ?? curve.value(at: progress))
    return false
  }

  /// The value `progress` of the way along: on the keyframe track, or on
  /// the straight line from `from` to `to` (past it for a spring's overshoot).
  func value(at progress: Double) -> AnimatableValue {
    keyframes?.value(at: progress) ?? from.interpolated(to: to, progress)
  }
}
