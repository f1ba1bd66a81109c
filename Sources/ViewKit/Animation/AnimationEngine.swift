import Foundation
import Platform

/// Runs every animation: keeps time, updates presentation values each
/// frame, and runs completions.
///
/// Core Animation counterpart: the render server's timeline. It is driven
/// by a display link (`Application` connects one) or, in tests, by calling
/// `advance()` after advancing a `VirtualClock`.
///
/// Completions never run inside the `animate` call that made them: one whose
/// animations were all replaced or removed, or that had nothing to animate,
/// runs at the start of the engine's next `advance()` (`runOnNextTurn`);
/// one whose animations ran out runs at the end of the `advance()` that
/// finished them, after every presentation value is updated.
@MainActor
public final class AnimationEngine {
  /// The engine `View.animate` uses.
  public static var current = AnimationEngine(clock: HostClock())

  /// The time animations read: `timeline`, which follows the clock it is
  /// given (setting this sets `timeline.source`) except while paused
  /// (`AnimationEngine+Pause.swift`).
  public var clock: MediaClock {
    get { timeline }
    set { timeline.source = newValue }
  }
  /// The timeline behind `clock`: it follows the clock given at creation
  /// (its `source`), runs slower with `slowAnimations`, and is held while
  /// the engine is paused.
  public let timeline: AnimationTimeline
  /// How many times slower everything runs with slow animations on.
  nonisolated public static let slowAnimationsFactor = 10.0
  /// Slow Animations, as in the iOS Simulator: the timeline runs
  /// `slowAnimationsFactor` times slower, so every animation, transition
  /// and timer does, including those under way.
  public var slowAnimations: Bool {
    get { timeline.speed < 1 }
    set { timeline.speed = newValue ? 1 / Self.slowAnimationsFactor : 1 }
  }
  /// `View.setAnimationsEnabled(_:)`: while false, changes are not animated.
  public var areAnimationsEnabled = true
  /// Called whenever the engine is given work (an animation, a timer, a
  /// completion to run), so that a driver gone idle starts again.
  public var requestFrames: () -> Void = {}
  var running: [PropertyAnimation] = []
  private var dueNextTurn: [() -> Void] = []
  var openContexts: [AnimationContext] = []
  /// Actions waiting for a time on the engine's clock (`perform(after:_:)`).
  private var timers: [(time: Double, action: () -> Void)] = []
  /// Property animators that are active (running or paused): the engine
  /// holds them, as UIKit keeps a running animator alive.
  var animators: [ViewPropertyAnimator] = []
  /// The animators whose animation blocks are running now, innermost last:
  /// an animation added meanwhile is handed to the innermost to drive.
  var capturing: [ViewPropertyAnimator] = []
  /// The `animateKeyframes` blocks running now, innermost last.
  var openKeyframes: [KeyframeCollector] = []

  /// The latest time the engine did something stepping back cannot undo
  /// (started or ended an animation, fired a timer, ran a completion):
  /// `step(frames:)` goes back no further.
  var rewindLimit = -Double.infinity
  /// Called after every `advance()`; the inspector redraws from it.
  var advanceObservers: [() -> Void] = []
  /// True inside `step(frames:)`, whose `advance()` runs though paused.
  var isStepping = false

  /// An engine whose time follows `clock` at full speed, not paused, with
  /// animations enabled and nothing running.
  public init(clock: MediaClock) {
    timeline = AnimationTimeline(source: clock)
  }

  /// True while anything is moving or a completion or timer is waiting.
  /// A paused property animator is not moving: it asks for no frames; nor
  /// does anything while the engine is paused.
  public var isAnimating: Bool {
    guard !isPaused else { return false }
    return !running.isEmpty || !dueNextTurn.isEmpty || !timers.isEmpty
      || animators.contains { $0.isRunning }
  }

  /// Runs `action` in the first turn at least `delay` seconds from now on
  /// the animation clock, as `DispatchQueue.main.asyncAfter` would on
  /// real time: staggered animations stay in step with it.
  public func perform(after delay: Double, _ action: @escaping () -> Void) {
    timers.append((clock.now + delay, action))
    workAdded()
  }

  /// Advances every animation to the clock's time; while paused, does
  /// nothing (`step(frames:)` advances a paused engine).
  public func advance() {
    guard !isPaused || isStepping else { return }
    defer { for observer in advanceObservers { observer() } }
    let due = dueNextTurn
    dueNextTurn.removeAll()
    for completion in due { completion() }
    let now = clock.now
    let fired = timers.filter { $0.time <= now }
    timers.removeAll { $0.time <= now }
    for timer in fired { timer.action() }
    var finishedCompletions: [() -> Void] = []
    for animator in animators {  // a copy: finishing removes it
      finishedCompletions += animator.advance(to: now)
    }
    for animation in running where animation.update(at: now) {
      if let done = finish(animation, finished: true) { finishedCompletions.append(done) }
    }
    for animation in running {
      // Content drawn from a custom value is recorded again; the rest only moves.
      if case .custom = animation.key {
        animation.view?.setNeedsDisplay()
      } else {
        animation.view?.setNeedsRedraw()
      }
    }
    if !due.isEmpty || !fired.isEmpty || !finishedCompletions.isEmpty { rewindLimit = now }
    for completion in finishedCompletions { completion() }
  }

  func add(_ animation: PropertyAnimation) {
    if let view = animation.view, let old = view.animations[animation.key] {
      runOnNextTurn(finish(old, finished: false))
    }
    animation.view?.animations[animation.key] = animation
    if let animator = capturing.last {
      animator.adopt(animation)
    } else {
      running.append(animation)
    }
    animation.group.started()
    animation.view?.setNeedsRedraw()
    workAdded()
  }

  /// Removes an animation now: the view shows its model value again.
  /// Returns the completion to run if it was its group's last.
  @discardableResult
  func finish(_ animation: PropertyAnimation, finished: Bool) -> (() -> Void)? {
    guard !animation.hasEnded else { return nil }  // its group heard once already
    animation.hasEnded = true
    running.removeAll { $0 === animation }
    if let view = animation.view, view.animations[animation.key] === animation {
      view.animations[animation.key] = nil
      if case .custom = animation.key { view.setNeedsDisplay() } else { view.setNeedsRedraw() }
    }
    return animation.group.ended(finished: finished)
  }

  /// Queues `action` for the start of the next `advance()`. In an
  /// `Application` that is this turn's display-link step when the action is
  /// queued before it (by next-turn work, an event or a timer), and the
  /// next turn's when it is queued by `advance()` itself or while drawing.
  /// Either way, never inside the call that queued it.
  func runOnNextTurn(_ action: (() -> Void)?) {
    guard let action else { return }
    dueNextTurn.append(action)
    workAdded()
  }

  /// New work that stepping back cannot undo: asks for frames, and moves
  /// the rewind limit to now.
  func workAdded() {
    rewindLimit = max(rewindLimit, clock.now)
    requestFrames()
  }
}
