import Foundation
import Platform

/// A texture drawn through a 3D transform with perspective, as a grid of
/// small quads, for views under `transform3D` and for flips.
///
/// `SDL_RenderGeometry` maps textures affinely across each triangle, which
/// would shear a perspective image along its diagonals. Cutting the face
/// into many cells, each projected at its corners, keeps that error below a
/// pixel. Cells turned away from the viewer are not drawn, and alpha rides
/// in the vertex colours, which RenderGeometry multiplies in.
struct ProjectedQuad {
  /// The face's size in points; its centre is the origin of `transform`.
  var size: CGSize
  /// The 3D transform about the face's centre, perspective included.
  var transform: CATransform3D
  /// Where the face's centre goes, in the parent's coordinates.
  var center: CGPoint
  /// The parent's coordinates to the window's.
  var parentToWindow: CGAffineTransform
  var columns = 16
  var rows = 16
  /// Pixels per point, for snapping.
  var pixelScale: Double = 1
  /// Put rows (y) or columns (x) of corners on whole pixels. For a turn
  /// about one axis the cell edges across it stay straight lines of equal y
  /// (or x), and SDL's software rasterizer leaves a hairline along such an
  /// edge at a fractional position; snapping the whole line moves it less
  /// than half a pixel and bends nothing.
  var snapRows = false
  var snapColumns = false

  /// The mesh, tinted by `shade` (1 unchanged, 0 black) at `opacity`; nil
  /// when the face is edge-on or turned away.
  func mesh(opacity: Double, shade: Double) -> Mesh? {
    let color = Color(red: shade, green: shade, blue: shade, alpha: opacity)
    var mesh = Mesh()
    let grid = projectedCorners()
    for (index, corner) in grid.enumerated() {
      let u = Double(index % (columns + 1)) / Double(columns)
      let v = Double(index / (columns + 1)) / Double(rows)
      mesh.add(Vertex(position: corner.point, color: color, texCoord: CGPoint(x: u, y: v)))
    }
    let inFront = grid.map(\.inFrontOfEye)
    for row in 0..<rows {
      for column in 0..<columns {
        let a = Int32(row * (columns + 1) + column)
        let b = a + 1
        let d = a + Int32(columns + 1)
        let c = d + 1
        addIfFacing(&mesh, a, b, c, inFront)
        addIfFacing(&mesh, a, c, d, inFront)
      }
    }
    return mesh.isEmpty ? nil : mesh
  }

  /// The cells' corners in window points, row by row ((columns + 1) ×
  /// (rows + 1) of them), each with whether it lies in front of the eye:
  /// what `mesh` draws and the inspector's wireframe outlines.
  func projectedCorners() -> [(point: CGPoint, inFrontOfEye: Bool)] {
    var corners: [(point: CGPoint, inFrontOfEye: Bool)] = []
    corners.reserveCapacity((rows + 1) * (columns + 1))
    for row in 0...rows {
      for column in 0...columns {
        corners.append(project(u: Double(column) / Double(columns), v: Double(row) / Double(rows)))
      }
    }
    return corners
  }

  /// A point of the face, at (u, v) in 0...1 across it, in window points.
  private func project(u: Double, v: Double) -> (CGPoint, Bool) {
    let local = CGPoint(x: (u - 0.5) * size.width, y: (v - 0.5) * size.height)
    let projected = transform.projectWithDepth(local)
    let inParent = CGPoint(x: projected.point.x + center.x, y: projected.point.y + center.y)
    let inWindow = inParent.applying(parentToWindow)
    let snapped = CGPoint(
      x: snapColumns ? (inWindow.x * pixelScale).rounded() / pixelScale : inWindow.x,
      y: snapRows ? (inWindow.y * pixelScale).rounded() / pixelScale : inWindow.y)
    return (snapped, projected.w > 0)
  }

  /// Keeps a triangle only if it still winds as it did unturned (facing
  /// the viewer) and lies in front of the eye.
  private func addIfFacing(
    _ mesh: inout Mesh, _ a: Int32, _ b: Int32, _ c: Int32, _ inFront: [Bool]
  ) {
    guard inFront[Int(a)], inFront[Int(b)], inFront[Int(c)] else { return }
    let p = mesh.vertices
    let ab = CGPoint(
      x: p[Int(b)].position.x - p[Int(a)].position.x, y: p[Int(b)].position.y - p[Int(a)].position.y
    )
    let ac = CGPoint(
      x: p[Int(c)].position.x - p[Int(a)].position.x, y: p[Int(c)].position.y - p[Int(a)].position.y
    )
    let winding = ab.x * ac.y - ab.y * ac.x
    let mirrored = parentToWindow.a * parentToWindow.d - parentToWindow.b * parentToWindow.c < 0
    if (winding > 1e-9) != mirrored && abs(winding) > 1e-9 { mesh.addTriangle(a, b, c) }
  }
}
