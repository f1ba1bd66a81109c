import Foundation
import Platform

/// View transitions: a container flips or dissolves from its old content
/// to its new, as `UIView.transition(with:...)` and
/// `UIView.transition(from:to:...)`.
///
/// The method, in order:
///   1. A transition already running in the container ends at once, with
///      `finished == false` (its completion still runs, at the engine's next `advance()`).
///      So two never overlap and no completion is lost.
///   2. The container is snapshotted as it is.
///   3. The change is made (the animations block runs, or the views swap),
///      without animation: the transition covers it.
///   4. The container is laid out; it is snapshotted again by the first
///      frame that shows any of the new content (TransitionRenderer), not in
///      this call.
///   5. A progress value animates 0 to 1 over the duration, on the curve;
///      while it does, the container draws the two snapshots instead of its
///      subviews, and it and its subviews ignore touches unless
///      `.allowUserInteraction` is given.
///   6. At the end the transition is removed and the completion runs.
/// With no transition style, no duration, or nothing drawn yet (no
/// renderer to snapshot with), the change happens at once and the completion
/// runs at the engine's next `advance()`.
extension View {
  /// Runs `animations` (which change the container's content) behind a
  /// transition of `container`.
  public static func transition(
    with container: View, duration: Double, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    runTransition(
      in: container, duration: duration, options: options, hidingBefore: nil,
      change: { animations?() }, hidingAfter: nil, onEnd: { _ in }, completion: completion)
  }

  /// Replaces `fromView` with `toView` in `fromView`'s superview behind a
  /// transition of that superview: `toView` is added and `fromView` removed,
  /// or, with `.showHideTransitionViews`, `toView` shown and `fromView`
  /// hidden (both must then be in the superview already).
  public static func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    guard let container = fromView.superview else {
      preconditionFailure("transition(from:to:...): fromView must be in a superview")
    }
    runTransition(
      in: container, duration: duration, options: options, hidingBefore: nil,
      change: {
        if options.contains(.showHideTransitionViews) {
          toView.isHidden = false
          fromView.isHidden = true
        } else {
          container.insertSubview(toView, aboveSubview: fromView)
          fromView.removeFromSuperview()
        }
      }, hidingAfter: nil, onEnd: { _ in }, completion: completion)
  }

  /// The steps above. `onEnd` cleans up at once when the transition ends
  /// (finished or cut short); `completion` runs after, never inside this call.
  static func runTransition(
    in container: View, duration: Double, options: AnimationOptions, hidingBefore: View?,
    change: () -> Void, hidingAfter: View?, onEnd: @escaping (Bool) -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let engine = AnimationEngine.current
    container.endTransition(in: engine)  // 1
    let style = TransitionStyle(options)
    guard style != .none, duration > 0, let renderer = container.window?.renderer,
      let before = try? container.snapshot(in: renderer, hiding: hidingBefore)  // 2
    else {
      change()
      onEnd(true)
      engine.runOnNextTurn { completion?(true) }
      return
    }
    let beforeIsOpaque = container.coversBoundsOpaquely(hiding: hidingBefore)
    change()  // 3
    container.layoutIfNeeded()
    let transition = TransitionRenderer(  // 4
      style: style, before: before,
      makeAfter: { [weak container, weak hidingAfter] renderer in
        try? container?.snapshot(in: renderer, hiding: hidingAfter)
      }, onEnd: onEnd, completion: completion)
    transition.facesAreOpaque =
      beforeIsOpaque && container.coversBoundsOpaquely(hiding: hidingAfter)
    container.activeTransition = transition
    let group = AnimationGroup(options: options) { [weak container] finished in  // 6
      if container?.activeTransition === transition { container?.activeTransition = nil }
      transition.end(finished: finished)?()
    }
    engine.add(  // 5
      PropertyAnimation(
        view: container, key: .transitionProgress, from: .scalar(0), to: .scalar(1),
        beginTime: engine.clock.now, duration: duration, curve: options.timingCurve, group: group))
  }

  /// Ends a running transition at once, finished == false; its completion
  /// runs at the engine's next `advance()`.
  func endTransition(in engine: AnimationEngine) {
    guard let transition = activeTransition else { return }
    activeTransition = nil
    if let progress = animations[.transitionProgress] { engine.finish(progress, finished: false) }
    engine.runOnNextTurn(transition.end(finished: false))
    setNeedsRedraw()
  }
}
