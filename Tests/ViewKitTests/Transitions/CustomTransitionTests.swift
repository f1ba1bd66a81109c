import Foundation
import Platform
import Testing

@testable import ViewKit

/// A third party's animator, written here and nowhere in ViewKit: the new
/// view drops in from above the container while the old one fades, on a
/// property animator it hands out for interaction. It knows only the
/// protocols.
@MainActor
final class DropInAnimator: ViewControllerAnimatedTransitioning {
  var ended: [Bool] = []
  private var animator: ViewPropertyAnimator?

  func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { 1 }

  func animateTransition(using context: ViewControllerContextTransitioning) {
    let animator = interruptibleAnimator(using: context)
    if !context.isInteractive { animator?.startAnimation() }
  }

  func interruptibleAnimator(using context: ViewControllerContextTransitioning)
    -> ViewImplicitlyAnimating?
  {
    if let animator { return animator }
    let from = context.viewController(forKey: .from)!
    let to = context.viewController(forKey: .to)!
    let final = context.finalFrame(for: to)
    context.view(forKey: .to)!.frame = final.offsetBy(dx: 0, dy: -final.height)
    context.containerView.addSubview(context.view(forKey: .to)!)
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
      context.view(forKey: .to)!.frame = final
      context.view(forKey: .from)!.alpha = 0
    }
    animator.addCompletion { _ in
      from.view.alpha = 1
      context.completeTransition(!context.transitionWasCancelled)
    }
    self.animator = animator
    return animator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    ended.append(transitionCompleted)
    animator = nil
  }
}

extension SharedStateSuites {
  /// Custom container transitions: a container runs any animator through
  /// the context it builds, and an interaction controller can scrub,
  /// finish or cancel it, with UIKit's appearance callbacks either way.
  @Suite(.serialized) @MainActor
  final class CustomTransitionTests {
    let time = VirtualAnimationTime()
    let tracer: LifecycleTracer
    let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
    let parent = Container("P")
    let a = Named("A")
    let b = Named("B")
    var completions: [Bool] = []

    init() throws {
      tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      window.rootViewController = parent
      parent.show(a)
      a.view.backgroundColor = .red
      b.view.backgroundColor = .blue
      _ = try window.snapshotPixels()
      tracer.clearLines()
    }

    isolated deinit {
      LifecycleTracer.current = nil
    }

    func frame(at seconds: Double) { time.frame(at: seconds) }

    /// The article's steps around a transition with `animator`.
    func turn(
      _ animator: ViewControllerAnimatedTransitioning,
      interaction: ViewControllerInteractiveTransitioning? = nil
    ) {
      b.view.frame = a.view.frame
      parent.addChild(b)
      a.willMove(toParent: nil)
      parent.transition(from: a, to: b, animator: animator, interactionController: interaction) {
        [self] completed in
        completions.append(completed)
        if completed {
          b.didMove(toParent: parent)
          a.removeFromParent()
        } else {  // roll the containment back
          b.willMove(toParent: nil)
          b.removeFromParent()
          a.didMove(toParent: parent)
        }
      }
    }

    @Test func aContainerRunsAThirdPartyAnimatorThroughItsContext() throws {
      let animator = DropInAnimator()
      turn(animator)
      #expect(parent.slot.subviews.areTheSameViews(as: [a.view, b.view]))
      frame(at: 0.5)
      #expect(b.view.presentation.center.y == 0)  // half-way down: from -40 to 40
      #expect(abs(a.view.presentation.alpha - 0.5) < 1e-9)
      frame(at: 1)
      frame(at: 1.01)
      #expect(completions == [true] && animator.ended == [true])
      #expect(
        parent.slot.subviews.areTheSameViews(as: [b.view])
          && parent.children.map(\.title) == ["B"])
      #expect(
        tracer.events == [
          "B willMoveToParent:P", "A willMoveToParent:nil",
          "P transitionBegin:A->B", "A viewWillDisappear", "B viewWillAppear",
          "A viewDidDisappear", "B viewDidAppear", "P transitionEnd:A->B:finished=true",
          "B didMoveToParent:P", "A didMoveToParent:nil",
        ])
    }

    @Test func theContextGivesTheFramesOfTheSlot() {
      final class Probe: ViewControllerAnimatedTransitioning {
        var frames: [CGRect] = []
        func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { 0 }
        func animateTransition(using context: ViewControllerContextTransitioning) {
          let from = context.viewController(forKey: .from)!
          let to = context.viewController(forKey: .to)!
          frames = [
            context.initialFrame(for: from), context.finalFrame(for: to),
            context.initialFrame(for: to), context.finalFrame(for: from),
          ]
          context.containerView.addSubview(context.view(forKey: .to)!)
          context.completeTransition(true)
        }
      }
      let probe = Probe()
      turn(probe)
      let slot = CGRect(x: 0, y: 0, width: 100, height: 80)
      #expect(probe.frames == [slot, slot, .zero, .zero])
      // The completion runs at the engine's next turn, as every completion
      // does; waiting for it also lets the suite go (the engine would
      // otherwise hold the completion, and it the suite, for ever).
      frame(at: 0.01)
      #expect(completions == [true])
    }

    @Test func aCancelledInteractiveTransitionUndoesTheAppearanceAndTheContainment() {
      let interaction = PercentDrivenInteractiveTransition()
      turn(DropInAnimator(), interaction: interaction)
      interaction.update(0.4)
      frame(at: 0.5)
      #expect(abs(a.view.presentation.alpha - 0.6) < 1e-9)  // held at 0.4
      interaction.cancel()
      frame(at: 0.7)  // 0.2 s back of the 0.4 s left
      #expect(abs(a.view.presentation.alpha - 0.8) < 1e-9)
      frame(at: 0.9)
      frame(at: 0.91)
      #expect(completions == [false])
      #expect(
        parent.slot.subviews.areTheSameViews(as: [a.view])
          && parent.children.map(\.title) == ["A"])
      #expect(b.view.frame == CGRect(x: 0, y: -80, width: 100, height: 80))  // back at its start
      #expect(
        tracer.events == [
          "B willMoveToParent:P", "A willMoveToParent:nil",
          "P transitionBegin:A->B", "A viewWillDisappear", "B viewWillAppear",
          "B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear",
          "P transitionCancelled:A->B",
          "B willMoveToParent:nil", "B didMoveToParent:nil", "A didMoveToParent:P",
        ])
    }

    @Test func aFinishedInteractiveFlipCompletesFromWhereItWasOnItsSpring() throws {
      let interaction = PercentDrivenInteractiveTransition()
      interaction.timingCurve = SpringTimingParameters(dampingRatio: 1)
      let flip = ViewTransitionAnimator(
        duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: nil)
      turn(flip, interaction: interaction)
      interaction.update(0.25)
      frame(at: 0.1)
      // A quarter of a flip from the left: red, narrowed by the turn, no blue yet.
      let pixels = try window.snapshotPixels()
      let red = (0..<120).filter { pixels[$0, 50].r > 200 && pixels[$0, 50].b < 60 }.count
      let blue = (0..<120).filter { pixels[$0, 50].b > 200 && pixels[$0, 50].r < 60 }.count
      #expect(red > 60 && red < 95 && blue == 0, "red \(red), blue \(blue)")
      interaction.finish()
      for step in 1...100 { frame(at: 0.1 + Double(step) * 0.01) }
      #expect(completions == [true])
      #expect(parent.slot.subviews.areTheSameViews(as: [b.view]))
      #expect(tracer.events.contains("P transitionEnd:A->B:finished=true"))
    }

    /// `continueAnimation` takes only a paused animator; a second
    /// `finish()` or `cancel()` meets a running one, which the interaction
    /// controller holds first.
    @Test func cancellingAfterFinishTurnsTheRunningTransitionBackFromWhereItIs() {
      let interaction = PercentDrivenInteractiveTransition()
      interaction.completionCurve = .linear
      turn(DropInAnimator(), interaction: interaction)
      interaction.update(0.4)
      interaction.finish()
      frame(at: 0.2)  // 0.2 s on: at 0.6
      #expect(abs(a.view.presentation.alpha - 0.4) < 1e-9)
      interaction.cancel()
      frame(at: 0.5)  // 0.3 s back of the 0.6 s left
      #expect(abs(a.view.presentation.alpha - 0.7) < 1e-9)
      frame(at: 0.8)
      frame(at: 0.81)
      #expect(completions == [false])
    }

    @Test func anInteractionControllerThatWantsNoInteractiveStartLetsTheAnimatorRun() {
      let interaction = PercentDrivenInteractiveTransition()
      interaction.wantsInteractiveStart = false
      turn(DropInAnimator(), interaction: interaction)
      frame(at: 1)
      frame(at: 1.01)
      #expect(completions == [true])
    }
  }
}
