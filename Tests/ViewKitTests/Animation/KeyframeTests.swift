import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// `animateKeyframes`: each keyframe's change happens in its stretch of
  /// the time, in each calculation mode.
  @Suite(.serialized) @MainActor
  final class KeyframeTests {
    let time = VirtualAnimationTime()
    var engine: AnimationEngine { time.engine }
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    func frame(at seconds: Double) { time.frame(at: seconds) }

    /// Alpha to 0 in the first half, back to 1 in the last quarter.
    func fadeOutAndIn(_ options: View.KeyframeAnimationOptions, completion: ((Bool) -> Void)? = nil)
    {
      View.animateKeyframes(
        withDuration: 1, options: options,
        animations: {
          View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.view.alpha = 0 }
          View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
            self.view.alpha = 1
          }
        }, completion: completion)
    }

    func alpha(at time: Double) -> Double {
      frame(at: time)
      return view.presentation.alpha
    }

    @Test func linearKeyframesChangeInTheirOwnStretchOfTime() {
      var finished: [Bool] = []
      fadeOutAndIn(.calculationModeLinear) { finished.append($0) }
      #expect(view.alpha == 1)  // the model ends where the last keyframe left it
      let samples = [0.25, 0.5, 0.6, 0.75, 0.875].map { alpha(at: $0) }
      let expected = [0.5, 0, 0, 0, 0.5]
      for (got, want) in zip(samples, expected) { #expect(abs(got - want) < 1e-9) }
      frame(at: 1)
      #expect(finished == [true] && view.animations.values.isEmpty)
    }

    @Test func discreteKeyframesJumpAtTheirStartTimes() {
      fadeOutAndIn(.calculationModeDiscrete)
      #expect(alpha(at: 0.01) == 0)
      #expect(alpha(at: 0.74) == 0)
      #expect(alpha(at: 0.76) == 1)
    }

    @Test func pacedKeyframesMoveAtOneSpeedWhateverTheirTimes() {
      View.animateKeyframes(
        withDuration: 1, options: .calculationModePaced,
        animations: {
          View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.9) {
            self.view.center = CGPoint(x: 35, y: 5)  // 30 points
          }
          View.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 0.1) {
            self.view.center = CGPoint(x: 35, y: 95)  // 90 points
          }
        })
      frame(at: 0.25)  // 30 of the 120 points: the first corner
      #expect(abs(view.presentation.center.x - 35) < 1e-9)
      #expect(abs(view.presentation.center.y - 5) < 1e-9)
      frame(at: 0.5)
      #expect(abs(view.presentation.center.y - 35) < 1e-9)
    }

    @Test func cubicKeyframesPassThroughEachValueAtItsTimeAndCurveBetween() {
      View.animateKeyframes(
        withDuration: 1, options: .calculationModeCubic,
        animations: {
          View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            self.view.center = CGPoint(x: 105, y: 5)
          }
          View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            self.view.center = CGPoint(x: 105, y: 105)
          }
        })
      // Catmull-Rom from (5,5) to (105,5), neighbours (5,5) and (105,105), at s = 0.5.
      frame(at: 0.25)
      let p0 = (5.0, 5.0)
      let p1 = (5.0, 5.0)
      let p2 = (105.0, 5.0)
      let p3 = (105.0, 105.0)
      func spline(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
        0.5
          * (2 * b + (c - a) * 0.5 + (2 * a - 5 * b + 4 * c - d) * 0.25
            + (3 * b - a - 3 * c + d) * 0.125)
      }
      #expect(abs(view.presentation.center.x - spline(p0.0, p1.0, p2.0, p3.0)) < 1e-9)
      #expect(abs(view.presentation.center.y - spline(p0.1, p1.1, p2.1, p3.1)) < 1e-9)
      #expect(view.presentation.center.y < 5)  // the curve bows away from the corner
      frame(at: 0.5)
      #expect(view.presentation.center == CGPoint(x: 105, y: 5))
    }

    /// Apple: "If you specify a value of 0, any properties you set in the
    /// animations block update immediately at the specified start time."
    /// x is 10 until 1.0 s of a 2 s animation, then 110; a keyframe of
    /// 0.25 follows from there, and the curve does not reach across the jump.
    @Test(arguments: [View.KeyframeAnimationOptions.calculationModeLinear, .calculationModeCubic])
    func aZeroLengthKeyframeUpdatesItsPropertiesImmediatelyAtItsStartTime(
      mode: View.KeyframeAnimationOptions
    ) {
      view.center = CGPoint(x: 10, y: 5)
      View.animateKeyframes(
        withDuration: 2, options: mode,
        animations: {
          View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
            self.view.center = CGPoint(x: 110, y: 5)
          }
          View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
            self.view.center = CGPoint(x: 110, y: 105)
          }
        })
      for t in [0.25, 0.5, 0.75, 0.99] {
        frame(at: t)
        #expect(view.presentation.center == CGPoint(x: 10, y: 5), "at \(t) s")
      }
      frame(at: 1.0)
      #expect(view.presentation.center == CGPoint(x: 110, y: 5))
      frame(at: 1.5)
      #expect(view.presentation.center == CGPoint(x: 110, y: 105))
    }

    @Test func theOptionsHaveUIKitsRawValues() {
      typealias K = View.KeyframeAnimationOptions
      #expect(K.calculationModeLinear.rawValue == 0)
      #expect(K.calculationModeDiscrete.rawValue == 1 << 10)
      #expect(K.calculationModePaced.rawValue == 2 << 10)
      #expect(K.calculationModeCubic.rawValue == 3 << 10)
      #expect(K.calculationModeCubicPaced.rawValue == 4 << 10)
      #expect(K.overrideInheritedOptions.rawValue == 1 << 9)
      #expect(K.autoreverse.rawValue == View.AnimationOptions.autoreverse.rawValue)
    }

    @Test func aKeyframeOutsideAnimateKeyframesStopsWithTheRule() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}
        }
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("addKeyframe must be called inside an animateKeyframes block"))
    }
  }
}
