internal import CSDL2
import Foundation

/// The SDL window pointer; destroyed after its renderer, and before SDL
/// is shut down: it holds the context, so textures that outlive the app
/// object (cached in views) are still freed while SDL runs.
final class WindowHandle {
  let pointer: OpaquePointer
  let context: PlatformContext
  init(pointer: OpaquePointer, context: PlatformContext) {
    self.pointer = pointer
    self.context = context
  }
  deinit { SDL_DestroyWindow(pointer) }
}

/// A resizable, high-DPI aware window on the display, with its renderer.
///
/// UIKit counterpart: the `UIScreen` and the backing of a `UIWindow`;
/// ViewKit's `Window` is the view tree's root and sits on top of this.
/// Sizes are in points; `scale` is drawable pixels per point.
public final class NativeWindow {
  let handle: WindowHandle
  public let renderer: Renderer

  /// Opens a window (hidden until `show()`) with an accelerated, vsynced
  /// renderer, or SDL's software renderer where no GPU driver is usable.
  /// `vsync: false` presents at once instead of waiting for the display's
  /// refresh: for benchmarks, which time the drawing alone.
  public init(
    context: PlatformContext, title: String, size: CGSize, minimumSize: CGSize, vsync: Bool = true
  ) throws(PlatformError) {
    guard context.mode == .windowed else {
      throw .sdl(call: "SDL_CreateWindow", message: "a headless context cannot open windows")
    }
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_HIDDEN.rawValue
    let center = Int32(SDL_WINDOWPOS_CENTERED_MASK)
    // SDL asks GL for a 16-bit depth buffer unless told otherwise, and its
    // 2D renderer never tests depth. llvmpipe makes that buffer in main
    // memory, cleared, at every size the window takes: without it the
    // first present after a resize cost a bare window 0.8-1 ms of the
    // main thread, not 2.5-4 (Docs/performance.md, "A resize's frame").
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0)
    guard let (w, h) = Self.wholePoints(size, "SDL_CreateWindow"),
      let (minW, minH) = Self.wholePoints(minimumSize, "SDL_SetWindowMinimumSize")
    else { throw .sdl(call: "SDL_CreateWindow", message: "a window of size \(size)") }
    guard let pointer = SDL_CreateWindow(title, center, center, w, h, flags)
    else { throw .noDisplay(sdlErrorMessage()) }
    handle = WindowHandle(pointer: pointer, context: context)
    SDL_SetWindowMinimumSize(pointer, minW, minH)
    renderer = Renderer(handle: try Self.makeRenderer(for: handle, vsync: vsync))
    renderer.setScale(scale)
  }

  private static func makeRenderer(for window: WindowHandle, vsync: Bool) throws(PlatformError)
    -> RendererHandle
  {
    // The hint too: SDL reads it at creation and it overrides the flag.
    SDL_SetHint(SDL_HINT_RENDER_VSYNC, vsync ? "1" : "0")
    let accelerated =
      SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
    if let pointer = SDL_CreateRenderer(window.pointer, -1, accelerated) {
      return RendererHandle(pointer: pointer, window: window, surface: nil)
    }
    guard let pointer = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else { throw sdlFailure("SDL_CreateRenderer") }
    return RendererHandle(pointer: pointer, window: window, surface: nil)
  }

  public var title: String {
    get { String(cString: SDL_GetWindowTitle(handle.pointer)) }
    set { SDL_SetWindowTitle(handle.pointer, newValue) }
  }

  /// The window's size in points (what layout uses).
  public var size: CGSize {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(handle.pointer, &w, &h)
    return CGSize(width: Double(w), height: Double(h))
  }

  /// Asks SDL to resize the window to `size` points (no smaller than its
  /// minimum size). The change arrives later, as any resize does: SDL
  /// queues a `SDL_WINDOWEVENT_SIZE_CHANGED`, which `SDLEventSource`
  /// turns into `InputEvent.windowResized`.
  public func requestSize(_ size: CGSize) {
    guard let (w, h) = Self.wholePoints(size, "SDL_SetWindowSize") else { return }
    SDL_SetWindowSize(handle.pointer, w, h)
  }

  /// A size as SDL's window calls take it: whole points
  /// (`PixelSize.windowPoints`), or nil, refused, when it is not finite.
  private static func wholePoints(_ size: CGSize, _ call: String) -> (Int32, Int32)? {
    guard let w = SDLGeometry.integer(size.width), let h = SDLGeometry.integer(size.height) else {
      SDLGeometry.refuse(call, size)
      return nil
    }
    return (w, h)
  }

  /// The drawable size in pixels; larger than `size` on a high-DPI display.
  public var pixelSize: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer.handle.pointer, &w, &h)
    return (Int(w), Int(h))
  }

  /// Drawable pixels per point, as `UIScreen.scale`.
  public var scale: Double {
    let points = size.width
    return points > 0 ? Double(pixelSize.width) / points : 1
  }

  /// Call after a resize: keeps drawing in points on the new drawable.
  public func updateScale() {
    renderer.setScale(scale)
  }

  public func show() { SDL_ShowWindow(handle.pointer) }

  /// Makes SDL's blocking event wait return, from any thread.
  public func wakeEventLoop() {
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
  }
}
