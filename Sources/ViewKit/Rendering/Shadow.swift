import Foundation
import Platform

/// A soft drop shadow as a mesh, as Core Animation's `shadowRadius` blurs it.
///
/// The method: a shape blurred by a Gaussian of standard deviation sigma
/// has, at signed distance `d` outside its edge, the coverage
///
///     coverage(d) = erfc(d / (sigma * sqrt 2)) / 2
///
/// (exact for a straight edge; corners are close enough to look right).
/// The mesh is a stack of outlines of the shape grown by `d` for `d` from
/// -2 sigma to +3 sigma; each outline's vertices carry the coverage at its
/// `d` as alpha, and SDL interpolates between them. Inside -2 sigma the
/// shape is filled at the coverage there (97.7%). Sigma is half the radius,
/// the convention CSS and WebKit also use for a blur radius.
enum Shadow {
  /// Distances from the edge, in units of sigma, where outlines are placed.
  static let steps: [Double] = [-2, -1.5, -1, -0.6, -0.3, 0, 0.3, 0.6, 1, 1.5, 2, 2.5, 3]

  static func coverage(atDistance d: Double, sigma: Double) -> Double {
    guard sigma > 0 else { return d <= 0 ? 1 : 0 }
    return erfc(d / (sigma * 2.0.squareRoot())) / 2
  }

  /// The shadow of a rounded rectangle, in the same coordinates as `rect`.
  static func mesh(for rect: CGRect, cornerRadius: Double, radius: Double, color: Color) -> Mesh {
    let sigma = radius / 2
    guard sigma > 0 else { return Shapes.roundedRect(rect, radius: cornerRadius, color: color) }
    let outlines = steps.map { step -> (points: [CGPoint], alpha: Double) in
      let d = step * sigma
      let grown = rect.insetBy(dx: -d, dy: -d)
      let safe =
        grown.width > 0 && grown.height > 0 ? grown : CGRect(origin: rect.center, size: .zero)
      return (
        Shapes.roundedOutline(safe, radius: cornerRadius + d), coverage(atDistance: d, sigma: sigma)
      )
    }
    // The filled middle, at the innermost outline's coverage.
    let innermost = outlines[0]
    var mesh = Shapes.fan(
      around: rect.center, outline: innermost.points,
      color: color.withAlphaComponent(color.alpha * innermost.alpha))
    for (inner, outer) in zip(outlines, outlines.dropFirst()) {
      mesh.append(ring(inner: inner, outer: outer, color: color))
    }
    return mesh
  }

  /// The band between two outlines with the same number of points.
  private static func ring(
    inner: (points: [CGPoint], alpha: Double), outer: (points: [CGPoint], alpha: Double),
    color: Color
  ) -> Mesh {
    var mesh = Mesh()
    let innerColor = color.withAlphaComponent(color.alpha * inner.alpha)
    let outerColor = color.withAlphaComponent(color.alpha * outer.alpha)
    for point in inner.points { mesh.add(Vertex(position: point, color: innerColor)) }
    for point in outer.points { mesh.add(Vertex(position: point, color: outerColor)) }
    let n = Int32(inner.points.count)
    for i in 0..<n {
      let j = (i + 1) % n
      mesh.addQuad(i, j, n + j, n + i)
    }
    return mesh
  }
}
