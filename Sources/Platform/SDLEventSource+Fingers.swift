internal import CSDL2
import Foundation

/// Fingers on a touchscreen: SDL's finger events become `fingerDown`,
/// `fingerMoved` and `fingerUp` in window points, one finger each, several
/// at once. SDL also makes mouse events from the first finger (and finger
/// events from the mouse, if asked); those copies are dropped, so that a
/// finger is not seen twice.
extension SDLEventSource {
  /// `SDL_TOUCH_MOUSEID`, `(Uint32)-1`: the `which` of a mouse event SDL
  /// made from a finger (a C macro with a cast, which Swift does not import).
  static let touchMouseID = UInt32.max
  /// `SDL_MOUSE_TOUCHID`, `(Sint64)-1`: the touch device of finger events
  /// SDL made from the mouse.
  static let mouseTouchID: Int64 = -1

  static func isFromTouch(_ event: SDL_Event) -> Bool {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.which == touchMouseID
    case SDL_MOUSEMOTION: event.motion.which == touchMouseID
    case SDL_MOUSEWHEEL: event.wheel.which == touchMouseID
    default: false
    }
  }

  static func translateFinger(_ f: SDL_TouchFingerEvent) -> InputEvent? {
    guard let window = SDL_GetWindowFromID(f.windowID) else { return nil }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    let phase: Finger.Phase =
      switch SDL_EventType(f.type) {
      case SDL_FINGERDOWN: .down
      case SDL_FINGERMOTION: .moved
      default: .up
      }
    return Finger(
      phase: phase, device: f.touchId, finger: f.fingerId,
      fraction: CGPoint(x: Double(f.x), y: Double(f.y))
    ).event(inWindowOf: CGSize(width: Double(width), height: Double(height)))
  }
}

/// One of SDL's finger events, as plain values.
struct Finger {
  enum Phase { case down, moved, up }
  let phase: Phase
  /// SDL's touch device and finger ids; the finger's is unique only per device.
  let device: Int64
  let finger: Int64
  /// Where, as fractions (0 to 1) of the window the finger is over.
  let fraction: CGPoint

  /// The event in the points of a window of `size`, or nil for a copy of the mouse.
  func event(inWindowOf size: CGSize) -> InputEvent? {
    guard device != SDLEventSource.mouseTouchID else { return nil }
    let point = CGPoint(x: fraction.x * size.width, y: fraction.y * size.height)
    let id = Int(truncatingIfNeeded: device) &* 1_000_003 &+ Int(truncatingIfNeeded: finger)
    switch phase {
    case .down: return .fingerDown(id: id, at: point)
    case .moved: return .fingerMoved(id: id, at: point)
    case .up: return .fingerUp(id: id, at: point)
    }
  }
}

extension SDLEventSource {
  /// A mouse button event as SDL makes it (`which` is the mouse, or
  /// `touchMouseID` for a finger's copy): what `FingerEventTests` translates.
  static func mouseButtonEvent(down: Bool, at x: Int32, _ y: Int32, which: UInt32) -> SDL_Event {
    var event = SDL_Event()
    event.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
    event.button.which = which
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.x = x
    event.button.y = y
    return event
  }
}
