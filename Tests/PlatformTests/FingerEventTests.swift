import Foundation
import Testing

@testable import Platform

/// SDL's finger events become finger events in window points, one number
/// per finger of a device; SDL's copies of the mouse are dropped.
@Suite struct FingerEventTests {
  let window = CGSize(width: 800, height: 600)

  @Test func aFingersFractionsBecomeWindowPoints() {
    let down = Finger(phase: .down, device: 3, finger: 7, fraction: CGPoint(x: 0.25, y: 0.5))
    let up = Finger(phase: .up, device: 3, finger: 7, fraction: CGPoint(x: 1, y: 1))
    guard case .fingerDown(let id, let point) = down.event(inWindowOf: window),
      case .fingerUp(let sameID, let end) = up.event(inWindowOf: window)
    else {
      Issue.record("not a finger down and up")
      return
    }
    #expect(point == CGPoint(x: 200, y: 300) && end == CGPoint(x: 800, y: 600) && id == sameID)
  }

  @Test func fingersOfTwoDevicesAreTwoFingers() {
    let a = Finger(phase: .moved, device: 1, finger: 0, fraction: .zero)
    let b = Finger(phase: .moved, device: 2, finger: 0, fraction: .zero)
    #expect(a.event(inWindowOf: window) != b.event(inWindowOf: window))
  }

  @Test func theMouseStaysOneTouchAndItsCopyOfAFingerIsDropped() {
    let mouse = SDLEventSource.mouseButtonEvent(down: true, at: 10, 20, which: 0)
    let copy = SDLEventSource.mouseButtonEvent(
      down: true, at: 10, 20, which: SDLEventSource.touchMouseID)
    let up = SDLEventSource.mouseButtonEvent(down: false, at: 11, 21, which: 0)
    #expect(SDLEventSource.translate(mouse) == .mouseDown(CGPoint(x: 10, y: 20), .left))
    #expect(SDLEventSource.translate(up) == .mouseUp(CGPoint(x: 11, y: 21), .left))
    #expect(SDLEventSource.translate(copy) == nil)
  }

  @Test func sdlsFingerCopiesOfTheMouseAreDropped() {
    let copy = Finger(
      phase: .down, device: SDLEventSource.mouseTouchID, finger: 0, fraction: .zero)
    #expect(copy.event(inWindowOf: window) == nil)
    #expect(SDLEventSource.touchMouseID == UInt32.max && SDLEventSource.mouseTouchID == -1)
  }
}
