import Foundation

/// Which polygon features of a map layer contain a point, in microseconds.
///
/// The method: the world is cut into square cells, half a degree unless
/// the polygons are coarse and large (see `init(features:cellSize:)`).
/// Each cell keeps the polygon edges that touch it, and the features that
/// contain its reference point R. R's answer is found once, when the index
/// is built, by sweeping each row of cells along the line through the
/// row's reference points from the antimeridian westward (no polygon
/// crosses 180°, so nothing contains a point there), toggling a feature at
/// every edge the line crosses. A query then counts only the crossings
/// between its point P and R, along the path P → (R.x, P.y) → R, which
/// lies inside P's own cell: each crossing of a feature's boundary flips
/// whether P is inside it (the even-odd rule, so holes work).
///
/// R sits near the cell's east edge and mid-height but on neither
/// (`referenceFraction`): the map files' vertices lie on round numbers, and
/// an edge through R itself (from one round corner to another) would be
/// counted by the sweep and the query with different rounding. Vertices
/// that fall exactly on a path count as if every horizontal line were a
/// hair above its latitude and every vertical one a hair east of its
/// longitude; with the edges on a cell boundary kept in the cells on both
/// sides, every case is counted the same way twice.
///
/// Every test is computed in `Double`, from the edges' ends as stored
/// (`Float`s), with R exact: an oblique edge can still pass within a
/// `Float`'s step of R (a metre at 141° W, where Alaska's border runs 20 m
/// from a cell's R), and computed in `Float` the sweep put R on one side of
/// it and the queries beside R on the other: 1 random point in 20,000 was
/// answered with the wrong country.
public struct PolygonIndex: Sendable {
  /// An edge, its ends as `Float`s to halve its memory; every test of an
  /// edge is computed in `Double`, from these same `Float`s.
  struct Edge: Sendable {
    var ax, ay, bx, by: Float
    var feature: Int32

    /// The ends in `Double`: (ax, ay, bx, by).
    var ends: (Double, Double, Double, Double) { (Double(ax), Double(ay), Double(bx), Double(by)) }
  }

  /// The cells' side in degrees, and how many there are across and down.
  let cellSize: Double
  let columns: Int
  let rows: Int
  /// The side of the cells unless the caller asks for others: fine enough
  /// for the coasts' short edges to touch few cells each.
  public static let defaultCellSize = 0.5

  /// Edges of each cell: `edges[cellStart[c]..<cellStart[c + 1]]`.
  private var cellStart: [Int32] = []
  private var edges: [Edge] = []
  /// The features containing each cell's reference point: -1 for none,
  /// a feature index, or -2 - o when several: then `lists[o]` is their
  /// count and the features follow it. Neighbouring cells with the same
  /// features share one list.
  private var reference: [Int32] = []
  private var lists: [Int32] = []
  /// The id of each feature, by index.
  public let featureIDs: [UInt32]

  /// The latitude asked instead of a pole's: every longitude meets there,
  /// so the point a hair from the pole stands for it. (As a `Float`, the
  /// index's precision, it is still short of 90.)
  public static let poleLatitude = 89.9999

  /// An index of the layer's polygons (its line parts are ignored) in cells
  /// of `defaultCellSize` degrees; the answers are indices into its features.
  public init(_ layer: MapLayer) {
    self.init(features: layer.features)
  }

  /// An index of the features' rings in cells of `cellSize` degrees, which
  /// must divide 180. Each edge is kept in every cell its box touches, and
  /// each cell costs 8 bytes: coarse polygons whose edges span many
  /// degrees (seas and oceans) take far less memory in larger cells, and
  /// the answers are the same whatever the size.
  public init(features: [MapFeature], cellSize: Double = defaultCellSize) {
    precondition(
      cellSize > 0 && (180 / cellSize).rounded() == 180 / cellSize,
      "the cell size must divide 180 degrees")
    self.cellSize = cellSize
    columns = Int(360 / cellSize)
    rows = Int(180 / cellSize)
    featureIDs = features.map(\.id)
    // Two passes over the edges: count each cell's edges, then place them,
    // so the cells share one flat array.
    var counts = [Int32](repeating: 0, count: columns * rows + 1)
    forEachEdge(of: features) { _, cell in counts[cell] += 1 }
    cellStart = [0]
    cellStart.reserveCapacity(counts.count)
    for count in counts.dropLast() { cellStart.append(cellStart[cellStart.count - 1] + count) }
    var fill = Array(cellStart.dropLast())
    edges = Array(
      repeating: Edge(ax: 0, ay: 0, bx: 0, by: 0, feature: 0), count: Int(cellStart.last!))
    forEachEdge(of: features) { edge, cell in
      edges[Int(fill[cell])] = edge
      fill[cell] += 1
    }
    sweepReferences()
  }

  /// Calls `body` with every ring edge of the features and each cell its box touches.
  private func forEachEdge(of features: [MapFeature], _ body: (Edge, Int) -> Void) {
    for (index, feature) in features.enumerated() {
      for part in feature.parts where part.role != .line && part.points.count >= 3 {
        let points = part.points
        for i in points.indices {
          let a = points[i]
          let b = points[i + 1 == points.count ? 0 : i + 1]
          let edge = Edge(
            ax: Float(a.longitude), ay: Float(a.latitude), bx: Float(b.longitude),
            by: Float(b.latitude),
            feature: Int32(index))
          // An edge on a cell boundary belongs to the cells on both sides.
          let slack = 1e-9
          let c0 = column(min(a.longitude, b.longitude) - slack)
          let c1 = column(max(a.longitude, b.longitude) + slack)
          let r0 = row(min(a.latitude, b.latitude) - slack)
          let r1 = row(max(a.latitude, b.latitude) + slack)
          for r in r0...r1 {
            for c in c0...c1 { body(edge, r * columns + c) }
          }
        }
      }
    }
  }

  func column(_ longitude: Double) -> Int {
    min(max(Int(((longitude + 180) / cellSize).rounded(.down)), 0), columns - 1)
  }

  func row(_ latitude: Double) -> Int {
    min(max(Int(((latitude + 90) / cellSize).rounded(.down)), 0), rows - 1)
  }

  /// Where each cell's reference point R sits, as fractions of the cell's
  /// side from its west and south edges: off its edges and its midline,
  /// where no round-numbered vertex puts an edge.
  static let referenceFraction = (x: 0.987_654_321, y: 0.512_345_679)

  /// The reference point of the cell in row `r` and column `c`.
  func referencePoint(row r: Int, column c: Int) -> (x: Double, y: Double) {
    (
      -180 + (Double(c) + Self.referenceFraction.x) * cellSize,
      -90 + (Double(r) + Self.referenceFraction.y) * cellSize
    )
  }

  /// Finds, for each row, which features contain each cell's reference point.
  private mutating func sweepReferences() {
    reference = Array(repeating: -1, count: columns * rows)
    var crossings: [(x: Double, feature: Int32)] = []
    for r in 0..<rows {
      let y = referencePoint(row: r, column: 0).y
      crossings.removeAll(keepingCapacity: true)
      for c in 0..<columns {
        let cellWest = -180 + Double(c) * cellSize
        let cellEast = -180 + Double(c + 1) * cellSize
        for edge in cellEdges(r * columns + c) {
          let (ax, ay, bx, by) = edge.ends
          guard (ay <= y) != (by <= y) else { continue }
          let x = ax + (y - ay) * (bx - ax) / (by - ay)
          // Count each crossing once: in the cell whose x range holds it.
          if x >= cellWest && (x < cellEast || c == columns - 1) {
            crossings.append((x, edge.feature))
          }
        }
      }
      crossings.sort { $0.x > $1.x }
      var inside: [Int32] = []  // sorted
      var list: Int32 = -1  // `inside` as recorded last, while it has not changed
      var next = 0
      for c in stride(from: columns - 1, through: 0, by: -1) {
        let east = referencePoint(row: r, column: c).x
        while next < crossings.count, crossings[next].x > east {
          let feature = crossings[next].feature
          if let at = inside.firstIndex(of: feature) {
            inside.remove(at: at)
          } else {
            inside.insert(feature, at: inside.firstIndex { $0 > feature } ?? inside.count)
          }
          list = -1
          next += 1
        }
        reference[r * columns + c] = record(inside, &list)
      }
    }
  }

  /// The reference value for `inside`, appending a list when it holds
  /// several features and `list` is not already theirs.
  private mutating func record(_ inside: [Int32], _ list: inout Int32) -> Int32 {
    switch inside.count {
    case 0: return -1
    case 1: return inside[0]
    default:
      if list < 0 {
        list = Int32(lists.count)
        lists.append(Int32(inside.count))
        lists += inside
      }
      return -2 - list
    }
  }

  private func cellEdges(_ cell: Int) -> ArraySlice<Edge> {
    edges[Int(cellStart[cell])..<Int(cellStart[cell + 1])]
  }

  /// The indices of the features containing the point (usually none or one).
  public func features(containingLatitude latitude: Double, longitude: Double) -> [Int] {
    let r = row(latitude)
    let c = column(longitude)
    let cell = r * columns + c
    let value = reference[cell]
    var inside: [Int32]
    if value >= 0 {
      inside = [value]
    } else if value == -1 {
      inside = []
    } else {
      let at = Int(-2 - value)
      inside = Array(lists[at + 1...at + Int(lists[at])])
    }
    let (px, py) = (longitude, latitude)
    let (rx, ry) = referencePoint(row: r, column: c)
    for edge in cellEdges(cell) where Self.crosses(edge, px: px, py: py, rx: rx, ry: ry) {
      if let i = inside.firstIndex(of: edge.feature) {
        inside.remove(at: i)
      } else {
        inside.append(edge.feature)
      }
    }
    return inside.map(Int.init)
  }

  /// True if some edge's box reaches within `distance` degrees of the
  /// point, either way on each axis. When it is false, no edge parts the
  /// point from any other in that square, so every point of it is in the
  /// same features.
  public func hasEdge(nearLatitude latitude: Double, longitude: Double, within distance: Double)
    -> Bool
  {
    let (west, east) = (longitude - distance, longitude + distance)
    let (south, north) = (latitude - distance, latitude + distance)
    for r in row(south)...row(north) {
      for c in column(west)...column(east) {
        let near = cellEdges(r * columns + c).contains { edge in
          let (ax, ay, bx, by) = edge.ends
          return min(ax, bx) <= east && max(ax, bx) >= west && min(ay, by) <= north
            && max(ay, by) >= south
        }
        if near { return true }
      }
    }
    return false
  }

  /// Whether an edge crosses the path (px, py) → (rx, py) → (rx, ry) an odd
  /// number of times: once on the horizontal leg, or once on the vertical.
  private static func crosses(_ e: Edge, px: Double, py: Double, rx: Double, ry: Double) -> Bool {
    let (ax, ay, bx, by) = e.ends
    var odd = false
    if (ay <= py) != (by <= py) {
      let x = ax + (py - ay) * (bx - ax) / (by - ay)
      // R may lie west of P: a crossing counts if it parts them.
      if (x > px) != (x > rx) { odd.toggle() }
    }
    // A vertex exactly on the vertical leg counts as west of it.
    if (ax <= rx) != (bx <= rx) {
      let y = ay + (rx - ax) * (by - ay) / (bx - ax)
      if (y > py) != (y > ry) { odd.toggle() }
    }
    return odd
  }
}
