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
    // 2. Pan: the camera moves 4 points a frame, at 60 frames a second of
    // real time; tiles come from the background as in the app, and each
    // frame first takes what has arrived (the inbox), as the app's loop does.
    map.setRegion(center: west, span: 1_000_000, animated: false)
    // Untimed frames until the background has nothing more to hand over:
    // they upload what step 1 drew on this thread, and take what its
    // spans asked of the background (its names' pictures; the tiles it
    // drew pushing older ones out). Step 1's aftermath, not a pan's work.
    repeat {
      MainThreadInbox.shared.drain()
      window.render(into: renderer)
      if present { renderer.present() } else { _ = try? renderer.readPixels() }
    } while MainThreadInbox.shared.waitForBackgroundWork()
    var pan = PanSamples()
    let host = HostClock()
    for frame in 0..<frames {
      let heap = HeapStatistics.bytesInUse() ?? 0
      let start = host.now
      let cpu = ProcessStats.threadCPUSeconds()
      let uploads = renderer.totalUploads
      MainThreadInbox.shared.drain()
      map.pan(byPoints: CGPoint(x: frame % 120 < 60 ? 4 : -4, y: 0))
      window.render(into: renderer)
      if present { renderer.present() } else { _ = try? renderer.readPixels() }
      pan.wall.append(host.now - start)
      pan.cpu.append(ProcessStats.threadCPUSeconds() - cpu)
      pan.uploads.append(Double(renderer.totalUploads - uploads))
      pan.heapGrowth.append(Double((HeapStatistics.bytesInUse() ?? 0) - heap) / 1024)
      if map.showsBlankTile { pan.blankFrames += 1 }
      let rest = 1.0 / 60 - (host.now - start)
      if rest > 0 { Thread.sleep(forTimeInterval: rest) }  // the display's wait, untimed
    }
    return [
      Bench.report(tileTimes, label: "map tiles (\(tileTimes.count) of 256x256 px)"),
      Bench.report(pan.wall, label: "map pan frames 1280x400, \(frames) frames"),
      Bench.report(pan.cpu, label: "map pan frames, main-thread CPU (\(PanSamples.budgets))"),
      pan.counts,
      "memory: \(map.cachedTileCount) tiles cached (\(map.cachedTileCount * 256) KB of pixels), resident \(ProcessStats.residentMegabytes().map { String(format: "%.0f", $0) } ?? "?") MB",
    ]
  }
}

/// The pan frames' figures: wall clock and main-thread CPU in seconds,
/// and per frame the uploads and the KB the heap grew by (HeapStatistics).
struct PanSamples {
  var wall: [Double] = []
  var cpu: [Double] = []
  var heapGrowth: [Double] = []
  var uploads: [Double] = []
  var blankFrames = 0

  /// "budget p99 2.00 ms, max 3.00 ms".
  static var budgets: String {
    let (p99, max) = (AppBenchmark.cpuBudget * 1000, AppBenchmark.cpuMaxBudget * 1000)
    return String(format: "budget p99 %.2f ms, max %.2f ms", p99, max)
  }

  var counts: String {
    func p(_ v: [Double], _ q: Double) -> String {
      String(format: "%.0f", AppBenchmark.percentile(v, q))
    }
    let over = cpu.filter { $0 > AppBenchmark.cpuBudget }.count
    return
      "map pan: \(over) frames over the CPU budget, heap KB growth/frame p50 \(p(heapGrowth, 0.5)) max \(p(heapGrowth, 1)), uploads/frame p50 \(p(uploads, 0.5)) max \(p(uploads, 1)), \(blankFrames) frames with a blank tile"
  }
}
