import Foundation

/// Drawing a quad, or a mesh moved into window points, without making a
/// mesh for the draw: the renderer fills one of its own, kept from draw to
/// draw, so that a steady frame allocates nothing for its quads (tiles,
/// names, shadow pieces) or for its cached meshes (backgrounds, shadows,
/// display-list fills). What is drawn is what `draw(_:texture:)` draws for
/// the same mesh made with `Mesh.quad` and moved vertex by vertex.
extension Renderer {
  /// The whole of a texture, or a fill: 0...1 on both axes.
  public static let wholeTexture = CGRect(x: 0, y: 0, width: 1, height: 1)

  /// Draws an upright rectangle in `color`, showing the `source` part (0...1)
  /// of `texture`, or filled if there is none.
  public func drawQuad(
    _ rect: CGRect, color: Color, source: CGRect = wholeTexture, texture: Texture? = nil
  ) {
    drawQuad(
      corners: (
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
      ), color: color, source: source, texture: texture)
  }

  /// Draws any four corners (top left, top right, bottom right, bottom left)
  /// in `color`, as `Mesh.quad(corners:color:)` with its texture coordinates
  /// mapped to `source`.
  public func drawQuad(
    corners: (CGPoint, CGPoint, CGPoint, CGPoint), color: Color, source: CGRect = wholeTexture,
    texture: Texture? = nil
  ) {
    // The texture coordinates as `Mesh.mapTexture(to:)` makes them from 0 and 1.
    let (left, right) = (source.minX, source.minX + source.width)
    let (top, bottom) = (source.minY, source.minY + source.height)
    quadScratch.vertices[0] = Vertex(
      position: corners.0, color: color, texCoord: CGPoint(x: left, y: top))
    quadScratch.vertices[1] = Vertex(
      position: corners.1, color: color, texCoord: CGPoint(x: right, y: top))
    quadScratch.vertices[2] = Vertex(
      position: corners.2, color: color, texCoord: CGPoint(x: right, y: bottom))
    quadScratch.vertices[3] = Vertex(
      position: corners.3, color: color, texCoord: CGPoint(x: left, y: bottom))
    draw(quadScratch, texture: texture)
  }

  /// Draws `mesh` with each vertex's position mapped by `position` and its
  /// alpha multiplied by `opacity`: a mesh cached in a view's own points,
  /// drawn in the window's.
  public func draw(
    _ mesh: Mesh, texture: Texture? = nil, opacity: Double, mapping position: (CGPoint) -> CGPoint
  ) {
    movedScratch.vertices.removeAll(keepingCapacity: true)
    for vertex in mesh.vertices {
      var moved = vertex
      moved.position = position(vertex.position)
      moved.color.alpha *= opacity
      movedScratch.vertices.append(moved)
    }
    movedScratch.indices = mesh.indices  // shared, not copied
    draw(movedScratch, texture: texture)
  }
}
