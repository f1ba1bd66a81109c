/// The app's main loop: events in, frames out, and sleep in between.
///
/// UIKit counterpart: the main `RunLoop` (renamed to stay clear of Foundation's) with Core Animation's commit.
/// Each turn (`runOnce`):
///   0. Run the work queued for this turn (`startTurn`).
///   1. If nothing needs drawing and no display link is active, block in
///      the event source's wait: no busy loop, no frames.
///   2. Handle every pending event.
///   3. Fire the active display links with the clock's time.
///   4. Draw one frame if anything is dirty.
/// While something changes, frames are paced at the display rate by vsync,
/// or by `frameInterval` when presenting does not wait.
public final class EventLoop {
  public let clock: MediaClock
  let events: EventSource
  /// The display's refresh period, in seconds.
  public var frameInterval: Double = 1.0 / 60.0
  /// Called first thing each turn: runs work deferred from the last one.
  public var startTurn: () -> Void = {}
  /// Receives every event, `.quit` included, before the loop reacts to it.
  public var handleEvent: (InputEvent) -> Void = { _ in }
  /// Asked each turn whether a frame must be drawn.
  public var needsDisplay: () -> Bool = { false }
  /// Draws and presents one frame.
  public var drawFrame: () -> Void = {}
  /// Frames drawn since the loop was made; an idle window adds none.
  public private(set) var framesDrawn = 0
  /// Times the loop blocked waiting for an event.
  public private(set) var idleWaits = 0
  public private(set) var isRunning = false
  private var links: [DisplayLink] = []

  public init(clock: MediaClock, events: EventSource) {
    self.clock = clock
    self.events = events
  }

  /// Adds a callback fired every frame until paused or invalidated.
  public func addDisplayLink(_ callback: @escaping (DisplayLink) -> Void) -> DisplayLink {
    let link = DisplayLink(callback: callback)
    links.append(link)
    return link
  }

  /// True while some display link wants frames.
  public var isAnimating: Bool { links.contains { $0.isActive } }

  /// Runs turns until `stop()` or a `.quit` event.
  public func run() {
    isRunning = true
    while isRunning {
      let start = clock.now
      let drew = runOnce()
      if drew { pace(since: start) }
    }
  }

  public func stop() {
    isRunning = false
  }

  /// One turn of the loop, as described above. Returns true if it drew.
  @discardableResult
  public func runOnce() -> Bool {
    startTurn()  // 0
    if !isAnimating && !needsDisplay() {  // 1
      idleWaits += 1
      if let event = events.wait(timeout: nil) { dispatch(event) }
    }
    while let event = events.poll() { dispatch(event) }  // 2
    fireDisplayLinks()  // 3
    guard needsDisplay() else { return false }  // 4
    drawFrame()
    framesDrawn += 1
    return true
  }

  private func dispatch(_ event: InputEvent) {
    handleEvent(event)
    if event == .quit { stop() }
  }

  private func fireDisplayLinks() {
    links.removeAll { !$0.isValid }
    let now = clock.now
    for link in links where link.isActive {
      link.fire(at: now, frameInterval: frameInterval)
    }
  }

  /// Where presenting did not wait for the display, wait out the rest of
  /// the frame, still answering events.
  private func pace(since start: Double) {
    let remaining = frameInterval - (clock.now - start)
    guard remaining > 0.001, isRunning else { return }
    if let event = events.wait(timeout: remaining) { dispatch(event) }
  }
}
