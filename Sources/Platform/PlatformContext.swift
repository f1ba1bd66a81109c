internal import CSDL2
internal import CSDL2Image
import Foundation

/// Owns SDL's initialisation: SDL itself and SDL2_image are started in
/// `init` and shut down in `deinit`. Keep one alive for as long as any
/// window, renderer or texture made under it.
///
/// UIKit has no counterpart; `UIApplication` plays this part on iOS.
/// There is no global state: two contexts in a row (as tests make them) are
/// independent, but SDL is not thread-safe, so never two at once.
public final class PlatformContext {
  public enum Mode: Sendable {
    /// Video and events: for a real window on a display.
    case windowed
    /// No video subsystem: software rendering into memory, for tests and
    /// `--screenshot`. Needs no display.
    case headless
  }

  public let mode: Mode

  public init(mode: Mode) throws(PlatformError) {
    self.mode = mode
    SDL_SetMainReady()
    // Clicking an unfocused window should also press what is under the mouse.
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    Self.preferX11WithoutWayland()
    let flags: UInt32 = mode == .windowed ? SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER : 0
    if SDL_Init(flags) != 0 {
      let message = sdlErrorMessage()
      SDL_Quit()
      throw mode == .windowed ? .noDisplay(message) : .sdl(call: "SDL_Init", message: message)
    }
    if mode == .windowed, let driver = Self.invisibleDriverInUse() {
      SDL_Quit()
      throw .noDisplay("SDL fell back to its '\(driver)' video driver, which shows nothing")
    }
    let imageFlags = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
    if IMG_Init(imageFlags) & imageFlags != imageFlags {
      let message = sdlErrorMessage()
      SDL_Quit()
      throw .sdl(call: "IMG_Init", message: message)
    }
  }

  /// With no Wayland compositor to talk to, probing for one only prints
  /// noise on stderr; go straight to X11 unless a driver was named.
  private static func preferX11WithoutWayland() {
    let environment = ProcessInfo.processInfo.environment
    guard environment["SDL_VIDEODRIVER"] == nil, environment["WAYLAND_DISPLAY"] == nil else {
      return
    }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
  }

  /// SDL falls back to drivers that draw nowhere when no display answers;
  /// a window there would run unseen. Asked for by name, they are allowed.
  private static func invisibleDriverInUse() -> String? {
    guard let name = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }),
      ["offscreen", "dummy", "evdev"].contains(name)
    else { return nil }
    let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
    return requested.lowercased().contains(name) ? nil : name
  }

  deinit {
    IMG_Quit()
    SDL_Quit()
  }

  /// The name of SDL's video driver in use ("x11", "wayland", ...), or nil
  /// when headless.
  public var videoDriver: String? {
    guard let name = SDL_GetCurrentVideoDriver() else { return nil }
    return String(cString: name)
  }
}
