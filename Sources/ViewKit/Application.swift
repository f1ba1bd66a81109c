import Foundation
import Platform

/// Runs a window on the display: opens it, feeds it events, draws it when
/// it changed, and sleeps when nothing happens.
///
/// UIKit counterpart: `UIApplication` with `UIApplicationMain`. Deliberate
/// difference: made and run explicitly, with its clock and event source
/// injectable for tests.
@MainActor
public final class Application {
  public let window: Window
  public let nativeWindow: NativeWindow
  public let runLoop: EventLoop
  private let context: PlatformContext
  private let cursors = CursorSet()
  private var animationLink: DisplayLink?

  /// Slow Animations, as in the iOS Simulator: every animation and
  /// transition takes ten times as long. The S key toggles it.
  public var slowAnimations: Bool {
    get { AnimationEngine.current.slowdown > 1 }
    set { AnimationEngine.current.slowdown = newValue ? 10 : 1 }
  }

  /// Opens a native window for `window`, sized to its frame.
  public init(window: Window, title: String, minimumSize: CGSize) throws(PlatformError) {
    context = try PlatformContext(mode: .windowed)
    nativeWindow = try NativeWindow(
      context: context, title: title, size: window.bounds.size, minimumSize: minimumSize)
    self.window = window
    runLoop = EventLoop(clock: HostClock(), events: SDLEventSource(context: context))
    window.frame = CGRect(origin: .zero, size: nativeWindow.size)
    runLoop.startTurn = { [unowned self] in
      self.window.runPendingActions()
      MainThreadInbox.shared.drain()
    }
    let waker = EventWaker()
    MainThreadInbox.shared.setWaker { waker.wake() }
    runLoop.handleEvent = { [unowned self] event in self.handle(event) }
    runLoop.needsDisplay = { [unowned self] in self.window.needsRedraw }
    runLoop.drawFrame = { [unowned self] in self.drawFrame() }
    connectAnimations()
    window.unhandledPress = { [unowned self] press in
      if press.key == "S" { self.slowAnimations.toggle() }
    }
  }

  /// Drives the animation engine from a display link that runs only while
  /// something animates.
  private func connectAnimations() {
    let engine = AnimationEngine.current
    engine.clock = runLoop.clock
    let link = runLoop.addDisplayLink { link in
      engine.tick()
      link.isPaused = !engine.isAnimating
    }
    link.isPaused = !engine.isAnimating
    engine.requestFrames = { link.isPaused = false }
    animationLink = link
  }

  /// Shows the window and runs until it is closed or `stop()` is called.
  public func run() {
    nativeWindow.show()
    window.needsRedraw = true
    runLoop.run()
  }

  public func stop() {
    runLoop.stop()
  }

  /// Delivers an event exactly as if SDL had reported it: scripted
  /// sessions drive the app through here.
  public func inject(_ event: InputEvent) {
    handle(event)
    if event == .quit { stop() }
  }

  private func handle(_ event: InputEvent) {
    if case .windowResized = event { nativeWindow.updateScale() }
    window.sendEvent(event, at: runLoop.clock.now)
    cursors.show(window.pointerShape)
  }

  private func drawFrame() {
    window.render(into: nativeWindow.renderer)
    nativeWindow.renderer.present()
  }

  /// Saves what the window shows now as a PNG.
  public func saveScreenshot(to path: String) throws(PlatformError) {
    try nativeWindow.renderer.saveScreenshot(to: path)
  }
}
