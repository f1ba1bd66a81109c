import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// Where Apple documents a behaviour, ViewKit does the same: the
  /// controller transition animates its block, nested blocks inherit,
  /// every option has UIKit's raw value and meaning.
  @Suite(.serialized) @MainActor
  final class UIKitTruthTests {
    let time = VirtualAnimationTime()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
      window.addSubview(view)
    }

    func advance(to seconds: Double) { time.frame(at: seconds) }

    @Test func applesSlideRecipeAnimatesItsBlockAndRemovesTheOldViewAtTheEnd() {
      let parent = Container("Parent")
      let old = Named("Old")
      let new = Named("New")
      window.rootViewController = parent
      parent.show(old)
      let slot = parent.slot.bounds
      let offscreenLeft = slot.offsetBy(dx: -slot.width, dy: 0)
      let offscreenRight = slot.offsetBy(dx: slot.width, dy: 0)
      parent.addChild(new)
      new.view.frame = offscreenRight
      var finished: Bool?
      parent.transition(
        from: old, to: new, duration: 0.3, options: [],
        animations: {
          new.view.frame = slot
          old.view.frame = offscreenLeft
        }, completion: { finished = $0 })
      #expect(finished == nil)  // never inside the call
      advance(to: 0.15)
      // Halfway in time is halfway along ease-in-ease-out, which is symmetric.
      let half = TimingCurve.easeInEaseOut.value(at: 0.5)
      #expect(abs(half - 0.5) < 1e-9)
      #expect(abs(new.view.presentation.center.x - (slot.midX + slot.width * (1 - half))) < 1e-6)
      #expect(abs(old.view.presentation.center.x - (slot.midX - slot.width * half)) < 1e-6)
      #expect(old.view.superview === parent.slot)  // still there mid-slide
      #expect(finished == nil)
      advance(to: 0.3)
      #expect(old.viewIfLoaded?.superview == nil)  // gone when the animations end
      advance(to: 0.31)
      #expect(finished == true)
    }

    @Test func aControllerTransitionsCompletionWaitsForATurnEvenWithoutAWindow() {
      let parent = Container("Parent")
      let old = Named("Old")
      let new = Named("New")
      parent.show(old)  // no window anywhere
      parent.addChild(new)
      var finished: Bool?
      parent.transition(from: old, to: new, duration: 0, animations: nil) { finished = $0 }
      #expect(finished == nil)
      time.engine.advance()
      #expect(finished == true)
    }

    @Test func aNestedBlockInheritsTheOuterDurationAndCurve() {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          #expect(View.inheritedAnimationDuration == 1)
          View.animate(withDuration: 0.2, animations: { self.view.alpha = 0 })
        })
      #expect(View.inheritedAnimationDuration == 0)  // outside any block
      advance(to: 0.5)
      #expect(abs(view.presentation.alpha - 0.5) < 1e-9)  // linear over the outer second
    }

    @Test func overridesKeepTheInnerDurationOrCurve() {
      let other = View(frame: .zero)
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          View.animate(
            withDuration: 0.2, delay: 0, options: .overrideInheritedDuration,
            animations: { self.view.alpha = 0 })
          View.animate(
            withDuration: 0.2, delay: 0, options: [.overrideInheritedCurve, .curveEaseIn],
            animations: { other.alpha = 0 })
        })
      advance(to: 0.1)
      #expect(abs(view.presentation.alpha - 0.5) < 1e-9)  // 0.2 s, linear inherited
      advance(to: 0.5)
      #expect(abs(other.presentation.alpha - (1 - TimingCurve.easeIn.value(at: 0.5))) < 1e-9)
    }

    @Test func overrideInheritedOptionsInheritsNeitherOptionsNorCurve() {
      View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction]) {
        View.animate(withDuration: 1, delay: 0, options: .overrideInheritedOptions) {
          self.view.alpha = 0
        }
      }
      let animation = view.animations[.alpha]
      #expect(animation?.group.options.contains(.allowUserInteraction) == false)
      advance(to: 0.5)
      #expect(abs(view.presentation.alpha - (1 - TimingCurve.easeInEaseOut.value(at: 0.5))) < 1e-9)
    }

    @Test func everyOptionHasUIKitsRawValue() {
      typealias O = View.AnimationOptions
      let expected: [(O, UInt)] = [
        (.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1),
        (.beginFromCurrentState, 1 << 2),
        (.repeat, 1 << 3), (.autoreverse, 1 << 4), (.overrideInheritedDuration, 1 << 5),
        (.overrideInheritedCurve, 1 << 6), (.allowAnimatedContent, 1 << 7),
        (.showHideTransitionViews, 1 << 8), (.overrideInheritedOptions, 1 << 9),
        (.curveEaseInOut, 0), (.curveEaseIn, 1 << 16), (.curveEaseOut, 2 << 16),
        (.curveLinear, 3 << 16), (.transitionFlipFromLeft, 1 << 20),
        (.transitionFlipFromRight, 2 << 20), (.transitionCurlUp, 3 << 20),
        (.transitionCurlDown, 4 << 20), (.transitionCrossDissolve, 5 << 20),
        (.transitionFlipFromTop, 6 << 20), (.transitionFlipFromBottom, 7 << 20),
        (.preferredFramesPerSecondDefault, 0), (.preferredFramesPerSecond60, 3 << 24),
        (.preferredFramesPerSecond30, 7 << 24),
      ]
      for (option, raw) in expected { #expect(option.rawValue == raw) }
    }

    @Test func repeatWithAutoreverseGoesForwardBackAndForwardForEver() {
      var completions: [Bool] = []
      View.animate(
        withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
        animations: { self.view.alpha = 0 }, completion: { completions.append($0) })
      #expect(view.alpha == 0)  // the model holds the final value throughout
      let expected: [(Double, Double)] = [
        (0.25, 0.75), (0.5, 0.5), (0.75, 0.25), (1, 0), (1.25, 0.25), (1.5, 0.5), (2, 1),
        (2.25, 0.75), (3, 0), (100.5, 0.5),
      ]
      for (time, alpha) in expected {
        advance(to: time)
        #expect(abs(view.presentation.alpha - alpha) < 1e-9, "at \(time)")
      }
      #expect(completions.isEmpty)  // only removal ends it
      view.removeAllAnimations()
      time.engine.advance()
      #expect(completions == [false])
      #expect(view.presentation.alpha == 0)
    }

    @Test func autoreverseAloneGoesThereAndBackThenShowsTheModelValue() {
      var completions: [Bool] = []
      View.animate(
        withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
        animations: { self.view.alpha = 0 }, completion: { completions.append($0) })
      advance(to: 1.5)
      #expect(abs(view.presentation.alpha - 0.5) < 1e-9)
      advance(to: 2)
      #expect(view.presentation.alpha == 0 && completions == [true])
    }

    @Test func performWithoutAnimationSetsAtOnceInsideABlock() {
      View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        self.view.alpha = 0
        View.performWithoutAnimation { self.view.cornerRadius = 10 }
        #expect(View.areAnimationsEnabled)  // back on after the block
      }
      #expect(view.animations[.cornerRadius] == nil && view.presentation.cornerRadius == 10)
      #expect(view.animations[.alpha] != nil)
      View.setAnimationsEnabled(false)
      View.animate(withDuration: 1) { self.view.shadowOpacity = 1 }
      View.setAnimationsEnabled(true)
      #expect(view.presentation.shadowOpacity == 1)
    }

    @Test func layoutSubviewsAnimatesTheSubviewsNewFramesWithTheirParent() {
      let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      child.autoresizingMask = [.flexibleWidth]
      view.addSubview(child)
      View.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
        self.view.bounds.size.width = 200
      }
      advance(to: 0.5)
      #expect(child.frame.width == 200)
      #expect(abs(child.presentation.bounds.width - 150) < 1e-9)
    }

    @Test func showHideTransitionViewsHidesTheOldViewInsteadOfRemovingIt() {
      let old = View(frame: view.bounds)
      let new = View(frame: view.bounds)
      new.isHidden = true
      view.addSubview(old)
      view.addSubview(new)
      View.transition(from: old, to: new, duration: 0, options: .showHideTransitionViews)
      #expect(old.superview === view && old.isHidden)
      #expect(new.superview === view && !new.isHidden)
    }
  }
}
