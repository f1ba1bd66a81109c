internal import CSDL2
import Foundation

/// A frame's draws, held until something needs them drawn, in an order
/// that keeps draws of one state together where that changes no pixel.
///
/// Core Animation has no public counterpart; its render server, Skia and
/// browsers' compositors batch their draws this way. Why here: each time a
/// draw binds another texture or blending, llvmpipe keeps a copy of its
/// whole fragment state, about 60 KB, in the frame's memory
/// (Docs/performance.md, "What that copy is"). A list's rows drew their
/// background, then their two lines of text, row after row: two changes a
/// row. Held back, each row's background joins the one before it, and its
/// lines the lines before them.
///
/// The method, for each draw as it arrives:
/// 1. Look back from the last draw held, at most `lookBack` draws.
/// 2. The first draw of the same state found: the new draw goes right
///    after it.
/// 3. A draw whose bounds meet the new draw's first (grown by
///    `boundsMargin`, for renderers that round edges to whole pixels): the
///    new draw goes last, since moving it before that draw could change
///    which of the two is on top.
/// The draws between the place found and the end meet none of the new
/// draw's pixels, so drawing it earlier gives the same picture.
struct DrawBatch {
  /// How far back a draw looks for its kind: a frame's list of rows and
  /// their lines fits.
  static let lookBack = 64
  /// Points around a draw's bounds that another draw must stay clear of to
  /// be drawn before it: SDL's software renderer rounds edges to pixels.
  static let boundsMargin = 1.0

  /// What a draw binds: its texture (none for a fill or untextured
  /// triangles) and its blending. Draws of one state draw in one run.
  struct State: Equatable {
    var texture: OpaquePointer?
    var blend: SDL_BlendMode
  }

  enum Kind {
    /// `SDL_RenderCopyF` of `source` (pixels of the texture) into the
    /// destination.
    case copy(source: SDL_Rect)
    /// `SDL_RenderFillRectF` of the destination.
    case fill
    /// `SDL_RenderGeometry` of the held vertices and indices in these ranges.
    case geometry(vertices: Range<Int>, indices: Range<Int>)
  }

  struct Draw {
    let kind: Kind
    var state: State
    /// Kept alive while the draw is held.
    let texture: Texture?
    let destination: CGRect
    /// A copy's tint or a fill's color.
    let color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
    /// SDL's clip when the draw was made; nil for none.
    let clip: SDL_Rect?
    /// Where it can touch, in points (its clip included).
    let bounds: CGRect
    /// True for an untextured draw in opaque colors over normal blending:
    /// it replaces the pixels it draws, blended or not.
    var isOpaque = false

    /// Points of opaque untextured drawing that cost less blended than a
    /// change of state: under llvmpipe blending reads each pixel beneath,
    /// about 0.55 ns a pixel more, and a change of state takes 20–25 µs
    /// (Docs/performance.md, "The clear takes a fill's color").
    static let flexibleArea = 32_768.0

    /// True when this draw may take `state` instead of its own: both
    /// untextured, it opaque and small, `state` normal blending or none.
    func joins(_ other: State) -> Bool {
      isOpaque && state.texture == nil && other.texture == nil && other != state
        && (other.blend == SDL_BLENDMODE_BLEND || other.blend == SDL_BLENDMODE_NONE)
        && bounds.width * bounds.height <= Self.flexibleArea
    }

    /// The draw with `state`'s blending, when it `joins` it.
    func taking(_ other: State) -> Draw {
      guard joins(other) else { return self }
      var joined = self
      joined.state = other
      return joined
    }
  }

  private(set) var draws: [Draw] = []
  /// The held triangles' vertices and indices, one store for all, kept
  /// from frame to frame so that holding a frame allocates nothing.
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []

  var isEmpty: Bool { draws.isEmpty }

  /// Holds `draw` at the place steps 1 to 3 find. A small untextured draw
  /// in opaque colors draws the same pixels blended or not (its alpha is
  /// 1 everywhere): found no draw of its own state, it takes the blending
  /// of the untextured draw it can join, or of the last draw, so as not to
  /// start a run of its own.
  mutating func add(_ draw: Draw) {
    if let index = place(for: draw, joining: { $0 == draw.state }) {
      return draws.insert(draw, at: index)
    }
    if let index = place(for: draw, joining: draw.joins) {
      return draws.insert(draw.taking(draws[index - 1].state), at: index)
    }
    guard let last = draws.last, draw.joins(last.state) else { return draws.append(draw) }
    draws.append(draw.taking(last.state))
  }

  /// Steps 1 to 3 for the states `joining` accepts: the index right after
  /// the draw found, or nil.
  private func place(for draw: Draw, joining: (State) -> Bool) -> Int? {
    let grown = draw.bounds.insetBy(dx: -Self.boundsMargin, dy: -Self.boundsMargin)
    var index = draws.count - 1
    let stop = max(draws.count - Self.lookBack, 0)
    while index >= stop {
      if joining(draws[index].state) { return index + 1 }
      if draws[index].bounds.intersects(grown) { return nil }
      index -= 1
    }
    return nil
  }

  /// Keeps a mesh's vertices, in SDL's layout with their texture
  /// coordinates mapped into `texturePart` (`Mesh.appendSDLVertices`), and
  /// its indices, and returns their ranges.
  mutating func hold(_ mesh: Mesh, texturePart: CGRect) -> (
    vertices: Range<Int>, indices: Range<Int>
  ) {
    let v = vertices.count
    let i = indices.count
    mesh.appendSDLVertices(to: &vertices, texturePart: texturePart)
    indices.append(contentsOf: mesh.indices)
    return (v..<vertices.count, i..<indices.count)
  }

  /// Lets go of every draw, keeping the storage.
  mutating func removeAll() {
    draws.removeAll(keepingCapacity: true)
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }
}
