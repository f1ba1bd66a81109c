import Foundation

extension View {
  /// A built-in timing curve, as `UIView.AnimationCurve` (same raw values,
  /// which are also the curve field of `AnimationOptions`).
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and at the end (`TimingCurve.easeInEaseOut`).
    case easeInOut = 0
    /// Slow at the start, then faster to the end (`TimingCurve.easeIn`).
    case easeIn = 1
    /// Fast at the start, slowing to the end (`TimingCurve.easeOut`).
    case easeOut = 2
    /// The same speed throughout (`TimingCurve.linear`).
    case linear = 3

    /// The cubic Bézier this curve names.
    public var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}

/// Which kind of timing a provider describes, as `UITimingCurveType`.
public enum TimingCurveType: Int, Sendable {
  /// One of the built-in curves. No ViewKit provider reports it:
  /// `CubicTimingParameters` reports `.cubic` for those too.
  case builtin = 0
  /// A cubic Bézier curve, in `cubicTimingParameters`.
  case cubic = 1
  /// A spring, in `springTimingParameters`.
  case spring = 2
  /// Both a cubic curve and a spring. No ViewKit provider reports it; an
  /// animator given both uses the spring.
  case composed = 3
}

/// Timing for a property animator: a cubic curve, a spring, or both.
///
/// UIKit counterpart: `UITimingCurveProvider`. Deliberate difference: the
/// providers here are value types, not `NSCopying` classes.
public protocol TimingCurveProvider: Sendable {
  /// Which kind of timing this is. ViewKit's animators do not read it:
  /// they use the spring if there is one, else the cubic curve.
  var timingCurveType: TimingCurveType { get }
  /// The cubic curve, or nil for none; with neither a curve nor a spring,
  /// an animator runs ease-in-ease-out.
  var cubicTimingParameters: CubicTimingParameters? { get }
  /// The spring, or nil for none; when there is one, an animator uses it
  /// and ignores the cubic curve.
  var springTimingParameters: SpringTimingParameters? { get }
}

/// A provider's timing made concrete for one stretch of an animation: how
/// long it lasts on the animation timeline, and the progress it shows at each
/// point `u` (0...1) of that time. A spring's progress may overshoot 1.
struct ResolvedTiming {
  let duration: Double
  let progress: (Double) -> Double

  /// `provider`'s timing over `duration` seconds. A spring given as a
  /// damping ratio fits that duration; one given as mass, stiffness and
  /// damping keeps its own settling time (`SpringTimingParameters`). When a
  /// provider gives both, the spring wins.
  init(_ provider: TimingCurveProvider, duration: Double) {
    if let spring = provider.springTimingParameters {
      let oscillator = spring.oscillator(forDuration: duration)
      let length = spring.usesOwnDuration ? oscillator.settlingTime : duration
      self.duration = length
      progress = { u in oscillator.position(at: u * length) }
    } else {
      let curve = provider.cubicTimingParameters?.curve ?? .easeInEaseOut
      self.duration = duration
      progress = { u in curve.value(at: u) }
    }
  }
}
