import Foundation
import Platform

/// The flip's machinery drawn over the flip (the inspector's G key): the
/// grid cells on the unturned face, each cell's projected quad with the
/// diagonal along which SDL splits it into two affinely mapped triangles,
/// and the vanishing point where the turned face's edges across the axis
/// meet.
///
/// No UIKit counterpart; a teaching instrument. With one cell the texture
/// is mapped affinely across each of two big triangles, and the picture
/// visibly bends along the diagonal: the shear the grid exists to fix.
extension TransitionRenderer {
  static let cellColor = Color(red: 0.3, green: 0.8, blue: 1, alpha: 0.45)
  static let quadColor = Color(red: 1, green: 0.85, blue: 0.1, alpha: 0.8)
  static let diagonalColor = Color(red: 1, green: 0.85, blue: 0.1, alpha: 0.35)
  static let vanishingColor = Color(red: 1, green: 0.3, blue: 0.8, alpha: 0.9)

  /// Queues the wireframe of `quad` for the end of the frame.
  func drawWireframe(
    _ quad: ProjectedQuad, look: ViewPresentation, parentToWindow: CGAffineTransform,
    acrossRows: Bool
  ) {
    var lines = Mesh()
    let flat = View.toSuperview(look, affine: look.transform3D.affine).concatenating(parentToWindow)
    lines.append(Self.flatCells(quad, bounds: look.bounds, toWindow: flat))
    lines.append(Self.projectedCells(quad))
    if let point = Self.vanishingPoint(quad, acrossRows: acrossRows) {
      lines.append(Self.vanishingLines(quad, to: point, acrossRows: acrossRows))
    }
    Self.pendingWireframes.append(lines)
  }

  /// Wireframes of this frame's flips, drawn once the whole tree is: a
  /// vanishing point usually lies outside the flipping pane, and later
  /// views would cover lines drawn with it.
  static var pendingWireframes: [Mesh] = []

  /// Draws and forgets this frame's wireframes (`Window.render(into:)` calls it last).
  static func drawPendingWireframes(in renderer: Renderer) {
    guard !pendingWireframes.isEmpty else { return }
    let (blendMode, clip) = (renderer.blendMode, renderer.clipRect)
    renderer.blendMode = .normal
    renderer.setClip(nil)
    for mesh in pendingWireframes { renderer.draw(mesh) }
    renderer.blendMode = blendMode
    renderer.setClip(clip)
    pendingWireframes.removeAll()
  }

  /// The cells where they would be with the face unturned.
  static func flatCells(_ quad: ProjectedQuad, bounds: CGRect, toWindow: CGAffineTransform) -> Mesh
  {
    var mesh = Mesh()
    func line(_ a: CGPoint, _ b: CGPoint) {
      mesh.append(
        Shapes.line(
          from: a.applying(toWindow), to: b.applying(toWindow), width: 1, color: cellColor))
    }
    for column in 0...quad.columns {
      let x = bounds.minX + bounds.width * Double(column) / Double(quad.columns)
      line(CGPoint(x: x, y: bounds.minY), CGPoint(x: x, y: bounds.maxY))
    }
    for row in 0...quad.rows {
      let y = bounds.minY + bounds.height * Double(row) / Double(quad.rows)
      line(CGPoint(x: bounds.minX, y: y), CGPoint(x: bounds.maxX, y: y))
    }
    return mesh
  }

  /// Each cell's projected quad and the diagonal that splits it, for every
  /// cell whose corners are all in front of the eye.
  static func projectedCells(_ quad: ProjectedQuad) -> Mesh {
    let corners = quad.projectedCorners()
    let stride = quad.columns + 1
    var mesh = Mesh()
    for row in 0..<quad.rows {
      for column in 0..<quad.columns {
        let a = corners[row * stride + column]
        let b = corners[row * stride + column + 1]
        let d = corners[(row + 1) * stride + column]
        let c = corners[(row + 1) * stride + column + 1]
        guard a.inFrontOfEye, b.inFrontOfEye, c.inFrontOfEye, d.inFrontOfEye else { continue }
        for (p, q) in [(a, b), (b, c), (c, d), (d, a)] {
          mesh.append(Shapes.line(from: p.point, to: q.point, width: 1, color: quadColor))
        }
        mesh.append(Shapes.line(from: a.point, to: c.point, width: 1, color: diagonalColor))
      }
    }
    return mesh
  }

  /// Where the face's lines across the turning axis meet, in window
  /// points; nil while the face is flat-on (they are parallel).
  ///
  /// A direction d has homogeneous coordinates (d, 0); through the
  /// transform (row vectors, as `CATransform3D`) it becomes a row of the
  /// matrix: y gives (m21, m22, m23, m24), x gives (m11, m12, m13, m14).
  /// Dividing by the last entry projects it: every line with that
  /// direction passes through that image point.
  static func vanishingPoint(_ quad: ProjectedQuad, acrossRows: Bool) -> CGPoint? {
    let t = quad.transform
    let (x, y, w) = acrossRows ? (t.m21, t.m22, t.m24) : (t.m11, t.m12, t.m14)
    guard abs(w) > 1e-9 else { return nil }
    let inParent = CGPoint(x: x / w + quad.center.x, y: y / w + quad.center.y)
    let point = inParent.applying(quad.parentToWindow)
    guard point.x.isFinite, point.y.isFinite else { return nil }
    return point
  }

  /// The face's two outer edges across the axis, drawn on to the
  /// vanishing point, and a dot there.
  static func vanishingLines(_ quad: ProjectedQuad, to point: CGPoint, acrossRows: Bool) -> Mesh {
    let corners = quad.projectedCorners()
    let last = corners.count - 1
    // Across rows: the left and right edges (top-left to bottom-left, ...);
    // across columns: the top and bottom edges.
    let edges =
      acrossRows
      ? [(0, last - quad.columns), (quad.columns, last)]
      : [(0, quad.columns), (last - quad.columns, last)]
    var mesh = Mesh()
    for (start, end) in edges where corners[start].inFrontOfEye && corners[end].inFrontOfEye {
      let far = farther(corners[start].point, corners[end].point, from: point)
      mesh.append(Shapes.line(from: far, to: point, width: 1, color: vanishingColor))
    }
    let dot = CGRect(x: point.x - 5, y: point.y - 5, width: 10, height: 10)
    mesh.append(Shapes.ellipse(in: dot, color: vanishingColor))
    return mesh
  }

  /// Of two points, the one farther from `target`: the line drawn from it
  /// runs the edge's whole length on to the vanishing point.
  private static func farther(_ a: CGPoint, _ b: CGPoint, from target: CGPoint) -> CGPoint {
    let da = hypot(a.x - target.x, a.y - target.y)
    let db = hypot(b.x - target.x, b.y - target.y)
    return da > db ? a : b
  }
}
