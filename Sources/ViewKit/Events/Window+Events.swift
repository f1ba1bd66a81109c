import Foundation
import Platform

/// Turning platform events into touches, presses and wheel turns.
///
/// A mouse down becomes a touch that begins in the hit view; drags move it
/// and the mouse up ends it, all delivered to that same view even when the
/// mouse leaves it, as UIKit does. Focus loss cancels it.
extension Window {
  /// Clicks this close in time (seconds) and space (points) count as one
  /// multi-click, as the usual double-click settings.
  static let multiClickInterval = 0.35
  static let multiClickDistance = 4.0

  /// Delivers one platform event at time `timestamp`.
  public func sendEvent(_ event: InputEvent, at timestamp: Double) {
    switch event {
    case .mouseDown(let point, let button): beginTouch(at: point, button: button, time: timestamp)
    case .mouseDragged(let point, _): moveTouch(to: point, time: timestamp)
    case .mouseUp(let point, _): endTouch(at: point, phase: .ended, time: timestamp)
    case .focusLost:
      if let touch = activeTouch {
        endTouch(at: touch.locationInWindow, phase: .cancelled, time: timestamp)
      }
    case .wheel(let delta, let point):
      let wheel = Event(
        type: .scroll, timestamp: timestamp, scrollDelta: delta, locationInWindow: point)
      hitTest(point, with: wheel)?.scrollWheel(with: wheel)
    case .keyDown(let key): sendPress(key, phase: .began, time: timestamp)
    case .keyUp(let key): sendPress(key, phase: .ended, time: timestamp)
    case .windowResized(let size): transition(toSize: size)
    case .windowExposed: needsRedraw = true
    case .mouseMoved(let point): pointerShape = pointerShape(at: point)
    case .quit: break
    }
  }

  /// The cursor the view under `point` asks for (its own, or an ancestor's).
  public func pointerShape(at point: CGPoint) -> CursorShape {
    var view = hitTest(point, with: nil)
    while let current = view {
      if let shape = current.cursor { return shape }
      view = current.superview
    }
    return .arrow
  }

  private func beginTouch(at point: CGPoint, button: MouseButton, time: Double) {
    guard activeTouch == nil else { return }  // one touch at a time
    let probe = Event(type: .touches, timestamp: time)
    guard let view = hitTest(point, with: probe) else { return }
    let touch = Touch(
      view: view, window: self, location: point, button: button, timestamp: time,
      tapCount: clickCount(at: point, time: time))
    activeTouch = touch
    view.touchesBegan([touch], with: Event(type: .touches, timestamp: time, touches: [touch]))
  }

  private func moveTouch(to point: CGPoint, time: Double) {
    guard let touch = activeTouch, let view = touch.view else { return }
    touch.move(to: point, phase: .moved, timestamp: time)
    view.touchesMoved([touch], with: Event(type: .touches, timestamp: time, touches: [touch]))
  }

  private func endTouch(at point: CGPoint, phase: Touch.Phase, time: Double) {
    guard let touch = activeTouch else { return }
    activeTouch = nil
    touch.move(to: point, phase: phase, timestamp: time)
    guard let view = touch.view else { return }
    let event = Event(type: .touches, timestamp: time, touches: [touch])
    if phase == .cancelled {
      view.touchesCancelled([touch], with: event)
    } else {
      view.touchesEnded([touch], with: event)
    }
  }

  private func clickCount(at point: CGPoint, time: Double) -> Int {
    var count = 1
    if let last = lastClick, time - last.time <= Self.multiClickInterval,
      abs(point.x - last.location.x) <= Self.multiClickDistance,
      abs(point.y - last.location.y) <= Self.multiClickDistance
    {
      count = last.count + 1
    }
    lastClick = (time, point, count)
    return count
  }

  private func sendPress(_ key: Key, phase: Press.Phase, time: Double) {
    let press = Press(key: key.name, modifiers: key.modifiers, phase: phase, isRepeat: key.isRepeat)
    let event = Event(type: .presses, timestamp: time)
    let responder = firstResponder ?? self
    if phase == .began {
      responder.pressesBegan([press], with: event)
    } else {
      responder.pressesEnded([press], with: event)
    }
  }
}
