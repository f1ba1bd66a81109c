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
/// Until then, and to name the vertex the tree finds, it keeps the outer
/// rings' vertices as land.bin stores them: whole steps of the map files'
/// grid (`BinaryReader.pointStepsPerDegree`), in an `Int16` each, 4 bytes a
/// vertex where a `GeoPoint` takes 16. Read back, a vertex is the same
/// `Double` the file's reader made; a layer made in code is rounded to
/// that grid.
final class NearestLand: @unchecked Sendable {
  /// Each vertex's latitude and then longitude, in steps, ring after ring.
  private let steps: [Int16]
  /// The vertex number of each outer ring's first vertex, ascending.
  private let ringStarts: [Int32]
  /// The country table index of each ring's feature (its id).
  private let ringOwners: [UInt32]
  private let countries: CountryTable
  private let lock = NSLock()
  private var built: PlaceIndex?

  init(countriesLayer: MapLayer, countries: CountryTable) {
    var steps: [Int16] = []
    var ringStarts: [Int32] = []
    var ringOwners: [UInt32] = []
    for feature in countriesLayer.features {
      for part in feature.parts where part.role == .outer {
        ringStarts.append(Int32(steps.count / 2))
        ringOwners.append(feature.id)
        for point in part.points {
          steps.append(Self.step(point.latitude))
          steps.append(Self.step(point.longitude))
        }
      }
    }
    self.steps = steps
    self.ringStarts = ringStarts
    self.ringOwners = ringOwners
    self.countries = countries
  }

  private static func step(_ degrees: Double) -> Int16 {
    Int16(clamping: Int((degrees * BinaryReader.pointStepsPerDegree).rounded()))
  }

  /// The vertex with that number, in degrees.
  private func vertex(_ number: Int) -> GeoPoint {
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
    let index = tree()
    guard let number = index.nearest(to: coordinate, count: 1, within: 20_040_000).first
    else { return nil }
    // The last ring starting at or before the vertex holds it.
    var low = 0
    var high = ringStarts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if Int(ringStarts[middle]) <= number { low = middle } else { high = middle }
    }
    guard let country = countries.country(at: Int(ringOwners[low])) else { return nil }
    let at = vertex(number)
    guard let point = Coordinate(latitude: at.latitude, longitude: at.longitude) else { return nil }
    return LandProximity(
      country: country, distance: coordinate.distance(to: point), coast: point)
  }

  private func tree() -> PlaceIndex {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let count = steps.count / 2
    let made = PlaceIndex(points: (0..<count).lazy.map(vertex), count: count)
    built = made
    return made
  }
}
