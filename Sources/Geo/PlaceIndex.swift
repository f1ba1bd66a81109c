import Foundation

/// The places nearest a point, from a k-d tree over points on the unit
/// sphere (`KDTree`, which gives the method), keeping each point's unit
/// vector: 16 bytes a point with its slot.
public struct PlaceIndex: Sendable {
  /// The tree's points, slot by slot.
  private var vectors = Vectors()
  /// Index into the gazetteer's places of each tree slot.
  private var slots: [Int32] = []

  /// The unit vectors in tree order, an array per axis.
  private struct Vectors: TreePoints {
    var xs: [Float] = []
    var ys: [Float] = []
    var zs: [Float] = []
    var count: Int { xs.count }
    func vector(at slot: Int) -> SIMD3<Float> { SIMD3(xs[slot], ys[slot], zs[slot]) }
  }

  /// An index of the places' positions; `nearest` answers with indices into
  /// `places`.
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
    var coordinates = KDTree.coordinates(of: points, count: count)
    let order = KDTree.arrange(coordinates)
    vectors.xs = order.map { coordinates[0][Int($0)] }
    coordinates[0] = []
    vectors.ys = order.map { coordinates[1][Int($0)] }
    coordinates[1] = []
    vectors.zs = order.map { coordinates[2][Int($0)] }
    coordinates[2] = []
    slots = order
  }

  /// The bytes the index holds: four a point for each axis and for its slot.
  var byteCount: Int {
    (vectors.xs.capacity + vectors.ys.capacity + vectors.zs.capacity)
      * MemoryLayout<Float>.stride + slots.capacity * MemoryLayout<Int32>.stride
  }

  /// Up to `count` places within `meters`, nearest first, as indices into
  /// the gazetteer's places.
  public func nearest(to coordinate: Coordinate, count: Int, within meters: Double) -> [Int] {
    KDTree.nearest(in: vectors, to: coordinate, count: count, within: meters).map {
      Int(slots[$0])
    }
  }
}
