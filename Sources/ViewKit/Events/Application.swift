import Foundation
import Platform

/// Runs a window: opens it, feeds it events, draws it when it changed, and
/// sleeps when nothing happens. One run loop serves every use: a window on
/// the display, or the same window drawn offscreen for scripts, tests and
/// screenshots.
///
/// UIKit counterpart: `UIApplication` with `UIApplicationMain`; it is the
/// last responder, after the window. Deliberate differences: made and run
/// explicitly; its output (a display or memory)
/// and its clock (real or virtual) are chosen by whoever makes it.
///
/// A turn of its loop (`EventLoop.runOnce`) drains these queues, in order:
///   0. next-turn actions (`Window.performOnNextTurn`), then the main-thread
///      inbox (`MainThreadInbox`: map tiles and geocoder answers);
///   1. if nothing needs drawing or animating and no timer is due, it sleeps
///      until an event, a wake-up, or the next timer;
///   2. events, to the window (touches, presses, wheel turns);
///   3. the loop's timers that are due (`EventLoop.schedule(at:_:)`: a
///      script's steps);
///   4. display links, among them the animation engine's `advance()`:
///      completions queued since the last one (`runOnNextTurn`: those of
///      transitions, and of animations cut short or with nothing to
///      animate), then `perform(after:)`
///      actions that are due, then every animation, then the completions of
///      the animations that ended;
///   5. a frame, if anything is dirty.
@MainActor
public final class Application: Responder {
  /// Where frames go.
  public enum Output {
    /// A native window on the display, presented each frame; with `vsync`,
    /// presenting waits for the display's refresh (benchmarks turn it off,
    /// to time the work and not the wait).
    case display(title: String, minimumSize: CGSize, vsync: Bool = true)
    /// Memory only, at `scale` pixels per point: needs no display.
    case offscreen(scale: Double)
  }

  /// The window it runs, resized to the output's size when the application
  /// is made; its `next` responder is this application.
  public let window: Window
  /// The native window; nil when drawing offscreen.
  public let nativeWindow: NativeWindow?
  /// The loop that runs the window, on the virtual clock if there is one,
  /// else on a `HostClock`. The animation engine keeps time by its clock.
  public let runLoop: EventLoop
  private let context: PlatformContext?
  private let scale: Double
  private lazy var cursors = CursorSet()  // made after SDL is started: its cursors need video
  private var animationLink: DisplayLink?
  /// The newest application made and still alive (`Application.shared`).
  static weak var current: Application?

  /// Slow Animations, as in the iOS Simulator: every animation and
  /// transition runs slower (`AnimationEngine.slowAnimations`). The S key
  /// toggles it.
  public var slowAnimations: Bool {
    get { AnimationEngine.current.slowAnimations }
    set { AnimationEngine.current.slowAnimations = newValue }
  }

  /// Opens `output` for `window`, sized to its frame. With a `virtualClock`
  /// the loop sleeps by moving that clock on (offscreen always does, on a
  /// new one if none is given); otherwise it keeps real time.
  public init(window: Window, output: Output, virtualClock: VirtualClock? = nil)
    throws(PlatformError)
  {
    self.window = window
    switch output {
    case .display(let title, let minimumSize, let vsync):
      let context = try PlatformContext(mode: .windowed)
      let native = try NativeWindow(
        context: context, title: title, size: window.bounds.size, minimumSize: minimumSize,
        vsync: vsync)
      self.context = context
      nativeWindow = native
      scale = native.scale
      window.frame = CGRect(origin: .zero, size: native.size)
      runLoop = Self.makeLoop(virtualClock, events: SDLEventSource(context: context))
    case .offscreen(let scale):
      context = nil
      nativeWindow = nil
      self.scale = scale
      // Whole points, as a window on the display has them.
      window.frame = CGRect(origin: .zero, size: PixelSize.windowPoints(window.bounds.size))
      runLoop = Self.makeLoop(virtualClock ?? VirtualClock(), events: nil)
    }
    super.init()
    Application.current = self
    window.application = self
    window.adoptLaunchTraits(displayScale: scale)
    connectLoop()
    connectAnimations()
  }

  /// The key that toggles slow animations, as SDL names it.
  nonisolated public static let slowAnimationsKey = "S"

  /// The end of the responder chain: a key no responder took. S toggles
  /// slow animations; anything else is dropped.
  public override func pressesBegan(_ presses: Set<Press>, with event: Event) {
    if presses.contains(where: { $0.key == Self.slowAnimationsKey }) { slowAnimations.toggle() }
  }

  /// Real time and SDL's waits, or a virtual clock that waiting moves on.
  private static func makeLoop(_ virtualClock: VirtualClock?, events: EventSource?) -> EventLoop {
    guard let virtualClock else {
      guard let events else { preconditionFailure("real time needs a display's events") }
      return EventLoop(clock: HostClock(), events: events)
    }
    let source = VirtualEventSource(clock: virtualClock, events: events) {
      MainThreadInbox.shared.waitForBackgroundWork()
    }
    return EventLoop(clock: virtualClock, events: source)
  }

  /// The loop's hooks: each turn starts with deferred work and background
  /// results; an idle turn runs the window's idle work, and lets its
  /// renderer make an atlas page ahead, before it sleeps; events go to the
  /// window; dirty windows are drawn.
  private func connectLoop() {
    runLoop.startTurn = { [unowned self] in
      self.window.runPendingActions()
      MainThreadInbox.shared.drain()
    }
    if nativeWindow != nil && runLoop.clock is HostClock {
      let waker = EventWaker()
      MainThreadInbox.shared.setWaker { waker.wake() }
    } else {
      MainThreadInbox.shared.setWaker(nil)  // a virtual loop is woken by the inbox itself
    }
    runLoop.beforeWaiting = { [unowned self] in
      self.window.runIdleActions()
      self.window.renderer?.prepareAtlasPageAhead()
    }
    runLoop.handleEvent = { [unowned self] event in self.handle(event) }
    runLoop.needsDisplay = { [unowned self] in self.window.needsRedraw }
    runLoop.drawFrame = { [unowned self] in self.drawFrame() }
  }

  /// Drives the animation engine from a display link that runs only while
  /// something animates.
  private func connectAnimations() {
    let engine = AnimationEngine.current
    engine.clock = runLoop.clock
    let link = runLoop.addDisplayLink { link in
      engine.advance()
      link.isPaused = !engine.isAnimating
    }
    link.isPaused = !engine.isAnimating
    engine.requestFrames = { [weak link] in link?.isPaused = false }  // the link holds the engine
    animationLink = link
  }

  /// Shows the window and runs until it is closed or `stop()` is called.
  /// The lifecycle tracer, if any, times its lines on the loop's clock
  /// from here on: the animation engine's, whether real or virtual.
  public func run() {
    LifecycleTracer.current?.follow(runLoop.clock)
    nativeWindow?.show()
    window.needsRedraw = true
    runLoop.run()
  }

  /// Makes `run()` return once the loop's turn under way is over. Does
  /// nothing while the loop is not running; a `.quit` event stops it too.
  public func stop() {
    runLoop.stop()
  }

  /// Delivers an event exactly as if SDL had reported it: scripted
  /// sessions drive the app through here.
  public func inject(_ event: InputEvent) {
    handle(event)
    if event == .quit { stop() }
  }

  /// Resizes the window to `size` points, rounded to whole points as SDL
  /// keeps a window's size (`PixelSize.windowPoints`). A native window
  /// asks SDL, whose resize event comes back through the loop's event
  /// source; offscreen, the surface is resized by the same event,
  /// delivered now. Either way the window hears it from `handle(_:)`, as
  /// it hears a person dragging the window's edge.
  public func resizeWindow(to size: CGSize) {
    guard let nativeWindow else { return inject(.windowResized(PixelSize.windowPoints(size))) }
    nativeWindow.requestSize(size)
  }

  private func handle(_ event: InputEvent) {
    if case .windowResized = event {
      nativeWindow?.updateScale()
      window.displayScale = nativeWindow?.scale ?? scale  // before the window works out its traits
    }
    window.sendEvent(event, at: runLoop.clock.now)
    if nativeWindow != nil { cursors.show(window.pointerShape) }
  }

  /// Draws the window, with no background job starting until it is
  /// presented (`holdingBackgroundJobs(_:)`).
  private func drawFrame() {
    holdingBackgroundJobs {
      guard let nativeWindow else {
        // Fails only for an empty window: nothing to draw.
        try? window.renderOffscreen(scale: scale)
        return
      }
      window.render(into: nativeWindow.renderer)
      nativeWindow.renderer.present()
    }
  }

  /// Runs `body` with no background job starting until it returns, as
  /// while a frame is drawn (`BackgroundWorkers.holdingJobs(_:)`): `tunnel
  /// bench` draws each frame's floor inside it with the frame, so that the
  /// floor is drawn as the frame was, with the frame's jobs not yet begun.
  public func holdingBackgroundJobs<Result>(_ body: () throws -> Result) rethrows -> Result {
    try BackgroundWorkers.shared.holdingJobs(body)
  }

  /// Draws the window now and returns its pixels: what a screenshot shows.
  public func capture() throws(PlatformError) -> PixelBuffer {
    guard let nativeWindow else { return try window.snapshotPixels(scale: scale) }
    window.render(into: nativeWindow.renderer)
    var pixels = try nativeWindow.renderer.readPixels()
    pixels.makeOpaque()
    return pixels
  }
}
