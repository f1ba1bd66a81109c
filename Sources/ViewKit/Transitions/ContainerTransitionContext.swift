import Foundation

/// The context a container controller builds for one transition between
/// two of its children, and what happens when the animator completes it.
///
/// UIKit counterpart: the private context UIKit builds for its own
/// containers, and the `PrivateTransitionContext` of the objc.io article
/// "Custom Container View Controller Transitions". Apple documents the
/// protocol, not this object; what it does on completion follows UIKit's
/// documented appearance rules:
///
/// - completed: the from view leaves the container, and both controllers
///   finish their appearance transitions (`viewDidDisappear`,
///   `viewDidAppear`);
/// - cancelled: the to view leaves the container instead, and both
///   appearance transitions are undone: the to controller, which heard
///   `viewWillAppear`, hears `viewWillDisappear` and `viewDidDisappear`;
///   the from controller, which heard `viewWillDisappear`, hears
///   `viewWillAppear` and `viewDidAppear`. The container's completion then
///   rolls its containment back (the to controller leaves the parent; the
///   from controller never does).
@MainActor
final class ContainerTransitionContext: ViewControllerContextTransitioning, AnimatorDrivenContext {
  let containerView: View
  let parent: ViewController
  let from: ViewController
  let to: ViewController
  /// The two controllers' names, as the trace and the instruments give them.
  let names: LifecycleEvent.ControllerPair
  let animatedTransitioning: ViewControllerAnimatedTransitioning
  private(set) var isAnimated = true
  private(set) var isInteractive: Bool
  private(set) var transitionWasCancelled = false
  /// The last `updateInteractiveTransition(_:)`.
  private(set) var percentComplete = 0.0
  /// Set by the built-in animator when its animations were cut short.
  var animationsFinished = true
  private let fromFrame: CGRect
  /// Whether the container's view is in the window: when the transition
  /// began, or since it came there mid-way (`parentAppears(_:animated:)`).
  private var onScreen: Bool
  private var isComplete = false
  private let completion: ((Bool) -> Void)?
  /// Run between the appearance callbacks' will-calls and the animator's
  /// start (a navigation controller tells its delegate and readies its bar).
  var willStart: ((ContainerTransitionContext) -> Void)?
  /// Run once the views and the appearance have settled, inside
  /// `completeTransition(_:)`, with whether it completed (a navigation
  /// controller settles its stack).
  var didSettle: ((Bool) -> Void)?
  /// Contexts whose transitions are under way: held here until complete,
  /// whatever the animator keeps.
  static var live: [ContainerTransitionContext] = []

  init(
    parent: ViewController, from: ViewController, to: ViewController, container: View,
    animator: ViewControllerAnimatedTransitioning, interactive: Bool,
    completion: ((Bool) -> Void)?
  ) {
    self.parent = parent
    self.from = from
    self.to = to
    names = .init(from, to)
    containerView = container
    animatedTransitioning = animator
    isInteractive = interactive
    fromFrame = from.view.frame
    onScreen = container.window != nil
    self.completion = completion
    isAnimated = animator.transitionDuration(using: self) > 0
  }

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    key == .from ? from : to
  }

  func view(forKey key: TransitionContextViewKey) -> View? {
    key == .from ? from.view : to.view
  }

  func initialFrame(for viewController: ViewController) -> CGRect {
    viewController === from ? fromFrame : .zero
  }

  func finalFrame(for viewController: ViewController) -> CGRect {
    viewController === to ? fromFrame : .zero
  }

  func updateInteractiveTransition(_ percentComplete: Double) {
    self.percentComplete = percentComplete
  }

  func finishInteractiveTransition() {
    isInteractive = false
  }

  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }

  func pauseInteractiveTransition() {
    isInteractive = true
  }

  /// 1. Both controllers hear what is about to happen, and the animator
  /// (or the interaction controller) starts.
  func begin(interactionController: ViewControllerInteractiveTransitioning?) {
    if onScreen {
      from.beginAppearanceTransition(false, animated: isAnimated)
      to.beginAppearanceTransition(true, animated: isAnimated)
    }
    // Until completion, moving the views sends no appearance callbacks:
    // this context sends them.
    from.appearanceDrivenByTransition += 1
    to.appearanceDrivenByTransition += 1
    from.heldByContainerTransition += 1
    to.heldByContainerTransition += 1
    Self.live.append(self)
    willStart?(self)
    if let interactionController, isInteractive {
      interactionController.startInteractiveTransition(self)
    } else {
      animatedTransitioning.animateTransition(using: self)
    }
  }

  /// A parent whose view comes into the window while one of its
  /// transitions that began out of it is under way (a stack pushed back
  /// while its panes turned): both children's views come on screen with
  /// it, so both hear what they would have heard had it begun there. The
  /// arriving one hears `viewWillAppear`; the leaving one, disappeared,
  /// hears `viewWillAppear` and then `viewWillDisappear`, as it comes back
  /// only on its way out; the transition's end sends their did-callbacks.
  /// Apple is silent; this keeps "disappeared" meaning off screen.
  static func parentAppears(_ parent: ViewController, animated: Bool) {
    for context in live where context.parent === parent && !context.onScreen {
      context.onScreen = true
      context.from.beginAppearanceTransition(true, animated: animated)
      context.from.beginAppearanceTransition(false, animated: animated)
      context.to.beginAppearanceTransition(true, animated: animated)
    }
  }

  /// 2. The animator is done: the views and the appearance settle, the
  /// animator hears it, and the container's completion runs at the
  /// engine's next `advance()`, never inside this call.
  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    Self.live.removeAll { $0 === self }
    let leaving = didComplete ? from : to
    leaving.view.removeFromSuperview()
    from.appearanceDrivenByTransition -= 1
    to.appearanceDrivenByTransition -= 1
    from.heldByContainerTransition -= 1
    to.heldByContainerTransition -= 1
    if onScreen && didComplete {
      from.endAppearanceTransition()
      to.endAppearanceTransition()
    } else if onScreen {
      to.beginAppearanceTransition(false, animated: isAnimated)
      from.beginAppearanceTransition(true, animated: isAnimated)
      to.endAppearanceTransition()
      from.endAppearanceTransition()
    }
    for controller in [from, to] { controller.appearanceFollowsItsView(animated: isAnimated) }
    didSettle?(didComplete)
    animatedTransitioning.animationEnded(didComplete)
    let (parent, pair, finished) = (parent, names, animationsFinished)
    AnimationEngine.current.runOnNextTurn { [completion, weak parent] in
      if let parent {
        LifecycleTracer.record(
          parent,
          didComplete ? .transitionEnd(pair, finished: finished) : .transitionCancelled(pair))
      }
      completion?(didComplete && finished)
    }
  }
}
