internal import CSDL2

/// A source of time in seconds, for the event loop and animations.
///
/// Core Animation counterpart: `CACurrentMediaTime()`. It is a protocol so
/// tests can drive time by hand with `VirtualClock`.
public protocol MediaClock: AnyObject {
  /// Seconds since an arbitrary, fixed start.
  var now: Double { get }
}

/// Real time, from SDL's high-resolution counter.
public final class HostClock: MediaClock {
  private let frequency = Double(SDL_GetPerformanceFrequency())
  public init() {}
  public var now: Double { Double(SDL_GetPerformanceCounter()) / frequency }
}

/// Time that moves only when told to: tests advance it frame by frame.
public final class VirtualClock: MediaClock {
  public private(set) var now: Double

  public init(now: Double = 0) {
    self.now = now
  }

  public func advance(by seconds: Double) {
    precondition(seconds >= 0, "a clock cannot go backwards")
    now += seconds
  }
}
