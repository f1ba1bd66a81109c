import Foundation
import Platform

/// Turning platform events into touches, presses and wheel turns.
///
/// A mouse down becomes a touch that begins in the hit view; drags move it
/// and the mouse up ends it, all delivered to that same view even when the
/// mouse leaves it, as UIKit does. Each finger on a touchscreen is a touch
/// of its own, several at once. Focus loss cancels every touch. The
/// recognizers of the touched view and its ancestors see each touch first
/// (`GestureEnvironment`); with none, the view sees it at once. Every
/// touch goes with the window's one touch event, as UIKit reuses one
/// `UIEvent` for the whole sequence; a key or a wheel turn gets a new one.
extension Window {
  /// Clicks this close in time (seconds) and space (points) count as one
  /// multi-click, as the usual double-click settings.
  static let multiClickInterval = 0.35
  static let multiClickDistance = 4.0

  /// Delivers one platform event at time `timestamp`.
  public func sendEvent(_ event: InputEvent, at timestamp: Double) {
    switch event {
    case .mouseDown(let point, let button):
      beginTouch(.mouse, at: point, button: button, type: .indirectPointer, time: timestamp)
    case .mouseDragged(let point, _): moveTouch(.mouse, to: point, time: timestamp)
    case .mouseUp(let point, _): endTouch(.mouse, at: point, phase: .ended, time: timestamp)
    case .fingerDown(let id, let point):
      beginTouch(.finger(id), at: point, button: .left, type: .direct, time: timestamp)
    case .fingerMoved(let id, let point): moveTouch(.finger(id), to: point, time: timestamp)
    case .fingerUp(let id, let point):
      endTouch(.finger(id), at: point, phase: .ended, time: timestamp)
    case .focusLost:
      for (key, touch) in activeTouches.sorted(by: { $0.value.timestamp < $1.value.timestamp }) {
        endTouch(key, at: touch.locationInWindow, phase: .cancelled, time: timestamp)
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

  private func beginTouch(
    _ key: TouchKey, at point: CGPoint, button: MouseButton, type: Touch.TouchType, time: Double
  ) {
    guard activeTouches[key] == nil else { return }  // the mouse is one touch
    touchEvent.update(timestamp: time, touches: activeTouches.values)  // hit-testing sees it too
    guard let view = hitTest(point, with: touchEvent) else { return }
    // A view that takes one touch at a time is not sent a second (UIKit's
    // `isMultipleTouchEnabled`); its recognizers still see it.
    let toView =
      view.isMultipleTouchEnabled || !activeTouches.values.contains { $0.view === view }
    let touch = Touch(
      view: view, window: self, location: point, button: button, type: type, timestamp: time,
      tapCount: clickCount(at: point, time: time))
    activeTouches[key] = touch
    deliver(touch, at: time, toView: toView)
  }

  private func moveTouch(_ key: TouchKey, to point: CGPoint, time: Double) {
    guard let touch = activeTouches[key] else { return }
    touch.move(to: point, phase: .moved, timestamp: time)
    deliver(touch, at: time)
  }

  private func endTouch(_ key: TouchKey, at point: CGPoint, phase: Touch.Phase, time: Double) {
    guard let touch = activeTouches.removeValue(forKey: key) else { return }
    touch.move(to: point, phase: phase, timestamp: time)
    deliver(touch, at: time)
  }

  /// Brings the window's one touch event up to date (every touch down, and
  /// `touch` even if it has just ended) and hands both to the recognizers
  /// and the view; an ended touch then leaves the event's touches, as it
  /// has left the window's.
  private func deliver(_ touch: Touch, at time: Double, toView: Bool = true) {
    touchEvent.update(timestamp: time, touches: activeTouches.values)
    touchEvent.including(touch) { gestureEnvironment.handle(touch, toView: toView) }
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

/// Which touch a platform event is about: the mouse's, or a finger's.
enum TouchKey: Hashable {
  case mouse
  case finger(Int)
}
