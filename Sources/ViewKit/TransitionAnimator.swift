import Foundation

/// Moves one view out and another in, inside a container, for
/// `ViewController.transition(from:to:...)`.
///
/// UIKit counterpart: the private machinery behind that method (and, in
/// spirit, `UIViewControllerAnimatedTransitioning`). The transition has put
/// `to` in the container above `from` and sent the will-callbacks; the
/// animator runs `animations`, animates as `options` ask, and calls
/// `finished(true)` when done (or `false` if cut short). The transition
/// then removes `from` and sends the did-callbacks.
@MainActor
public protocol TransitionAnimator {
  func animateTransition(
    from: View, to: View, in container: View, duration: Double, options: View.AnimationOptions,
    animations: (() -> Void)?, finished: @escaping (Bool) -> Void)
}

/// Swaps the views at once: runs the animations block, then finishes.
@MainActor
public struct ImmediateTransition: TransitionAnimator {
  public init() {}

  public func animateTransition(
    from: View, to: View, in container: View, duration: Double, options: View.AnimationOptions,
    animations: (() -> Void)?, finished: @escaping (Bool) -> Void
  ) {
    animations?()
    finished(true)
  }
}
