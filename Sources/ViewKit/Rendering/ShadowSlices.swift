import Foundation
import Platform

/// A soft shadow drawn from a small cached image in nine pieces, as a
/// compositor draws a blurred rectangle: four corners as they are, four
/// edges stretched along their length, and the middle as one fill.
///
/// The method: the image is the shadow of a rounded square just big enough
/// that, along its middle row and column, the shadow no longer depends on
/// the corners. Each pixel holds the coverage of `Shadow`'s model,
/// erfc(d / (sigma √2)) / 2, at its centre's signed distance `d` from the
/// rounded edge (negative inside). Stretching the middle column sideways
/// then gives exactly the profile of a straight edge of any length, and the
/// middle of a large shape is covered at one constant value.
///
/// Why: the shadow's mesh (`Shadow.mesh`) is hundreds of translucent
/// triangles, and SDL's software renderer rasterizes every one of them
/// pixel by pixel, a whole pane's area included, and llvmpipe sets every
/// one up on the main thread. This is eight copies and a fill. It is used
/// where it draws what the mesh would: an upright, unstretched shadow on
/// whole pixels, or on a GL renderer, which draws between pixels as the
/// mesh does, an upright one scaled along x and y (View+Rendering.swift).
@MainActor
struct ShadowSlices {
  /// The blur and the corner, in pixels, to a quarter pixel; for a whole
  /// shadow (ShadowSlices+Whole.swift), the shape's size in pixels, else 0.
  struct Key: Hashable {
    var quarterSigma: Int
    var quarterCorner: Int
    var width = 0
    var height = 0

    init(sigma: Double, cornerRadius radius: Double, width: Int = 0, height: Int = 0) {
      quarterSigma = Int((sigma * 4).rounded())
      quarterCorner = Int((max(radius, 0) * 4).rounded())
      self.width = width
      self.height = height
    }
  }

  /// The image: white, its alpha the coverage; `2 * corner + 1` pixels square.
  let image: Image
  /// Pixels from the image's edge to the shape's.
  let margin: Int
  /// The side of a corner piece, in pixels.
  let corner: Int
  /// The coverage in the middle of the shape.
  let middleCoverage: Double

  private static var cache: [Key: ShadowSlices] = [:]
  /// Distinct shadows kept; a window has a handful.
  static let cacheLimit = 16

  /// The bytes of the cached images' pixels (their textures, once
  /// uploaded, hold as many again: the renderer counts those).
  static var cachedBytes: Int {
    cache.values.reduce(0) { $0 + $1.image.bitmap.pixelWidth * $1.image.bitmap.pixelHeight * 4 }
  }

  /// Empties the cache (a memory warning): slices are made again on use.
  static func releaseCache() {
    cache.removeAll()
  }

  /// The slices for a blur of `sigma` and a corner radius of `radius`
  /// pixels, made once.
  static func slices(sigma: Double, cornerRadius radius: Double) -> ShadowSlices? {
    cached(Key(sigma: sigma, cornerRadius: radius))
  }

  /// The slices (or the whole shadow) for `key`, made once.
  static func cached(_ key: Key) -> ShadowSlices? {
    if let hit = cache[key] { return hit }
    guard key.quarterSigma > 0, let made = ShadowSlices(key: key) else { return nil }
    if cache.count >= cacheLimit { cache.removeAll() }
    cache[key] = made
    return made
  }

  /// The image for `key`: a rounded square just big enough to slice, or
  /// with a size in the key, that whole shape (ShadowSlices+Whole.swift).
  private init?(key: Key) {
    let sigma = Double(key.quarterSigma) / 4
    let radius = Double(key.quarterCorner) / 4
    // Past 3 sigma outside, the model's coverage is under 0.2%; past the
    // corner's arc plus 3 sigma inside, a row or column is a straight
    // edge's profile.
    margin = Int((3 * sigma).rounded(.up))
    corner = margin + Int((radius + 3 * sigma).rounded(.up))
    let side = 2 * corner + 1
    let size =
      key.width > 0 ? (key.width + 2 * margin, key.height + 2 * margin) : (side, side)
    // The shape's half sides.
    let half = (Double(size.0) / 2 - Double(margin), Double(size.1) / 2 - Double(margin))
    var argb = [UInt32](repeating: 0, count: size.0 * size.1)
    for y in 0..<size.1 {
      for x in 0..<size.0 {
        // The pixel's centre, from the image's centre.
        let p = (
          x: abs(Double(x) + 0.5 - Double(size.0) / 2),
          y: abs(Double(y) + 0.5 - Double(size.1) / 2)
        )
        let d = Self.signedDistance(p, half: half, radius: radius)
        let alpha = UInt32((Shadow.coverage(atDistance: d, sigma: sigma) * 255).rounded())
        argb[y * size.0 + x] = alpha << 24 | 0x00FF_FFFF
      }
    }
    guard let bitmap = try? Bitmap(pixels: PixelBuffer(width: size.0, height: size.1, argb: argb))
    else { return nil }
    image = Image(bitmap: bitmap)
    middleCoverage = Shadow.coverage(atDistance: -min(half.0, half.1), sigma: sigma)
  }

  /// The signed distance from a point (in the first quadrant, from the
  /// centre) to a rounded rectangle of half sides `half` and corner
  /// `radius`: the distance to the rectangle shrunk by the radius, less
  /// the radius.
  static func signedDistance(
    _ p: (x: Double, y: Double), half: (Double, Double), radius: Double
  ) -> Double {
    let qx = p.x - (half.0 - radius)
    let qy = p.y - (half.1 - radius)
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    return outside + min(max(qx, qy), 0) - radius
  }

  /// Draws the shadow of `shape` (window points, its edges on whole pixels
  /// at `renderer.scale` unless the renderer draws between pixels) in
  /// `color`. `stretch` is the view's scale on screen along x and y: the
  /// pieces are stretched by it, as Core Animation draws a layer's shadow
  /// in the layer's own space and then transforms it, blur and all. The
  /// middle piece, which lies inside the shape, is left out where it lies
  /// inside `cover`: the part of an opaque background, drawn next, that
  /// surely hides it; the other pieces stop at its edge where they can be
  /// cut on whole pixels (`drawPiece`). The middle is drawn last, so that
  /// the pieces of the one picture draw in one run. Returns false, drawing
  /// nothing, if the shape is too small for the corner pieces to meet.
  func draw(
    around shape: CGRect, stretch: CGSize = CGSize(width: 1, height: 1), color: Color,
    cover: CGRect?, in renderer: Renderer
  ) -> Bool {
    // Points on screen per pixel of the image, along each axis.
    let (x, y) = (stretch.width / renderer.scale, stretch.height / renderer.scale)
    let inside = Double(2 * (corner - margin) + 1)
    guard shape.width >= inside * x, shape.height >= inside * y,
      let texture = try? renderer.texture(for: image.bitmap)
    else { return false }
    let outer = shape.insetBy(dx: -Double(margin) * x, dy: -Double(margin) * y)
    let (cx, cy) = (Double(corner) * x, Double(corner) * y)
    // Each piece's place along one axis, and where it comes from in the image.
    let columns = [
      Piece(start: outer.minX, length: cx, source: 0, sourceLength: corner),
      Piece(start: outer.minX + cx, length: outer.width - 2 * cx, source: corner, sourceLength: 1),
      Piece(start: outer.maxX - cx, length: cx, source: corner + 1, sourceLength: corner),
    ]
    let rows = [
      Piece(start: outer.minY, length: cy, source: 0, sourceLength: corner),
      Piece(start: outer.minY + cy, length: outer.height - 2 * cy, source: corner, sourceLength: 1),
      Piece(start: outer.maxY - cy, length: cy, source: corner + 1, sourceLength: corner),
    ]
    for (rowIndex, row) in rows.enumerated() {
      for (columnIndex, column) in columns.enumerated() where rowIndex != 1 || columnIndex != 1 {
        let destination = CGRect(
          x: column.start, y: row.start, width: column.length, height: row.length)
        drawPiece(
          destination, source: sourceRect(column, row), color: color, cover: cover,
          texture: texture, in: renderer)
      }
    }
    // The middle last, after the pieces of one picture: they draw in one run.
    let middle = CGRect(
      x: columns[1].start, y: rows[1].start, width: columns[1].length, height: rows[1].length)
    if !(cover?.contains(middle) ?? false) {
      renderer.fill(middle, with: color.withAlphaComponent(color.alpha * middleCoverage))
    }
    return true
  }

  /// Draws a piece, less what lies inside `cover` where the rest can be cut
  /// on whole pixels of the screen and of the image: what lies there is
  /// hidden anyway, and a piece that stops at the cover's edge leaves the
  /// pixels under it to the clear (ClearFold in Platform). Else the whole piece.
  private func drawPiece(
    _ destination: CGRect, source: CGRect, color: Color, cover: CGRect?, texture: Texture,
    in renderer: Renderer
  ) {
    guard let cover, cover.intersects(destination), cover.isPixelAligned(scale: renderer.scale)
    else { return renderer.drawQuad(destination, color: color, source: source, texture: texture) }
    Self.pieceScratch.removeAll(keepingCapacity: true)
    destination.appendPieces(removing: cover, to: &Self.pieceScratch)
    let side = Double(2 * corner + 1)
    func part(_ piece: CGRect) -> CGRect {  // the piece's part of `source`
      let (sx, sy) = (source.width / destination.width, source.height / destination.height)
      return CGRect(
        x: source.minX + (piece.minX - destination.minX) * sx,
        y: source.minY + (piece.minY - destination.minY) * sy,
        width: piece.width * sx, height: piece.height * sy)
    }
    let exact = Self.pieceScratch.allSatisfy { piece in
      let pixels = part(piece)
      return piece.isPixelAligned(scale: renderer.scale)
        && CGRect(
          x: pixels.minX * side, y: pixels.minY * side, width: pixels.width * side,
          height: pixels.height * side
        ).isPixelAligned(scale: 1)
    }
    guard exact else {
      return renderer.drawQuad(destination, color: color, source: source, texture: texture)
    }
    for piece in Self.pieceScratch {
      renderer.drawQuad(piece, color: color, source: part(piece), texture: texture)
    }
  }

  /// The pieces `drawPiece` cuts, kept with their storage.
  private static var pieceScratch: [CGRect] = []

  /// One of the three bands along an axis: the two corners and the middle.
  private struct Piece {
    var start: Double
    var length: Double
    /// Where the band begins in the image, and how many pixels it takes.
    var source: Int
    var sourceLength: Int
  }

  /// The part of the image a piece shows, in 0...1 of its side.
  private func sourceRect(_ column: Piece, _ row: Piece) -> CGRect {
    let side = Double(2 * corner + 1)
    return CGRect(
      x: Double(column.source) / side, y: Double(row.source) / side,
      width: Double(column.sourceLength) / side, height: Double(row.sourceLength) / side)
  }
}
