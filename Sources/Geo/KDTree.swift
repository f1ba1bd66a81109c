import Foundation

/// The points of an implicit k-d tree, slot by slot, as unit vectors: how
/// an index keeps them is its own affair (`PlaceIndex` keeps the vectors,
/// `NearestLand` the map files' grid steps and makes each vector again).
protocol TreePoints {
  /// How many slots the tree has.
  var count: Int { get }
  /// The unit vector in a slot: the same value, to the bit, that the tree
  /// was arranged with.
  func vector(at slot: Int) -> SIMD3<Float>
}

/// An implicit k-d tree over points on the unit sphere: its arrangement
/// and its search, shared by the indices that store their points
/// differently.
///
/// The method: each point is a 3D unit vector, so straight-line (chord)
/// distance orders points exactly as great-circle distance does, with no
/// trouble at the antimeridian or the poles. The tree is stored
/// implicitly: its points are arranged so that the median of each range,
/// split on x, y, z in turn, sits in the middle of it. A search descends
/// toward the point and only visits the far side of a split when the ball
/// around the point still reaches across it.
enum KDTree {
  /// The unit vector of a latitude and longitude in degrees.
  static func unitVector(latitude: Double, longitude: Double) -> SIMD3<Float> {
    let lat = latitude * .pi / 180
    let lon = longitude * .pi / 180
    return SIMD3(Float(cos(lat) * cos(lon)), Float(cos(lat) * sin(lon)), Float(sin(lat)))
  }

  /// The points' unit vectors, an array per axis (x, y, z).
  static func coordinates(of points: some Sequence<GeoPoint>, count: Int) -> [[Float]] {
    var coordinates = [[Float]](repeating: [], count: 3)
    for axis in 0..<3 { coordinates[axis].reserveCapacity(count) }
    for point in points {
      let v = unitVector(latitude: point.latitude, longitude: point.longitude)
      for axis in 0..<3 { coordinates[axis].append(v[axis]) }
    }
    return coordinates
  }

  /// The tree's order of the points whose x, y and z are `coordinates[0]`,
  /// `[1]` and `[2]`: slot `s` of the tree holds point `order[s]`.
  static func arrange(_ coordinates: [[Float]]) -> [Int32] {
    var order = (0..<Int32(coordinates[0].count)).map { $0 }
    order.withUnsafeMutableBufferPointer { order in
      build(&order, coordinates, 0, order.count, axis: 0)
    }
    return order
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

  /// The slots of up to `count` points within `meters` of the coordinate,
  /// nearest first.
  static func nearest(
    in points: some TreePoints, to coordinate: Coordinate, count: Int, within meters: Double
  ) -> [Int] {
    let p = unitVector(latitude: coordinate.latitude, longitude: coordinate.longitude)
    var search = Search(point: p, count: count, radius: chord(meters: meters))
    visit(points, 0, points.count, axis: 0, &search)
    return search.found.map(\.slot)
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

  private static func visit(
    _ points: some TreePoints, _ lo: Int, _ hi: Int, axis: Int, _ search: inout Search
  ) {
    guard lo < hi else { return }
    let mid = (lo + hi) / 2
    let v = points.vector(at: mid)
    let d = v - search.point
    search.offer((d * d).sum(), slot: mid)
    let split = v[axis] - search.point[axis]  // > 0: the point is on the low side
    let (near, far) = split > 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
    visit(points, near.0, near.1, axis: (axis + 1) % 3, &search)
    if split * split <= search.radiusSquared {
      visit(points, far.0, far.1, axis: (axis + 1) % 3, &search)
    }
  }
}
