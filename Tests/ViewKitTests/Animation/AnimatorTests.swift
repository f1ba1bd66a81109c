import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// `ViewPropertyAnimator`: its states, scrubbing, reversing and the
  /// other controls, on a virtual clock, with pixels where the rule is
  /// about what is shown.
  @Suite(.serialized) @MainActor
  final class AnimatorTests {
    let time = VirtualAnimationTime()
    var engine: AnimationEngine { time.engine }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    /// A red square 20 points across whose centre the tests move from x 10 to 110.
    let square = View(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
    var positions: [ViewAnimatingPosition] = []

    init() {
      window.backgroundColor = .white
      square.backgroundColor = .red
      window.addSubview(square)
    }

    func frame(at seconds: Double) { time.frame(at: seconds) }

    /// An animator moving the square 100 points right over 1 s.
    func mover(_ curve: View.AnimationCurve = .linear) -> ViewPropertyAnimator {
      let animator = ViewPropertyAnimator(duration: 1, curve: curve) {
        self.square.center = CGPoint(x: 110, y: 20)
      }
      animator.addCompletion { self.positions.append($0) }
      return animator
    }

    var x: Double { square.presentation.center.x }

    // MARK: The state machine, legal changes

    @Test func startRunsTheBlockAndFinishingReturnsToInactiveWithTheEnd() {
      let animator = mover()
      #expect(animator.state == .inactive && !animator.isRunning)
      #expect(square.center.x == 10)  // the block has not run yet
      animator.startAnimation()
      #expect(animator.state == .active && animator.isRunning)
      #expect(square.center.x == 110 && x == 10)  // model at once, presentation moves
      frame(at: 0.5)
      #expect(abs(x - 60) < 1e-9 && abs(animator.fractionComplete - 0.5) < 1e-9)
      frame(at: 1)
      #expect(animator.state == .inactive && x == 110)
      #expect(positions == [.end])
      #expect(square.animations.values.isEmpty)
    }

    @Test func pauseKeepsTheFrameAndContinueResumesOnTheSameCurve() {
      let animator = mover(.easeInOut)
      animator.startAnimation()
      frame(at: 0.3)
      animator.pauseAnimation()
      #expect(animator.state == .active && !animator.isRunning)
      let held = x
      frame(at: 5)
      #expect(x == held && !engine.isAnimating)  // a paused animator asks for no frames
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
      frame(at: 5.2)  // 0.5 of the time: on the ease-in-out curve, no jump
      #expect(abs(x - (10 + 100 * TimingCurve.easeInEaseOut.value(at: 0.5))) < 1e-6)
      frame(at: 5.7)
      #expect(positions == [.end] && animator.state == .inactive)
    }

    @Test func pausingAnInactiveAnimatorMakesItActiveAtTheStart() {
      let animator = mover()
      animator.pauseAnimation()
      #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 0)
      #expect(square.center.x == 110 && x == 10)
    }

    @Test func stopWithoutFinishingLeavesTheValuesOnScreenAndDropsCompletions() {
      let animator = mover()
      animator.startAnimation()
      frame(at: 0.25)
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      #expect(square.center.x == 35 && x == 35)
      frame(at: 2)
      #expect(positions.isEmpty)
    }

    @Test(arguments: [
      (ViewAnimatingPosition.start, 10.0), (.end, 110.0), (.current, 35.0),
    ])
    func stopThenFinishSetsThePositionsValuesAndRunsCompletionsNextTurn(
      position: ViewAnimatingPosition, expected: Double
    ) {
      let animator = mover()
      animator.startAnimation()
      frame(at: 0.25)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped && square.center.x == 35)
      animator.finishAnimation(at: position)
      #expect(animator.state == .inactive && square.center.x == expected)
      #expect(positions.isEmpty)  // never inside the call
      frame(at: 0.26)
      #expect(positions == [position])
    }

    @Test func pausesOnCompletionStaysActiveAtTheEndWithoutCompletions() {
      let animator = mover()
      animator.pausesOnCompletion = true
      animator.startAnimation()
      frame(at: 1.5)
      #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
      #expect(positions.isEmpty)
      animator.isReversed = true
      animator.startAnimation()
      frame(at: 2.0)
      #expect(abs(x - 60) < 1e-9)
    }

    @Test func startAfterDelayHoldsTheStartValueThenMoves() {
      let animator = mover()
      animator.startAnimation(afterDelay: 0.5)
      frame(at: 0.4)
      #expect(x == 10 && animator.isRunning)
      frame(at: 1.0)
      #expect(abs(x - 60) < 1e-9)
    }

    @Test func slowAnimationsStretchTheAnimator() {
      engine.slowAnimations = true
      let animator = mover()
      animator.startAnimation()
      frame(at: 5)
      #expect(abs(x - 60) < 1e-9)
    }

    // MARK: Scrubbing and reversing

    @Test func aPausedFractionOf03ShowsThe03Frame() throws {
      let animator = mover(.easeInOut)
      animator.pauseAnimation()
      animator.fractionComplete = 0.3
      // Linear scrubbing: the square spans x 30...50.
      let pixels = try window.snapshotPixels()
      let row = 20
      for (column, red) in [(29, false), (31, true), (49, true), (51, false), (10, false)] {
        let p = pixels[column, row]
        let isRed = p.r > 253 && p.g < 2 && p.b < 2
        #expect(isRed == red, "column \(column): \(p)")
      }
      #expect(animator.fractionComplete == 0.3)
      // Scrubbing on the curve instead: ease-in-out at 0.3.
      animator.scrubsLinearly = false
      animator.fractionComplete = 0.3
      #expect(abs(x - (10 + 100 * TimingCurve.easeInEaseOut.value(at: 0.3))) < 1e-9)
    }

    @Test func continuingAfterAScrubMovesOnWithoutAJump() {
      let animator = mover(.easeIn)
      animator.pauseAnimation()
      animator.fractionComplete = 0.5  // linear: x 60, though ease-in at 0.5 is less
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
      frame(at: 0.001)
      #expect(abs(x - 60) < 0.1)
      frame(at: 0.5)
      #expect(x == 110 && positions == [.end])
    }

    @Test func reversingMidFlightRetracesTheCurveAndEndsAtTheStart() {
      let animator = mover()
      animator.startAnimation()
      frame(at: 0.4)
      #expect(abs(x - 50) < 1e-9)
      animator.isReversed = true
      #expect(animator.isRunning)
      frame(at: 0.6)  // 0.2 s back
      #expect(abs(x - 30) < 1e-9 && abs(animator.fractionComplete - 0.2) < 1e-9)
      frame(at: 0.8)
      #expect(animator.state == .inactive && positions == [.start])
      #expect(square.center.x == 10 && x == 10)  // the model is back at the start
    }

    @Test func continueWithNewTimingRunsTheRestOverAFactorOfTheTimeLeft() {
      let animator = mover()
      animator.startAnimation()
      frame(at: 0.5)
      animator.pauseAnimation()
      animator.continueAnimation(
        withTimingParameters: CubicTimingParameters(animationCurve: .linear), durationFactor: 2)
      frame(at: 1.0)  // half of the 1 s that is now left
      #expect(abs(x - 85) < 1e-9)
      frame(at: 1.5)
      #expect(positions == [.end])
    }

    @Test func animationsAddedMidFlightRunOverTheTimeLeftAfterTheirDelay() {
      let other = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(other)
      let animator = mover()
      animator.startAnimation()
      frame(at: 0.5)
      animator.addAnimations({ other.alpha = 0 }, delayFactor: 0.5)  // starts at 0.75
      frame(at: 0.75)
      #expect(other.presentation.alpha == 1)
      frame(at: 0.875)
      #expect(abs(other.presentation.alpha - 0.5) < 1e-9)
      frame(at: 1)
      #expect(other.presentation.alpha == 0 && positions == [.end])
    }

    @Test func aNestedAnimateBlockIsDrivenByTheAnimator() {
      var finished: [Bool] = []
      let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
        View.animate(
          withDuration: 5, delay: 0, options: .curveEaseIn,
          animations: { self.square.alpha = 0 }, completion: { finished.append($0) })
      }
      animator.pauseAnimation()
      animator.fractionComplete = 0.25
      #expect(abs(square.presentation.alpha - 0.75) < 1e-9)
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
      frame(at: 0.75)
      #expect(finished == [true] && square.presentation.alpha == 0)
    }

    @Test func runningPropertyAnimatorStartsAtOnce() {
      let animator = ViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: { self.square.center = CGPoint(x: 110, y: 20) },
        completion: { self.positions.append($0) })
      #expect(animator.isRunning)
      frame(at: 0.5)
      #expect(abs(x - 60) < 1e-9)
      frame(at: 1)
      #expect(positions == [.end])
    }

    // MARK: Illegal changes stop the program, naming the rule

    enum IllegalCall: String, Codable, Sendable, CaseIterable {
      case finishWhileActive, finishWhileInactive, startWhileStopped, pauseWhileStopped,
        continueWhileInactive, scrubWhileRunning, addAnimationsWhileStopped,
        pauseNotInterruptible, interruptibleWhileActive

      var rule: String {
        switch self {
        case .finishWhileActive, .finishWhileInactive:
          "finishAnimation(at:) is legal only after stopAnimation(false)"
        case .startWhileStopped: "a stopped animator cannot start again"
        case .pauseWhileStopped: "a stopped animator cannot be paused"
        case .continueWhileInactive: "continueAnimation needs an active animator"
        case .scrubWhileRunning: "fractionComplete can be set only while the animator is paused"
        case .addAnimationsWhileStopped: "a stopped animator takes no animations"
        case .pauseNotInterruptible: "the animator is not interruptible"
        case .interruptibleWhileActive:
          "isInterruptible can be changed only while the animator is inactive"
        }
      }

      @MainActor func perform() {
        AnimationEngine.current = AnimationEngine(clock: VirtualClock())
        let view = View()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        switch self {
        case .finishWhileActive:
          animator.startAnimation()
          animator.finishAnimation(at: .end)
        case .finishWhileInactive: animator.finishAnimation(at: .end)
        case .startWhileStopped, .pauseWhileStopped, .addAnimationsWhileStopped:
          animator.startAnimation()
          animator.stopAnimation(false)
          if self == .startWhileStopped { animator.startAnimation() }
          if self == .pauseWhileStopped { animator.pauseAnimation() }
          if self == .addAnimationsWhileStopped { animator.addAnimations {} }
        case .continueWhileInactive:
          animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        case .scrubWhileRunning:
          animator.startAnimation()
          animator.fractionComplete = 0.5
        case .pauseNotInterruptible:
          animator.isInterruptible = false
          animator.pauseAnimation()
        case .interruptibleWhileActive:
          animator.startAnimation()
          animator.isInterruptible = false
        }
      }
    }

    @Test(arguments: IllegalCall.allCases)
    func anIllegalStateChangeStopsWithItsRule(call: IllegalCall) async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        [call] in
        await MainActor.run { call.perform() }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains(call.rule), "\(call): \(message)")
    }

    @Test func stoppingAnInactiveOrStoppedAnimatorDoesNothing() {
      let animator = mover()
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      animator.startAnimation()
      animator.stopAnimation(false)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
    }
  }
}
