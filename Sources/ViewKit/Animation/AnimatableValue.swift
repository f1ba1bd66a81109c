import Foundation
import Platform

/// The properties of a view that `View.animate(withDuration:...)` animates.
enum AnimationKey: Hashable {
  case center, bounds, alpha, backgroundColor, transform, cornerRadius, shadowOpacity
  /// The progress (0...1) of a view transition running on a container.
  case transitionProgress
  /// A number a subclass draws from (`View.setAnimatableValue(_:forKey:)`).
  case custom(String)
}

/// A value of an animatable property, and how to go part way between two.
enum AnimatableValue: Equatable {
  case scalar(Double)
  case point(CGPoint)
  case rect(CGRect)
  case color(Color?)
  case transform(CATransform3D)

  /// The value a fraction `t` of the way from `self` to `other`, straight
  /// lines in each component. A nil color is clear black; transforms
  /// interpolate their matrices entry by entry, which is exact for
  /// translations and scales and close for small turns.
  func interpolated(to other: AnimatableValue, _ t: Double) -> AnimatableValue {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)):
      return .scalar(mix(a, b))
    case (.point(let a), .point(let b)):
      return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
          height: mix(a.height, b.height)))
    case (.color(let a), .color(let b)):
      let from = a ?? Color.clear
      let to = b ?? from.withAlphaComponent(0)
      return .color(
        Color(
          red: mix(from.red, to.red), green: mix(from.green, to.green),
          blue: mix(from.blue, to.blue),
          alpha: mix(from.alpha, to.alpha)))
    case (.transform(let a), .transform(let b)):
      return .transform(a.interpolated(to: b, t))
    default:
      return t < 1 ? self : other
    }
  }

  var scalar: Double? { if case .scalar(let v) = self { v } else { nil } }
  var point: CGPoint? { if case .point(let v) = self { v } else { nil } }
  var rect: CGRect? { if case .rect(let v) = self { v } else { nil } }
  var color: Color?? { if case .color(let v) = self { .some(v) } else { nil } }
  var transform: CATransform3D? { if case .transform(let v) = self { v } else { nil } }
}

extension CATransform3D {
  /// Entry-by-entry interpolation.
  func interpolated(to b: CATransform3D, _ t: Double) -> CATransform3D {
    var result = self
    let from = entries
    let to = b.entries
    result.entries = zip(from, to).map { $0 + ($1 - $0) * t }
    return result
  }

  /// The sixteen entries, row by row.
  var entries: [Double] {
    get { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
    set {
      (m11, m12, m13, m14) = (newValue[0], newValue[1], newValue[2], newValue[3])
      (m21, m22, m23, m24) = (newValue[4], newValue[5], newValue[6], newValue[7])
      (m31, m32, m33, m34) = (newValue[8], newValue[9], newValue[10], newValue[11])
      (m41, m42, m43, m44) = (newValue[12], newValue[13], newValue[14], newValue[15])
    }
  }
}
