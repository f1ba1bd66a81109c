import Foundation
import Platform

/// Animatable values as lists of numbers, for the sums a spline and a
/// paced path need. A nil color counts as clear black.
extension AnimatableValue {
  var components: [Double] {
    switch self {
    case .scalar(let v): [v]
    case .point(let p): [p.x, p.y]
    case .rect(let r): [r.minX, r.minY, r.width, r.height]
    case .color(let c):
      [c?.red ?? 0, c?.green ?? 0, c?.blue ?? 0, c?.alpha ?? 0]
    case .transform(let t): t.entries
    }
  }

  /// A value of the same kind as `self` with the numbers `c`; colors are
  /// clamped to 0...1, as a spline may overshoot.
  func with(components c: [Double]) -> AnimatableValue {
    switch self {
    case .scalar: return .scalar(c[0])
    case .point: return .point(CGPoint(x: c[0], y: c[1]))
    case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .color:
      let k = c.map { min(max($0, 0), 1) }
      return .color(Color(red: k[0], green: k[1], blue: k[2], alpha: k[3]))
    case .transform:
      var t = CATransform3D.identity
      t.entries = c
      return .transform(t)
    }
  }

  /// The straight-line distance to `other` in component space (0 between
  /// values of different kinds).
  func distance(to other: AnimatableValue) -> Double {
    let (a, b) = (components, other.components)
    guard a.count == b.count else { return 0 }
    return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
  }
}
