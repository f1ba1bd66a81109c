import Foundation

/// The land nearest a point at sea: which country, and how far.
///
/// Core Location counterpart: none. Answered from the geocoder's country
/// polygons: the nearest of their vertices, which lie at most a few
/// kilometres apart along every coast, so the distance is that close.
public struct LandProximity: Hashable, Sendable {
  /// The country whose coast is nearest.
  public let country: Country
  /// Great-circle metres to the nearest coast vertex.
  public let distance: Double
  /// That vertex: where the nearest coast is.
  public let coast: Coordinate
}

/// Finds the nearest coast from the country polygons' vertices.
///
/// The k-d tree (`KDTree`) over a quarter of a million vertices takes tens
/// of milliseconds to build, more than the geocoder's whole load budget,
/// and only the geo-info panel asks, so it is built on the first question
/// (under a lock: questions come from background threads).
///
/// Both before and after, a vertex is kept as land.bin stores it: whole
/// steps of the map files' grid (`BinaryReader.pointStepsPerDegree`), in
/// an `Int16` each, 4 bytes a vertex where a `GeoPoint` takes 16. Read
/// back, a vertex is the same `Double` the file's reader made; a layer made
/// in code is rounded to that grid. Until the first question they are in
/// the rings' order, with each ring's first vertex and owner; the tree puts
/// them in its own order with each vertex's owner beside it (8 bytes a
/// vertex in all) and makes a vertex's unit vector again when a search
/// visits it, rather than keep 12 bytes more of it.
final class NearestLand: @unchecked Sendable {
  private let countries: CountryTable
  private let lock = NSLock()
  /// The rings, until the tree is built.
  private var rings: Rings?
  private var built: Tree?

  /// The outer rings' vertices in the file's order.
  private struct Rings {
    /// Each vertex's latitude and then longitude, in steps, ring after ring.
    var steps: [Int16] = []
    /// The vertex number of each outer ring's first vertex, ascending.
    var starts: [Int32] = []
    /// The country table index of each ring's feature (its id).
    var owners: [UInt32] = []

    /// The owner of the ring that holds vertex `number`: the last ring
    /// starting at or before it.
    func owner(ofVertex number: Int) -> UInt32 {
      var low = 0
      var high = starts.count
      while high - low > 1 {
        let middle = (low + high) / 2
        if Int(starts[middle]) <= number { low = middle } else { high = middle }
      }
      return owners[low]
    }
  }

  /// The vertices in the tree's order, each with its owner.
  private struct Tree: TreePoints {
    var steps: [Int16]
    var owners: [UInt32]
    var count: Int { owners.count }
    func point(at slot: Int) -> GeoPoint { NearestLand.vertex(slot, of: steps) }
    func vector(at slot: Int) -> SIMD3<Float> {
      let at = point(at: slot)
      return KDTree.unitVector(latitude: at.latitude, longitude: at.longitude)
    }
    var byteCount: Int {
      steps.capacity * MemoryLayout<Int16>.stride + owners.capacity * MemoryLayout<UInt32>.stride
    }
  }

  init(countriesLayer: MapLayer, countries: CountryTable) {
    var rings = Rings()
    for feature in countriesLayer.features {
      for part in feature.parts where part.role == .outer {
        rings.starts.append(Int32(rings.steps.count / 2))
        rings.owners.append(feature.id)
        for point in part.points {
          rings.steps.append(Self.step(point.latitude))
          rings.steps.append(Self.step(point.longitude))
        }
      }
    }
    self.rings = rings
    self.countries = countries
  }

  private static func step(_ degrees: Double) -> Int16 {
    Int16(clamping: Int((degrees * BinaryReader.pointStepsPerDegree).rounded()))
  }

  /// Vertex `number` of `steps` (latitude, longitude pairs), in degrees.
  private static func vertex(_ number: Int, of steps: [Int16]) -> GeoPoint {
    GeoPoint(
      latitude: Double(steps[2 * number]) / BinaryReader.pointStepsPerDegree,
      longitude: Double(steps[2 * number + 1]) / BinaryReader.pointStepsPerDegree)
  }

  /// The bytes of the tree, once built (0 before the first question).
  var treeBytes: Int {
    lock.lock()
    defer { lock.unlock() }
    return built?.byteCount ?? 0
  }

  func nearest(to coordinate: Coordinate) -> LandProximity? {
    let tree = self.tree()
    guard
      let slot = KDTree.nearest(in: tree, to: coordinate, count: 1, within: 20_040_000).first,
      let country = countries.country(at: Int(tree.owners[slot]))
    else { return nil }
    let at = tree.point(at: slot)
    guard let point = Coordinate(latitude: at.latitude, longitude: at.longitude) else { return nil }
    return LandProximity(
      country: country, distance: coordinate.distance(to: point), coast: point)
  }

  /// The tree, built on the first call from the rings, which it replaces.
  private func tree() -> Tree {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let rings = self.rings ?? Rings()
    let count = rings.steps.count / 2
    let order = KDTree.arrange(
      KDTree.coordinates(
        of: (0..<count).lazy.map { Self.vertex($0, of: rings.steps) }, count: count))
    var steps: [Int16] = []
    steps.reserveCapacity(2 * count)
    for number in order {
      steps.append(rings.steps[2 * Int(number)])
      steps.append(rings.steps[2 * Int(number) + 1])
    }
    let made = Tree(steps: steps, owners: order.map { rings.owner(ofVertex: Int($0)) })
    built = made
    self.rings = nil
    return made
  }
}
