import Foundation
import Platform

/// The picture of a curl turn, drawn over the pages while it runs: the page
/// beneath flat, the shade the curl casts on it, and the sheet in front
/// wrapped round the moving cylinder (`PageTurnCurl` has the geometry),
/// its back showing past a quarter turn.
///
/// Drawn with the renderer itself (`renderOwnContent`), in layers from the
/// bottom up, the sheet's geometry placed at `sheet` (the whole view, or
/// the half after a mid spine):
///   1. the page beneath, flat, from its snapshot (none with a mid spine,
///      where the pages' own views lie beneath the curl);
///   2. the shade on it: a band along the fold, just beyond the lifted
///      paper, `curlShadowAlpha` dark at its edge and clear
///      `curlShadowLength` radii further;
///   3. the sheet's front, as a grid of small cells each placed by the
///      curl: flat, or bent with its front up (shaded by its tilt);
///   4. its back, past a quarter turn. Double-sided, the back page,
///      shaded as the front, read across the spine as a printed sheet's
///      back is: its left edge (top, vertical) on the sheet's right
///      (bottom), so that lying turned over it reads the right way round.
///      Single-sided (as UIKit shows it), the paper, then the front's
///      content, mirrored by the geometry, at `curlBackContent` opacity.
/// The snapshots are taken by the first frame drawn, as the pages are then.
/// Its progress is an animatable value (`progressKey`), so a release or an
/// animated set plays it like any other property.
@MainActor
final class PageCurlView: View {
  /// The key of the curl's progress, 0 (flat) to 1 (turned away).
  static let progressKey = "curlProgress"
  /// How far a corner's drag tilts off the orientation's axis: the fold
  /// lies slanted when a corner is grabbed, as a sheet pulled by its corner
  /// does (not with a mid spine, whose sheet lands square on the other half).
  static let cornerTilt = 0.3
  /// Cells across and down the front page's grid.
  static let gridCells = 32
  /// Quads along the shade's band.
  static let shadeSegments = 16

  private weak var front: View?
  private weak var back: View?
  private weak var beneath: View?
  private var frontTexture: Texture?
  private var backTexture: Texture?
  private var beneathTexture: Texture?
  private(set) var grab = CGPoint.zero
  private(set) var toward = CGPoint(x: -1, y: 0)
  private(set) var sheet = CGRect.zero
  private var orientation = PageViewController.NavigationOrientation.horizontal
  private var heldAtSpine = false

  /// Turns `front` (its back showing `back`, or itself when nil) over
  /// `beneath` (nil: nothing drawn beneath), the sheet lying at `sheet` in
  /// the view, taken hold of at `grab` (a point of the edge that lifts, in
  /// the sheet's points); `heldAtSpine` makes it land on the other half.
  func configure(
    front: View, back: View?, beneath: View?, sheet: CGRect, grab: CGPoint,
    orientation: PageViewController.NavigationOrientation, heldAtSpine: Bool
  ) {
    (self.front, self.back, self.beneath) = (front, back, beneath)
    (self.sheet, self.grab, self.orientation, self.heldAtSpine) =
      (sheet, grab, orientation, heldAtSpine)
    isUserInteractionEnabled = false
    let size = sheet.size
    let corner = heldAtSpine ? 0 : Self.cornerTilt
    if orientation == .horizontal {
      let tilt = grab.y <= 0 ? corner : grab.y >= size.height ? -corner : 0
      toward = CGPoint(x: -1, y: tilt)
    } else {
      let tilt = grab.x <= 0 ? corner : grab.x >= size.width ? -corner : 0
      toward = CGPoint(x: tilt, y: -1)
    }
  }

  /// The curl as it is drawn this frame, in the sheet's points.
  var curl: PageTurnCurl {
    PageTurnCurl(
      size: sheet.size, grab: grab, toward: toward,
      progress: presentationValue(forKey: Self.progressKey), heldAtSpine: heldAtSpine)
  }

  override func renderOwnContent(
    in renderer: Renderer, toWindow: CGAffineTransform, opacity: Double, look: ViewPresentation
  ) {
    if frontTexture == nil { frontTexture = try? front?.snapshot(in: renderer) }
    if backTexture == nil { backTexture = try? back?.snapshot(in: renderer) }
    if beneathTexture == nil { beneathTexture = try? beneath?.snapshot(in: renderer) }
    guard let frontTexture else { return }
    let curl = curl
    let toSheet = CGAffineTransform(translationX: sheet.minX, y: sheet.minY).concatenating(
      toWindow)
    func draw(_ mesh: Mesh, _ texture: Texture?) {
      renderer.draw(mesh.transformed(by: toSheet, opacity: opacity), texture: texture)
    }
    if let beneathTexture {  // 1
      draw(Mesh.quad(CGRect(origin: .zero, size: sheet.size), color: .white), beneathTexture)
    }
    draw(shade(curl), nil)  // 2
    let grid = Grid(curl: curl, cells: Self.gridCells)
    let (front, back) = grid.meshes(backPage: backTexture == nil ? nil : orientation)
    draw(front, frontTexture)  // 3
    if let backTexture {  // 4, double-sided: the back page
      draw(back, backTexture)
      return
    }
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

  /// The sheet cut into cells, each corner placed by the curl; each
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

    /// The front page's mesh and its back's: the paper (single-sided), or
    /// with `backPage` the back page, shaded as the front and read across
    /// the spine for that orientation (its texture flipped along it).
    func meshes(backPage: PageViewController.NavigationOrientation? = nil) -> (
      front: Mesh, back: Mesh
    ) {
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
          let shaded = Color(white: 0.6 + 0.4 * light)
          _ = front.add(Vertex(position: position, color: shaded, texCoord: texCoord))
          switch backPage {
          case nil:
            let paper = Color(white: 0.75 + 0.2 * light)
            _ = back.add(Vertex(position: position, color: paper, texCoord: texCoord))
          case .horizontal?:
            _ = back.add(
              Vertex(position: position, color: shaded, texCoord: CGPoint(x: 1 - u, y: v)))
          case .vertical?:
            _ = back.add(
              Vertex(position: position, color: shaded, texCoord: CGPoint(x: u, y: 1 - v)))
          }
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
