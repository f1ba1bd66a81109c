internal import CSDL2

/// The mouse pointer's shape.
///
/// UIKit counterpart: `UIPointerStyle` (iPadOS) and AppKit's `NSCursor`.
public enum CursorShape: Sendable, Equatable {
  case arrow
  /// A pointing hand: over something that can be dragged or pressed.
  case hand
}

/// The system cursors, made once and shown on request; SDL frees them in
/// `deinit`.
public final class CursorSet {
  private let arrow: OpaquePointer?
  private let hand: OpaquePointer?
  private var shown: CursorShape = .arrow

  public init() {
    arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
    hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
  }

  deinit {
    if let arrow { SDL_FreeCursor(arrow) }
    if let hand { SDL_FreeCursor(hand) }
  }

  /// Shows `shape`, if it is not already shown.
  public func show(_ shape: CursorShape) {
    guard shape != shown else { return }
    shown = shape
    if let cursor = shape == .hand ? hand : arrow { SDL_SetCursor(cursor) }
  }
}
