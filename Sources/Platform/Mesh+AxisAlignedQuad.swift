import Foundation

/// A mesh that is one upright rectangle: what `SDL_RenderCopyF` (with a
/// texture) or `SDL_RenderFillRectF` (without) can draw instead of
/// `SDL_RenderGeometry`.
///
/// Why it matters: SDL's software renderer draws geometry with a
/// per-pixel triangle rasterizer, but copies a rectangle with a blit, and a
/// GL renderer batches copies the same way it batches triangles. Most of a
/// map frame (tiles, names, backgrounds) is upright rectangles.
struct AxisAlignedQuad: Equatable {
  /// Where it lands, in points.
  var rect: CGRect
  /// The part of the texture it shows, in 0...1 of the texture's size.
  var source: CGRect
  /// The one color of all four corners (a texture's tint).
  var color: Color
}

extension Mesh {
  /// The mesh as one upright rectangle, or nil if it is anything else: the
  /// four vertices of `Mesh.quad` in their order (top left, top right,
  /// bottom right, bottom left), indices `0 1 2 0 2 3`, one color, and
  /// texture coordinates that run the same way as the corners, so that
  /// neither the picture nor the rectangle is turned or mirrored.
  var axisAlignedQuad: AxisAlignedQuad? {
    guard vertices.count == 4, indices == Mesh.quadIndices else { return nil }
    let (a, b, c, d) = (vertices[0], vertices[1], vertices[2], vertices[3])
    guard a.color == b.color, a.color == c.color, a.color == d.color,
      Self.isUprightRectangle(a.position, b.position, c.position, d.position),
      Self.isUprightRectangle(a.texCoord, b.texCoord, c.texCoord, d.texCoord)
    else { return nil }
    return AxisAlignedQuad(
      rect: CGRect(
        x: a.position.x, y: a.position.y, width: c.position.x - a.position.x,
        height: c.position.y - a.position.y),
      source: CGRect(
        x: a.texCoord.x, y: a.texCoord.y, width: c.texCoord.x - a.texCoord.x,
        height: c.texCoord.y - a.texCoord.y),
      color: a.color)
  }

  /// True if a-b-c-d, clockwise from the top left, is a rectangle with
  /// horizontal and vertical edges and a positive width and height.
  private static func isUprightRectangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint)
    -> Bool
  {
    a.y == b.y && b.x == c.x && c.y == d.y && d.x == a.x && b.x > a.x && d.y > a.y
  }
}

extension CGRect {
  /// True if every edge, multiplied by `scale`, lies within a hundredth of a
  /// whole pixel. SDL's software renderer rounds a copy's or a fill's
  /// edges to whole pixels, so only such rectangles draw there exactly as
  /// the triangles would.
  public func isPixelAligned(scale: Double) -> Bool {
    [minX, minY, maxX, maxY].allSatisfy { v in
      let pixels = v * scale
      return abs(pixels - pixels.rounded()) < 0.01
    }
  }
}
