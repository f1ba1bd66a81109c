import Foundation
import Geo

/// Which city names the map shows at each zoom level: the most populous
/// first, each kept only if its label box overlaps none already kept.
///
/// MapKit counterpart: the label placement of MapKit's own map. Labels are
/// placed once per whole zoom level across the whole world, so the choice
/// does not depend on where the view is: panning never makes labels come
/// and go, and zooming in between two levels only spreads them apart.
struct MapLabels: Sendable {
  struct Label: Sendable {
    let name: String
    let x: Double
    let y: Double
    let isCapital: Bool
  }

  let places: [Place]
  let fontSize: Double
  private var levels: [Int: [Label]] = [:]

  init(places: [Place], fontSize: Double) {
    self.places = places
    self.fontSize = fontSize
  }

  /// Fewest people a city needs to be considered at a level.
  static func minimumPopulation(level: Int) -> Int {
    let table = [
      8_000_000, 5_000_000, 2_000_000, 1_000_000, 400_000, 150_000, 60_000, 25_000, 10_000,
    ]
    return level < table.count ? table[level] : 0
  }

  /// The labels of level `level`, placed on first use.
  mutating func labels(level: Int) -> [Label] {
    if let placed = levels[level] { return placed }
    let placed = place(level: level)
    levels[level] = placed
    return placed
  }

  /// The greedy placement, with a grid of 64-point cells for the overlap
  /// test. It does not depend on what `labels(level:)` has cached: the map
  /// runs it in the background (LabelPlacements.swift).
  func place(level: Int) -> [Label] {
    let worldSize = 256 * pow(2, Double(level))
    let minimum = Self.minimumPopulation(level: level)
    var grid: [Int: [CGRect]] = [:]
    var kept: [Label] = []
    for place in places where place.population >= minimum {
      let p = WebMercator.project(latitude: place.latitude, longitude: place.longitude)
      let box = labelBox(name: place.name, x: p.x * worldSize, y: p.y * worldSize)
      let cells = Self.cells(of: box)
      if cells.contains(where: { cell in grid[cell]?.contains { $0.intersects(box) } ?? false }) {
        continue
      }
      for cell in cells { grid[cell, default: []].append(box) }
      kept.append(Label(name: place.name, x: p.x, y: p.y, isCapital: place.isCapital))
      if kept.count >= 4000 { break }
    }
    return kept
  }

  /// A generous box around the dot and the name to its right, in points.
  func labelBox(name: String, x: Double, y: Double) -> CGRect {
    let width = Double(name.count) * fontSize * 0.62 + 12
    let height = fontSize * 1.4
    return CGRect(x: x - 4, y: y - height / 2, width: width, height: height)
  }

  private static func cells(of box: CGRect) -> [Int] {
    let size = 64.0
    var cells: [Int] = []
    for cy in Int((box.minY / size).rounded(.down))...Int((box.maxY / size).rounded(.down)) {
      for cx in Int((box.minX / size).rounded(.down))...Int((box.maxX / size).rounded(.down)) {
        cells.append(cy &* 1_000_003 &+ cx)
      }
    }
    return cells
  }
}
