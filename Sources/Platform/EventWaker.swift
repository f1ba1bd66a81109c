internal import CSDL2

/// Wakes the event loop from any thread, by posting an empty event to
/// SDL's queue (`SDL_PushEvent` is thread-safe).
///
/// Background work (map tiles) uses it so that its results are picked up
/// at once instead of at the next mouse move.
public struct EventWaker: Sendable {
  public init() {}

  public func wake() {
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    SDL_PushEvent(&event)
  }
}
