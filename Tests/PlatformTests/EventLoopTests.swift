import Foundation
import Platform
import Testing

/// An event source that plays a script and records how it was asked.
final class ScriptedEvents: EventSource {
  var pending: [InputEvent]
  /// Events delivered only when the loop blocks in `wait`.
  var onWait: [InputEvent]
  private(set) var waits: [Double?] = []

  init(pending: [InputEvent] = [], onWait: [InputEvent] = []) {
    self.pending = pending
    self.onWait = onWait
  }

  func poll() -> InputEvent? { pending.isEmpty ? nil : pending.removeFirst() }

  func wait(timeout: Double?) -> InputEvent? {
    waits.append(timeout)
    return onWait.isEmpty ? nil : onWait.removeFirst()
  }
}

/// The loop sleeps when idle, draws only when dirty, and drives display
/// links from its clock.
@Suite @MainActor
struct EventLoopTests {
  let clock = VirtualClock(now: 10)

  @Test func idleLoopBlocksAndDrawsNothing() {
    let events = ScriptedEvents()
    let loop = EventLoop(clock: clock, events: events)
    for _ in 0..<5 { loop.runOnce() }
    #expect(loop.framesDrawn == 0)
    #expect(events.waits == [nil, nil, nil, nil, nil])
  }

  @Test func anEventThatDirtiesDrawsExactlyOneFrame() {
    let events = ScriptedEvents(onWait: [.mouseDown(CGPoint(x: 1, y: 2), .left)])
    let loop = EventLoop(clock: clock, events: events)
    var dirty = false
    var trace: [String] = []
    loop.handleEvent = { event in
      trace.append("event")
      dirty = true
    }
    loop.needsDisplay = { dirty }
    loop.drawFrame = {
      trace.append("draw")
      dirty = false
    }
    loop.runOnce()
    loop.runOnce()
    #expect(trace == ["event", "draw"])
    #expect(loop.framesDrawn == 1)
    #expect(events.waits.count == 2)
  }

  @Test func displayLinkFiresEachFrameWithTheClocksTime() {
    let events = ScriptedEvents()
    let loop = EventLoop(clock: clock, events: events)
    var stamps: [Double] = []
    let link = loop.addDisplayLink { link in
      stamps.append(link.timestamp)
      #expect(link.targetTimestamp == link.timestamp + loop.frameInterval)
    }
    loop.runOnce()
    clock.advance(by: 0.5)
    loop.runOnce()
    #expect(stamps == [10, 10.5])
    #expect(events.waits.isEmpty)  // an active link keeps the loop awake
    link.isPaused = true
    loop.runOnce()
    #expect(stamps.count == 2)
    #expect(events.waits == [nil])
    link.invalidate()  // the callback holds the loop, which holds the link: end the cycle
    loop.runOnce()
  }

  @Test func invalidatedLinkIsDroppedAndTheLoopSleepsAgain() {
    let events = ScriptedEvents()
    let loop = EventLoop(clock: clock, events: events)
    var fired = 0
    _ = loop.addDisplayLink { link in
      fired += 1
      if fired == 3 { link.invalidate() }
    }
    for _ in 0..<6 { loop.runOnce() }
    #expect(fired == 3)
    #expect(!loop.isAnimating)
    #expect(events.waits.count == 3)
  }

  @Test func eachTurnStartsWithDeferredWorkBeforeEvents() {
    let events = ScriptedEvents(onWait: [.windowExposed])
    let loop = EventLoop(clock: clock, events: events)
    var trace: [String] = []
    loop.startTurn = { trace.append("start") }
    loop.handleEvent = { _ in trace.append("event") }
    loop.runOnce()
    loop.runOnce()
    #expect(trace == ["start", "event", "start"])
  }

  @Test func idleWorkRunsOnlyInATurnThatWouldSleepAndBeforeItSleeps() {
    let events = ScriptedEvents(pending: [.windowExposed])
    let loop = EventLoop(clock: clock, events: events)
    var dirty = true
    var trace: [String] = []
    loop.needsDisplay = { dirty }
    loop.drawFrame = {
      trace.append("draw")
      dirty = false
    }
    loop.beforeWaiting = { trace.append("idle (waits so far: \(events.waits.count))") }
    loop.runOnce()  // a frame to draw: not idle
    #expect(trace == ["draw"])
    loop.runOnce()  // nothing to draw: the idle work, then the wait
    #expect(trace == ["draw", "idle (waits so far: 0)"])
    #expect(events.waits.count == 1)
  }

  @Test func idleWorkThatDirtiesTheWindowIsDrawnInTheSameTurnWithoutSleeping() {
    let events = ScriptedEvents()
    let loop = EventLoop(clock: clock, events: events)
    var dirty = false
    loop.needsDisplay = { dirty }
    loop.drawFrame = { dirty = false }
    loop.beforeWaiting = { dirty = true }
    #expect(loop.runOnce())
    #expect(events.waits.isEmpty && loop.idleWaits == 0)
  }

  @Test func aTurnWithATimerDueOrAnActiveLinkRunsNoIdleWork() {
    let loop = EventLoop(clock: clock, events: ScriptedEvents())
    var idle = 0
    loop.beforeWaiting = { idle += 1 }
    loop.schedule(at: clock.now) {}
    loop.runOnce()
    #expect(idle == 0)
    let link = loop.addDisplayLink { _ in }
    loop.runOnce()
    #expect(idle == 0)
    link.invalidate()
    loop.runOnce()
    #expect(idle == 1)
  }

  @Test func quitStopsTheLoopAfterTheHandlerSeesIt() {
    let events = ScriptedEvents(pending: [.quit])
    let loop = EventLoop(clock: clock, events: events)
    var seen: [InputEvent] = []
    loop.handleEvent = { seen.append($0) }
    loop.needsDisplay = { true }
    loop.run()
    #expect(seen == [.quit])
    #expect(!loop.isRunning)
  }

  @Test func anIdleLoopSleepsUntilItsNextTimerAndNoLonger() {
    let events = ScriptedEvents()
    let loop = EventLoop(clock: clock, events: events)
    var fired: [String] = []
    loop.schedule(at: 12) { fired.append("12") }
    loop.schedule(at: 11) { fired.append("11") }
    loop.runOnce()
    #expect(events.waits == [1])  // until the soonest, at 11
    #expect(fired.isEmpty)
    clock.advance(by: 1)
    loop.runOnce()
    #expect(fired == ["11"])
    #expect(events.waits == [1])  // a timer already due needs no wait
    loop.runOnce()
    #expect(events.waits == [1, 1])
  }

  @Test func aTimerScheduledForNowByATimerWaitsForTheNextTurn() {
    let loop = EventLoop(clock: clock, events: ScriptedEvents())
    weak let weakLoop = loop  // the last timer is never run: it must not hold the loop
    var count = 0
    func again() {
      count += 1
      weakLoop?.schedule(at: clock.now, again)
    }
    loop.schedule(at: clock.now, again)
    loop.runOnce()
    loop.runOnce()
    #expect(count == 2)
  }

  @Test func aVirtualWaitMovesTheClockOnAndAnEndlessOneEndsTheDisplay() {
    var settles = 0
    let source = VirtualEventSource(clock: clock) {
      settles += 1
      return false
    }
    #expect(source.wait(timeout: 3600) == nil)
    #expect(clock.now == 3610)
    #expect(source.wait(timeout: nil) == .quit)
    #expect(settles == 2)
  }

  @Test func aVirtualWaitWokenByBackgroundResultsPassesNoTime() {
    let source = VirtualEventSource(clock: clock) { true }
    #expect(source.wait(timeout: 5) == nil)
    #expect(clock.now == 10)
  }

  @Test func anActiveLinkThatDrawsNothingIsStillPacedNotSpun() {
    let source = VirtualEventSource(clock: clock) { false }
    let loop = EventLoop(clock: clock, events: source)
    var fired = 0
    _ = loop.addDisplayLink { link in
      fired += 1
      if fired == 30 {
        link.invalidate()  // the callback holds the loop: let the loop drop it
        loop.stop()
      }
    }
    loop.run()
    #expect(abs(clock.now - 10 - 29.0 / 60) < 1e-9)  // one frame interval between firings
  }
}
