import Foundation
import Platform
import Testing

@testable import ViewKit

/// Mouse events become touches delivered to the hit view, passed up the
/// responder chain when it does not handle them.
@Suite @MainActor
struct EventDeliveryTests {
  let trace = Trace()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))

  @Test func aTouchStaysWithTheViewItBeganIn() {
    let pad = TracingView("pad", trace: trace, frame: CGRect(x: 50, y: 50, width: 50, height: 50))
    window.addSubview(pad)
    trace.entries.removeAll()
    window.sendEvent(.mouseDown(CGPoint(x: 60, y: 70), .left), at: 1)
    window.sendEvent(.mouseDragged(CGPoint(x: 80, y: 70), .left), at: 1.1)
    window.sendEvent(.mouseDragged(CGPoint(x: 150, y: 10), .left), at: 1.2)  // outside the pad
    window.sendEvent(.mouseUp(CGPoint(x: 150, y: 10), .left), at: 1.3)
    #expect(
      trace.entries == [
        "pad.began (10, 20)", "pad.moved (30, 20)", "pad.moved (100, -40)", "pad.ended (100, -40)",
      ])
  }

  @Test func unhandledTouchesTravelUpTheResponderChain() {
    let outer = TracingView(
      "outer", trace: trace, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let inner = TracingView(
      "inner", trace: trace, frame: CGRect(x: 10, y: 10, width: 50, height: 50),
      handlesTouches: false)
    window.addSubview(outer)
    outer.addSubview(inner)
    #expect(inner.next === outer && outer.next === window && window.next == nil)
    trace.entries.removeAll()
    window.sendEvent(.mouseDown(CGPoint(x: 20, y: 20), .left), at: 0)
    window.sendEvent(.mouseUp(CGPoint(x: 20, y: 20), .left), at: 0.1)
    #expect(trace.entries == ["outer.began (20, 20)", "outer.ended (20, 20)"])
  }

  @Test func losingFocusCancelsTheTouch() {
    let pad = TracingView("pad", trace: trace, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(pad)
    trace.entries.removeAll()
    window.sendEvent(.mouseDown(CGPoint(x: 5, y: 5), .left), at: 0)
    window.sendEvent(.focusLost, at: 0.1)
    window.sendEvent(.mouseUp(CGPoint(x: 5, y: 5), .left), at: 0.2)
    #expect(trace.entries == ["pad.began (5, 5)", "pad.cancelled"])
  }

  @Test func quickClicksInOnePlaceCountUp() {
    final class Clicks: View {
      var counts: [Int] = []
      override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        counts.append(touches.first!.tapCount)
      }
    }
    let view = Clicks(frame: window.bounds)
    window.addSubview(view)
    for (time, x) in [(0.0, 10.0), (0.2, 11.0), (0.4, 10.0), (2.0, 10.0), (2.1, 90.0)] {
      window.sendEvent(.mouseDown(CGPoint(x: x, y: 10), .left), at: time)
      window.sendEvent(.mouseUp(CGPoint(x: x, y: 10), .left), at: time + 0.05)
    }
    #expect(view.counts == [1, 2, 3, 1, 1])
  }

  @Test func keysGoToTheFirstResponderThenUpTheChain() {
    final class Keys: View {
      var keys: [String] = []
      override func pressesBegan(_ presses: Set<Press>, with event: Event) {
        keys.append(presses.first!.key)
      }
    }
    let parent = Keys(frame: window.bounds)
    let child = View(frame: .zero)
    window.addSubview(parent)
    parent.addSubview(child)
    window.firstResponder = child
    window.sendEvent(.keyDown(Key(name: "Space")), at: 0)
    #expect(parent.keys == ["Space"])
  }

  @Test func wheelGoesToTheViewUnderThePointer() {
    final class Wheel: View {
      var deltas: [CGPoint] = []
      override func scrollWheel(with event: Event) { deltas.append(event.scrollDelta) }
    }
    let left = Wheel(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let right = Wheel(frame: CGRect(x: 100, y: 0, width: 100, height: 200))
    window.addSubview(left)
    window.addSubview(right)
    window.sendEvent(.wheel(delta: CGPoint(x: 0, y: 2), at: CGPoint(x: 150, y: 50)), at: 0)
    #expect(left.deltas.isEmpty && right.deltas == [CGPoint(x: 0, y: 2)])
  }

  @Test func resizingTheWindowResizesTheTree() {
    let content = View(frame: window.bounds)
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(content)
    window.sendEvent(.windowResized(CGSize(width: 500, height: 400)), at: 0)
    #expect(content.frame == CGRect(x: 0, y: 0, width: 500, height: 400))
  }
}
