import Foundation

/// The animator's state machine, as `UIViewAnimating` documents it:
///
///     inactive --start/pause/set fractionComplete--> active
///     active   --reaches its end (unless pausesOnCompletion)--> inactive
///     active   --stopAnimation(true)--> inactive     (no completions)
///     active   --stopAnimation(false)--> stopped
///     stopped  --finishAnimation(at:)--> inactive    (completions run)
///
/// Illegal calls, each a precondition whose message names the rule:
/// starting, pausing, scrubbing or adding animations while stopped;
/// `finishAnimation(at:)` in any state but stopped; setting
/// `fractionComplete` while running; continuing an animator that is not
/// active and paused (inactive, running or stopped); pausing, stopping,
/// scrubbing or continuing one that is not interruptible; changing
/// `isInterruptible` while active or stopped (`ViewPropertyAnimator.swift`).
/// Stopping an inactive or stopped animator does nothing.
extension ViewPropertyAnimator {
  /// True when the animator plays toward its start values. Set while
  /// running, it turns round at once, on its own timing; set while paused,
  /// it takes effect when play resumes; set while inactive, the animator
  /// will start at its end. Ignored while stopped.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed, state != .stopped else { return }
      let wasRunning = isRunning
      if wasRunning { freeze() }
      reversed = newValue
      // Mid-flight, turn round at once on the animator's own curve.
      if wasRunning { play(parameters: nil, durationFactor: 1, delay: 0) }
    }
  }

  /// 0 at the start, 1 at the end, in time. Settable only while paused (or
  /// inactive, which makes the animator active and paused); the view shows
  /// that much of the change, linearly unless `scrubsLinearly` is false.
  public var fractionComplete: Double {
    get { segment?.fraction(at: engine.clock.now) ?? fraction }
    set {
      precondition(
        state != .stopped, "fractionComplete cannot be set on a stopped animator; finish it first")
      precondition(
        !isRunning, "fractionComplete can be set only while the animator is paused, not running")
      precondition(
        isInterruptible, "fractionComplete cannot be set: the animator is not interruptible")
      activateIfNeeded()
      fraction = min(max(newValue, 0), 1)
      progress = scrubsLinearly ? fraction : ownTiming.progress(fraction)
      applyProgress()
    }
  }

  /// Starts (or resumes) now: `startAnimation(afterDelay: 0)`.
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts (or resumes) after `delay` seconds. Does nothing while running.
  public func startAnimation(afterDelay delay: Double) {
    precondition(
      state != .stopped,
      "startAnimation: a stopped animator cannot start again; call finishAnimation(at:)")
    precondition(delay >= 0, "startAnimation(afterDelay:): the delay cannot be negative")
    guard !isRunning else { return }
    self.delay = delay
    activateIfNeeded()
    play(parameters: nil, durationFactor: 1, delay: delay)
  }

  /// Pauses where it is; an inactive animator becomes active and paused at 0.
  public func pauseAnimation() {
    precondition(state != .stopped, "pauseAnimation: a stopped animator cannot be paused")
    precondition(isInterruptible, "pauseAnimation: the animator is not interruptible")
    activateIfNeeded()
    freeze()
  }

  /// Resumes a paused animator with new timing (nil: its own), over
  /// `durationFactor` times the time its own timing had left. A new curve
  /// starts where the animation is, at the speed it gives. As Apple
  /// documents, the animator must be active and paused, and interruptible.
  public func continueAnimation(
    withTimingParameters parameters: TimingCurveProvider?, durationFactor: Double
  ) {
    precondition(
      state == .active, "continueAnimation needs an active animator (paused), not a \(state) one")
    precondition(!isRunning, "continueAnimation needs a paused animator, not a running one")
    precondition(isInterruptible, "continueAnimation: the animator is not interruptible")
    precondition(durationFactor >= 0, "continueAnimation: durationFactor cannot be negative")
    play(parameters: parameters, durationFactor: durationFactor, delay: 0)
  }

  /// Stops where it is: the animated properties keep the values on screen.
  /// With `withoutFinishing` true the animator becomes inactive and its
  /// completions never run; with false it is stopped until
  /// `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    precondition(isInterruptible, "stopAnimation: the animator is not interruptible")
    guard state == .active else { return }
    freeze()
    // Blocks that started animations (nested animate calls) hear they were cut short.
    for completion in settle(at: .current) { engine.runOnNextTurn(completion) }
    if withoutFinishing {
      deactivate()
      completions.removeAll()
    } else {
      state = .stopped
    }
  }

  /// Ends a stopped animator: the properties take their end, start or
  /// current values, and the completions run (at the engine's next
  /// `advance()`) with `finalPosition`.
  public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
    precondition(
      state == .stopped,
      "finishAnimation(at:) is legal only after stopAnimation(false), in state stopped (state is \(state))"
    )
    setModel(at: finalPosition)
    deactivate()
    engine.runOnNextTurn(completionsRun(at: finalPosition))
  }

  // MARK: Moving

  /// Called by the engine each frame; returns completions to run.
  func advance(to now: Double) -> [() -> Void] {
    guard let segment else { return [] }
    fraction = segment.fraction(at: now)
    progress = segment.progress(at: now)
    applyProgress()
    guard segment.isOver(at: now) else { return [] }
    self.segment = nil
    if pausesOnCompletion { return [] }
    let position: ViewAnimatingPosition = reversed ? .start : .end
    var done = settle(at: position)
    deactivate()
    done.append(completionsRun(at: position))
    return done
  }

  /// Runs the pending blocks and becomes active, if inactive.
  func activateIfNeeded() {
    guard state == .inactive else { return }
    state = .active
    fraction = reversed ? 1 : 0
    progress = fraction
    engine.animators.append(self)
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for (block, delayFactor) in blocks { run(block, start: delayFactor) }
    applyProgress()
  }

  /// Plays from where it is to its end (or start, reversed).
  func play(parameters: TimingCurveProvider?, durationFactor: Double, delay: Double) {
    let target = reversed ? 0.0 : 1.0
    let remaining = abs(target - fraction)
    let timing: ResolvedTiming
    let (u0, u1): (Double, Double)
    let length: Double
    if let parameters {
      timing = ResolvedTiming(parameters, duration: duration * durationFactor * remaining)
      (u0, u1) = (0, 1)
      length = timing.duration
    } else {
      timing = ownTiming
      (u0, u1) = (fraction, target)
      length = ownTiming.duration * durationFactor * remaining
    }
    segment = AnimatorSegment(
      begin: engine.clock.now + delay, length: length, fraction0: fraction,
      fraction1: target, progress0: progress, progress1: target, u0: u0, u1: u1, timing: timing)
    engine.workAdded()
  }

  /// Stops moving, keeping the values of this moment.
  func freeze() {
    guard let segment else { return }
    let now = engine.clock.now
    fraction = segment.fraction(at: now)
    progress = segment.progress(at: now)
    self.segment = nil
    applyProgress()
  }

  /// Sets the model values for `position` and removes the animations;
  /// returns the completions of blocks that started them (nested
  /// `animate` calls, transitions).
  @discardableResult
  func settle(at position: ViewAnimatingPosition) -> [() -> Void] {
    setModel(at: position)
    var done: [() -> Void] = []
    for (animation, _) in tracks {
      if let completion = engine.finish(animation, finished: position != .current) {
        done.append(completion)
      }
    }
    return done
  }

  /// Sets every animated property's model value to its value at `position`.
  func setModel(at position: ViewAnimatingPosition) {
    for (animation, _) in tracks {
      guard let view = animation.view else { continue }
      let value: AnimatableValue
      switch position {
      case .end: value = animation.to
      case .start: value = animation.value(at: 0)
      case .current: value = animation.current
      }
      View.performWithoutAnimation { view.setModelValue(value, for: animation.key) }
    }
  }

  func deactivate() {
    state = .inactive
    segment = nil
    tracks.removeAll()
    engine.animators.removeAll { $0 === self }
  }

  func completionsRun(at position: ViewAnimatingPosition) -> () -> Void {
    let list = completions
    completions.removeAll()
    return { for completion in list { completion(position) } }
  }
}
