import Foundation

/// How much of each pixel of a square tile a shape covers, 0 to 1.
///
/// The methods:
/// - Polygons are filled by the even-odd rule on four sub-scanlines per
///   pixel row, each span adding its exact horizontal overlap with each
///   pixel: sixteen-level antialiasing with no per-pixel sampling. An active
///   edge list keeps the cost to the edges that cross each sub-scanline.
/// - Lines are stroked as capsules: each pixel near a segment is covered by
///   `halfWidth + 0.5 - distance`, clamped to 0...1, the largest over all
///   segments, so joins do not darken.
struct Coverage {
  let size: Int
  private(set) var values: [Float]
  static let subScanlines = 4

  init(size: Int) {
    self.size = size
    values = Array(repeating: 0, count: size * size)
  }

  /// Back to no coverage anywhere, keeping the memory.
  mutating func clear() {
    values.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
  }

  // MARK: Polygons

  /// An edge from (x0, y0) to (x1, y1) in pixels, with y0 < y1.
  struct Edge {
    var x0, y0, x1, y1: Double
    var slope: Double { (x1 - x0) / (y1 - y0) }
  }

  /// Adds the coverage of one polygon (all its rings, holes included) by
  /// the even-odd rule. `rings` hold pixel coordinates x0 y0 x1 y1 ...
  mutating func fill(rings: [[Double]]) {
    var edges: [Edge] = []
    for ring in rings where ring.count >= 6 {
      let n = ring.count / 2
      for i in 0..<n {
        let j = (i + 1) % n
        let (ax, ay, bx, by) = (ring[2 * i], ring[2 * i + 1], ring[2 * j], ring[2 * j + 1])
        if ay == by { continue }
        edges.append(
          ay < by ? Edge(x0: ax, y0: ay, x1: bx, y1: by) : Edge(x0: bx, y0: by, x1: ax, y1: ay))
      }
    }
    scanConvert(edges.sorted { $0.y0 < $1.y0 })
  }

  private mutating func scanConvert(_ edges: [Edge]) {
    let step = 1.0 / Double(Self.subScanlines)
    let weight = Float(step)
    var next = 0
    var active: [Edge] = []
    var crossings: [Double] = []
    let lineCount = size * Self.subScanlines
    let firstLine = max(0, Int(((edges.first?.y0 ?? 0) / step).rounded(.down)))
    guard firstLine < lineCount else { return }  // everything lies below the tile
    for line in firstLine..<lineCount {
      let y = (Double(line) + 0.5) * step
      while next < edges.count, edges[next].y0 <= y {
        active.append(edges[next])
        next += 1
      }
      active.removeAll { $0.y1 <= y }
      if active.isEmpty {
        if next == edges.count { break }
        continue
      }
      crossings.removeAll(keepingCapacity: true)
      for edge in active where edge.y0 <= y {
        crossings.append(edge.x0 + (y - edge.y0) * edge.slope)
      }
      crossings.sort()
      let row = Int(y)
      var k = 0
      while k + 1 < crossings.count {
        addSpan(row: row, from: crossings[k], to: crossings[k + 1], weight: weight)
        k += 2
      }
    }
  }

  /// Adds `weight` times the overlap of [a, b) with each pixel of a row.
  private mutating func addSpan(row: Int, from a: Double, to b: Double, weight: Float) {
    let start = max(a, 0)
    let end = min(b, Double(size))
    guard end > start else { return }
    let base = row * size
    let first = Int(start)
    let last = Int(end)
    if first == last {
      values[base + first] += weight * Float(end - start)
      return
    }
    values[base + first] += weight * Float(Double(first + 1) - start)
    if first + 1 < last {
      for x in (first + 1)..<last { values[base + x] += weight }
    }
    if last < size { values[base + last] += weight * Float(end - Double(last)) }
  }

  // MARK: Lines

  /// Strokes a polyline (pixel coordinates x0 y0 x1 y1 ...) `width` pixels wide.
  mutating func stroke(_ points: [Double], width: Double) {
    let half = width / 2
    var i = 0
    while i + 3 < points.count {
      strokeSegment(points[i], points[i + 1], points[i + 2], points[i + 3], half: half)
      i += 2
    }
  }

  private mutating func strokeSegment(
    _ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, half: Double
  ) {
    let reach = half + 1
    let minX = max(0, Int((min(ax, bx) - reach).rounded(.down)))
    let maxX = min(size - 1, Int((max(ax, bx) + reach).rounded(.up)))
    let minY = max(0, Int((min(ay, by) - reach).rounded(.down)))
    let maxY = min(size - 1, Int((max(ay, by) + reach).rounded(.up)))
    guard minX <= maxX, minY <= maxY else { return }
    let dx = bx - ax
    let dy = by - ay
    let lengthSquared = dx * dx + dy * dy
    for y in minY...maxY {
      let py = Double(y) + 0.5
      for x in minX...maxX {
        let px = Double(x) + 0.5
        var t = lengthSquared > 0 ? ((px - ax) * dx + (py - ay) * dy) / lengthSquared : 0
        t = min(max(t, 0), 1)
        let ex = ax + t * dx - px
        let ey = ay + t * dy - py
        let cover = Float(min(max(half + 0.5 - (ex * ex + ey * ey).squareRoot(), 0), 1))
        let index = y * size + x
        if cover > values[index] { values[index] = cover }
      }
    }
  }
}
