import Foundation

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
extension View {
  /// Animates the changes made in `animations` on a spring that settles
  /// over `duration` seconds (how the spring is chosen is in
  /// `SpringTimingParameters`): `dampingRatio` 1 settles without
  /// overshooting, toward 0 it oscillates more; `velocity` is the initial
  /// speed as a fraction of the whole change per second (1 covers it in a
  /// second). The options' curve is not used; their flags are, as in
  /// `animate(withDuration:...)`, and so is the completion rule.
  public static func animate(
    withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
    initialSpringVelocity velocity: Double, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let engine = AnimationEngine.current
    let context = AnimationContext.nested(
      in: engine.openContexts.last, duration: duration, delay: delay, options: options)
    engine.openContexts.append(context)
    animations()
    if context.options.contains(.layoutSubviews) { context.layOutChangedViews() }
    engine.openContexts.removeLast()
    let spring = SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: velocity)
    let timing = ResolvedTiming(spring, duration: duration)
    commit(context, completion: completion, in: engine, timing: timing)
  }
}
