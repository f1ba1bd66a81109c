import Foundation
import Platform

/// Outlines and meshes for the shapes views draw, in local coordinates.
///
/// Everything is triangles for `SDL_RenderGeometry`: a rounded rectangle
/// is a fan from its centre, and a soft shadow is a stack of rounded
/// outlines whose vertex alpha follows a Gaussian blur's profile.
enum Shapes {
  /// Segments per quarter circle; enough that 20 pt corners look round.
  static let cornerSegments = 8

  /// The outline of a rounded rectangle, clockwise from the top-left corner,
  /// with the same number of points whatever the radius (so outlines can be
  /// stitched into rings). A radius of 0 repeats each corner point.
  static func roundedOutline(_ rect: CGRect, radius: Double) -> [CGPoint] {
    let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
    let centers = [
      (CGPoint(x: rect.minX + r, y: rect.minY + r), Double.pi),
      (CGPoint(x: rect.maxX - r, y: rect.minY + r), 1.5 * Double.pi),
      (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
      (CGPoint(x: rect.minX + r, y: rect.maxY - r), 0.5 * Double.pi),
    ]
    var points: [CGPoint] = []
    for (center, start) in centers {
      for i in 0...cornerSegments {
        let angle = start + Double(i) / Double(cornerSegments) * Double.pi / 2
        points.append(CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
      }
    }
    return points
  }

  /// A filled rounded rectangle (a plain one when radius is 0).
  static func roundedRect(_ rect: CGRect, radius: Double, color: Color) -> Mesh {
    guard radius > 0 else { return Mesh.quad(rect, color: color) }
    return fan(around: rect.center, outline: roundedOutline(rect, radius: radius), color: color)
  }

  /// How far, in points, a chord of an ellipse's outline may lie inside
  /// the curve: a tenth of a point is a fifth of a pixel at 2x.
  static let ellipseFlatness = 0.1
  /// The fewest and most chords an ellipse is cut into.
  static let ellipseSegmentRange = 8...64

  /// How many chords an ellipse whose larger radius is `radius` is cut into:
  /// the fewest within `ellipseFlatness`. A chord spanning 2π/n of a circle
  /// of radius r lies r (1 - cos(π/n)) inside it at its middle, so
  /// n = π / acos(1 - flatness / r), rounded up. (A 5-point dot needs 12
  /// and a 40-point face 32, where a fixed count drew 64 for each, and
  /// every triangle is work for the GL driver in every frame.)
  static func ellipseSegments(radius: Double) -> Int {
    let range = ellipseSegmentRange
    guard radius.isFinite, radius > ellipseFlatness / 2 else { return range.lowerBound }
    let exact = Double.pi / acos(1 - ellipseFlatness / radius)
    return max(Int(min(exact.rounded(.up), Double(range.upperBound))), range.lowerBound)
  }

  /// A filled ellipse inscribed in `rect`.
  static func ellipse(in rect: CGRect, color: Color) -> Mesh {
    let count = ellipseSegments(radius: max(rect.width, rect.height) / 2)
    let outline = (0..<count).map { i -> CGPoint in
      let angle = Double(i) / Double(count) * 2 * Double.pi
      return CGPoint(
        x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle))
    }
    return fan(around: rect.center, outline: outline, color: color)
  }

  /// A filled convex polygon.
  static func convexPolygon(_ points: [CGPoint], color: Color) -> Mesh {
    guard points.count >= 3 else { return Mesh() }
    var mesh = Mesh()
    for point in points { mesh.add(Vertex(position: point, color: color)) }
    for i in 1..<(points.count - 1) { mesh.addTriangle(0, Int32(i), Int32(i + 1)) }
    return mesh
  }

  /// A straight line of some width, as a thin quad.
  static func line(from a: CGPoint, to b: CGPoint, width: Double, color: Color) -> Mesh {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return Mesh() }
    let nx = -dy / length * width / 2
    let ny = dx / length * width / 2
    return convexPolygon(
      [
        CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
        CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny),
      ], color: color)
  }

  static func fan(around center: CGPoint, outline: [CGPoint], color: Color) -> Mesh {
    var mesh = Mesh()
    let hub = mesh.add(Vertex(position: center, color: color))
    for point in outline { mesh.add(Vertex(position: point, color: color)) }
    let n = Int32(outline.count)
    for i in 0..<n { mesh.addTriangle(hub, 1 + i, 1 + (i + 1) % n) }
    return mesh
  }
}
