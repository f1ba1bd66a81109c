import Foundation
import Geo
import Platform
import ViewKit

/// Which names the map shows at each whole zoom level, placed in the
/// background (MapLabels.swift) before they are needed: asking for a level
/// also starts its neighbours, where a zoom goes next.
///
/// MapKit counterpart: the label placement of MapKit's own map, done off
/// the main thread there too. Until a level is placed, the nearest level
/// placed stands in for it; the view never waits.
@MainActor
final class LabelPlacements {
  private let placer: MapLabels
  private var placed: [Int: [MapLabels.Label]] = [:]
  private var inFlight: Set<Int> = []
  /// Called on the main actor when a level has been placed.
  var onPlaced: () -> Void = {}

  init(places: [Place], fontSize: Double) {
    placer = MapLabels(places: places, fontSize: fontSize)
  }

  /// The labels of `level`, or of the nearest level placed until it is;
  /// empty until any is. Starts placing `level` and its neighbours.
  func labels(level: Int) -> [MapLabels.Label] {
    for wanted in [level, level + 1, level - 1] where wanted >= 0 { request(wanted) }
    if let exact = placed[level] { return exact }
    let nearest = placed.keys.min { abs($0 - level) < abs($1 - level) }
    return nearest.flatMap { placed[$0] } ?? []
  }

  /// Places `level` now, on this thread: for screenshots and tests.
  func placeNow(level: Int) {
    guard placed[level] == nil else { return }
    placed[level] = placer.place(level: level)
  }

  private func request(_ level: Int) {
    guard placed[level] == nil, !inFlight.contains(level) else { return }
    inFlight.insert(level)
    let placer = self.placer
    MainThreadInbox.shared.performInBackground {
      let labels = placer.place(level: level)
      return { [weak self] in
        guard let self else { return }
        self.inFlight.remove(level)
        if self.placed[level] == nil { self.placed[level] = labels }
        self.onPlaced()
      }
    }
  }
}
