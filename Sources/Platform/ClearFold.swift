internal import CSDL2
import Foundation

/// The clear of a frame takes the color of the opaque fill it saves most
/// of, and that fill is drawn only where other draws were before it: the
/// same picture, with most of the fill's pixels painted by the clear,
/// which llvmpipe does at a fraction of a fill's cost, not by a draw that
/// shades each one.
///
/// Core Animation has no public counterpart; a compositor that knows its
/// opaque layers does the same. Why here: a frame of lists and panels
/// (the Places list beside the names of the two places, a popover over
/// them) is opaque fills from edge to edge, and the clear under them is
/// never seen (Docs/performance.md, "The clear takes a fill's color").
///
/// The method, over the draws held when the clear is issued
/// (`Renderer+Batch.swift`), in the order they will be drawn:
/// 1. Keep the pixels no draw has touched yet, and those no draw has yet
///    replaced whatever was there: a fill or a copy drawn without
///    blending (or in opaque colors), its edges on whole pixels
///    (`cover(scale:)`). A fill or a copy on whole pixels touches those;
///    any other draw at most its bounds, grown by a pixel (`reach(scale:)`).
/// 2. A fill that replaces what is there (step 1) is worth, to its color,
///    the untouched pixels it covers: there, the clear in that color paints
///    what it would.
/// 3. The color worth most, if worth at least `leastShare` of the output,
///    is the clear's, when the draws replace every pixel at least once, so
///    that the clear's own color shows nowhere (its own color needs no
///    such covering).
/// 4. While drawing, a fill of that color that replaces what is there is
///    drawn only over the pixels a draw before it touched, and left out
///    elsewhere; where those are too many pieces, it is drawn whole.
/// Each step only ever counts a pixel as touched that might be, or as
/// replaced that surely is; when a list of pieces grows past `pieceLimit`,
/// untouched pieces are forgotten (more is drawn), or the pixels not yet
/// replaced are no longer followed (only the clear's own color may then
/// be chosen).
/// Only at a scale of 1 or 2, where a pixel's edge in points is exact in
/// SDL's `Float`, so that SDL scales it back to that edge. Before any of
/// it, a frame whose fills that could be left out cover less than
/// `leastShare` of the output is drawn as it is (`coveringFills`).
struct ClearFold {
  typealias RGBA = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

  /// More pieces than this are not worth keeping apart.
  static let pieceLimit = 48
  /// The least share of the output the clear's new color must save: below
  /// it, the fold's pieces cost more than the fill they leave out.
  static let leastShare = 1.0 / 16

  private var untouched = PixelRegion()
  private var unreplaced = PixelRegion()
  private var pieces = PixelRegion()
  private var worth: [(color: RGBA, pixels: Int)] = []
  /// The clear's color while the held draws are drawn; nil when no fill
  /// is trimmed.
  private(set) var color: RGBA?
  /// The scale and the output `choose` worked in, for step 4.
  private var scale = 1.0
  private var output = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
  /// The color the last clear issued took instead of its own, or nil.
  private(set) var lastFolded: RGBA?

  /// Steps 1 to 3: the color the clear takes, and readies step 4. Returns
  /// `clear` itself when nothing is worth changing.
  mutating func choose(
    for draws: [DrawBatch.Draw], clear: RGBA, output: PixelRect, scale: Double
  ) -> RGBA {
    color = nil
    lastFolded = nil
    guard scale == 1 || scale == 2, !draws.isEmpty else { return clear }
    let least = max(Int(Double(output.area) * Self.leastShare), 1)
    guard Self.coveringFills(in: draws, scale: scale) >= least else { return clear }
    untouched.reset(to: output)
    unreplaced.reset(to: output)
    worth.removeAll(keepingCapacity: true)
    var replacesAll = true
    for draw in draws {
      let cover = draw.cover(scale: scale)
      if let cover, case .fill = draw.kind, !untouched.isEmpty {  // 2.
        add(untouched.overlap(with: cover), to: draw.color)
      }
      touch(cover ?? draw.reach(scale: scale, output: output))
      if let cover, replacesAll {
        unreplaced.remove(cover)
        replacesAll = unreplaced.count <= Self.pieceLimit
      }
      if untouched.isEmpty && (unreplaced.isEmpty || !replacesAll) { break }
    }
    replacesAll = replacesAll && unreplaced.isEmpty
    var best: (color: RGBA, pixels: Int)?  // 3.
    for entry in worth where replacesAll || Self.same(entry.color, clear) {
      if entry.pixels > best?.pixels ?? 0 { best = entry }
    }
    guard let best, best.pixels >= least else { return clear }
    color = best.color
    lastFolded = best.color
    (self.scale, self.output) = (scale, output)
    untouched.reset(to: output)
    return best.color
  }

  /// The pixels the fills that may be left out cover, overlaps counted
  /// twice: what steps 1 to 3 could find at most. A frame of pictures
  /// alone (the bench's floor) has none, and costs no more than this look.
  private static func coveringFills(in draws: [DrawBatch.Draw], scale: Double) -> Int {
    var pixels = 0
    for draw in draws {
      guard case .fill = draw.kind, let cover = draw.cover(scale: scale) else { continue }
      pixels += cover.area
    }
    return pixels
  }

  /// Step 4 for the next draw, in order: true when it is a fill of the
  /// clear's color to be drawn only as `trimmedPieces`.
  mutating func trim(_ draw: DrawBatch.Draw) -> Bool {
    guard let color else { return false }
    let cover = draw.cover(scale: scale)
    defer { touch(cover ?? draw.reach(scale: scale, output: output)) }
    guard case .fill = draw.kind, let cover, Self.same(draw.color, color) else { return false }
    pieces.reset(to: cover)
    for piece in untouched.rects where piece.intersects(cover) {
      pieces.remove(piece)
      if pieces.count > Self.pieceLimit { return false }
    }
    return true
  }

  /// The pixels of the fill `trim` trimmed that are still to be drawn.
  var trimmedPieces: [PixelRect] { pieces.rects }

  /// Ends step 4.
  mutating func finish() { color = nil }

  private mutating func touch(_ rect: PixelRect) {
    guard !untouched.isEmpty else { return }
    untouched.remove(rect)
    untouched.shrink(toAtMost: Self.pieceLimit)
  }

  private mutating func add(_ pixels: Int, to color: RGBA) {
    guard pixels > 0 else { return }
    if let index = worth.firstIndex(where: { Self.same($0.color, color) }) {
      worth[index].pixels += pixels
    } else {
      worth.append((color, pixels))
    }
  }

  static func same(_ a: RGBA, _ b: RGBA) -> Bool {
    a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
  }
}

extension DrawBatch.Draw {
  /// The pixels this draw replaces whatever was there: a fill or a copy
  /// drawn without blending (or opaque, `isOpaque`), its edges on whole
  /// pixels, cut by its clip.
  func cover(scale: Double) -> PixelRect? {
    guard state.blend == SDL_BLENDMODE_NONE || isOpaque else { return nil }
    return exactPixels(scale: scale)
  }

  /// Every pixel this draw can touch: for a fill or a copy on whole pixels
  /// those, else its bounds, its clip included, grown by a pixel for
  /// renderers that round; the whole output when they are not finite.
  func reach(scale: Double, output: PixelRect) -> PixelRect {
    if let exact = exactPixels(scale: scale) { return exact.intersection(output) }
    let b = bounds
    guard !b.isNull, PixelRect.isSmall(b.minX), PixelRect.isSmall(b.minY),
      PixelRect.isSmall(b.maxX), PixelRect.isSmall(b.maxY)
    else { return output }
    return PixelRect(
      x0: Int((b.minX * scale).rounded(.down)) - 1, y0: Int((b.minY * scale).rounded(.down)) - 1,
      x1: Int((b.maxX * scale).rounded(.up)) + 1, y1: Int((b.maxY * scale).rounded(.up)) + 1
    ).intersection(output)
  }

  /// The pixels of a fill or a copy whose edges fall on whole pixels, cut
  /// by its clip: exactly those it draws, on any renderer.
  private func exactPixels(scale: Double) -> PixelRect? {
    switch kind {
    case .fill, .copy: break
    case .geometry: return nil
    }
    guard let rect = PixelRect(exactly: destination, scale: scale) else { return nil }
    guard let clip else { return rect }
    let s = Int(scale)
    return rect.intersection(
      PixelRect(
        x0: Int(clip.x) * s, y0: Int(clip.y) * s, x1: Int(clip.x + clip.w) * s,
        y1: Int(clip.y + clip.h) * s))
  }
}

extension PixelRect {
  /// The pixels of a rectangle in points whose edges fall on whole pixels
  /// at `scale`, or nil.
  init?(exactly rect: CGRect, scale: Double) {
    let (x0, y0) = (rect.minX * scale, rect.minY * scale)
    let (x1, y1) = (rect.maxX * scale, rect.maxY * scale)
    func whole(_ v: Double) -> Bool { Self.isSmall(v) && v == v.rounded() }
    guard !rect.isNull, whole(x0), whole(y0), whole(x1), whole(y1) else { return nil }
    self.init(x0: Int(x0), y0: Int(y0), x1: Int(x1), y1: Int(y1))
  }

  /// True for a coordinate that converts to `Int` (and to SDL's `Float`
  /// exactly when whole): NaN and infinities are not.
  static func isSmall(_ v: Double) -> Bool { abs(v) < 1e7 }
}
