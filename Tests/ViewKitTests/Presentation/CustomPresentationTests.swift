import Foundation
import Platform
import Testing

@testable import ViewKit

/// A third party's side sheet, written only against the protocols: it
/// slides in from the right edge into the frame its presentation
/// controller chooses, and out again, on a property animator that an
/// interaction controller may drive.
@MainActor
final class SideSheetAnimator: ViewControllerAnimatedTransitioning {
  let presenting: Bool
  private var animator: ViewPropertyAnimator?

  init(presenting: Bool) { self.presenting = presenting }

  func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { 1 }

  func animateTransition(using context: ViewControllerContextTransitioning) {
    let animator = interruptibleAnimator(using: context)
    if !context.isInteractive { animator?.startAnimation() }
  }

  func interruptibleAnimator(using context: ViewControllerContextTransitioning)
    -> ViewImplicitlyAnimating?
  {
    if let animator { return animator }
    let sheet = context.viewController(forKey: presenting ? .to : .from)!
    let shown = presenting ? context.finalFrame(for: sheet) : context.initialFrame(for: sheet)
    let hidden = shown.offsetBy(dx: context.containerView.bounds.maxX - shown.minX, dy: 0)
    if presenting {
      sheet.view.frame = hidden
      context.containerView.addSubview(sheet.view)
    }
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { [presenting] in
      sheet.view.frame = presenting ? shown : hidden
    }
    animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// Keeps the right half of the container, and notes its four hooks.
@MainActor
final class RightHalfPresentationController: PresentationController {
  var hooks: [String] = []
  override var frameOfPresentedViewInContainerView: CGRect {
    let bounds = containerView?.bounds ?? .zero
    return CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
  }
  override func presentationTransitionWillBegin() { hooks.append("presentationWillBegin") }
  override func presentationTransitionDidEnd(_ completed: Bool) {
    hooks.append("presentationDidEnd \(completed)")
  }
  override func dismissalTransitionWillBegin() { hooks.append("dismissalWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    hooks.append("dismissalDidEnd \(completed)")
  }
}

/// The side sheet's transitioning delegate; while `drag` is set, the
/// dismissal is driven by it.
@MainActor
final class SideSheetTransitioning: ViewControllerTransitioningDelegate {
  var drag: PercentDrivenInteractiveTransition?
  var presentationController: RightHalfPresentationController?

  func animationController(
    forPresented presented: ViewController, presenting: ViewController, source: ViewController
  ) -> ViewControllerAnimatedTransitioning? { SideSheetAnimator(presenting: true) }

  func animationController(forDismissed dismissed: ViewController)
    -> ViewControllerAnimatedTransitioning?
  { SideSheetAnimator(presenting: false) }

  func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
    -> ViewControllerInteractiveTransitioning?
  { drag }

  func presentationController(
    forPresented presented: ViewController, presenting: ViewController?, source: ViewController
  ) -> PresentationController? {
    let controller = RightHalfPresentationController(
      presentedViewController: presented, presenting: presenting)
    presentationController = controller
    return controller
  }
}

extension SharedStateSuites {
  /// `.custom` presentations: the transitioning delegate supplies the
  /// presentation controller, the animators and, for dismissing by
  /// dragging, an interaction controller.
  @Suite(.serialized) @MainActor
  final class CustomPresentationTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let root = Named("Root")
    let sheet = Named("Sheet")
    let transitioning = SideSheetTransitioning()

    init() {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      window.rootViewController = root
      sheet.modalPresentationStyle = .custom
      sheet.transitioningDelegate = transitioning
    }

    isolated deinit { LifecycleTracer.current = nil }

    func frame(after seconds: Double) { time.frame(at: time.clock.now + seconds) }

    func presentSheet() {
      root.present(sheet, animated: true)
      frame(after: 1)
      frame(after: 0.01)
      tracer.clearLines()
    }

    @Test func theDelegatesPresentationControllerPlacesTheSheetAndKeepsThePresenter() {
      root.present(sheet, animated: true)
      frame(after: 0.5)
      #expect(sheet.view.presentation.center.x == 200)  // half way in from the right edge
      frame(after: 0.5)
      frame(after: 0.01)
      #expect(sheet.view.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
      #expect(root.view.superview === window)  // a plain presentation controller keeps it
      let hooks = transitioning.presentationController?.hooks
      #expect(hooks == ["presentationWillBegin", "presentationDidEnd true"])
      #expect(transitioning.presentationController?.containerView === window)
    }

    @Test func aDragLetGoEarlyCancelsTheDismissalAndTheSheetStays() {
      presentSheet()
      let drag = PercentDrivenInteractiveTransition()
      transitioning.drag = drag
      var dismissed = false
      sheet.dismiss(animated: true) { dismissed = true }
      drag.update(0.25)
      frame(after: 0.01)
      #expect(sheet.view.presentation.center.x == 175)  // a quarter of the way out
      drag.cancel()
      frame(after: 0.25)
      frame(after: 0.01)
      #expect(!dismissed && sheet.presentingViewController === root)
      #expect(sheet.view.presentation.center.x == 150)
      #expect(
        tracer.events == [
          "Root dismissBegin:Sheet", "Sheet viewWillDisappear", "Sheet viewWillAppear",
          "Sheet viewDidAppear", "Root dismissCancelled:Sheet",
        ])
      #expect(
        transitioning.presentationController?.hooks.suffix(2) == [
          "dismissalWillBegin", "dismissalDidEnd false",
        ])
    }

    @Test func aDragCarriedThroughDismissesTheSheetAndRunsTheCompletionOnce() {
      presentSheet()
      let drag = PercentDrivenInteractiveTransition()
      transitioning.drag = drag
      var completions = 0
      sheet.dismiss(animated: true) { completions += 1 }
      drag.update(0.6)
      frame(after: 0.01)
      drag.finish()
      frame(after: 0.5)
      frame(after: 0.01)
      #expect(completions == 1 && root.presentedViewController == nil)
      #expect(sheet.view.superview == nil)
      #expect(
        tracer.events == [
          "Root dismissBegin:Sheet", "Sheet viewWillDisappear", "Sheet viewDidDisappear",
          "Root dismissEnd:Sheet",
        ])
    }
  }
}
