import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// `View.animate`: model values change at once, presentation values move
  /// along the curve as a virtual clock advances, and completions run once.
  @Suite @MainActor
  final class AnimationTests {
    let time = VirtualAnimationTime()
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    var log: [String] = []

    /// Advances the clock and runs one frame.
    func frame(at seconds: Double) { time.frame(at: seconds) }

    @Test func easeInAlphaIsOnTheCurveHalfwayThrough() {
      View.animate(
        withDuration: 0.2, delay: 0, options: .curveEaseIn, animations: { self.view.alpha = 0 })
      #expect(view.alpha == 0)  // the model changes at once
      #expect(view.presentation.alpha == 1)
      frame(at: 0.1)
      let expected = 1 - TimingCurve.easeIn.value(at: 0.5)
      #expect(abs(view.presentation.alpha - expected) < 1e-9)
      #expect(view.presentation.alpha > 0.5)  // ease-in has covered less than half
      frame(at: 0.2)
      #expect(view.presentation.alpha == 0 && view.animations.values.isEmpty)
    }

    @Test func everyAnimatablePropertyMoves() {
      view.backgroundColor = .black
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          self.view.frame = CGRect(x: 100, y: 50, width: 200, height: 100)
          self.view.backgroundColor = .white
          self.view.transform = CGAffineTransform(scaleX: 3, y: 3)
          self.view.cornerRadius = 10
          self.view.shadowOpacity = 1
        })
      frame(at: 0.5)
      let look = view.presentation
      #expect(look.center == CGPoint(x: 125, y: 75))
      #expect(look.bounds.size == CGSize(width: 150, height: 100))
      #expect(look.backgroundColor == Color(white: 0.5))
      #expect(look.transform3D.affine == CGAffineTransform(scaleX: 2, y: 2))
      #expect(look.cornerRadius == 5 && look.shadowOpacity == 0.5)
    }

    @Test func completionRunsOnceAndNeverInsideTheCall() {
      View.animate(
        withDuration: 0.3, delay: 0, options: [], animations: { self.view.alpha = 0.5 },
        completion: {
          self.log.append("done \($0)")
        })
      #expect(log.isEmpty)
      frame(at: 0.2)
      #expect(log.isEmpty)
      frame(at: 0.3)
      frame(at: 0.4)
      #expect(log == ["done true"])
    }

    @Test func zeroDurationAndEmptyBlocksCompleteOnTheNextFrame() {
      View.animate(
        withDuration: 0, delay: 0, options: [], animations: { self.view.alpha = 0.25 },
        completion: {
          self.log.append("zero \($0)")
        })
      View.animate(
        withDuration: 1, delay: 0, options: [], animations: {},
        completion: {
          self.log.append("empty \($0)")
        })
      #expect(view.presentation.alpha == 0.25 && log.isEmpty)
      time.engine.advance()
      #expect(log == ["zero true", "empty true"])
    }

    @Test func aNewAnimationReplacesTheOldWhoseCompletionSaysUnfinished() {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 },
        completion: {
          self.log.append("first \($0)")
        })
      frame(at: 0.5)
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 1 },
        completion: {
          self.log.append("second \($0)")
        })
      #expect(log.isEmpty)  // not inside the call
      #expect(view.presentation.alpha == 0)  // from the old model value, 0
      frame(at: 0.5)
      #expect(log == ["first false"])
      frame(at: 1.5)
      #expect(log == ["first false", "second true"])
    }

    /// Set outside any block, an animating property's model value changes
    /// at once; the animation runs on to the value its block set, as Core
    /// Animation leaves an explicit animation, and then the new model value
    /// shows. flowkey's shows the new value at once (Docs/choices.md).
    @Test func settingAnAnimatingPropertyOutsideABlockLetsTheAnimationRunOn() {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 },
        completion: { self.log.append("done \($0)") })
      frame(at: 0.5)
      view.alpha = 0.8
      #expect(view.alpha == 0.8 && abs(view.presentation.alpha - 0.5) < 1e-9)
      frame(at: 0.75)
      #expect(abs(view.presentation.alpha - 0.25) < 1e-9)  // still on its way to 0
      frame(at: 1)
      frame(at: 1.1)
      #expect(view.presentation.alpha == 0.8 && log == ["done true"])
    }

    @Test func beginFromCurrentStateStartsWhereTheScreenIs() {
      View.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
      frame(at: 0.25)
      View.animate(
        withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
        animations: { self.view.alpha = 1 })
      #expect(view.presentation.alpha == 0.75)
      frame(at: 0.75)
      #expect(abs(view.presentation.alpha - 0.875) < 1e-12)
    }

    @Test func aDelayHoldsTheOldValue() {
      View.animate(
        withDuration: 1, delay: 0.5, options: .curveLinear, animations: { self.view.alpha = 0 })
      frame(at: 0.4)
      #expect(view.presentation.alpha == 1)
      frame(at: 1.0)
      #expect(view.presentation.alpha == 0.5)
    }

    @Test func completionsRunInTheOrderTheirAnimationsEnd() {
      let other = View(frame: .zero)
      View.animate(
        withDuration: 0.5, delay: 0, options: [], animations: { self.view.alpha = 0 },
        completion: {
          _ in
          self.log.append("long")
        })
      View.animate(
        withDuration: 0.2, delay: 0, options: [], animations: { other.alpha = 0 },
        completion: { _ in
          self.log.append("short")
        })
      for time in stride(from: 0.1, through: 0.6, by: 0.1) { frame(at: time) }
      #expect(log == ["short", "long"])
    }

    @Test func animatedViewsIgnoreTouchesUnlessAllowed() {
      let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      window.addSubview(view)
      View.animate(withDuration: 1, delay: 0, options: [], animations: { self.view.alpha = 0.5 })
      #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
      View.animate(
        withDuration: 1, delay: 0, options: .allowUserInteraction,
        animations: { self.view.alpha = 0.6 })
      #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }

    @Test func slowAnimationsTakeTenTimesAsLong() {
      time.engine.slowAnimations = true
      View.animate(
        withDuration: 0.2, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
      frame(at: 1.0)
      #expect(view.presentation.alpha == 0.5)
    }

    @Test func slowAnimationsTurnedOnMidAnimationSlowItFromThereWithoutAJump() {
      View.animate(
        withDuration: 0.2, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
      frame(at: 0.1)
      #expect(view.presentation.alpha == 0.5)
      time.engine.slowAnimations = true
      frame(at: 0.1)
      #expect(abs(view.presentation.alpha - 0.5) < 1e-9)  // no jump
      frame(at: 0.6)  // 0.5 s more is 0.05 s of animation time
      #expect(abs(view.presentation.alpha - 0.25) < 1e-9)
      time.engine.slowAnimations = false
      frame(at: 0.65)
      #expect(abs(view.presentation.alpha) < 1e-9)
    }

    @Test func onlyTheEngineReadsTheSlowAnimationsFactorForTime() throws {
      // The factor is declared in the engine and read by its speed; the
      // key table and the command's help read it for their words.
      let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")
      let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      var readers: [String] = []
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        if text.contains("slowAnimationsFactor") { readers.append(file) }
        #expect(!text.contains("slowdown"), "\(file)")
      }
      #expect(
        readers.sorted() == [
          "Tunnel/TunnelCommand.swift", "TunnelApp/Scripts/KeyTable.swift",
          "ViewKit/Animation/AnimationEngine.swift",
        ])
    }

    @Test func optionsHaveUIKitsBitLayout() {
      #expect(View.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
      #expect(View.AnimationOptions.curveLinear.rawValue == 3 << 16)
      #expect(View.AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
      #expect(View.AnimationOptions.transitionFlipFromRight.rawValue == 2 << 20)
      #expect(View.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
      #expect(View.AnimationOptions.transitionFlipFromTop.rawValue == 6 << 20)
      #expect(View.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
      #expect(View.AnimationOptions.allowUserInteraction.rawValue == 2)
      #expect(View.AnimationOptions.beginFromCurrentState.rawValue == 4)
    }

    @Test func aCompletionThatCapturesItsViewDoesNotOutliveADroppedEngine() {
      weak var freed: View?
      var dropped: AnimationEngine? = AnimationEngine(clock: VirtualClock())
      AnimationEngine.current = dropped!
      do {
        let moving = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        View.animate(
          withDuration: 1, delay: 0, options: [], animations: { moving.alpha = 0 },
          completion: { _ in moving.alpha = 1 })  // captures the view strongly
        freed = moving
      }
      #expect(freed != nil)  // alive while its engine runs the animation
      AnimationEngine.current = time.engine
      dropped = nil  // the engine goes, mid-animation, its completion never run
      #expect(freed == nil)
    }
  }
}
