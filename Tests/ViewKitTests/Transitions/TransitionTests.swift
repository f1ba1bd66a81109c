import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// View transitions drawn headless at chosen moments of a virtual clock.
  @Suite(.serialized) @MainActor
  final class TransitionTests {
    let time = VirtualAnimationTime()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    /// The container that turns: its box is x 40...160, y 40...120.
    let container = View(frame: CGRect(x: 40, y: 40, width: 120, height: 80))
    let red = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    let blue = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    var log: [String] = []

    init() throws {
      window.backgroundColor = .white
      red.backgroundColor = .red
      blue.backgroundColor = .blue
      window.addSubview(container)
      container.addSubview(red)
      _ = try window.snapshotPixels()  // a renderer to snapshot with
    }

    func frame(at seconds: Double) throws -> PixelBuffer {
      time.frame(at: seconds)
      return try window.snapshotPixels()
    }

    func count(_ pixels: PixelBuffer, where test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
      var n = 0
      for y in 0..<pixels.height {
        for x in 0..<pixels.width {
          let p = pixels[x, y]
          if test(p.r, p.g, p.b) { n += 1 }
        }
      }
      return n
    }

    func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 100 && g < 60 && b < 60 }
    func isBlue(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { b > 100 && r < 60 && g < 60 }

    /// The width of the run of red in a row.
    func redWidth(_ pixels: PixelBuffer, row: Int) -> Int {
      (0..<pixels.width).filter { isRed(pixels[$0, row].r, pixels[$0, row].g, pixels[$0, row].b) }
        .count
    }

    @Test func flipFromTopBringsTheTopEdgeForwardWithPerspective() throws {
      View.transition(
        from: red, to: blue, duration: 1, options: [.transitionFlipFromTop, .curveLinear])
      let pixels = try frame(at: 0.25)  // 45 degrees
      let rows = (0..<pixels.height).filter { redWidth(pixels, row: $0) > 0 }
      let top = redWidth(pixels, row: rows.first! + 1)
      let bottom = redWidth(pixels, row: rows.last! - 1)
      // Turned 45 degrees, the bottom edge lies 40 sin 45 behind the plane:
      // it shrinks by d / (d + 28.3); the top edge comes forward and grows
      // past the container, which cuts it to 120.
      let d = TransitionRenderer.perspectiveDistance
      let expectedBottom = 120 * d / (d + 40 * sin(Double.pi / 4))
      #expect(top == 120)
      #expect(
        abs(Double(bottom) - expectedBottom) <= 2,
        "bottom edge \(bottom), expected \(expectedBottom)")
      #expect(bottom < top)
    }

    @Test func nothingIsDrawnOutsideTheContainer() throws {
      View.transition(
        from: red, to: blue, duration: 1, options: [.transitionFlipFromTop, .curveLinear])
      for time in [0.25, 0.5, 0.75] {
        let pixels = try frame(at: time)
        var outside = 0
        for y in 0..<pixels.height {
          for x in 0..<pixels.width where !(40..<160 ~= x && 40..<120 ~= y) {
            if !pixels.pixel(x: x, y: y, isCloseTo: .white) { outside += 1 }
          }
        }
        #expect(outside == 0, "at \(time)")
      }
    }

    @Test func theBackFaceIsNeverVisible() throws {
      View.transition(
        from: red, to: blue, duration: 1, options: [.transitionFlipFromLeft, .curveLinear])
      let early = try frame(at: 0.25)
      #expect(count(early, where: isRed) > 1000 && count(early, where: isBlue) == 0)
      let edgeOn = try frame(at: 0.5)
      #expect(count(edgeOn, where: isRed) + count(edgeOn, where: isBlue) < 200)
      let late = try frame(at: 0.75)
      #expect(count(late, where: isBlue) > 1000 && count(late, where: isRed) == 0)
    }

    @Test func aFlipsAngleFollowsTheCurve() throws {
      View.transition(from: red, to: blue, duration: 0.8, options: .transitionFlipFromRight)
      _ = try frame(at: 0.2)
      let progress = try #require(container.animations[.transitionProgress]?.current.scalar)
      #expect(abs(progress - TimingCurve.easeInEaseOut.value(at: 0.25)) < 1e-12)
      let face = TransitionRenderer.flipFace(progress: progress)
      #expect(face.showsBefore && abs(face.angle - Double.pi * progress) < 1e-12)
      #expect(!TransitionRenderer.flipFace(progress: 0.75).showsBefore)
      #expect(abs(TransitionRenderer.flipFace(progress: 0.75).angle + Double.pi / 4) < 1e-12)
    }

    @Test func transitionWithAnimationsFlipsToWhatTheBlockMade() throws {
      View.transition(
        with: container, duration: 1, options: [.transitionFlipFromBottom, .curveLinear],
        animations: { self.red.backgroundColor = .blue },
        completion: { self.log.append("done \($0)") })
      #expect(red.backgroundColor == .blue)  // the change is made at once
      let early = try frame(at: 0.25)
      #expect(count(early, where: isRed) > 1000 && count(early, where: isBlue) == 0)
      let late = try frame(at: 0.75)
      #expect(count(late, where: isBlue) > 1000 && count(late, where: isRed) == 0)
      _ = try frame(at: 1)
      #expect(log == ["done true"] && container.activeTransition == nil)
    }

    @Test func withNoStyleOrNoDurationTheChangeIsImmediate() throws {
      View.transition(from: red, to: blue, duration: 0, options: .transitionFlipFromTop) {
        self.log.append("zero \($0)")
      }
      View.transition(with: container, duration: 1, options: [], animations: nil) {
        self.log.append("plain \($0)")
      }
      #expect(container.subviews.count == 1 && container.subviews[0] === blue)
      #expect(container.activeTransition == nil && log.isEmpty)
      time.engine.advance()
      #expect(log == ["zero true", "plain true"])
    }

    /// The frame a flip starts in draws one snapshot: the new face is
    /// taken by the first frame that shows it, as it is then.
    @Test func theNewFaceIsSnapshottedByTheFirstFrameThatShowsItAsItIsThen() throws {
      View.transition(
        from: red, to: blue, duration: 1, options: [.transitionFlipFromTop, .curveLinear])
      let transition = try #require(container.activeTransition)
      #expect(transition.madeAfter == nil)
      _ = try frame(at: 0)
      _ = try frame(at: 0.25)  // the old face, turned 45 degrees
      #expect(transition.madeAfter == nil)
      blue.backgroundColor = .green  // after the call, before the new face shows
      let pixels = try frame(at: 0.75)  // the new face, 45 degrees from flat
      #expect(transition.madeAfter != nil)
      let green = count(pixels) { r, g, b in g > 100 && r < 60 && b < 60 }
      #expect(green > 0 && count(pixels, where: isBlue) == 0)
    }

    @Test func opaqueFacesAreDrawnWithoutBlendingOnlyWhenTrulyOpaque() throws {
      View.transition(from: red, to: blue, duration: 1, options: .transitionFlipFromTop)
      #expect(container.activeTransition?.facesAreOpaque == true)
      _ = try frame(at: 1)
      blue.cornerRadius = 8
      View.transition(from: blue, to: red, duration: 1, options: .transitionFlipFromTop)
      #expect(container.activeTransition?.facesAreOpaque == false)
    }

    @Test func crossDissolveMixesTheTwo() throws {
      View.transition(
        from: red, to: blue, duration: 1, options: [.transitionCrossDissolve, .curveLinear])
      let pixels = try frame(at: 0.5)
      #expect(
        pixels.pixel(x: 100, y: 80, isCloseTo: Color(red: 0.5, green: 0, blue: 0.5), tolerance: 3))
    }

    @Test func aSecondTransitionEndsTheFirstAndLosesNoCompletion() throws {
      let green = View(frame: red.frame)
      green.backgroundColor = .green
      View.transition(from: red, to: blue, duration: 1, options: .transitionFlipFromTop) {
        self.log.append("first \($0)")
      }
      _ = try frame(at: 0.3)
      View.transition(from: blue, to: green, duration: 1, options: .transitionFlipFromTop) {
        self.log.append("second \($0)")
      }
      #expect(container.subviews.count == 1 && container.subviews[0] === green)
      #expect(log.isEmpty)
      _ = try frame(at: 0.4)
      #expect(log == ["first false"])
      _ = try frame(at: 1.4)
      #expect(log == ["first false", "second true"])
      #expect(container.activeTransition == nil)
    }

    @Test func whenItEndsTheContainerDrawsItsNewSubviews() throws {
      View.transition(from: red, to: blue, duration: 1, options: .transitionFlipFromBottom) {
        self.log.append("done \($0)")
      }
      _ = try frame(at: 1)
      let pixels = try window.snapshotPixels()
      #expect(log == ["done true"])
      #expect(pixels.pixel(x: 100, y: 80, isCloseTo: .blue))
      #expect(red.superview == nil && blue.superview === container)
    }

    @Test func controllerTransitionFlipsInsideItsContainerWithCallbacksAroundIt() throws {
      let tracer = LifecycleTracer(clock: time.clock)
      LifecycleTracer.current = tracer
      defer { LifecycleTracer.current = nil }
      let parent = Container("Parent")
      let old = Named("Old")
      let new = Named("New")
      window.rootViewController = parent
      parent.show(old)
      parent.addChild(new)
      new.view.frame = parent.slot.bounds
      _ = try window.snapshotPixels()
      tracer.clearLines()
      parent.transition(
        from: old, to: new, duration: 1, options: .transitionFlipFromLeft, animations: nil,
        completion: { _ in tracer.record(name: "test", event: .label("completion")) })
      #expect(
        tracer.events == [
          "Parent transitionBegin:Old->New", "Old viewWillDisappear", "New viewWillAppear",
        ])
      #expect(parent.slot.activeTransition != nil && parent.view.activeTransition == nil)
      _ = try frame(at: 0.5)
      #expect(tracer.events.count == 3)
      _ = try frame(at: 1.0)
      time.engine.advance()  // the next turn runs the completion
      #expect(
        Array(tracer.events.dropFirst(3)) == [
          "Old viewDidDisappear", "New viewDidAppear",
          "Parent transitionEnd:Old->New:finished=true",
          "test label \"completion\"",
        ])
      #expect(old.viewIfLoaded?.superview == nil && new.view.superview === parent.slot)
    }
  }
}
