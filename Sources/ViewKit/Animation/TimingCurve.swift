import Foundation

/// A cubic Bézier timing function: Core Animation's `CAMediaTimingFunction`
/// (and CSS's `cubic-bezier()`), re-created for ViewKit.
///
/// The curve runs from P0 = (0, 0) through the control points P1 and P2 to
/// P3 = (1, 1); x is the fraction of the duration elapsed and y the fraction
/// of the change applied. Unlike `CAMediaTimingFunction` it is a value type,
/// and it answers `value(at:)` directly instead of only handing back its
/// control points through `getControlPoint(at:values:)`. The x coordinates
/// of the control points are clamped to 0...1, so that x(t) rises
/// monotonically and every x has exactly one t.
///
/// The method, after WebKit's `UnitBezier`: in power form each coordinate is
/// the cubic ((a t + b) t + c) t, with c = 3 p1, b = 3 (p2 - p1) - c and
/// a = 1 - c - b, evaluated in Horner form. To map x to y we invert x(t) with
/// Newton's method, t -= (x(t) - x) / x'(t), which converges in a few steps
/// almost everywhere; where x'(t) is nearly flat or Newton has not reached
/// the tolerance in eight steps, bisection on 0...1, which always converges
/// because x(t) is monotonic. Then y(t) is the answer.
public struct TimingCurve: Hashable, Sendable {
  /// P1, the first control point, its x clamped to 0...1.
  public let controlPoint1: CGPoint
  /// P2, the second control point, its x clamped to 0...1.
  public let controlPoint2: CGPoint

  private let ax, bx, cx: Double
  private let ay, by, cy: Double

  /// The tolerance on x when solving for t.
  private static let epsilon = 1e-7

  /// A curve with control points P1 and P2, like
  /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
  public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
    let p1 = CGPoint(x: min(max(controlPoint1.x, 0), 1), y: controlPoint1.y)
    let p2 = CGPoint(x: min(max(controlPoint2.x, 0), 1), y: controlPoint2.y)
    (self.controlPoint1, self.controlPoint2) = (p1, p2)
    (cx, bx, ax) = Self.coefficients(Double(p1.x), Double(p2.x))
    (cy, by, ay) = Self.coefficients(Double(p1.y), Double(p2.y))
  }

  /// The power-form coefficients (c, b, a) of 3(1-t)²t p1 + 3(1-t)t² p2 + t³.
  private static func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    return (c, b, 1 - c - b)
  }

  /// The same speed throughout, y = x: Core Animation's
  /// `kCAMediaTimingFunctionLinear`, CSS's `linear`.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// Slow at the start: Core Animation's `kCAMediaTimingFunctionEaseIn`,
  /// CSS's `ease-in`.
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  /// Slow at the end: Core Animation's `kCAMediaTimingFunctionEaseOut`,
  /// CSS's `ease-out`.
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  /// Slow at both ends: Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`,
  /// CSS's `ease-in-out`; the curve of `animate` when the options name none.
  public static let easeInEaseOut = TimingCurve(0.42, 0, 0.58, 1)
  /// Core Animation's `kCAMediaTimingFunctionDefault`, CSS's `ease`.
  public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

  private init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.init(controlPoint1: CGPoint(x: x1, y: y1), controlPoint2: CGPoint(x: x2, y: y2))
  }

  /// The progress of the value when `x` of the duration has elapsed; `x` is
  /// clamped to 0...1. A curve whose control points lie on the diagonal,
  /// like `.linear`, has y(t) = x(t), so it answers x exactly instead of to
  /// the solver's tolerance.
  public func value(at x: Double) -> Double {
    let x = min(max(x, 0), 1)
    if (ax, bx, cx) == (ay, by, cy) { return x }
    return sampleY(solveT(forX: x))
  }

  private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The t in 0...1 with x(t) = x, to within `epsilon`.
  private func solveT(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = sampleX(t) - x
      if abs(error) < Self.epsilon { return t }
      let slope = slopeX(t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    return bisect(forX: x)
  }

  private func bisect(forX x: Double) -> Double {
    var (low, high) = (0.0, 1.0)
    var t = x
    for _ in 0..<64 {
      let error = sampleX(t) - x
      if abs(error) < Self.epsilon { break }
      if error > 0 { high = t } else { low = t }
      t = (low + high) / 2
    }
    return t
  }
}
