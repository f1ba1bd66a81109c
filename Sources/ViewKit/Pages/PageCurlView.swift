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
///   3. the sheet's front, cut into strips parallel to the fold, each
///      placed by the curl: flat, or bent with its front up (shaded by its
///      tilt) (`PageCurlView+Strips.swift`);
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
  /// Strips across the half turn round the cylinder (an even number, so
  /// that a cut falls at the quarter turn, where the back comes up).
  static let cylinderStrips = 24
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
    let strips = Strips(curl: curl, cylinderStrips: Self.cylinderStrips)
    let (front, back) = strips.meshes(backPage: backTexture == nil ? nil : orientation)
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
}
