import Foundation

/// A 2D affine transform, with the layout and methods of Core Graphics'
/// `CGAffineTransform`.
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not this
/// type, so ViewKit supplies it. Points are row vectors, as in Core
/// Graphics:
///
///     [x' y' 1] = [x y 1] * | a  b  0 |
///                           | c  d  0 |
///                           | tx ty 1 |
///
/// so `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
  /// How much x adds to x': the x scale, or the cosine in a rotation.
  public var a: Double
  /// How much x adds to y': 0 for a scale, the sine in a rotation.
  public var b: Double
  /// How much y adds to x': 0 for a scale, minus the sine in a rotation.
  public var c: Double
  /// How much y adds to y': the y scale, or the cosine in a rotation.
  public var d: Double
  /// The translation along x, added to every point's x'.
  public var tx: Double
  /// The translation along y, added to every point's y'.
  public var ty: Double

  /// A transform from its six entries, as Core Graphics'
  /// `CGAffineTransform(a:b:c:d:tx:ty:)`. Deliberate difference: the entries
  /// are `Double`, not `CGFloat`.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that leaves every point where it is, as Core Graphics'
  /// `CGAffineTransform.identity`.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform that moves points by `tx` along x and `ty` along y, as
  /// Core Graphics' `CGAffineTransform(translationX:y:)`.
  public init(translationX tx: Double, y ty: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A transform that scales by `sx` along x and `sy` along y about the
  /// origin, as Core Graphics' `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive turns clockwise on screen,
  /// because y points down.
  public init(rotationAngle angle: Double) {
    let (s, co) = (sin(angle), cos(angle))
    self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }

  /// True when every entry equals the identity's exactly (no tolerance for
  /// rounding), as Core Graphics' `CGAffineTransform.isIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// `self` first, then `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A translation applied before `self`, as Core Graphics defines it.
  public func translatedBy(x: Double, y: Double) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before `self`.
  public func scaledBy(x: Double, y: Double) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before `self`.
  public func rotated(by angle: Double) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse; a singular transform is returned unchanged, as Core
  /// Graphics does.
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0 else { return self }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// True when the transform only moves: no scale, rotation or shear.
  public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// The scale along x and along y when the transform only scales by
  /// positive factors and moves (no rotation, shear or flip); else nil.
  public var uprightScale: CGSize? {
    b == 0 && c == 0 && a > 0 && d > 0 ? CGSize(width: a, height: d) : nil
  }

  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  /// The point transformed, translation included, as Core Graphics'
  /// `CGPoint.applying(_:)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed without translation, as Core Graphics does.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The four corners, clockwise from the top left.
  public var corners: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
    ]
  }

  /// The smallest rectangle holding the transformed corners, as Core
  /// Graphics' `CGRect.applying(_:)`. (Four named corners, not `corners`:
  /// drawn every frame for every view, it must not allocate.)
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let a = CGPoint(x: minX, y: minY).applying(t)
    let b = CGPoint(x: maxX, y: minY).applying(t)
    let c = CGPoint(x: maxX, y: maxY).applying(t)
    let d = CGPoint(x: minX, y: maxY).applying(t)
    let left = min(a.x, b.x, c.x, d.x)
    let top = min(a.y, b.y, c.y, d.y)
    return CGRect(
      x: left, y: top, width: max(a.x, b.x, c.x, d.x) - left,
      height: max(a.y, b.y, c.y, d.y) - top)
  }

  /// The centre: `(midX, midY)`. Core Graphics has no such property;
  /// UIKit's views have a `center` of their own.
  public var center: CGPoint { CGPoint(x: midX, y: midY) }
}
