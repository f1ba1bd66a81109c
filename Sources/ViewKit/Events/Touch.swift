import Foundation
import Platform

/// One finger on the screen, or the mouse with a button held.
///
/// UIKit counterpart: `UITouch`. The same object lives from finger (or
/// button) down to up, and stays with the view it began in even when
/// dragged out of it.
@MainActor
public final class Touch: Hashable {
  /// Where a touch is in its life: UIKit's `UITouch.Phase`, without the
  /// hover phases (`regionEntered`, `regionMoved`, `regionExited`).
  public enum Phase: Sendable {
    /// The finger or the mouse button went down: a touch's first phase.
    case began
    /// The finger, or the mouse with its button held, moved.
    case moved
    /// Down, and still since the last event. ViewKit never sets it; views
    /// and recognizers are sent it as `.moved`.
    case stationary
    /// The finger lifted or the mouse button came up: a last phase.
    case ended
    /// ViewKit stopped tracking the touch because the window lost focus
    /// while it was down: a last phase.
    case cancelled
  }

  /// What made the touch, as `UITouch.TouchType` (UIKit's raw values).
  public enum TouchType: Int, Sendable {
    /// A finger on a touchscreen.
    case direct = 0
    /// The mouse pointer with a button held.
    case indirectPointer = 3
  }

  /// The phase of the touch's latest change: `.began` when it is made.
  /// UIKit counterpart: `UITouch.phase`.
  public internal(set) var phase: Phase
  /// The view the touch began in; it receives every later phase.
  public internal(set) weak var view: View?
  /// The window the touch is in; nil once that window is gone, and then
  /// `location(in:)` gives window coordinates whatever the view.
  public internal(set) weak var window: Window?
  /// The time of the last change, from the window's clock.
  public internal(set) var timestamp: Double
  /// Which mouse button is down (`.left` for a finger). UIKit has no counterpart.
  public let button: MouseButton
  /// What made the touch: `.direct` for a finger, `.indirectPointer` for
  /// the mouse. UIKit counterpart: `UITouch.type`.
  public let type: TouchType
  /// The recognizers that see the touch: those of its view and its
  /// ancestors when it began, less any that ignored it (and any no longer
  /// alive: the touch holds them weakly, see `recognizerLinks`).
  public internal(set) var gestureRecognizers: [GestureRecognizer] {
    get { recognizerLinks.compactMap(\.recognizer) }
    set { recognizerLinks = newValue.map(WeakRecognizer.init) }
  }
  /// Weak, because a recognizer keeps the touches of its gesture until it
  /// is reset, and its view keeps it: a strong list both ways would be a
  /// cycle that outlives a window dropped with a finger still down.
  private var recognizerLinks: [WeakRecognizer] = []
  /// Clicks in quick succession at one spot: 2 for a double click.
  public internal(set) var tapCount: Int
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint

  init(
    view: View, window: Window, location: CGPoint, button: MouseButton, type: TouchType,
    timestamp: Double, tapCount: Int
  ) {
    self.phase = .began
    self.view = view
    self.window = window
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.button = button
    self.type = type
    self.timestamp = timestamp
    self.tapCount = tapCount
  }

  /// Where the touch is, in `view`'s coordinates (the window's for nil).
  public func location(in view: View?) -> CGPoint {
    convertFromWindow(locationInWindow, to: view)
  }

  /// Where the touch was at the previous event.
  public func previousLocation(in view: View?) -> CGPoint {
    convertFromWindow(previousLocationInWindow, to: view)
  }

  private func convertFromWindow(_ point: CGPoint, to view: View?) -> CGPoint {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }

  func move(to location: CGPoint, phase: Phase, timestamp: Double) {
    previousLocationInWindow = locationInWindow
    locationInWindow = location
    self.phase = phase
    self.timestamp = timestamp
  }

  nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A key press. UIKit counterpart: `UIPress` with its `key`.
public struct Press: Hashable, Sendable {
  /// Whether the key went down or came up: UIKit's `UIPress.Phase`, with
  /// only these two of its phases (no `changed`, `stationary` or `cancelled`).
  public enum Phase: Sendable {
    /// The key went down, or repeats while held (`isRepeat`).
    case began
    /// The key came up.
    case ended
  }
  /// The key, by SDL's name for it ("Space", "Escape", "Q"). UIKit's
  /// `UIPress.key` is a `UIKey` instead.
  public let key: String
  /// The modifier keys held with it. UIKit counterpart: `UIKey.modifierFlags`.
  public let modifiers: KeyModifiers
  /// Whether the key went down or came up. UIKit counterpart: `UIPress.phase`.
  public let phase: Phase
  /// True for the presses a held key repeats (SDL's key repeat), each in
  /// phase `.began`. UIKit's `UIPress` has no such flag.
  public let isRepeat: Bool

  nonisolated public static func == (lhs: Press, rhs: Press) -> Bool {
    lhs.key == rhs.key && lhs.modifiers == rhs.modifiers && lhs.phase == rhs.phase
      && lhs.isRepeat == rhs.isRepeat
  }
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
  }
}

/// What happened: touches, a key, or a wheel turn, with its time.
///
/// UIKit counterpart: `UIEvent`. As Apple's page says of touch events, one
/// object serves the whole multi-touch sequence: each window keeps one
/// touch event for its life (`Window.touchEvent`; UIKit keeps one for the
/// application, and a touch here never leaves its window) and brings it up
/// to date before each delivery, so an event kept from the first finger's
/// `touchesBegan` sees the second finger land and lift. Key presses and
/// wheel turns are new objects each time: Apple promises the
/// reuse for touches only. Deliberate difference: the wheel's delta rides
/// here (as AppKit's `NSEvent.scrollingDeltaY` does).
@MainActor
public final class Event {
  /// What kind of event it is: UIKit's `UIEvent.EventType`, with only the
  /// kinds a desktop window sends (no motion, remote-control, hover or
  /// transform events).
  public enum EventType: Sendable {
    /// The window's one touch event, sent with every phase of every touch.
    case touches
    /// A key going down or up; a new event each time.
    case presses
    /// A turn of the mouse wheel, with `scrollDelta` and `locationInWindow`.
    case scroll
  }
  /// What kind of event it is, fixed when it is made. UIKit counterpart:
  /// `UIEvent.type`.
  public let type: EventType
  /// When it happened, from the window's clock; for the touch event, the
  /// time of the delivery under way (or of the last one).
  public private(set) var timestamp: Double
  /// For a touch event, every touch down in the window, and while a touch
  /// that has just ended or been cancelled is delivered, that one too.
  public private(set) var allTouches: Set<Touch>
  /// The wheel's turn for a `.scroll` event, in the wheel's steps as SDL
  /// reports them (fractions from a trackpad), not points; positive y is
  /// away from the user, scrolling up.
  public let scrollDelta: CGPoint
  /// Where the mouse pointer was for a `.scroll` event, in window coordinates.
  public let locationInWindow: CGPoint

  init(
    type: EventType, timestamp: Double, touches: Set<Touch> = [], scrollDelta: CGPoint = .zero,
    locationInWindow: CGPoint = .zero
  ) {
    self.type = type
    self.timestamp = timestamp
    self.allTouches = touches
    self.scrollDelta = scrollDelta
    self.locationInWindow = locationInWindow
  }

  /// The touch event brought up to date for a delivery at `timestamp`.
  func update(timestamp: Double, touches: some Sequence<Touch>) {
    self.timestamp = timestamp
    allTouches = Set(touches)
  }

  /// Runs `body` with `touch` among `allTouches`, then leaves the set as it
  /// was: a phase held back from a view may be sent after its touch has
  /// left the window's touches, and the event still carries it.
  func including(_ touch: Touch, _ body: () -> Void) {
    let added = allTouches.insert(touch).inserted
    defer { if added { allTouches.remove(touch) } }
    body()
  }
}
