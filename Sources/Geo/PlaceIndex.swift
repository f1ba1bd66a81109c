import Foundation

/// The places nearest a point, from a k-d tree over points on the unit
/// sphere.
///
/// The method: each place becomes a 3D unit vector, so straight-line
/// (chord) distance orders places exactly as great-circle distance does,
/// with no trouble at the antimeridian or the poles. The tree is stored
/// implicitly: the array is arranged so that the median of each range,
/// split on x, y, z in turn, sits in the middle of it. A search descends
/// toward the point and only visits the far side of a split when the ball
/// around the point still reaches across it.
public struct PlaceIndex: Sendable {
  private var xs: [Float] = []
  private var ys: [Float] = []
  private var zs: [Float] = []
  /// Index into the gazetteer's places of each tree slot.
  private var slots: [Int32] = []

  public init(_ places: [Place]) {
    self.init(
      points: places.lazy.map { GeoPoint(latitude: $0.latitude, longitude: $0.longitude) },
      count: places.count)
  }

  /// An index of bare points; `nearest` answers with indices into `points`.
  public init(points: [GeoPoint]) {
    self.init(points: points, count: points.count)
  }

  /// An index of the `count` points a sequence lists (so that they need not
  /// be copied into an array first); `nearest` answers with their positions
  /// in it. Each axis's coordinates are let go as soon as they are placed
  /// in the tree's order, so building holds at most four bytes a point more
  /// than the index it makes.
  init(points: some Sequence<GeoPoint>, count: Int) {
    var coordinates = [[Float]](repeating: [], count: 3)
    for axis in 0..<3 { coordinates[axis].reserveCapacity(count) }
    for point in points {
      let v = Self.unitVector(latitude: point.latitude, longitude: point.longitude)
      for axis in 0..<3 { coordinates[axis].append(v[axis]) }
    }
    var order = (0..<Int32(coordinates[0].count)).map { $0 }
    order.withUnsafeMutableBufferPointer { order in
      Self.build(&order, coordinates, 0, order.count, axis: 0)
    }
    xs = order.map { coordinates[0][Int($0)] }
    coordinates[0] = []
    ys = order.map { coordinates[1][Int($0)] }
    coordinates[1] = []
    zs = order.map { coordinates[2][Int($0)] }
    coordinates[2] = []
    slots = order
  }

  /// The bytes the index holds: four a point for each axis and for its slot.
  var byteCount: Int {
    (xs.capacity + ys.capacity + zs.capacity) * MemoryLayout<Float>.stride
      + slots.capacity * MemoryLayout<Int32>.stride
  }

  static func unitVector(latitude: Double, longitude: Double) -> SIMD3<Float> {
    let lat = latitude * .pi / 180
    let lon = longitude * .pi / 180
    return SIMD3(Float(cos(lat) * cos(lon)), Float(cos(lat) * sin(lon)), Float(sin(lat)))
  }

  /// Arranges `order[lo..<hi]` so each range's median, by `axis`, sits in
  /// its middle with the smaller values before it (quickselect, O(n) a level).
  private static func build(
    _ order: inout UnsafeMutableBufferPointer<Int32>, _ coordinates: [[Float]], _ lo: Int,
    _ hi: Int,
    axis: Int
  ) {
    guard hi - lo > 1 else { return }
    let mid = (lo + hi) / 2
    coordinates[axis].withUnsafeBufferPointer { key in select(&order, key, lo, hi, mid) }
    build(&order, coordinates, lo, mid, axis: (axis + 1) % 3)
    build(&order, coordinates, mid + 1, hi, axis: (axis + 1) % 3)
  }

  /// Hoare's quickselect: puts the `k`-th smallest of `order[lo..<hi]` at `k`.
  private static func select(
    _ order: inout UnsafeMutableBufferPointer<Int32>, _ key: UnsafeBufferPointer<Float>, _ lo: Int,
    _ hi: Int, _ k: Int
  ) {
    var lo = lo
    var hi = hi - 1
    while lo < hi {
      let pivot = key[Int(order[(lo + hi) / 2])]
      var i = lo
      var j = hi
      while i <= j {
        while key[Int(order[i])] < pivot { i += 1 }
        while key[Int(order[j])] > pivot { j -= 1 }
        if i <= j {
          order.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if k <= j { hi = j } else if k >= i { lo = i } else { return }
    }
  }

  /// The chord length on the unit sphere of a great-circle distance in metres.
  static func chord(meters: Double) -> Float {
    Float(2 * sin(min(meters / Coordinate.meanEarthRadius, .pi) / 2))
  }

  /// Up to `count` places within `meters`, nearest first, as indices into
  /// the gazetteer's places.
  public func nearest(to coordinate: Coordinate, count: Int, within meters: Double) -> [Int] {
    let p = Self.unitVector(latitude: coordinate.latitude, longitude: coordinate.longitude)
    var search = Search(point: p, count: count, radius: Self.chord(meters: meters))
    visit(0, xs.count, axis: 0, &search)
    return search.found.map { Int(slots[$0.slot]) }
  }

  /// The running best list of a search: (squared chord, slot), nearest first.
  private struct Search {
    let point: SIMD3<Float>
    let count: Int
    var radiusSquared: Float
    var found: [(d2: Float, slot: Int)] = []

    init(point: SIMD3<Float>, count: Int, radius: Float) {
      self.point = point
      self.count = count
      radiusSquared = radius * radius
    }

    mutating func offer(_ d2: Float, slot: Int) {
      guard d2 <= radiusSquared else { return }
      let at = found.firstIndex { $0.d2 > d2 } ?? found.count
      found.insert((d2, slot), at: at)
      if found.count > count { found.removeLast() }
      if found.count == count { radiusSquared = found[found.count - 1].d2 }
    }
  }

  private func visit(_ lo: Int, _ hi: Int, axis: Int, _ search: inout Search) {
    guard lo < hi else { return }
    let mid = (lo + hi) / 2
    let v = SIMD3(xs[mid], ys[mid], zs[mid])
    let d = v - search.point
    search.offer((d * d).sum(), slot: mid)
    let split = v[axis] - search.point[axis]  // > 0: the point is on the low side
    let (near, far) = split > 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
    visit(near.0, near.1, axis: (axis + 1) % 3, &search)
    if split * split <= search.radiusSquared { visit(far.0, far.1, axis: (axis + 1) % 3, &search) }
  }
}
