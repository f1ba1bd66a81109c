import Foundation

/// A 4×4 homogeneous transform, with the layout and conventions of Core
/// Animation's `CATransform3D`.
///
/// Foundation on Linux has no QuartzCore, so ViewKit re-creates the type.
/// Points are row vectors, as in Core Animation and `CGAffineTransform`:
///
///     [x' y' z' w'] = [x y z 1] * | m11 m12 m13 m14 |
///                                 | m21 m22 m23 m24 |
///                                 | m31 m32 m33 m34 |
///                                 | m41 m42 m43 m44 |
///
/// and the projected point is (x'/w', y'/w'). So `t1.concatenating(t2)`
/// applies `t1` first, then `t2`, and `translatedBy`, `scaledBy` and
/// `rotated(by:)` put the new operation *before* `self`, as
/// `CATransform3DTranslate` and friends do. With y pointing down the screen,
/// positive z comes out of the screen toward the viewer.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
  /// Row 1, column 1: how much x adds to x'; the x scale when nothing rotates.
  public var m11: Double
  /// Row 1, column 2: how much x adds to y', as in a rotation about z.
  public var m12: Double
  /// Row 1, column 3: how much x adds to z', as in a rotation about y.
  public var m13: Double
  /// Row 1, column 4: how much x adds to w', the divisor of the projection; 0
  /// when `isAffine`.
  public var m14: Double
  /// Row 2, column 1: how much y adds to x', as in a rotation about z.
  public var m21: Double
  /// Row 2, column 2: how much y adds to y'; the y scale when nothing rotates.
  public var m22: Double
  /// Row 2, column 3: how much y adds to z', as in a rotation about x.
  public var m23: Double
  /// Row 2, column 4: how much y adds to w', the divisor of the projection; 0
  /// when `isAffine`.
  public var m24: Double
  /// Row 3, column 1: how much z adds to x', as in a rotation about y.
  public var m31: Double
  /// Row 3, column 2: how much z adds to y', as in a rotation about x.
  public var m32: Double
  /// Row 3, column 3: how much z adds to z'; the z scale when nothing rotates.
  public var m33: Double
  /// Row 3, column 4: how much z adds to w': the perspective entry, -1/d for
  /// an eye at distance d (`perspective(distance:)`).
  public var m34: Double
  /// Row 4, column 1: the translation along x, added to every point's x'.
  public var m41: Double
  /// Row 4, column 2: the translation along y, added to every point's y'.
  public var m42: Double
  /// Row 4, column 3: the translation along z, added to every point's z'.
  public var m43: Double
  /// Row 4, column 4: the constant part of w', the divisor of the projection;
  /// 1 when `isAffine`, as in `identity`.
  public var m44: Double

  /// A transform from its sixteen entries, row by row, as Core Animation's
  /// memberwise `CATransform3D` initializer. Deliberate difference: the
  /// entries are `Double`, not `CGFloat`.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The matrix from its rows, each of four entries.
  private init(rows r: [[Double]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  private var rows: [[Double]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  /// The transform that leaves every point where it is, as Core Animation's
  /// `CATransform3DIdentity`.
  public static let identity = CATransform3D(
    rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])

  /// True when every entry equals the identity's exactly (no tolerance for
  /// rounding), as Core Animation's `CATransform3DIsIdentity`.
  public var isIdentity: Bool { self == .identity }

  /// `CATransform3DMakeTranslation`.
  public init(translationX tx: Double, y ty: Double, z tz: Double) {
    self = .identity
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// `CATransform3DMakeScale`.
  public init(scaleX sx: Double, y sy: Double, z sz: Double) {
    self = .identity
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// `CATransform3DMakeRotation`: a rotation by `angle` radians about the
  /// axis (x, y, z) through the origin, by the right-hand rule. About +z a
  /// positive angle turns +x toward +y, clockwise on screen, exactly like
  /// `CGAffineTransform(rotationAngle:)`; about +x it turns +y toward +z. A
  /// zero axis gives the identity.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else {
      self = .identity
      return
    }
    let (x, y, z) = (x / length, y / length, z / length)
    let (s, c) = (sin(angle), cos(angle))
    let k = 1 - c
    self.init(
      rows: [
        [x * x * k + c, x * y * k + z * s, x * z * k - y * s, 0],
        [x * y * k - z * s, y * y * k + c, y * z * k + x * s, 0],
        [x * z * k + y * s, y * z * k - x * s, z * z * k + c, 0],
        [0, 0, 0, 1],
      ])
  }

  /// A perspective projection with the eye at distance `d` on the +z axis:
  /// the identity with `m34 = -1/d`, the usual Core Animation idiom. Since
  /// positive z comes toward the viewer, a point at depth z is scaled by
  /// d / (d - z) about the origin, which for a layer is its anchor point;
  /// so concatenate it last, after moving the anchor point to the origin.
  public static func perspective(distance d: Double) -> CATransform3D {
    var t = CATransform3D.identity
    t.m34 = -1 / d
    return t
  }

  /// `self` first, then `other`: [p] * self * other.
  public func concatenating(_ other: CATransform3D) -> CATransform3D {
    // Row i of the product is Σk a[i][k] · (row k of b), summed in k's
    // order; in SIMD registers, since it runs for every view every frame.
    let b = (
      SIMD4(other.m11, other.m12, other.m13, other.m14),
      SIMD4(other.m21, other.m22, other.m23, other.m24),
      SIMD4(other.m31, other.m32, other.m33, other.m34),
      SIMD4(other.m41, other.m42, other.m43, other.m44)
    )
    func row(_ a1: Double, _ a2: Double, _ a3: Double, _ a4: Double) -> SIMD4<Double> {
      a1 * b.0 + a2 * b.1 + a3 * b.2 + a4 * b.3
    }
    let r1 = row(m11, m12, m13, m14)
    let r2 = row(m21, m22, m23, m24)
    let r3 = row(m31, m32, m33, m34)
    let r4 = row(m41, m42, m43, m44)
    return CATransform3D(
      m11: r1.x, m12: r1.y, m13: r1.z, m14: r1.w, m21: r2.x, m22: r2.y, m23: r2.z, m24: r2.w,
      m31: r3.x, m32: r3.y, m33: r3.z, m34: r3.w, m41: r4.x, m42: r4.y, m43: r4.z, m44: r4.w)
  }

  /// `CATransform3DTranslate`: a translation applied before `self`.
  public func translatedBy(x: Double, y: Double, z: Double) -> CATransform3D {
    CATransform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DScale`: a scale applied before `self`.
  public func scaledBy(x: Double, y: Double, z: Double) -> CATransform3D {
    CATransform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DRotate`: a rotation applied before `self`.
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> CATransform3D {
    CATransform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The homogeneous product [x y z 1] * self, before the divide by w.
  public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double)
  {
    (
      x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
      x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
    )
  }

  /// The point at depth `z` projected onto the screen, with the w it was
  /// divided by; w <= 0 means the point is at or behind the eye.
  public func projectWithDepth(_ p: CGPoint, z: Double = 0) -> (point: CGPoint, w: Double) {
    let h = apply(x: Double(p.x), y: Double(p.y), z: z)
    return (CGPoint(x: h.x / h.w, y: h.y / h.w), h.w)
  }

  /// The point at depth `z` projected onto the screen: (x'/w', y'/w').
  public func project(_ p: CGPoint, z: Double = 0) -> CGPoint {
    projectWithDepth(p, z: z).point
  }

  /// True when the transform acts on the z = 0 plane, where layers are
  /// drawn, as the 2D transform `affine`: w = m14 x + m24 y + m44 is then
  /// always 1. Looser than `CATransform3DIsAffine`, which also rejects any z
  /// entry: a bare perspective, say, leaves flat points where they are.
  public var isAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

  /// The 2D part, as `CATransform3DGetAffineTransform`: what the transform
  /// does to the z = 0 plane when `isAffine`.
  public var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// `CATransform3DMakeAffineTransform`.
  public init(_ t: CGAffineTransform) {
    self = .identity
    (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
  }

  public var description: String {
    let text = rows.map { $0.map { "\($0)" }.joined(separator: " ") }
    return "CATransform3D(" + text.joined(separator: "; ") + ")"
  }
}
