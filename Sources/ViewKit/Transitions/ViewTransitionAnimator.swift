import Foundation

/// The built-in transition animator: the animations block over a duration
/// on the options' curve, with UIKit's transition style from the options
/// (a flip, a curl or a cross-dissolve) playing over the container. It is
/// what `transition(from:to:duration:options:animations:completion:)` runs,
/// and any container can run it with
/// `transition(from:to:animator:interactionController:completion:)`.
///
/// UIKit counterpart: the private animator behind the UIKit method; here it
/// adopts `ViewControllerAnimatedTransitioning`. Everything it animates is
/// driven by one `ViewPropertyAnimator` (its `interruptibleAnimator`), so
/// the transition can be scrubbed, reversed and finished on a spring. The
/// transition completes when both the block's animations and the style's
/// have ended; at the start (cancelled), every animated property is back
/// where it was.
@MainActor
public final class ViewTransitionAnimator: ViewControllerAnimatedTransitioning {
  /// The length of the transition, in seconds; 0 (or less) makes the
  /// change at once, with no interruptible animator.
  public let duration: Double
  /// The curve, the transition style and the flags (such as
  /// `allowUserInteraction`) the transition runs with.
  public let options: View.AnimationOptions
  private let animations: (() -> Void)?
  private var animator: ViewPropertyAnimator?

  /// An animator that runs `animations` (which may be nil) over `duration`
  /// seconds, on the curve and with the transition style `options` name.
  public init(duration: Double, options: View.AnimationOptions, animations: (() -> Void)?) {
    self.duration = duration
    self.options = options
    self.animations = animations
  }

  public func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
    duration
  }

  /// With no duration, swaps at once: the to view joins, the block runs,
  /// and the transition completes inside this call. Otherwise starts the
  /// animator, unless an interaction controller is driving it.
  public func animateTransition(using context: ViewControllerContextTransitioning) {
    guard duration > 0 else {
      insertToView(context)
      animations?()
      return context.completeTransition(!context.transitionWasCancelled)
    }
    let animator = makeAnimator(context)
    if !context.isInteractive { animator.startAnimation() }
  }

  /// Forgets the transition's animator, so that this object can run another.
  public func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }

  public func interruptibleAnimator(using context: ViewControllerContextTransitioning)
    -> ViewImplicitlyAnimating?
  {
    duration > 0 ? makeAnimator(context) : nil
  }

  private func insertToView(_ context: ViewControllerContextTransitioning) {
    guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else { return }
    context.containerView.insertSubview(to, aboveSubview: from)
  }

  /// The animator, made once per transition: it puts the to view in place
  /// and, when it first runs its block, starts the block's animations and
  /// the style's transition.
  private func makeAnimator(_ context: ViewControllerContextTransitioning) -> ViewPropertyAnimator {
    if let animator { return animator }
    insertToView(context)
    let curve = View.AnimationCurve(rawValue: Int(options.curveField)) ?? .easeInOut
    let animator = ViewPropertyAnimator(duration: duration, curve: curve)
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    let (duration, options, animations) = (duration, options, animations)
    // The closures hold the context until the transition completes.
    animator.addAnimations {
      guard let from = context.view(forKey: .from),
        let to = context.view(forKey: .to)
      else { return }
      View.animateParts(
        from: from, to: to, in: context.containerView, duration: duration, options: options,
        animations: animations
      ) { finished in
        (context as? any AnimatorDrivenContext)?.animationsFinished = finished
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
    self.animator = animator
    return animator
  }
}

/// The parts of a controller transition (`ViewTransitionAnimator`): the
/// animations block runs in an animation context with the duration and the
/// options' curve; when the options name a transition style, a view
/// transition of the container plays over it too. `finished` runs once
/// both have ended, true only if both finished.
extension View {
  static func animateParts(
    from: View, to: View, in container: View, duration: Double, options: AnimationOptions,
    animations: (() -> Void)?, finished: @escaping (Bool) -> Void
  ) {
    let style = TransitionStyle(options)
    // One group joins the parts, as it joins an animate block's animations.
    let parts = AnimationGroup(options: options, completion: finished)
    parts.started()  // the block's animations
    if style != .none { parts.started() }  // the style's transition
    let arrive: (Bool) -> Void = { done in parts.ended(finished: done)?() }
    let animateBlock = {
      View.animate(
        withDuration: duration, delay: 0, options: options.withoutTransitionStyle,
        animations: { animations?() }, completion: arrive)
    }
    guard style != .none else { return animateBlock() }
    // `to` is already in the container above `from`: hide it for the
    // before-picture, and hide `from` for the after-picture.
    View.runTransition(
      in: container, duration: duration, options: options, hidingBefore: to,
      change: animateBlock, hidingAfter: from, onEnd: arrive, completion: nil)
  }
}
