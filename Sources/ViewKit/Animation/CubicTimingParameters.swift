import Foundation

/// A cubic Bézier timing curve for a property animator: one of the
/// built-in curves, or your own control points.
///
/// UIKit counterpart: `UICubicTimingParameters`. The curve itself is
/// `TimingCurve`; `animationCurve` is the built-in curve this was made
/// from, and `.easeInOut` for one made from control points.
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
  /// The built-in curve this was made from; `.easeInOut` when made from
  /// control points (where Apple leaves UIKit's value undefined).
  public let animationCurve: View.AnimationCurve
  /// The Bézier curve that times the animation: the built-in curve's, or
  /// the one through the given control points. ViewKit's own; UIKit has
  /// only the control points.
  public let curve: TimingCurve

  /// The default curve, ease-in-ease-out, as `UICubicTimingParameters()`.
  public init() {
    self.init(animationCurve: .easeInOut)
  }

  /// One of the built-in curves, as `UICubicTimingParameters(animationCurve:)`.
  public init(animationCurve: View.AnimationCurve) {
    self.animationCurve = animationCurve
    curve = animationCurve.timingCurve
  }

  /// A curve through (0, 0), the two control points and (1, 1).
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    animationCurve = .easeInOut
    curve = TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
  }

  /// The curve's first control point, P1, its x clamped to 0...1. For a
  /// built-in curve it is that curve's point, where UIKit gives `.zero`.
  public var controlPoint1: CGPoint { curve.controlPoint1 }
  /// The curve's second control point, P2, its x clamped to 0...1. For a
  /// built-in curve it is that curve's point, where UIKit gives `.zero`.
  public var controlPoint2: CGPoint { curve.controlPoint2 }

  /// Always `.cubic`, for a built-in curve too.
  public var timingCurveType: TimingCurveType { .cubic }
  /// These parameters themselves.
  public var cubicTimingParameters: CubicTimingParameters? { self }
  /// Always nil: a cubic curve has no spring.
  public var springTimingParameters: SpringTimingParameters? { nil }
}
