internal import CSDL2

/// SDL's last error message, as a Swift string. Once read, the calling
/// thread's SDL storage is given back (SDLThreadStorage.swift).
func sdlErrorMessage() -> String {
  let message = String(cString: SDL_GetError())
  releaseSDLThreadStorage()
  return message.isEmpty ? "unknown SDL error" : message
}

/// Wraps a failed SDL call in a `PlatformError`.
func sdlFailure(_ call: String) -> PlatformError {
  .sdl(call: call, message: sdlErrorMessage())
}
