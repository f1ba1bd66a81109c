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
    draw(grid.mesh(.front), frontTexture)  // 3
    if let backTexture {  // 4, double-sided
      draw(grid.mesh(.backPage(orientation)), backTexture)
      return
    }
    let paper = grid.mesh(.paper)
    draw(paper, nil)  // 4: the paper
    var content = paper
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
  struct Grid {
    /// What a face of the grid shows.
    enum Face {
      /// The front page, shaded by its tilt.
      case front
      /// The blank back, lighter (single-sided).
      case paper
      /// The back page, shaded as the front, read across the spine for
      /// the orientation (its texture flipped along it).
      case backPage(PageViewController.NavigationOrientation)
    }

    let curl: PageTurnCurl
    let cells: Int

    func mesh(_ face: Face) -> Mesh {
      var mesh = Mesh()
      let size = curl.size
      for row in 0...cells {
        for column in 0...cells {
          let u = Double(column) / Double(cells)
          let v = Double(row) / Double(cells)
          let source = CGPoint(x: u * size.width, y: v * size.height)
          let light = curl.light(source)
          var white = 0.6 + 0.4 * light
          var texCoord = CGPoint(x: u, y: v)
          switch face {
          case .front: break
          case .paper: white = 0.75 + 0.2 * light
          case .backPage(.horizontal): texCoord.x = 1 - u
          case .backPage(.vertical): texCoord.y = 1 - v
          }
          mesh.add(
            Vertex(
              position: curl.place(source).point, color: Color(white: white), texCoord: texCoord))
        }
      }
      var triangles: [(depth: Double, corners: (Int32, Int32, Int32))] = []
      let back: Bool
      if case .front = face { back = false } else { back = true }
      for row in 0..<cells {
        for column in 0..<cells {
          let a = Int32(row * (cells + 1) + column)
          let (b, d) = (a + 1, a + Int32(cells + 1))
          for corners in [(a, b, d + 1), (a, d + 1, d)] {
            let depth = middleDepth(corners, size: size)
            let showsBack = depth / curl.radius > Double.pi / 2
            if showsBack == back { triangles.append((depth, corners)) }
          }
        }
      }
      for triangle in triangles.sorted(by: { $0.depth < $1.depth }) {
        mesh.addTriangle(triangle.corners.0, triangle.corners.1, triangle.corners.2)
      }
      return mesh
    }

    /// The depth past the fold of a triangle's middle.
    private func middleDepth(_ corners: (Int32, Int32, Int32), size: CGSize) -> Double {
      let points = [corners.0, corners.1, corners.2].map { index -> CGPoint in
        let column = Double(Int(index) % (cells + 1)) / Double(cells)
        let row = Double(Int(index) / (cells + 1)) / Double(cells)
        return CGPoint(x: column * size.width, y: row * size.height)
      }
      let middle = CGPoint(
        x: points.map(\.x).reduce(0, +) / 3, y: points.map(\.y).reduce(0, +) / 3)
      return curl.depth(middle)
    }
  }
}
