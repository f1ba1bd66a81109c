internal import CSDL2
internal import CSDL2Image
import Foundation

/// Owns SDL's initialisation: SDL itself and SDL2_image are started in
/// `init` and shut down in `deinit`. Keep one alive for as long as any
/// window, renderer or texture made under it.
///
/// UIKit has no counterpart; `UIApplication` plays this part on iOS.
/// Contexts may overlap (a window's textures can outlive its app object
/// while the next one starts): SDL counts the starts of each subsystem, and
/// only the last context to go shuts SDL and SDL2_image down. SDL is not
/// thread-safe, so use them all from one thread.
public final class PlatformContext {
  public enum Mode: Sendable {
    /// Video and events: for a real window on a display.
    case windowed
    /// No video subsystem: software rendering into memory, for tests and
    /// `--screenshot`. Needs no display.
    case headless
  }

  public let mode: Mode
  /// The SDL subsystems this context started (and stops in `deinit`).
  private let subsystems: UInt32

  public init(mode: Mode) throws(PlatformError) {
    self.mode = mode
    SDL_SetMainReady()
    // Clicking an unfocused window should also press what is under the mouse.
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    Self.preferX11WithoutWayland()
    // Headless starts only the event queue, which needs no display: then
    // every context holds a subsystem, and SDL's counts say when the last
    // one has gone.
    let flags: UInt32 =
      mode == .windowed ? SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER : SDL_INIT_EVENTS
    subsystems = flags
    if SDL_Init(flags) != 0 {
      let message = sdlErrorMessage()
      Self.stop(flags)
      throw mode == .windowed ? .noDisplay(message) : .sdl(call: "SDL_Init", message: message)
    }
    if mode == .windowed, let driver = Self.invisibleDriverInUse() {
      Self.stop(flags)
      throw .noDisplay("SDL fell back to its '\(driver)' video driver, which shows nothing")
    }
    let imageFlags = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
    if IMG_Init(imageFlags) & imageFlags != imageFlags {
      let message = sdlErrorMessage()
      Self.stop(flags)
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
    Self.stop(subsystems)
  }

  /// Stops this context's subsystems; when no context keeps any running,
  /// shuts SDL2_image and SDL down (SDL_Quit would stop them all at once,
  /// under a context still in use). Either way the calling thread's SDL
  /// storage is given back (SDLThreadStorage.swift).
  private static func stop(_ subsystems: UInt32) {
    SDL_QuitSubSystem(subsystems)
    defer { releaseSDLThreadStorage() }
    guard SDL_WasInit(0) == 0 else { return }
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
