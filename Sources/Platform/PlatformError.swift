/// Everything that can go wrong below the view tree, each with a one-line
/// message that names the problem, so the app can print it and exit 2.
public enum PlatformError: Error, Equatable, CustomStringConvertible {
  /// SDL could not open a window: there is no display to draw on.
  case noDisplay(String)
  /// An SDL call failed; the string is SDL's own explanation.
  case sdl(call: String, message: String)
  /// A file the program needs is missing or unreadable.
  case unreadableAsset(path: String, reason: String)
  /// A file could not be written.
  case unwritableFile(path: String, reason: String)

  public var description: String {
    switch self {
    case .noDisplay(let detail):
      return
        "no display available (\(detail)); run under xvfb-run, or use --screenshot PATH to render offscreen"
    case .sdl(let call, let message):
      return "\(call) failed: \(message)"
    case .unreadableAsset(let path, let reason):
      return "cannot read asset \(path): \(reason)"
    case .unwritableFile(let path, let reason):
      return "cannot write \(path): \(reason)"
    }
  }
}
