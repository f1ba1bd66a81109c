import Foundation
import Geo
import Map
import Platform
import TunnelApp
import ViewKit

/// The map's benchmark: how long tiles take to draw, how long a pan frame
/// takes once they are drawn, and how much memory the process holds.
@MainActor
struct MapBenchScene {
  let window: Window
  let map: MapView

  init(size: CGSize, data: MapData) {
    window = Window(frame: CGRect(origin: .zero, size: size))
    map = MapView(frame: window.bounds, data: data)
    window.addSubview(map)
  }

  /// Report lines: tile preparation, pan frames, memory.
  func run(frames: Int, renderer: Renderer, present: Bool) -> [String] {
    let west = Coordinate(latitude: 56.55, longitude: 8.316667)!
    map.setRegion(center: west, span: 1_000_000, animated: false)
    window.render(into: renderer)
    // 1. Tiles: every tile of the view at four spans, drawn on this thread.
    let tileStart = map.tilePreparationTimes.count
    for span in [8_000_000.0, 3_000_000, 1_000_000, 300_000] {
      map.setRegion(center: west, span: span, animated: false)
      map.prepareVisibleTiles()
    }
    let tileTimes = Array(map.tilePreparationTimes[tileStart...])
    // 2. Pan: the camera moves 4 points a frame; tiles are ready before timing.
    map.setRegion(center: west, span: 1_000_000, animated: false)
    var samples: [Double] = []
    let host = HostClock()
    for frame in 0..<frames {
      map.pan(byPoints: CGPoint(x: frame % 120 < 60 ? 4 : -4, y: 0))
      map.prepareVisibleTiles()
      let start = host.now
      window.render(into: renderer)
      if present { renderer.present() } else { _ = try? renderer.readPixels() }
      samples.append(host.now - start)
    }
    return [
      Bench.report(tileTimes, label: "map tiles (\(tileTimes.count) of 256x256 px)"),
      Bench.report(samples, label: "map pan frames 1280x400, \(frames) frames"),
      "memory: \(map.cachedTileCount) tiles cached (\(map.cachedTileCount * 256) KB of pixels), resident \(ProcessStats.residentMegabytes().map { String(format: "%.0f", $0) } ?? "?") MB",
    ]
  }
}
