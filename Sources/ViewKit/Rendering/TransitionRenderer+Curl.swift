import Foundation
import Platform

/// Drawing a page curl (`PageCurl` has the geometry), in layers from the
/// bottom up:
///   1. the new page, flat;
///   2. the curl's soft shadow on it, just beyond the lifted paper;
///   3. the old page where it is still flat, and where it bends with its
///      front up (shaded by how it tilts);
///   4. the back of the paper, past a quarter turn: the old content
///      mirrored (the geometry mirrors it) and faded toward white, as the
///      back of a printed sheet shows through.
/// Curl down is curl up played backwards with the pages swapped: the new
/// page comes down over the old.
extension TransitionRenderer {
  /// How much of the content shows through the back of the paper.
  static let curlBackContent = 0.3
  /// The shadow's darkness where it starts, and its length in radii.
  static let curlShadowAlpha = 0.4
  static let curlShadowLength = 0.8

  func renderCurl(
    up: Bool, progress: Double, look: ViewPresentation, toWindow: CGAffineTransform,
    opacity: Double, renderer: Renderer
  ) {
    guard let after = after(in: renderer) else { return }
    let page = up ? before : after
    let beneath = up ? after : before
    let curl = PageCurl(size: look.bounds.size, progress: up ? progress : 1 - progress)
    let origin = CGAffineTransform(translationX: look.bounds.minX, y: look.bounds.minY)
    let place = origin.concatenating(toWindow)
    let pixel = 1 / renderer.scale
    func draw(_ mesh: Mesh, _ texture: Texture?) {
      var placed = mesh.transformed(by: place, opacity: opacity)
      // Strips that meet on a pixel row leave no crack in SDL's software
      // rasterizer; unturned, snap their rows to whole pixels.
      if place.isTranslation {
        for i in placed.vertices.indices {
          placed.vertices[i].position.y = (placed.vertices[i].position.y / pixel).rounded() * pixel
        }
      }
      renderer.draw(placed, texture: texture)
    }
    let h = look.bounds.height
    draw(Mesh.quad(CGRect(origin: .zero, size: look.bounds.size), color: .white), beneath)  // 1
    draw(shadow(curl), nil)  // 2
    let quarter = curl.fold + curl.radius * Double.pi / 2  // where the back starts facing up
    let shade = { (y: Double) in Color(white: 0.6 + 0.4 * curl.light(y)) }
    let flatEnd = min(h, max(0, curl.fold))
    draw(curl.strips(from: 0, to: flatEnd, color: shade), page)  // 3: flat
    draw(curl.strips(from: flatEnd, to: min(h, quarter), color: shade), page)  // 3: bending
    let back = curl.strips(from: max(0, quarter), to: h) { y in
      Color(white: 0.75 + 0.2 * curl.light(y))
    }
    draw(back, nil)  // 4: the paper
    var content = back
    for i in content.vertices.indices { content.vertices[i].color.alpha = Self.curlBackContent }
    draw(content, page)  // 4: its content showing through
  }

  /// A band of shadow below the lifted paper, dark at its edge, fading out.
  private func shadow(_ curl: PageCurl) -> Mesh {
    let top = curl.lowestLiftedPoint
    guard top < curl.size.height else { return Mesh() }
    let bottom = top + curl.radius * Self.curlShadowLength
    let dark = Color(white: 0, alpha: Self.curlShadowAlpha)
    let clear = Color(white: 0, alpha: 0)
    var mesh = Mesh()
    let a = mesh.add(Vertex(position: CGPoint(x: 0, y: top), color: dark))
    let b = mesh.add(Vertex(position: CGPoint(x: curl.size.width, y: top), color: dark))
    let c = mesh.add(Vertex(position: CGPoint(x: curl.size.width, y: bottom), color: clear))
    let d = mesh.add(Vertex(position: CGPoint(x: 0, y: bottom), color: clear))
    mesh.addQuad(a, b, c, d)
    return mesh
  }
}
