import Foundation

/// The context of one presentation or dismissal, handed to its animator:
/// UIKit's private implementation of `UIViewControllerContextTransitioning`
/// for presentations.
///
/// As in UIKit:
/// - the from and to controllers are the presenter and the presented when
///   presenting, the other way round when dismissing;
/// - `view(forKey:)` gives the presenter's view only if the style removes
///   it (`.fullScreen`, `.currentContext`, or a presentation controller
///   that says so); for the "over" styles it is nil, since the animator
///   must leave it alone;
/// - the animator puts the presented view into `containerView` at
///   `finalFrame(for:)` when presenting, and calls `completeTransition(_:)`.
///
/// Deliberate difference: when dismissing a style that removed the
/// presenter's view, this context puts that view back in its old place
/// before the animator runs (UIKit leaves that to the animator); the view
/// may belong to a superview other than the container.
///
/// Appearance: the presented controller hears `viewWillAppear` when
/// presenting begins and `viewDidAppear` when it ends; the presenter hears
/// `viewWillDisappear`/`viewDidDisappear` only if its view is removed.
/// Dismissal mirrors it. A cancelled (interactive) transition undoes both,
/// as `ContainerTransitionContext` does. Meanwhile, moving the views of the
/// controllers it drives (the presented and its children, the rest of a
/// chain, and the presenter and its children only if its view is removed)
/// sends no automatic callbacks; the presenter of an "over" style is not
/// the transition's, so its children still hear their views come and go
/// (a pane turned beneath the help).
@MainActor
final class PresentationTransitionContext: ViewControllerContextTransitioning,
  AnimatorDrivenContext
{
  enum Kind { case presentation, dismissal }

  let kind: Kind
  let presenter: ViewController
  let presented: ViewController
  let record: Presentation
  /// Held while the transition runs (the record holds it weakly).
  let containerView: View
  let animatedTransitioning: ViewControllerAnimatedTransitioning
  /// Presented controllers between `presenter` and `presented` in a chain
  /// being dismissed: they leave at once, without animation.
  private let intermediates: [ViewController]
  private(set) var isAnimated: Bool
  private(set) var isInteractive = false
  private(set) var transitionWasCancelled = false
  var animationsFinished = true
  private let completion: (() -> Void)?
  private var isComplete = false
  /// The controllers whose automatic appearance callbacks are held off.
  private var quieted: [ViewController] = []
  /// Whether this transition drives the presenter's appearance: only when
  /// the presentation removes (and the dismissal restores) its view.
  private var drivesPresenter: Bool { bottom.removesPresentersView }
  private let presentedFrame: CGRect
  /// Contexts under way, held until complete whatever the animator keeps.
  private static var live: [PresentationTransitionContext] = []

  init(
    kind: Kind, presenter: ViewController, presented: ViewController, record: Presentation,
    animator: ViewControllerAnimatedTransitioning, intermediates: [ViewController] = [],
    completion: (() -> Void)?
  ) {
    self.kind = kind
    self.presenter = presenter
    self.presented = presented
    self.record = record
    // A container released since the presentation (a context's superview
    // the app let go) is replaced by a detached view: the transition runs
    // out of sight and its callbacks still come.
    containerView = record.containerView ?? View(frame: presenter.view.bounds)
    self.intermediates = intermediates
    self.completion = completion
    animatedTransitioning = animator
    presentedFrame =
      kind == .presentation
      ? Self.frameForPresented(presenter: presenter, record: record)
      : Self.shownView(presented, record).frame
    isAnimated = false
    isAnimated = animator.transitionDuration(using: self) > 0
  }

  /// The whole container for the full-screen styles, the presenter's frame
  /// for the context styles, a card for the sheets, the presentation
  /// controller's choice for `.custom` and `.popover`.
  private static func frameForPresented(presenter: ViewController, record: Presentation) -> CGRect {
    if let controller = record.presentationController {
      return controller.frameOfPresentedViewInContainerView
    }
    let container = record.containerView ?? presenter.view
    if record.style.isSheet {
      return record.style.sheetFrame(
        in: container.bounds, horizontal: presenter.traitCollection.horizontalSizeClass)
    }
    return record.style.usesContext ? presenter.view.frame : container.bounds
  }

  /// The view on screen: the presentation controller's `presentedView`
  /// (a popover's card), else the presented controller's.
  private static func shownView(_ presented: ViewController, _ record: Presentation) -> View {
    record.presentationController?.presentedView ?? presented.view
  }

  /// The presentation of the controller the base presenter presents: it
  /// says whether the presenter's view was removed, and where it was.
  private var bottom: Presentation { intermediates.first?.presentation ?? record }

  func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
    (key == .from) == (kind == .presentation) ? presenter : presented
  }

  func view(forKey key: TransitionContextViewKey) -> View? {
    let controller = viewController(forKey: key.controllerKey)
    if controller === presented { return Self.shownView(presented, record) }
    return bottom.removesPresentersView ? presenter.view : nil
  }

  func initialFrame(for viewController: ViewController) -> CGRect {
    if viewController === presented { return kind == .dismissal ? presentedFrame : .zero }
    return viewController === presenter ? presenter.view.frame : .zero
  }

  func finalFrame(for viewController: ViewController) -> CGRect {
    if viewController === presented { return kind == .presentation ? presentedFrame : .zero }
    return viewController === presenter && kind == .dismissal ? presenter.view.frame : .zero
  }

  func updateInteractiveTransition(_ percentComplete: Double) {}
  func finishInteractiveTransition() { isInteractive = false }
  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }
  func pauseInteractiveTransition() { isInteractive = true }

  /// The views and callbacks before the animator runs, then the animator
  /// (or the interaction controller, if it wants an interactive start).
  func begin(interactionController: ViewControllerInteractiveTransitioning?) {
    Self.live.append(self)
    record.phase = kind == .presentation ? .presenting : .dismissing
    quieted = ((drivesPresenter ? [presenter] : []) + [presented] + intermediates)
      .flatMap(\.selfAndDescendants)
    for controller in quieted { controller.appearanceDrivenByTransition += 1 }
    record.presentationController?.containerView = containerView
    if kind == .presentation {
      beginPresentation()
    } else {
      beginDismissal()
    }
    isInteractive = interactionController?.wantsInteractiveStart ?? false
    if let interactionController, isInteractive {
      interactionController.startInteractiveTransition(self)
    } else {
      animatedTransitioning.animateTransition(using: self)
    }
  }

  private func beginPresentation() {
    // The built-in styles fill the container or the presenter's place, and
    // follow it when it is resized; a presentation controller decides itself.
    if record.presentationController == nil {
      presented.view.autoresizingMask =
        record.style.isSheet
        ? record.style.sheetAutoresizing(horizontal: presenter.traitCollection.horizontalSizeClass)
        : [.flexibleWidth, .flexibleHeight]
      if record.style.isSheet {
        presented.view.cornerRadius = ModalPresentationStyle.sheetCornerRadius
      }
    }
    record.presentationController?.presentationTransitionWillBegin()
    if drivesPresenter {
      presenter.beginAppearanceTransition(false, animated: isAnimated)
    }
    presented.beginAppearanceTransition(true, animated: isAnimated)
  }

  private func beginDismissal() {
    record.presentationController?.dismissalTransitionWillBegin()
    presented.beginAppearanceTransition(false, animated: isAnimated)
    // The rest of a chain leaves at once, from the top down.
    for controller in intermediates.reversed() {
      controller.beginAppearanceTransition(false, animated: false)
      controller.viewIfLoaded?.removeFromSuperview()
    }
    bottom.restorePresentersView(presenter.view)
    // A presenter whose view has left the window meanwhile (its container
    // turned it away) does not appear: appearance follows the window.
    if drivesPresenter, presenter.view.window != nil {
      presenter.beginAppearanceTransition(true, animated: isAnimated)
    }
  }

  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    Self.live.removeAll { $0 === self }
    if kind == .presentation {
      completePresentation(didComplete)
    } else {
      completeDismissal(didComplete)
    }
    for controller in quieted { controller.appearanceDrivenByTransition -= 1 }
    animatedTransitioning.animationEnded(didComplete)
    finish(didComplete)
  }

  private func completePresentation(_ didComplete: Bool) {
    if didComplete {
      if record.removesPresentersView { record.removePresentersView(presenter.view) }
      // A context a container took out of the window meanwhile (a push
      // over it): the presented view went with it, so it never appears.
      if Self.shownView(presented, record).window == nil {
        presented.beginAppearanceTransition(false, animated: isAnimated)
      }
      presented.endAppearanceTransition()
      if drivesPresenter { presenter.endAppearanceTransition() }
    } else {
      Self.shownView(presented, record).removeFromSuperview()
      undoAppearance(leaving: presented, staying: presenter)
      presented.unlinkPresentation()
    }
    record.presentationController?.presentationTransitionDidEnd(didComplete)
  }

  private func completeDismissal(_ didComplete: Bool) {
    if didComplete {
      Self.shownView(presented, record).removeFromSuperview()
      presented.endAppearanceTransition()
      for controller in intermediates.reversed() { controller.endAppearanceTransition() }
      if drivesPresenter { presenter.endAppearanceTransition() }
      for controller in [presented] + intermediates.reversed() { controller.unlinkPresentation() }
    } else {
      if bottom.removesPresentersView { bottom.removePresentersView(presenter.view) }
      undoAppearance(leaving: presenter, staying: presented)
    }
    record.presentationController?.dismissalTransitionDidEnd(didComplete)
  }

  /// A cancelled transition: the controller that began appearing
  /// disappears again, and the one that began disappearing comes back.
  /// A controller that heard nothing (the presenter of an "over" style)
  /// hears nothing now either, whatever else moves it meanwhile.
  private func undoAppearance(leaving: ViewController, staying: ViewController) {
    let driven = { (controller: ViewController) in
      controller !== self.presenter || self.drivesPresenter
    }
    let undoLeaving = driven(leaving) && leaving.appearanceState == .appearing
    let undoStaying = driven(staying) && staying.appearanceState == .disappearing
    if undoLeaving { leaving.beginAppearanceTransition(false, animated: isAnimated) }
    if undoStaying { staying.beginAppearanceTransition(true, animated: isAnimated) }
    if undoLeaving { leaving.endAppearanceTransition() }
    if undoStaying { staying.endAppearanceTransition() }
  }

  /// The trace line and the completion, at the engine's next `advance()`;
  /// then whatever waited for this transition.
  private func finish(_ didComplete: Bool) {
    record.phase = nil
    let waiting = record.afterTransition
    record.afterTransition = []
    let phase: LifecycleEvent.TransitionPhase = didComplete ? .end : .cancelled
    let event: LifecycleEvent =
      kind == .presentation
      ? .present(phase, presented.traceName) : .dismiss(phase, presented.traceName)
    let runCompletion = didComplete
    AnimationEngine.current.runOnNextTurn { [completion, weak presenter] in
      if let presenter { LifecycleTracer.record(presenter, event) }
      if runCompletion { completion?() }
      for action in waiting { action() }
    }
  }
}

extension TransitionContextViewKey {
  /// The controller key of the same side.
  var controllerKey: TransitionContextViewControllerKey { self == .from ? .from : .to }
}

extension ViewController {
  /// This controller and its children, theirs, and so on (not the
  /// controllers they present).
  var selfAndDescendants: [ViewController] {
    [self] + children.flatMap(\.selfAndDescendants)
  }
}
