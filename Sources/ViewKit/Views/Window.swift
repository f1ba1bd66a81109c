import Foundation
import Platform

/// The root of a view tree: it fills the screen window, turns platform
/// events into touches and presses for its views, and draws the tree.
///
/// UIKit counterpart: `UIWindow`, a view whose coordinate space is the
/// window's. Deliberate difference: one window per app, and it is told its
/// events by `Application` rather than by `UIApplication.sendEvent(_:)`.
@MainActor
open class Window: View {
  /// True when a frame is wanted: something changed since the last one,
  /// or work queued by `performOnNextTurn(_:)` must keep the loop awake.
  public internal(set) var needsRedraw = true
  /// The responder that receives key presses first; the window when nil.
  public weak var firstResponder: Responder?
  /// The touches down now: the mouse's (one, from button down to up) and
  /// each finger's, by the platform's finger number (Window+Events.swift).
  var activeTouches: [TouchKey: Touch] = [:]
  /// The touch event: one object for the window's life, brought up to
  /// date before each touch is delivered (Events/Touch.swift).
  let touchEvent: Event
  /// The recognizers at work on this window's touches (Gestures/).
  let gestureEnvironment: GestureEnvironment
  var lastClick: (time: Double, location: CGPoint, count: Int)?
  /// Storage for `rootViewController` (Window+RootViewController.swift).
  var rootController: ViewController?
  /// True while the background is drawn by clearing the frame.
  var clearsBackground = false
  /// The renderer of the last frame: transitions snapshot views with it.
  /// Weak: a native window's renderer belongs to it, and must go with it.
  public private(set) weak var renderer: Renderer?
  private var offscreenRenderer: Renderer?
  /// Work queued for the next turn by `performOnNextTurn(_:)`.
  var pendingActions: [QueuedAction] = []
  /// The turn's actions while they run: swapped with `pendingActions`, so
  /// that each keeps its storage and queueing allocates nothing.
  var runningActions: [QueuedAction] = []
  /// Work kept for the loop's next idle moment by `performWhenIdle(_:)`.
  var idleActions: [() -> Void] = []
  /// Pixels per point of what the window is drawn into; `Application`
  /// sets it from its renderer (Traits/Window+SizeTransition.swift).
  public internal(set) var displayScale: Double
  /// Storage for `traitCollection`: changed only by
  /// `transition(toSize:)` and by `Application` at launch.
  var traits: TraitCollection

  /// A window with the given frame, its background black, with a display
  /// scale of 1 until `Application` sets the one it draws at.
  public override init(frame: CGRect) {
    displayScale = 1
    traits = TraitCollection(windowSize: frame.size, displayScale: 1)
    let event = Event(type: .touches, timestamp: 0)
    touchEvent = event
    gestureEnvironment = GestureEnvironment(event: event)
    super.init(frame: frame)
    windowStorage = self
    backgroundColor = .black
  }

  /// The application running the window: the window's next responder,
  /// and the end of the chain, as in UIKit.
  public internal(set) weak var application: Application?

  /// A window's next responder is its application.
  open override var next: Responder? { application }

  /// The pointer shape for where the mouse is; `Application` shows it.
  public internal(set) var pointerShape: CursorShape = .arrow

  /// Lays out what needs it and draws the whole tree, then marks it clean.
  public func render(into renderer: Renderer) {
    self.renderer = renderer
    TextPictures.lastScale = renderer.scale
    layoutIfNeeded()
    followPopoverSources()  // the layout may have moved a popover's source
    renderer.setClip(nil)
    // An opaque, unturned window fills itself by clearing: the cheapest fill.
    let look = presentation
    clearsBackground =
      look.backgroundColor?.alpha == 1 && look.transform3D.isIdentity && look.alpha == 1
    renderer.clear(clearsBackground ? look.backgroundColor! : .black)
    render(in: renderer, parentToWindow: .identity, opacity: 1)
    TransitionRenderer.drawPendingWireframes(in: renderer)  // over everything (the inspector's G)
    needsRedraw = false
  }

  /// Draws the tree offscreen at `scale` and returns its pixels. Needs no
  /// display: this is how tests and `tunnel --screenshot` see the app.
  public func snapshotPixels(scale: Double = 1) throws(PlatformError) -> PixelBuffer {
    let renderer = try reusableOffscreenRenderer(scale: scale)
    render(into: renderer)
    var pixels = try renderer.readPixels()
    pixels.makeOpaque()  // a window is opaque; blending may leave alpha at 253
    return pixels
  }

  /// Draws the tree offscreen and presents it, without reading it back: a
  /// frame of a headless session. Presenting flushes SDL's drawing into
  /// memory, as it shows it on a display.
  public func renderOffscreen(scale: Double = 1) throws(PlatformError) {
    let renderer = try reusableOffscreenRenderer(scale: scale)
    render(into: renderer)
    renderer.present()
  }

  /// Lets go of the offscreen renderer that snapshots were taken with (a
  /// script's `screenshot` in a window on a display): it holds a copy of
  /// every texture the snapshots drew, and a surface the size of the last
  /// one. The next snapshot makes another. `Application` calls it only
  /// when frames go to a display, since headless the offscreen renderer
  /// is the renderer of every frame.
  func releaseSnapshotRenderer() {
    offscreenRenderer = nil
  }

  /// One offscreen renderer kept while the size and scale stay the same,
  /// so textures (snapshots of a transition) live from frame to frame.
  /// Compared in pixels, as the surface was made (`PixelSize`): where the
  /// pixels are fractional, the surface's size in points is not the
  /// window's, and a comparison in points would make a new renderer, and
  /// upload every texture again, every frame.
  private func reusableOffscreenRenderer(scale: Double) throws(PlatformError) -> Renderer {
    let pixels = PixelSize(points: bounds.size, scale: scale)
    if let offscreenRenderer, offscreenRenderer.scale == scale,
      offscreenRenderer.outputPixelSize == (pixels.width, pixels.height)
    {
      return offscreenRenderer
    }
    let made = try Renderer(offscreenSize: bounds.size, scale: scale)
    offscreenRenderer = made
    return made
  }
}
