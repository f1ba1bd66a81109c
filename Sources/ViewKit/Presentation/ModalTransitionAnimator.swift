import Foundation

/// The built-in animator of a presentation or dismissal, one for each
/// `ModalTransitionStyle`, adopting `ViewControllerAnimatedTransitioning`.
/// UIKit counterpart: none public; UIKit's private animators behind
/// `modalTransitionStyle`.
///
/// - `.coverVertical`: the presented view's frame moves up from below the
///   container to its final frame (and back down);
/// - `.crossDissolve`: its alpha goes from 0 to 1 (and back);
/// - `.flipHorizontal`: the container flips from the right as it takes the
///   presented view (from the left as it gives it up), drawn by the
///   transition renderer from two snapshots, as `View.transition(with:...)`;
/// - `.partialCurl`: the same with the page curl, up and then down.
///
/// Everything is driven by one `ViewPropertyAnimator`, its
/// `interruptibleAnimator`, so a `PercentDrivenInteractiveTransition` can
/// scrub any of them. With duration 0 (a presentation with `animated`
/// false) the views change at once and the transition completes inside
/// `animateTransition(using:)`. The durations are ViewKit's choice (UIKit
/// does not document its own): 0.35 s to cover or dissolve, 0.5 s to flip
/// or curl.
@MainActor
public final class ModalTransitionAnimator: ViewControllerAnimatedTransitioning {
  /// The animation it runs.
  public let style: ModalTransitionStyle
  /// True to present, false to dismiss.
  public let isPresenting: Bool
  /// In seconds; 0 changes the views at once, with no animation.
  public let duration: Double
  private var animator: ViewPropertyAnimator?

  /// An animator for `style`, presenting if `presenting`, else dismissing.
  /// A nil `duration` is the style's `defaultDuration(for:)`.
  public init(style: ModalTransitionStyle, presenting: Bool, duration: Double? = nil) {
    self.style = style
    isPresenting = presenting
    self.duration = duration ?? Self.defaultDuration(for: style)
  }

  /// 0.35 s for `.coverVertical` and `.crossDissolve`, 0.5 s for the flip and the curl.
  public static func defaultDuration(for style: ModalTransitionStyle) -> Double {
    style == .coverVertical || style == .crossDissolve ? 0.35 : 0.5
  }

  public func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
    duration
  }

  public func animateTransition(using context: ViewControllerContextTransitioning) {
    guard duration > 0 else {
      if isPresenting, let presented = presentedView(context) {
        presented.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
        context.containerView.addSubview(presented)
      }
      return context.completeTransition(!context.transitionWasCancelled)
    }
    let animator = makeAnimator(context)
    if !context.isInteractive { animator.startAnimation() }
  }

  public func interruptibleAnimator(using context: ViewControllerContextTransitioning)
    -> ViewImplicitlyAnimating?
  {
    duration > 0 ? makeAnimator(context) : nil
  }

  /// Forgets the transition's animator, so that this object can run another.
  public func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }

  private func presentedView(_ context: ViewControllerContextTransitioning) -> View? {
    context.view(forKey: isPresenting ? .to : .from)
  }

  /// The animator, made once per transition: it puts the presented view in
  /// place and, when it first runs its block, starts the style's animation.
  private func makeAnimator(_ context: ViewControllerContextTransitioning) -> ViewPropertyAnimator {
    if let animator { return animator }
    let animator = ViewPropertyAnimator(duration: duration, curve: .easeInOut)
    self.animator = animator
    guard let presented = presentedView(context) else { return animator }
    let container = context.containerView
    let shown =
      isPresenting
      ? context.finalFrame(for: context.viewController(forKey: .to)!)
      : context.initialFrame(for: context.viewController(forKey: .from)!)
    if isPresenting {
      presented.frame = shown
      container.addSubview(presented)
    }
    switch style {
    case .coverVertical:
      let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
      if isPresenting { presented.frame = below }
      animator.addAnimations { [isPresenting] in presented.frame = isPresenting ? shown : below }
      completeWhenDone(animator, context) { presented.frame = shown }
    case .crossDissolve:
      if isPresenting { presented.alpha = 0 }
      animator.addAnimations { [isPresenting] in presented.alpha = isPresenting ? 1 : 0 }
      completeWhenDone(animator, context) { presented.alpha = 1 }
    case .flipHorizontal, .partialCurl:
      addRenderedTransition(to: animator, context, presented: presented)
    }
    return animator
  }

  /// The animator's end completes the transition; after a completed
  /// dismissal, `restore` puts the (now removed) view's look back for next time.
  private func completeWhenDone(
    _ animator: ViewPropertyAnimator, _ context: ViewControllerContextTransitioning,
    restore: @escaping () -> Void
  ) {
    let isPresenting = isPresenting
    animator.addCompletion { _ in
      let completed = !context.transitionWasCancelled
      context.completeTransition(completed)
      if !isPresenting && completed { restore() }
    }
  }

  /// The flip or the curl: a view transition of the container between a
  /// picture without the presented view and one with it (or the other way
  /// round), run inside the animator so that it can be scrubbed.
  private func addRenderedTransition(
    to animator: ViewPropertyAnimator, _ context: ViewControllerContextTransitioning,
    presented: View
  ) {
    let options: View.AnimationOptions =
      switch (style, isPresenting) {
      case (.flipHorizontal, true): .transitionFlipFromRight
      case (.flipHorizontal, false): .transitionFlipFromLeft
      case (_, true): .transitionCurlUp
      case (_, false): .transitionCurlDown
      }
    let (duration, isPresenting) = (duration, isPresenting)
    animator.addAnimations {
      View.runTransition(
        in: context.containerView, duration: duration, options: options.union(.curveEaseInOut),
        hidingBefore: isPresenting ? presented : nil, change: {},
        hidingAfter: isPresenting ? nil : presented,
        onEnd: { finished in
          (context as? any AnimatorDrivenContext)?.animationsFinished = finished
          context.completeTransition(!context.transitionWasCancelled)
        }, completion: nil)
    }
  }
}
