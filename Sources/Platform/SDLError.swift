internal import CSDL2

/// SDL's last error message, as a Swift string.
func sdlErrorMessage() -> String {
  let message = String(cString: SDL_GetError())
  return message.isEmpty ? "unknown SDL error" : message
}

/// Wraps a failed SDL call in a `PlatformError`.
func sdlFailure(_ call: String) -> PlatformError {
  .sdl(call: call, message: sdlErrorMessage())
}
