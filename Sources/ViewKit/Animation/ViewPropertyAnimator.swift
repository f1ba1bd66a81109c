import Foundation

/// An animation you can start, pause, scrub, reverse, stop and finish, and
/// add to while it runs: UIKit's `UIViewPropertyAnimator`.
///
/// The animation blocks change model values, as in `View.animate`; the
/// animator makes one animation of each change and drives them all itself:
/// each frame it works out its progress from its timing (a cubic curve or a
/// spring) and puts every animated property that far along. Anything an
/// animation block starts (a nested `View.animate`, a view transition) is
/// driven the same way, so it too pauses, scrubs and reverses with the
/// animator.
///
/// The blocks run when the animator first becomes active: at
/// `startAnimation()`, `pauseAnimation()`, or the first setting of
/// `fractionComplete`. The states and which calls are legal in each are in
/// `ViewPropertyAnimator+State.swift`; an illegal call stops the program
/// with a message naming the rule, where UIKit raises an exception.
///
/// Deliberate differences: completions never run inside the call that
/// finished the animator (`finishAnimation(at:)` or `stopAnimation(_:)`);
/// they run at the animation engine's next `advance()`, as every completion
/// in ViewKit does. Animations added with a delay factor follow the
/// animator's time on its own timing curve, from their delayed start.
@MainActor
public final class ViewPropertyAnimator: ViewImplicitlyAnimating {
  /// The duration of the main animations, in seconds, as given.
  public let duration: Double
  /// The timing given at creation.
  public let timingParameters: TimingCurveProvider
  /// The delay of the last `startAnimation(afterDelay:)`.
  public internal(set) var delay: Double = 0

  /// Where the animator is in its life; the transitions between states
  /// are in `ViewPropertyAnimator+State.swift`.
  public internal(set) var state: ViewAnimatingState = .inactive
  /// True while active and moving (not paused).
  public var isRunning: Bool { state == .active && segment != nil }
  /// A paused animator scrubs linearly (`fractionComplete` is the progress
  /// shown) unless this is false, when it shows its timing curve's value.
  public var scrubsLinearly = true
  /// When true, reaching the end leaves the animator active and paused,
  /// without running its completions, so it can be reversed.
  public var pausesOnCompletion = false
  /// Whether the animated views take touches while it runs (they do by default).
  public var isUserInteractionEnabled = true
  /// Whether the animator can be paused, scrubbed and stopped; it can be
  /// changed only while inactive.
  public var isInterruptible = true {
    willSet {
      precondition(
        state == .inactive,
        "isInterruptible can be changed only while the animator is inactive (state is \(state))")
    }
  }

  let engine: AnimationEngine
  /// `timingParameters` over `duration`: the animator's own curve.
  let ownTiming: ResolvedTiming
  /// Blocks given before the animator became active, with their delay factors.
  var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
  var completions: [(ViewAnimatingPosition) -> Void] = []
  /// Every animation the animator drives, with where it starts (as a
  /// fraction of the time: 0 for the main animations).
  var tracks: [(animation: PropertyAnimation, start: Double)] = []
  /// Where the current block's animations start, while it runs.
  var blockStart = 0.0

  /// Time through the animation, 0...1: `fractionComplete`.
  var fraction = 0.0
  /// The progress shown by the main animations (a spring may overshoot 1).
  var progress = 0.0
  /// The stretch being played; nil while paused, inactive or stopped.
  var segment: AnimatorSegment?
  var reversed = false

  /// An animator with the timing `parameters`; add animations with
  /// `addAnimations(_:)` and start it with `startAnimation()`.
  public init(duration: Double, timingParameters parameters: TimingCurveProvider) {
    precondition(duration >= 0 && duration.isFinite, "an animator's duration must be 0 or more")
    self.duration = duration
    timingParameters = parameters
    ownTiming = ResolvedTiming(parameters, duration: duration)
    engine = AnimationEngine.current
  }

  /// With one of the built-in curves.
  public convenience init(
    duration: Double, curve: View.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// With a cubic Bézier through the two control points.
  public convenience init(
    duration: Double, controlPoint1: CGPoint, controlPoint2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: CubicTimingParameters(
        controlPoint1: controlPoint1, controlPoint2: controlPoint2))
    if let animations { addAnimations(animations) }
  }

  /// With a spring that settles over `duration` (`SpringTimingParameters`).
  public convenience init(
    duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: SpringTimingParameters(dampingRatio: dampingRatio))
    if let animations { addAnimations(animations) }
  }

  /// Makes an animator, starts it after `delay`, and adds `completion`, as
  /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:...)`:
  /// the curve comes from `options`.
  public static func runningPropertyAnimator(
    withDuration duration: Double, delay: Double, options: View.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> ViewPropertyAnimator {
    let curve = View.AnimationCurve(rawValue: Int(options.curveField)) ?? .easeInOut
    let animator = ViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Animations and completions

  /// Adds a block with no delay: `addAnimations(_:delayFactor:)` with 0.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds a block. Before the animator is active it joins the main
  /// animations, delayed by `delayFactor` of the duration; once active it
  /// runs at once and animates over the time that remains, starting after
  /// `delayFactor` of it.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: Double) {
    precondition(
      state != .stopped, "addAnimations: a stopped animator takes no animations; finish it first")
    precondition(
      (0...1).contains(delayFactor),
      "addAnimations: delayFactor must be in 0...1, not \(delayFactor)")
    if state == .inactive {
      pendingBlocks.append((animation, delayFactor))
    } else {
      run(animation, start: fraction + delayFactor * (1 - fraction))
      applyProgress()
    }
  }

  /// Adds a completion, called with where the animation ended once it does.
  public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs a block with the animator capturing what it changes and starts.
  func run(_ block: () -> Void, start: Double) {
    let context = AnimationContext(
      duration: duration, delay: 0,
      options: isUserInteractionEnabled ? .allowUserInteraction : [])
    blockStart = start
    engine.openContexts.append(context)
    engine.capturing.append(self)
    block()
    engine.openContexts.removeLast()
    let group = AnimationGroup(options: context.options, completion: nil)
    for change in context.changes {
      let to = change.view.modelValue(change.key)
      let running = change.view.animations[change.key]
      guard to != change.from || running != nil else { continue }
      // From what is on screen: where a running animation has got to.
      engine.add(
        PropertyAnimation(
          view: change.view, key: change.key, from: running?.current ?? change.from, to: to,
          beginTime: engine.clock.now, duration: duration, curve: .linear, group: group))
    }
    engine.capturing.removeLast()
  }

  /// Called by the engine for an animation added while a block runs.
  func adopt(_ animation: PropertyAnimation) {
    animation.driver = self
    tracks.append((animation, blockStart))
  }

  /// Moves every animation to the animator's progress.
  func applyProgress() {
    for (animation, start) in tracks where !animation.hasEnded {
      var p = progress
      if start > 0 {  // a delayed block: its own stretch of the time, on the curve
        let local = min(max((fraction - start) / (1 - start), 0), 1)
        p = ownTiming.progress(local)
      }
      animation.current = animation.value(at: p)
      if case .custom = animation.key {
        animation.view?.setNeedsDisplay()
      } else {
        animation.view?.setNeedsRedraw()
      }
    }
  }
}
