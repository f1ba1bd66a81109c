/// The app's main loop: events in, frames out, and sleep in between.
///
/// UIKit counterpart: the main `RunLoop` (renamed to stay clear of
/// Foundation's) with Core Animation's commit. The same loop runs in a
/// window and headless: only its clock and event source differ (a
/// `HostClock` and SDL's queue on a display; a `VirtualClock` and a
/// `VirtualEventSource` for scripts, tests and screenshots).
///
/// Each turn (`runOnce`):
///   0. Run the work queued for this turn (`startTurn`).
///   1. If nothing needs drawing, no display link is active and no timer
///      is due, run the work kept for an idle moment (`beforeWaiting`);
///      then, if that left nothing to draw either, block in the event
///      source's wait until an event, a wake-up, or the next timer's
///      time: no busy loop, no frames.
///   2. Handle every pending event.
///   3. Run the timers whose time has come (`schedule(at:_:)`).
///   4. Fire the active display links with the clock's time.
///   5. Draw one frame if anything is dirty.
/// While a display link is active, turns are paced at the display rate:
/// by vsync when presenting waits for the display, else by `frameInterval`.
public final class EventLoop {
  public let clock: MediaClock
  let events: EventSource
  /// The display's refresh period, in seconds.
  public var frameInterval: Double = 1.0 / 60.0
  /// Called first thing each turn: runs work deferred from the last one.
  public var startTurn: () -> Void = {}
  /// Called when a turn's work begins: first thing, and again when an idle
  /// wait ends, since waiting is not work. A benchmark starts a frame's
  /// clock here.
  public var workBegins: () -> Void = {}
  /// Called when the turn is about to block waiting (step 1): work that
  /// can wait for a moment with nothing to draw, such as readying what is
  /// off screen. It runs outside every frame, and delays only an event
  /// that arrives while it runs. CFRunLoop counterpart: an observer of the
  /// `beforeWaiting` activity.
  public var beforeWaiting: () -> Void = {}
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
  /// Work waiting for a time on the loop's clock, soonest first.
  private var timers: [(time: Double, action: () -> Void)] = []

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

  /// Runs `action` once, in the first turn at or after `time` on the
  /// loop's clock. An idle loop sleeps until then, and no longer.
  ///
  /// Foundation counterpart: a one-shot `Timer` added to the run loop.
  public func schedule(at time: Double, _ action: @escaping () -> Void) {
    let index = timers.firstIndex { $0.time > time } ?? timers.endIndex
    timers.insert((time, action), at: index)
  }

  /// True while some display link wants frames.
  public var isAnimating: Bool { links.contains { $0.isActive } }

  /// Runs turns until `stop()` or a `.quit` event.
  public func run() {
    isRunning = true
    while isRunning {
      let start = clock.now
      let drew = runOnce()
      if drew || isAnimating { pace(since: start) }
    }
    links.removeAll { !$0.isValid }  // a link's callback often holds its loop
  }

  public func stop() {
    isRunning = false
  }

  /// One turn of the loop, as described above. Returns true if it drew.
  @discardableResult
  public func runOnce() -> Bool {
    workBegins()
    startTurn()  // 0
    if isIdle { beforeWaiting() }  // 1
    if isIdle {
      idleWaits += 1
      let event = events.wait(timeout: timeUntilNextTimer)
      workBegins()
      if let event { dispatch(event) }
    }
    while let event = events.poll() { dispatch(event) }  // 2
    fireTimers()  // 3
    fireDisplayLinks()  // 4
    guard needsDisplay() else { return false }  // 5
    drawFrame()
    framesDrawn += 1
    return true
  }

  /// True when the turn has nothing to do until an event or a timer.
  private var isIdle: Bool { !isAnimating && !needsDisplay() && timeUntilNextTimer != 0 }

  /// How long an idle loop may sleep: until the soonest timer, or for ever.
  private var timeUntilNextTimer: Double? {
    timers.first.map { max(0, $0.time - clock.now) }
  }

  private func dispatch(_ event: InputEvent) {
    handleEvent(event)
    if event == .quit { stop() }
  }

  /// Runs the timers that are due. A timer scheduled by one of them for a
  /// time already come waits for the next turn, so no turn can run for ever.
  private func fireTimers() {
    // A microsecond of slack: a deadline summed from frame intervals must
    // not miss its turn by a rounding error.
    let now = clock.now + 1e-6
    let due = timers.prefix { $0.time <= now }
    timers.removeFirst(due.count)
    for timer in due { timer.action() }
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
