import Foundation

/// What the blocks given to a transition coordinator are told about the
/// transition they run in.
///
/// UIKit counterpart: `UIViewControllerTransitionCoordinatorContext`, the
/// subset a size change has: `isAnimated`, `transitionDuration`,
/// `isInteractive`, `isCancelled` and `containerView`.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
  /// False when the change is made at once (`transitionDuration` 0).
  var isAnimated: Bool { get }
  /// In seconds, before Slow Animations.
  var transitionDuration: Double { get }
  /// True while the user's input drives the transition; false for a size
  /// change.
  var isInteractive: Bool { get }
  /// True once the transition has been cancelled; false for a size
  /// change, which cannot be.
  var isCancelled: Bool { get }
  /// The view the transition happens in: for a size change, the window.
  var containerView: View { get }
}

/// Lets code that hears of a transition animate beside it and learn when
/// it is over.
///
/// UIKit counterpart: `UIViewControllerTransitionCoordinator`, with
/// `animate(alongsideTransition:completion:)` only (not
/// `animateAlongsideTransition(in:...)` or the interaction notifications).
/// ViewKit makes one for each size change of the window
/// (`Window.transition(toSize:)`); transitions between children and
/// presentations do not offer one, and controllers have no
/// `transitionCoordinator` property.
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
  /// Queues `animation` to run in the transition's animation block, with
  /// its duration and curve, and `completion` to run once the transition's
  /// animations are over. Returns false when they can no longer be queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The coordinator of a size change: it runs the window's change and the
/// alongside blocks in one animation block, then the completions.
///
/// UIKit counterpart: none public (UIKit's class is private). Its life,
/// in `phase` order:
/// 1. `.queuing`: the will-callbacks queue blocks; `animate` returns true.
/// 2. `.animating`: inside the animation block, queued blocks run in the
///    order they were queued; a block queued now runs at once, in the
///    same block, and its completion is queued: `animate` returns true.
/// 3. `.running`, then `.completed`: the block is closed and `animate`
///    returns false and queues nothing. The completions run, in order, at
///    the animation engine's `advance()` after the animations end (never
///    inside `run`, even with duration 0), as `View.animate` completions do.
@MainActor
public final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
  /// Where a coordinator is in its life; it goes through these in order.
  public enum Phase: Sendable {
    /// Made and not yet run: `animate` queues its blocks.
    case queuing
    /// Inside `run(_:)`'s animation block: `animate` runs the animation at
    /// once and queues the completion.
    case animating
    /// `run(_:)` has returned and the animations are under way: `animate`
    /// queues nothing.
    case running
    /// The animations are over and the completions run: `animate` queues
    /// nothing.
    case completed
  }

  public let containerView: View
  public let transitionDuration: Double
  public var isAnimated: Bool { transitionDuration > 0 }
  /// Always false: no gesture drives a size change step by step.
  public var isInteractive: Bool { false }
  /// A size change cannot be cancelled.
  public var isCancelled: Bool { false }
  /// Where it is in its life, `.queuing` until `run(_:)`.
  public private(set) var phase = Phase.queuing
  private var animations: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []

  /// A coordinator for a change in `containerView` animated over
  /// `transitionDuration` seconds (0 for a change made at once).
  /// `Window.transition(toSize:)` makes one for each size change.
  public init(containerView: View, transitionDuration: Double) {
    self.containerView = containerView
    self.transitionDuration = transitionDuration
  }

  @discardableResult
  public func animate(
    alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)? = nil
  ) -> Bool {
    switch phase {
    case .queuing:
      if let animation { animations.append(animation) }
    case .animating:
      animation?(self)  // inside the open animation block
    case .running, .completed:
      return false
    }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the transition: `changes` (the window's own), then the queued
  /// blocks, in one animation block of `transitionDuration` seconds,
  /// ease-in-ease-out; then, once it is over, the completions.
  public func run(_ changes: () -> Void) {
    precondition(phase == .queuing, "a coordinator runs once")
    phase = .animating
    View.animate(
      withDuration: transitionDuration, delay: 0, options: .curveEaseInOut,
      animations: {
        changes()
        let queued = animations
        animations.removeAll()
        for animation in queued { animation(self) }
      },
      completion: { [self] _ in
        phase = .completed
        let queued = completions
        completions.removeAll()
        for completion in queued { completion(self) }
      })
    phase = .running  // the completions run later, never inside this call
  }
}
