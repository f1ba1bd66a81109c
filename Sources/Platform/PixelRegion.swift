import Foundation

/// A rectangle of whole pixels: columns `x0..<x1`, rows `y0..<y1`.
struct PixelRect: Equatable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  var isEmpty: Bool { x0 >= x1 || y0 >= y1 }
  var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

  func intersection(_ other: PixelRect) -> PixelRect {
    PixelRect(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

  /// Appends what is left of this rectangle with `other` taken away: up to
  /// four rectangles, the bands above and below `other` and the pieces to
  /// its left and right between them.
  func appendPieces(removing other: PixelRect, to pieces: inout [PixelRect]) {
    let cut = intersection(other)
    guard !cut.isEmpty else { return pieces.append(self) }
    func keep(_ piece: PixelRect) { if !piece.isEmpty { pieces.append(piece) } }
    keep(PixelRect(x0: x0, y0: y0, x1: x1, y1: cut.y0))  // above
    keep(PixelRect(x0: x0, y0: cut.y1, x1: x1, y1: y1))  // below
    keep(PixelRect(x0: x0, y0: cut.y0, x1: cut.x0, y1: cut.y1))  // left
    keep(PixelRect(x0: cut.x1, y0: cut.y0, x1: x1, y1: cut.y1))  // right
  }
}

/// A set of pixels as rectangles that do not overlap, kept with their
/// storage from frame to frame so that working with it allocates nothing
/// once it has grown.
struct PixelRegion {
  private(set) var rects: [PixelRect] = []
  private var spare: [PixelRect] = []

  var isEmpty: Bool { rects.isEmpty }
  var count: Int { rects.count }

  /// Makes the region one rectangle.
  mutating func reset(to rect: PixelRect) {
    rects.removeAll(keepingCapacity: true)
    if !rect.isEmpty { rects.append(rect) }
  }

  /// How many of `rect`'s pixels are in the region.
  func overlap(with rect: PixelRect) -> Int {
    var area = 0
    for piece in rects { area += piece.intersection(rect).area }
    return area
  }

  func intersects(_ rect: PixelRect) -> Bool {
    rects.contains { $0.intersects(rect) }
  }

  /// Takes `rect`'s pixels out of the region.
  mutating func remove(_ rect: PixelRect) {
    guard intersects(rect) else { return }
    spare.removeAll(keepingCapacity: true)
    for piece in rects { piece.appendPieces(removing: rect, to: &spare) }
    swap(&rects, &spare)
  }

  /// Leaves out the smallest pieces until at most `limit` are left: the
  /// region can only shrink.
  mutating func shrink(toAtMost limit: Int) {
    while rects.count > limit {
      guard let smallest = rects.indices.min(by: { rects[$0].area < rects[$1].area }) else {
        return
      }
      rects.swapAt(smallest, rects.count - 1)
      rects.removeLast()
    }
  }
}
