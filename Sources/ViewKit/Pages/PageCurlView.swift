import Foundation
import Platform

/// The picture of a curl turn, drawn over the pages while it runs: the page
/// beneath flat, the shade the curl casts on it, and the page in front
/// wrapped round the moving cylinder (`PageTurnCurl` has the geometry),
/// its back showing past a quarter turn.
///
/// Drawn with the renderer itself (`renderOwnContent`), in layers from the
/// bottom up:
///   1. the page beneath, flat, from its snapshot;
///   2. the shade on it: a band along the fold, just beyond the lifted
///      paper, `curlShadowAlpha` dark at its edge and clear
///      `curlShadowLength` radii further;
///   3. the front page, as a grid of small cells each placed by the
///      curl: flat, or bent with its front up (shaded by its tilt);
///   4. its back, past a quarter turn: the paper, then (the page being
///      single-sided, as UIKit shows it) the front's content, mirrored by
///      the geometry, at `curlBackContent` opacity.
/// The snapshots are taken by the first frame drawn, as the pages are then.
/// Its progress is an animatable value (`progressKey`), so a release or an
/// animated set plays it like any other property.
@MainActor
final class PageCurlView: View {
  /// The key of the curl's progress, 0 (flat) to 1 (turned away).
  static let progressKey = "curlProgress"
  /// How far a corner's drag tilts off the orientation's axis: the fold
  /// lies slanted when a corner is grabbed, as a sheet pulled by its corner does.
  static let cornerTilt = 0.3
  /// Cells across and down the front page's grid.
  static let gridCells = 32
  /// Quads along the shade's band.
  static let shadeSegments = 16

  private weak var front: View?
  private weak var beneath: View?
  private var frontTexture: Texture?
  private var beneathTexture: Texture?
  private(set) var grab = CGPoint.zero
  private(set) var toward = CGPoint(x: -1, y: 0)

  /// Turns `front` over `beneath`, taken hold of at `grab` (a point of the
  /// edge that lifts, in the view's points).
  func configure(
    front: View, beneath: View, grab: CGPoint, orientation: PageViewController.NavigationOrientation
  ) {
    self.front = front
    self.beneath = beneath
    self.grab = grab
    isUserInteractionEnabled = false
    let size = bounds.size
    if orientation == .horizontal {
      let tilt = grab.y <= 0 ? Self.cornerTilt : grab.y >= size.height ? -Self.cornerTilt : 0
      toward = CGPoint(x: -1, y: tilt)
    } else {
      let tilt = grab.x <= 0 ? Self.cornerTilt : grab.x >= size.width ? -Self.cornerTilt : 0
      toward = CGPoint(x: tilt, y: -1)
    }
  }

  /// The curl as it is drawn this frame.
  var curl: PageTurnCurl {
    PageTurnCurl(
      size: bounds.size, grab: grab, toward: toward,
      progress: presentationValue(forKey: Self.progressKey))
  }

  override func renderOwnContent(
    in renderer: Renderer, toWindow: CGAffineTransform, opacity: Double, look: ViewPresentation
  ) {
    if frontTexture == nil { frontTexture = try? front?.snapshot(in: renderer) }
    if beneathTexture == nil { beneathTexture = try? beneath?.snapshot(in: renderer) }
    guard let frontTexture, let beneathTexture else { return }
    let curl = curl
    func draw(_ mesh: Mesh, _ texture: Texture?) {
      renderer.draw(mesh.transformed(by: toWindow, opacity: opacity), texture: texture)
    }
    draw(Mesh.quad(CGRect(origin: .zero, size: look.bounds.size), color: .white), beneathTexture)
    draw(shade(curl), nil)  // 2
    let (front, back) = Grid(curl: curl, cells: Self.gridCells).meshes()
    draw(front, frontTexture)  // 3
    draw(back, nil)  // 4: the paper
    var content = back
    for i in content.vertices.indices {
      content.vertices[i].color = Color(white: 1, alpha: TransitionRenderer.curlBackContent)
    }
    draw(content, frontTexture)  // 4: the content showing through
  }

  /// Layer 2: a band across the page, parallel to the fold, from the edge
  /// of the lifted paper outward; cut along the fold into `shadeSegments`
  /// quads, as long thin triangles interpolate their colours less exactly.
  func shade(_ curl: PageTurnCurl) -> Mesh {
    let edge = curl.liftedExtent
    guard edge > 0 else { return Mesh() }
    let length = curl.radius * TransitionRenderer.curlShadowLength
    let near = curl.pointPastFold(edge)
    let far = curl.pointPastFold(edge + length)
    let span = (curl.size.width * curl.size.width + curl.size.height * curl.size.height)
      .squareRoot()
    let across = CGPoint(x: -curl.toward.y, y: curl.toward.x)
    let dark = Color(white: 0, alpha: TransitionRenderer.curlShadowAlpha)
    let clear = Color(white: 0, alpha: 0)
    var mesh = Mesh()
    var previous: (Int32, Int32)?
    for step in 0...Self.shadeSegments {
      let t = span * (2 * Double(step) / Double(Self.shadeSegments) - 1)
      let a = mesh.add(
        Vertex(position: CGPoint(x: near.x + across.x * t, y: near.y + across.y * t), color: dark))
      let b = mesh.add(
        Vertex(position: CGPoint(x: far.x + across.x * t, y: far.y + across.y * t), color: clear))
      if let (pa, pb) = previous { mesh.addQuad(pa, a, b, pb) }
      previous = (a, b)
    }
    return mesh
  }

  /// The front page cut into cells, each corner placed by the curl; each
  /// triangle goes to the front or the back by the angle at its middle,
  /// in order of depth (back to front, as height grows with it).
  ///
  /// Both meshes are made in one pass: the corners are placed once, and a
  /// triangle's depth is found once, from its corners' grid points, with
  /// no array made for it (the two meshes made apart, each triangle's
  /// corners in arrays, had been half the main thread's frame).
  struct Grid {
    let curl: PageTurnCurl
    let cells: Int

    /// The front page's mesh and its back's (shaded as paper).
    func meshes() -> (front: Mesh, back: Mesh) {
      let size = curl.size
      let side = cells + 1
      var front = Mesh()
      var back = Mesh()
      front.vertices.reserveCapacity(side * side)
      back.vertices.reserveCapacity(side * side)
      for row in 0...cells {
        for column in 0...cells {
          let u = Double(column) / Double(cells)
          let v = Double(row) / Double(cells)
          let source = CGPoint(x: u * size.width, y: v * size.height)
          let light = curl.light(source)
          let position = curl.place(source).point
          let texCoord = CGPoint(x: u, y: v)
          _ = front.add(
            Vertex(position: position, color: Color(white: 0.6 + 0.4 * light), texCoord: texCoord))
          _ = back.add(
            Vertex(position: position, color: Color(white: 0.75 + 0.2 * light), texCoord: texCoord))
        }
      }
      var fronts: [Triangle] = []
      var backs: [Triangle] = []
      fronts.reserveCapacity(2 * cells * cells)
      func sort(_ triangle: Triangle) {
        var triangle = triangle
        triangle.depth = middleDepth(triangle, size: size)
        if triangle.depth / curl.radius > Double.pi / 2 {
          backs.append(triangle)
        } else {
          fronts.append(triangle)
        }
      }
      for row in 0..<cells {
        for column in 0..<cells {
          let a = Int32(row * side + column)
          let (b, d) = (a + 1, a + Int32(side))
          sort(Triangle(a, b, d + 1))
          sort(Triangle(a, d + 1, d))
        }
      }
      add(fronts, to: &front)
      add(backs, to: &back)
      return (front, back)
    }

    /// One triangle of the grid, by its corners' indices, and the depth
    /// past the fold of its middle.
    struct Triangle {
      var corners: (Int32, Int32, Int32)
      var depth = 0.0

      init(_ a: Int32, _ b: Int32, _ c: Int32) { corners = (a, b, c) }
    }

    /// Adds `triangles` to `mesh` in order of depth (a stable sort: equal
    /// depths keep the grid's order).
    private func add(_ triangles: [Triangle], to mesh: inout Mesh) {
      mesh.indices.reserveCapacity(3 * triangles.count)
      for triangle in triangles.sorted(by: { $0.depth < $1.depth }) {
        mesh.addTriangle(triangle.corners.0, triangle.corners.1, triangle.corners.2)
      }
    }

    /// The depth past the fold of a triangle's middle: the mean of its
    /// corners' grid points.
    private func middleDepth(_ triangle: Triangle, size: CGSize) -> Double {
      func point(_ index: Int32) -> CGPoint {
        let column = Double(Int(index) % (cells + 1)) / Double(cells)
        let row = Double(Int(index) / (cells + 1)) / Double(cells)
        return CGPoint(x: column * size.width, y: row * size.height)
      }
      let (a, b, c) = (
        point(triangle.corners.0), point(triangle.corners.1), point(triangle.corners.2)
      )
      return curl.depth(CGPoint(x: (a.x + b.x + c.x) / 3, y: (a.y + b.y + c.y) / 3))
    }
  }
}
