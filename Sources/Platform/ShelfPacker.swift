/// Places rectangles in a page of fixed size, in rows ("shelves"): the
/// packing of a texture atlas (TextureAtlas.swift).
///
/// The method, in three steps for each rectangle:
/// 1. Its height is rounded up to `heightStep`, the height of the shelf
///    it goes on: lines of text of one size share their shelves.
/// 2. It goes at the end of the first shelf of that height with room
///    left (an emptied shelf starts again from its left edge).
/// 3. Otherwise a new shelf of that height is opened below the last one,
///    if the page has the room.
///
/// A freed rectangle's room comes back when its whole shelf is empty: the
/// shelf starts again from its left edge, and empty shelves at the bottom
/// are closed. Room inside a shelf that still holds something is not
/// reused; the caches that own the pictures let them go in bulk (the
/// oldest half at a time), which empties whole shelves.
struct ShelfPacker: Equatable {
  /// A shelf's heights are multiples of this many pixels.
  static let heightStep = 4

  struct Shelf: Equatable {
    let y: Int
    let height: Int
    /// Where the next rectangle goes on it.
    var end = 0
    /// How many rectangles on it are still held.
    var held = 0
  }

  let width: Int
  let height: Int
  private(set) var shelves: [Shelf] = []

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// How many rectangles are held.
  var heldCount: Int { shelves.reduce(0) { $0 + $1.held } }

  /// The rows used so far, in pixels from the top: what has been written to.
  var usedHeight: Int { shelves.last.map { $0.y + $0.height } ?? 0 }

  /// A place for a rectangle of `width` x `height` (steps 1 to 3), its
  /// top left corner; nil if the page has no room for it.
  mutating func place(width w: Int, height h: Int) -> (x: Int, y: Int)? {
    guard w > 0, h > 0, w <= width else { return nil }
    let rowHeight = (h + Self.heightStep - 1) / Self.heightStep * Self.heightStep
    let fits = { (shelf: Shelf) in shelf.height == rowHeight && shelf.end + w <= self.width }
    if let index = shelves.firstIndex(where: fits) {
      return take(index, width: w)
    }
    guard usedHeight + rowHeight <= height else { return nil }
    shelves.append(Shelf(y: usedHeight, height: rowHeight))
    return take(shelves.count - 1, width: w)
  }

  /// Gives back the rectangle whose top left corner is `x`, `y`.
  mutating func free(x: Int, y: Int) {
    guard let index = shelves.firstIndex(where: { $0.y == y }), shelves[index].held > 0 else {
      return
    }
    shelves[index].held -= 1
    guard shelves[index].held == 0 else { return }
    shelves[index].end = 0
    while let last = shelves.last, last.held == 0 { shelves.removeLast() }
  }

  private mutating func take(_ index: Int, width w: Int) -> (x: Int, y: Int) {
    let x = shelves[index].end
    shelves[index].end += w
    shelves[index].held += 1
    return (x, shelves[index].y)
  }
}
