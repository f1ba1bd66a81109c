import Foundation

/// The triangles SDL's software renderer can draw without overflowing.
///
/// SDL 2.26's software rasterizer (`SDL_SW_BlitTriangle` and
/// `SDL_SW_FillTriangle`) interpolates a vertex's texture coordinate (in
/// texels) or color (0 to 255) as that value times the triangle's doubled
/// area in half-pixel units, in a 32-bit `int`. A large textured triangle
/// overflows it, and the rasterizer then reads far outside the texture: a
/// full-window snapshot turned by the flip at 951×1095 pixels crashed the
/// app headless (signal 11 inside `SDL_RenderGeometry`). Its positions are
/// made `int`s as well, so a vertex far outside the surface overflows too.
///
/// The method, for each triangle:
/// 1. One wholly outside the surface is dropped: it draws nothing.
/// 2. One with a vertex beyond the surface's edge (and a pixel's margin) is
///    clipped to it (Sutherland and Hodgman), and the polygon left is cut
///    into a fan.
/// 3. A triangle whose product is still over `safeProduct` is cut in two
///    at the middle of its longest edge, again and again.
/// Positions, colors and texture coordinates are interpolated linearly,
/// as the rasterizer interpolates them, so the pixels stay the same but
/// for rounding along the new edges. A triangle that is not finite, or
/// has no area, is dropped.
extension Mesh {
  /// The largest product of a value (texel or color byte) and the doubled
  /// area in half-pixel units (four times the doubled area in pixels)
  /// that is drawn in one piece: half of `Int32.max`, for a margin.
  static let safeProduct = Double(Int32.max) / 2

  /// The same drawing in triangles the software rasterizer draws safely
  /// into a surface of `pixelSize` at `scale` pixels per point, for a
  /// texture whose larger side has `texels` (nil: no texture); nil when
  /// every triangle is already safe.
  func safeForSoftwareRasterizer(
    pixelSize: (width: Int, height: Int), scale: Double, texels: Int?
  ) -> Mesh? {
    let limits = SoftwareLimits(pixelSize: pixelSize, scale: scale, texels: texels)
    let starts = stride(from: 0, to: indices.count - 2, by: 3)
    func triangle(_ start: Int) -> (Vertex, Vertex, Vertex) {
      (
        vertices[Int(indices[start])], vertices[Int(indices[start + 1])],
        vertices[Int(indices[start + 2])]
      )
    }
    // The usual case, every triangle safe, costs one pass and no copy.
    guard starts.contains(where: { !limits.isSafe(triangle($0)) }) else { return nil }
    var safe = Mesh()
    for (a, b, c) in starts.lazy.map(triangle) {
      if limits.isSafe(a, b, c) {
        safe.addSafe(a, b, c)
      } else if limits.overlapsSurface(a, b, c) {
        let polygon = limits.clip([a, b, c])
        for i in stride(from: 1, to: max(polygon.count - 1, 1), by: 1) {
          safe.addSplit(polygon[0], polygon[i], polygon[i + 1], limits, depth: 0)
        }
      }
    }
    return safe
  }

  private mutating func addSafe(_ a: Vertex, _ b: Vertex, _ c: Vertex) {
    addTriangle(add(a), add(b), add(c))
  }

  /// Step 3: halves the triangle at its longest edge until it is safe.
  private mutating func addSplit(
    _ a: Vertex, _ b: Vertex, _ c: Vertex, _ limits: SoftwareLimits, depth: Int
  ) {
    let area = SoftwareLimits.doubledArea(a, b, c)
    guard area.isFinite, area > 0 else { return }
    if limits.product(a, b, c) <= Self.safeProduct || depth >= SoftwareLimits.maxSplits {
      return addSafe(a, b, c)
    }
    // Rotate so that a-b is the longest edge, then cut it at its middle.
    let ab = a.position.squaredDistance(to: b.position)
    let bc = b.position.squaredDistance(to: c.position)
    let ca = c.position.squaredDistance(to: a.position)
    let (p, q, r) = ab >= bc && ab >= ca ? (a, b, c) : bc >= ca ? (b, c, a) : (c, a, b)
    let middle = p.interpolated(to: q, 0.5)
    addSplit(p, middle, r, limits, depth: depth + 1)
    addSplit(middle, q, r, limits, depth: depth + 1)
  }
}

/// The surface and texture a mesh is drawn with, in the rasterizer's terms.
private struct SoftwareLimits {
  /// The surface in points, grown by a pixel each side.
  let minX: Double, minY: Double, maxX: Double, maxY: Double
  let scale: Double
  let texels: Int?
  /// Enough halvings for the largest surface and texture (8192 pixels a
  /// side): each halves the area, and 2^26 is far more than is needed.
  static let maxSplits = 26

  init(pixelSize: (width: Int, height: Int), scale: Double, texels: Int?) {
    let margin = 1 / scale
    minX = -margin
    minY = -margin
    maxX = Double(pixelSize.width) / scale + margin
    maxY = Double(pixelSize.height) / scale + margin
    self.scale = scale
    self.texels = texels
  }

  /// Twice the triangle's area, in square points.
  static func doubledArea(_ a: Vertex, _ b: Vertex, _ c: Vertex) -> Double {
    let (p, q, r) = (a.position, b.position, c.position)
    return abs((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x))
  }

  /// The rasterizer's product: the largest value interpolated (texels, or
  /// 255 for colors that differ) times the doubled area in half pixels.
  func product(_ a: Vertex, _ b: Vertex, _ c: Vertex) -> Double {
    let uniform = texels == nil && a.color == b.color && b.color == c.color
    if uniform { return 0 }  // one color: nothing is interpolated
    let value = Double(max(texels ?? 0, 255))
    return value * Self.doubledArea(a, b, c) * scale * scale * 4
  }

  func contains(_ v: Vertex) -> Bool {
    let p = v.position
    return p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
  }

  func isSafe(_ t: (Vertex, Vertex, Vertex)) -> Bool { isSafe(t.0, t.1, t.2) }

  func isSafe(_ a: Vertex, _ b: Vertex, _ c: Vertex) -> Bool {
    contains(a) && contains(b) && contains(c) && product(a, b, c) <= Mesh.safeProduct
  }

  /// Step 1: false when the triangle's bounding box misses the surface
  /// (or a coordinate is not finite).
  func overlapsSurface(_ a: Vertex, _ b: Vertex, _ c: Vertex) -> Bool {
    let xs = [a.position.x, b.position.x, c.position.x]
    let ys = [a.position.y, b.position.y, c.position.y]
    guard (xs + ys).allSatisfy(\.isFinite) else { return false }
    return xs.max()! >= minX && xs.min()! <= maxX && ys.max()! >= minY && ys.min()! <= maxY
  }

  /// Step 2: the polygon clipped to the surface, one edge at a time.
  func clip(_ polygon: [Vertex]) -> [Vertex] {
    var result = polygon
    result = Self.clip(result) { $0.x - minX }
    result = Self.clip(result) { maxX - $0.x }
    result = Self.clip(result) { $0.y - minY }
    result = Self.clip(result) { maxY - $0.y }
    return result
  }

  /// Keeps the part of `polygon` where `inside` is not negative.
  private static func clip(_ polygon: [Vertex], _ inside: (CGPoint) -> Double) -> [Vertex] {
    var result: [Vertex] = []
    for (index, current) in polygon.enumerated() {
      let next = polygon[(index + 1) % polygon.count]
      let (d0, d1) = (inside(current.position), inside(next.position))
      if d0 >= 0 { result.append(current) }
      if (d0 >= 0) != (d1 >= 0) { result.append(current.interpolated(to: next, d0 / (d0 - d1))) }
    }
    return result
  }
}

extension Vertex {
  /// The vertex `t` of the way to `other`: position, color and texture
  /// coordinate alike.
  func interpolated(to other: Vertex, _ t: Double) -> Vertex {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return Vertex(
      position: CGPoint(x: mix(position.x, other.position.x), y: mix(position.y, other.position.y)),
      color: Color(
        red: mix(color.red, other.color.red), green: mix(color.green, other.color.green),
        blue: mix(color.blue, other.color.blue), alpha: mix(color.alpha, other.color.alpha)),
      texCoord: CGPoint(x: mix(texCoord.x, other.texCoord.x), y: mix(texCoord.y, other.texCoord.y)))
  }
}

extension CGPoint {
  fileprivate func squaredDistance(to other: CGPoint) -> Double {
    (x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)
  }
}
