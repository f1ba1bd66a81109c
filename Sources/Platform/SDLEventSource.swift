internal import CSDL2
import Foundation

/// SDL's event queue as an `EventSource`, with SDL's events translated to
/// `InputEvent`s. Events with no meaning to the view tree are dropped.
public final class SDLEventSource: EventSource {
  private let context: PlatformContext

  public init(context: PlatformContext) {
    self.context = context
  }

  public func poll() -> InputEvent? {
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      if let translated = Self.translate(event) { return translated }
    }
    return nil
  }

  public func wait(timeout: Double?) -> InputEvent? {
    var event = SDL_Event()
    let received: Int32
    if let timeout {
      received = SDL_WaitEventTimeout(&event, Int32(max(0, timeout * 1000).rounded(.up)))
    } else {
      received = SDL_WaitEvent(&event)
    }
    return received != 0 ? Self.translate(event) : nil
  }

  static func translate(_ event: SDL_Event) -> InputEvent? {
    // SDL's mouse copy of a finger, which arrives as a finger event too.
    if isFromTouch(event) { return nil }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      return .quit
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return translateFinger(event.tfinger)
    case SDL_MOUSEBUTTONDOWN:
      let b = event.button
      return .mouseDown(CGPoint(x: Double(b.x), y: Double(b.y)), mouseButton(b.button))
    case SDL_MOUSEBUTTONUP:
      let b = event.button
      return .mouseUp(CGPoint(x: Double(b.x), y: Double(b.y)), mouseButton(b.button))
    case SDL_MOUSEMOTION:
      return translateMotion(event.motion)
    case SDL_MOUSEWHEEL:
      let w = event.wheel
      let flip: Float = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      var x: Int32 = 0
      var y: Int32 = 0
      SDL_GetMouseState(&x, &y)
      return .wheel(
        delta: CGPoint(x: Double(w.preciseX * flip), y: Double(w.preciseY * flip)),
        at: CGPoint(x: Double(x), y: Double(y)))
    case SDL_KEYDOWN, SDL_KEYUP:
      let k = event.key
      let key = Key(
        name: String(cString: SDL_GetKeyName(k.keysym.sym)),
        modifiers: modifiers(UInt32(k.keysym.mod)), isRepeat: k.repeat != 0)
      return event.type == SDL_KEYDOWN.rawValue ? .keyDown(key) : .keyUp(key)
    case SDL_WINDOWEVENT:
      return translateWindow(event.window)
    default:
      return nil
    }
  }

  private static func translateMotion(_ m: SDL_MouseMotionEvent) -> InputEvent {
    let point = CGPoint(x: Double(m.x), y: Double(m.y))
    // SDL_BUTTON(n) is the mask 1 << (n - 1).
    let held: [(UInt32, MouseButton)] = [
      (1 << (UInt32(SDL_BUTTON_LEFT) - 1), .left), (1 << (UInt32(SDL_BUTTON_RIGHT) - 1), .right),
      (1 << (UInt32(SDL_BUTTON_MIDDLE) - 1), .middle),
    ]
    if let (_, button) = held.first(where: { m.state & $0.0 != 0 }) {
      return .mouseDragged(point, button)
    }
    return .mouseMoved(point)
  }

  private static func translateWindow(_ w: SDL_WindowEvent) -> InputEvent? {
    switch SDL_WindowEventID(UInt32(w.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      return .windowResized(CGSize(width: Double(w.data1), height: Double(w.data2)))
    case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
      return .windowExposed
    case SDL_WINDOWEVENT_FOCUS_LOST:
      return .focusLost
    default:
      return nil
    }
  }

  private static func mouseButton(_ button: UInt8) -> MouseButton {
    switch Int32(button) {
    case SDL_BUTTON_LEFT: .left
    case SDL_BUTTON_MIDDLE: .middle
    case SDL_BUTTON_RIGHT: .right
    default: .other(Int(button))
    }
  }

  private static func modifiers(_ mod: UInt32) -> KeyModifiers {
    var result: KeyModifiers = []
    if mod & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { result.insert(.alternate) }
    if mod & KMOD_GUI.rawValue != 0 { result.insert(.command) }
    return result
  }
}
