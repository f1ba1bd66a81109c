/// An event source whose waiting passes virtual time instead of real time:
/// the run loop of a script, a test or a screenshot sleeps by moving its
/// `VirtualClock` on, so an hour's wait costs no frames and no wall time.
///
/// UIKit has no counterpart: it is how the one run loop runs without a
/// display, or with one but on a test's clock.
///
/// Events come from `events` (SDL's queue when there is a window; none
/// headless). Before any time passes, `settle` runs: it blocks, in real
/// time, until the app's background work has posted its results or there
/// is none, and returns true if results are waiting. Background work thus
/// takes no virtual time, and results wake a waiting loop as they do on a
/// display.
public final class VirtualEventSource: EventSource {
  public let clock: VirtualClock
  private let events: EventSource?
  private let settle: () -> Bool

  public init(clock: VirtualClock, events: EventSource? = nil, settle: @escaping () -> Bool) {
    self.clock = clock
    self.events = events
    self.settle = settle
  }

  public func poll() -> InputEvent? { events?.poll() }

  /// Returns a pending event, or nil on a wake-up by background results,
  /// or nil after moving the clock on by `timeout`. With no timeout and
  /// nothing that could ever wake it, the virtual display is done: `.quit`.
  public func wait(timeout: Double?) -> InputEvent? {
    if let event = poll() { return event }
    if settle() { return nil }
    guard let timeout else { return .quit }
    clock.advance(by: timeout)
    return nil
  }
}
