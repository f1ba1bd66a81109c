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
/// The k-d tree over a quarter of a million vertices takes tens of
/// milliseconds to build, more than the geocoder's whole load budget, and
/// only the geo-info panel asks, so it is built on the first question
/// (under a lock: questions come from background threads).
///
/// The tree holds the vertices' unit vectors and, for each, its place in
/// the order the outer rings list them; the vertex itself and its country
/// are read back from the layer, which the geocoder keeps anyway, through
/// where each ring starts in that order. So the tree adds 16 bytes a vertex
/// and not a copy of the points (16 bytes more) and of their owners (4).
final class NearestLand: @unchecked Sendable {
  private let layer: MapLayer
  private let countries: CountryTable
  private let lock = NSLock()
  private var built: Tree?

  /// The tree, and where each outer ring's vertices start in its order.
  private struct Tree {
    let index: PlaceIndex
    /// The vertex number of each outer ring's first vertex, ascending.
    let ringStarts: [Int32]
    /// The feature and part of each of those rings, in `layer`.
    let rings: [(feature: Int32, part: Int32)]

    var byteCount: Int {
      index.byteCount + ringStarts.capacity * MemoryLayout<Int32>.stride
        + rings.capacity * MemoryLayout<(feature: Int32, part: Int32)>.stride
    }
  }

  init(countriesLayer: MapLayer, countries: CountryTable) {
    layer = countriesLayer
    self.countries = countries
  }

  /// The bytes of the tree, once built (0 before the first question).
  var treeBytes: Int {
    lock.lock()
    defer { lock.unlock() }
    return built?.byteCount ?? 0
  }

  func nearest(to coordinate: Coordinate) -> LandProximity? {
    let tree = tree()
    guard let vertex = tree.index.nearest(to: coordinate, count: 1, within: 20_040_000).first
    else { return nil }
    // The last ring starting at or before the vertex holds it.
    var low = 0
    var high = tree.ringStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if Int(tree.ringStarts[middle]) <= vertex { low = middle } else { high = middle }
    }
    let (feature, part) = tree.rings[low]
    let owner = layer.features[Int(feature)]
    guard let country = countries.country(at: Int(owner.id)) else { return nil }
    let at = owner.parts[Int(part)].points[vertex - Int(tree.ringStarts[low])]
    guard let point = Coordinate(latitude: at.latitude, longitude: at.longitude) else { return nil }
    return LandProximity(
      country: country, distance: coordinate.distance(to: point), coast: point)
  }

  private func tree() -> Tree {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    var ringStarts: [Int32] = []
    var rings: [(feature: Int32, part: Int32)] = []
    var vertexCount = 0
    for (f, feature) in layer.features.enumerated() {
      for (p, part) in feature.parts.enumerated() where part.role == .outer {
        ringStarts.append(Int32(vertexCount))
        rings.append((Int32(f), Int32(p)))
        vertexCount += part.points.count
      }
    }
    let vertices = rings.lazy.flatMap { ring in
      self.layer.features[Int(ring.feature)].parts[Int(ring.part)].points
    }
    let made = Tree(
      index: PlaceIndex(points: vertices, count: vertexCount), ringStarts: ringStarts, rings: rings)
    built = made
    return made
  }
}
