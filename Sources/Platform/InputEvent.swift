import Foundation

/// A mouse button.
public enum MouseButton: Equatable, Sendable {
  case left, middle, right
  case other(Int)
}

/// Shift, control, alt and the platform key, held during a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  public static let control = KeyModifiers(rawValue: 1 << 1)
  public static let alternate = KeyModifiers(rawValue: 1 << 2)
  public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A key on the keyboard, by SDL's name for it ("Space", "Escape", "Q").
public struct Key: Equatable, Sendable {
  public var name: String
  public var modifiers: KeyModifiers
  public var isRepeat: Bool

  public init(name: String, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
    self.name = name
    self.modifiers = modifiers
    self.isRepeat = isRepeat
  }
}

/// What the platform reports, in logical points from the window's top left.
///
/// UIKit counterpart: the raw events that `UIApplication.sendEvent(_:)`
/// receives. ViewKit's `Window` turns these into touches for views.
public enum InputEvent: Equatable, Sendable {
  case mouseDown(CGPoint, MouseButton)
  /// The mouse moved with a button held.
  case mouseDragged(CGPoint, MouseButton)
  /// The mouse moved with no button held.
  case mouseMoved(CGPoint)
  case mouseUp(CGPoint, MouseButton)
  /// Finger `id` touched the screen at a point; ids are reused once up.
  case fingerDown(id: Int, at: CGPoint)
  case fingerMoved(id: Int, at: CGPoint)
  case fingerUp(id: Int, at: CGPoint)
  /// The wheel or trackpad scrolled by `delta` (positive y is away from the user).
  case wheel(delta: CGPoint, at: CGPoint)
  case keyDown(Key)
  case keyUp(Key)
  /// The window's size in points changed.
  case windowResized(CGSize)
  /// The window's contents must be drawn again (uncovered, restored).
  case windowExposed
  /// The window lost the keyboard and mouse: ongoing touches are cancelled.
  case focusLost
  /// The user asked to quit (closed the window, or sent SIGINT).
  case quit
}

/// Where a run loop gets its events: SDL's queue, or a script in tests.
public protocol EventSource: AnyObject {
  /// The next pending event, or nil at once if there is none.
  func poll() -> InputEvent?
  /// Blocks until an event arrives and returns it, or returns nil after
  /// `timeout` seconds (nil waits for ever) or on a wake-up with no event.
  func wait(timeout: Double?) -> InputEvent?
}
