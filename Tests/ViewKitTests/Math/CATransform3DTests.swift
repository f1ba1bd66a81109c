import Foundation
import Testing

@testable import ViewKit

/// A 4×4 transform with Core Animation's conventions: row vectors, so a
/// point is [x y z 1] * M; operations added by `translatedBy` and friends
/// happen first; positive z comes toward the viewer.
@Suite struct CATransform3DTests {
  static func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) < tolerance
  }

  static let points = [
    CGPoint(x: 0, y: 0), CGPoint(x: 3, y: -4), CGPoint(x: -120.5, y: 37.25),
  ]

  @Test func identityLeavesPointsAlone() {
    #expect(CATransform3D.identity.isIdentity)
    for p in Self.points {
      #expect(CATransform3D.identity.project(p) == p)
      #expect(CATransform3D.identity.project(p, z: 25) == p)
    }
  }

  @Test func translationMovesAndScaleStretches() {
    let move = CATransform3D(translationX: 10, y: -20, z: 30)
    let stretch = CATransform3D(scaleX: 2, y: 3, z: 4)
    for p in Self.points {
      #expect(move.project(p) == CGPoint(x: p.x + 10, y: p.y - 20))
      #expect(stretch.project(p) == CGPoint(x: p.x * 2, y: p.y * 3))
    }
    let moved = move.apply(x: 1, y: 2, z: 3)
    #expect(moved == (x: 11, y: -18, z: 33, w: 1))
    let stretched = stretch.apply(x: 1, y: 2, z: 3)
    #expect(stretched == (x: 2, y: 6, z: 12, w: 1))
  }

  @Test func rotationAboutZMatchesTheAffineRotation() {
    let quarter = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let flat = CGAffineTransform(rotationAngle: .pi / 2)
    // +x turns toward +y: clockwise on a y-down screen.
    #expect(Self.close(quarter.project(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1)))
    for p in Self.points {
      #expect(Self.close(quarter.project(p), p.applying(flat)))
    }
    let angle = 0.7
    let some = CATransform3D(rotationAngle: angle, x: 0, y: 0, z: 5).affine
    let expected = CGAffineTransform(rotationAngle: angle)
    for (a, b) in [(some.a, expected.a), (some.b, expected.b), (some.c, expected.c)] {
      #expect(Self.close(a, b))
    }
    #expect(Self.close(some.d, expected.d) && some.tx == 0 && some.ty == 0)
  }

  /// By the right-hand rule, a positive turn about +x takes +y toward +z.
  /// With row vectors, (0, 1, 0) * M is M's second row, (m21, m22, m23) =
  /// (0, cos a, sin a), which is (0, 0, 1) at a quarter turn.
  @Test func rotationAboutXTakesYTowardZ() {
    let quarter = CATransform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    let image = quarter.apply(x: 0, y: 1, z: 0)
    #expect(Self.close(image.x, 0) && Self.close(image.y, 0))
    #expect(Self.close(image.z, 1) && image.w == 1)
    let angle = 0.3
    let turn = CATransform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
    #expect(turn.m22 == cos(angle) && turn.m23 == sin(angle))
    #expect(turn.m32 == -sin(angle) && turn.m33 == cos(angle))
  }

  @Test func rotationsAboutOneAxisAdd() {
    let axis = (x: 1.0, y: 2.0, z: -2.0)
    let twice = CATransform3D(rotationAngle: 0.4, x: axis.x, y: axis.y, z: axis.z)
      .rotated(by: 0.5, x: axis.x, y: axis.y, z: axis.z)
    let once = CATransform3D(rotationAngle: 0.9, x: axis.x, y: axis.y, z: axis.z)
    let a = twice.apply(x: 3, y: -1, z: 2)
    let b = once.apply(x: 3, y: -1, z: 2)
    #expect(Self.close(a.x, b.x) && Self.close(a.y, b.y) && Self.close(a.z, b.z))
    // A point on the axis stays put.
    let fixed = once.apply(x: axis.x, y: axis.y, z: axis.z)
    #expect(Self.close(fixed.x, 1) && Self.close(fixed.y, 2) && Self.close(fixed.z, -2))
  }

  @Test func aZeroAxisIsNoRotation() {
    #expect(CATransform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
  }

  @Test func concatenationAppliesSelfFirst() {
    let (tx, sx, sy) = (10.0, 2.0, 3.0)
    let move = CATransform3D(translationX: tx, y: 0, z: 0)
    let stretch = CATransform3D(scaleX: sx, y: sy, z: 1)
    let p = CGPoint(x: 1, y: 1)
    let moveThenStretch = move.concatenating(stretch).project(p)
    let stretchThenMove = stretch.concatenating(move).project(p)
    #expect(moveThenStretch == CGPoint(x: (p.x + tx) * sx, y: p.y * sy))
    #expect(stretchThenMove == CGPoint(x: p.x * sx + tx, y: p.y * sy))
    #expect(moveThenStretch != stretchThenMove)
    // translatedBy, scaledBy and rotated put the new operation first.
    #expect(stretch.translatedBy(x: tx, y: 0, z: 0) == move.concatenating(stretch))
    #expect(move.scaledBy(x: sx, y: sy, z: 1) == stretch.concatenating(move))
    let turn = CATransform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
    #expect(move.rotated(by: 0.5, x: 0, y: 1, z: 0) == turn.concatenating(move))
  }

  /// With the eye at distance d on +z, depth z scales a point about the
  /// origin by d / (d - z): nearer the viewer is bigger.
  @Test func perspectiveEnlargesWhatComesTowardTheViewer() {
    let d = 500.0
    let eye = CATransform3D.perspective(distance: d)
    #expect(eye.m34 == -1 / d)
    let p = CGPoint(x: 40, y: -30)
    for z in [100.0, -100.0, 0] {
      let factor = d / (d - z)
      #expect(Self.close(eye.project(p, z: z), CGPoint(x: p.x * factor, y: p.y * factor)))
      #expect(Self.close(eye.projectWithDepth(p, z: z).w, 1 - z / d))
    }
    let near = eye.project(p, z: 100)
    let far = eye.project(p, z: -100)
    #expect(hypot(near.x, near.y) > hypot(p.x, p.y))
    #expect(hypot(far.x, far.y) < hypot(p.x, p.y))
  }

  /// A 200 × 100 rectangle centred on the origin, tilted 45° about x and
  /// seen from d = 800. A positive tilt takes +y toward +z, so the bottom
  /// edge (y = 50) comes toward the viewer and the top edge (y = -50) goes
  /// away: the top looks narrower. A negative tilt does the opposite.
  @Test func tiltedRectangleIsATrapezoid() {
    let (d, halfWidth, halfHeight) = (800.0, 100.0, 50.0)
    for angle in [Double.pi / 4, -Double.pi / 4] {
      let tilt = CATransform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
        .concatenating(.perspective(distance: d))
      func edge(_ y: Double) -> (width: Double, y: Double) {
        let left = tilt.project(CGPoint(x: -halfWidth, y: y))
        let right = tilt.project(CGPoint(x: halfWidth, y: y))
        #expect(Self.close(left.y, right.y))
        return (right.x - left.x, left.y)
      }
      // The edge at y rotates to y cos a, depth y sin a, then scales.
      func expected(_ y: Double) -> (width: Double, y: Double) {
        let factor = d / (d - y * sin(angle))
        return (2 * halfWidth * factor, y * cos(angle) * factor)
      }
      let (top, bottom) = (edge(-halfHeight), edge(halfHeight))
      #expect(Self.close(top.width, expected(-halfHeight).width))
      #expect(Self.close(bottom.width, expected(halfHeight).width))
      #expect(Self.close(top.y, expected(-halfHeight).y))
      #expect(Self.close(bottom.y, expected(halfHeight).y))
      #expect((top.width < bottom.width) == (angle > 0))
    }
  }

  @Test func affineOnlyWhileFlatPointsKeepWOne() {
    let flat = CATransform3D(translationX: 5, y: 6, z: 0)
      .scaledBy(x: 2, y: 3, z: 1)
      .rotated(by: 0.4, x: 0, y: 0, z: 1)
    #expect(flat.isAffine)
    // Perspective alone leaves the z = 0 plane where it is.
    #expect(CATransform3D.perspective(distance: 800).isAffine)
    let tilted = CATransform3D(rotationAngle: .pi / 4, x: 1, y: 0, z: 0)
      .concatenating(.perspective(distance: 800))
    #expect(!tilted.isAffine)
  }

  @Test func roundTripsThroughCGAffineTransform() {
    let flat = CGAffineTransform(rotationAngle: 0.3)
      .scaledBy(x: 2, y: -1.5)
      .translatedBy(x: 7, y: -3)
    let deep = CATransform3D(flat)
    #expect(deep.isAffine)
    #expect(deep.affine == flat)
    for p in Self.points {
      #expect(Self.close(deep.project(p), p.applying(flat)))
    }
    let other = CGAffineTransform(translationX: -4, y: 9).rotated(by: 1.1)
    let product = deep.concatenating(CATransform3D(other)).affine
    let expected = flat.concatenating(other)
    let pairs = [
      (product.a, expected.a), (product.b, expected.b), (product.c, expected.c),
      (product.d, expected.d), (product.tx, expected.tx), (product.ty, expected.ty),
    ]
    for (a, b) in pairs { #expect(Self.close(a, b)) }
  }
}
