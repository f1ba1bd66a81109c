import Foundation
import Platform
import Testing

@testable import ViewKit

/// The damped oscillator against the analytic solution, worked by hand
/// below, and against the equation of motion itself, integrated by RK4.
@Suite struct SpringTests {
  /// x(t) = 1 - 3 e^(-2) for ω = 4, critically damped, at t = 0.5.
  @Test func criticallyDampedMatchesTheAnalyticValue() {
    let spring = DampedOscillator(omega: 4, dampingRatio: 1, initialVelocity: 0)
    #expect(abs(spring.position(at: 0.5) - (1 - 3 * exp(-2.0))) < 1e-12)
    #expect(abs(spring.position(at: 0.5) - 0.593_994_150_290_161_9) < 1e-12)
  }

  /// ζ 0.5, ω 10: x(0.2) = 1 - e^(-1) (cos √3 + sin √3 / √3).
  @Test func underDampedMatchesTheAnalyticValueAndOvershoots() {
    let spring = DampedOscillator(omega: 10, dampingRatio: 0.5, initialVelocity: 0)
    let root3 = 3.0.squareRoot()
    #expect(
      abs(spring.position(at: 0.2) - (1 - exp(-1.0) * (cos(root3) + sin(root3) / root3))) < 1e-12)
    #expect(abs(spring.position(at: 0.2) - 0.849_425_634_854_112_3) < 1e-12)
    // The first peak is at t = π / ωd, overshooting by e^(-ζπ/√(1-ζ²)).
    let peak = Double.pi / (10 * 0.75.squareRoot())
    #expect(
      abs(spring.position(at: peak) - (1 + exp(-Double.pi * 0.5 / 0.75.squareRoot()))) < 1e-12)
  }

  /// ζ 2, ω 1: roots -(2 ∓ √3), x(1) = 1 + C1 e^(r1) + C2 e^(r2).
  @Test func overDampedMatchesTheAnalyticValueAndNeverOvershoots() {
    let spring = DampedOscillator(omega: 1, dampingRatio: 2, initialVelocity: 0)
    #expect(abs(spring.position(at: 1) - 0.177_736_576_098_190_57) < 1e-12)
    for step in 0...200 {
      #expect(spring.position(at: Double(step) * 0.1) <= 1)
    }
  }

  /// x'' = -2ζω x' - ω² (x - 1), integrated in 10,000 RK4 steps, agrees
  /// with the closed form at sample times in each regime, with a velocity.
  @Test(arguments: [0.2, 1.0, 3.0])
  func theClosedFormSolvesTheEquationOfMotion(dampingRatio: Double) {
    let (w, v0) = (7.0, 2.5)
    let spring = DampedOscillator(omega: w, dampingRatio: dampingRatio, initialVelocity: v0)
    func acceleration(_ x: Double, _ v: Double) -> Double {
      -2 * dampingRatio * w * v - w * w * (x - 1)
    }
    var (x, v, t) = (0.0, v0, 0.0)
    let h = 1e-4
    for step in 1...10_000 {
      let (k1x, k1v) = (v, acceleration(x, v))
      let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
      let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
      let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      t += h
      if step % 2_500 == 0 {
        #expect(abs(spring.position(at: t) - x) < 1e-9, "t \(t)")
      }
    }
  }

  @Test func massStiffnessAndDampingGiveTheRatioAndFrequency() {
    let spring = DampedOscillator(mass: 2, stiffness: 200, damping: 20, initialVelocity: 0)
    #expect(abs(spring.omega - 10) < 1e-12)
    #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    let parameters = SpringTimingParameters(mass: 2, stiffness: 200, damping: 20)
    #expect(abs(parameters.dampingRatio - 0.5) < 1e-12)
  }

  @Test func theSettlingTimeIsWhereTheSpringStaysWithinATenthOfAPercent() {
    let spring = DampedOscillator(omega: 10, dampingRatio: 0.3, initialVelocity: 0)
    let settle = spring.settlingTime
    for step in 0...1_000 {
      let t = settle + Double(step) * 0.01
      #expect(abs(spring.position(at: t) - 1) <= DampedOscillator.restTolerance)
    }
    // Just before, the envelope still allows more: some point in the last period is outside.
    let period = 2 * Double.pi / (10 * (1 - 0.09).squareRoot())
    let before = stride(from: settle - 2 * period, to: settle - period, by: 0.001)
    #expect(before.contains { abs(spring.position(at: $0) - 1) > DampedOscillator.restTolerance })
  }

  @Test(arguments: [0.3, 0.7, 1.0, 2.0])
  func aRatioSpringIsFittedToSettleAtTheDuration(dampingRatio: Double) {
    let spring = SpringTimingParameters.fitted(
      dampingRatio: dampingRatio, velocity: 0, duration: 0.6)
    #expect(abs(spring.settlingTime - 0.6) < 1e-6)
    #expect(spring.dampingRatio == dampingRatio)
  }

  @Test func durationAndBounceFollowApplesPublishedMapping() {
    let spring = SpringTimingParameters(duration: 0.5, bounce: 0.3)
    #expect(abs(spring.stiffness! - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
    #expect(abs(spring.damping! - 4 * Double.pi * 0.7 / 0.5) < 1e-9)
    #expect(abs(spring.dampingRatio - 0.7) < 1e-12)
  }
}

extension SharedStateSuites {
  /// Springs in the animation API: `animate(...usingSpringWithDamping:...)`
  /// and a property animator with spring timing.
  @Suite(.serialized) @MainActor
  final class SpringAnimationTests {
    let time = VirtualAnimationTime()
    var engine: AnimationEngine { time.engine }
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    func frame(at seconds: Double) { time.frame(at: seconds) }

    @Test func aSpringAnimateBlockFollowsTheFittedSpringAndEndsAtItsDuration() {
      var finished: [Bool] = []
      View.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
        animations: { self.view.center = CGPoint(x: 150, y: 50) },
        completion: { finished.append($0) })
      let spring = SpringTimingParameters.fitted(dampingRatio: 0.4, velocity: 0, duration: 1)
      frame(at: 0.3)
      #expect(abs(view.presentation.center.x - (50 + 100 * spring.position(at: 0.3))) < 1e-9)
      #expect(view.presentation.center.x > 150)  // ζ 0.4 has overshot by 0.3 s
      frame(at: 1)
      #expect(view.presentation.center.x == 150 && finished == [true])
    }

    @Test func anAnimatorOnAMassSpringRunsForTheSpringsSettlingTime() {
      let parameters = SpringTimingParameters(mass: 1, stiffness: 100, damping: 20)
      let animator = ViewPropertyAnimator(duration: 10, timingParameters: parameters)
      animator.addAnimations { self.view.alpha = 0 }
      animator.startAnimation()
      let spring = DampedOscillator(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
      frame(at: 0.1)
      // The stretch is rebased to end exactly at 1 (`AnimatorSegment`):
      // the spring's value divided by its value at the settling time.
      let expected = spring.position(at: 0.1) / spring.position(at: spring.settlingTime)
      #expect(abs(view.presentation.alpha - (1 - expected)) < 1e-9)
      frame(at: spring.settlingTime)
      #expect(animator.state == .inactive && view.presentation.alpha == 0)
    }
  }
}
