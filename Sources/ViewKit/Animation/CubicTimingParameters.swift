import Foundation

/// A cubic Bézier timing curve for a property animator: one of the
/// built-in curves, or your own control points.
///
/// UIKit counterpart: `UICubicTimingParameters`. The curve itself is
/// `TimingCurve`; `animationCurve` is the built-in curve this was made
/// from, and `.easeInOut` for one made from control points.
public struct CubicTimingParameters: TimingCurveProvider, Hashable {
  public let animationCurve: View.AnimationCurve
  public let curve: TimingCurve

  /// The default curve, ease-in-ease-out, as `UICubicTimingParameters()`.
  public init() {
    self.init(animationCurve: .easeInOut)
  }

  public init(animationCurve: View.AnimationCurve) {
    self.animationCurve = animationCurve
    curve = animationCurve.timingCurve
  }

  /// A curve through (0, 0), the two control points and (1, 1).
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    animationCurve = .easeInOut
    curve = TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
  }

  public var controlPoint1: CGPoint { curve.controlPoint1 }
  public var controlPoint2: CGPoint { curve.controlPoint2 }

  public var timingCurveType: TimingCurveType { .cubic }
  public var cubicTimingParameters: CubicTimingParameters? { self }
  public var springTimingParameters: SpringTimingParameters? { nil }
}
