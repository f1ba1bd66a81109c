import Foundation
import Geo
import Platform
import ViewKit

/// Turning the frame samples into the result, with the floor and the
/// geocoder measured in the same run.
extension AppBenchmark {
  static func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded(.up)))]
  }

  func summarize(into result: inout Result) {
    let dig = samplesFor(.dig) + samplesFor(.zoom)
    let flips = samplesFor(.flips)
    result.dig_frame_ms_p50 = Self.percentile(dig, 0.5) * 1000
    result.dig_frame_ms_p99 = Self.percentile(dig, 0.99) * 1000
    result.dig_frame_ms_max = (dig.max() ?? 0) * 1000
    result.flip_frame_ms_p50 = Self.percentile(flips, 0.5) * 1000
    result.flip_frame_ms_p99 = Self.percentile(flips, 0.99) * 1000
    result.flip_frame_ms_max = (flips.max() ?? 0) * 1000
    result.frames_over_16_7ms = (dig + flips).filter { $0 > 1.0 / 60 }.count
    result.idle_frames = idleFrameCount
    result.present_only_ms_p50 = presentOnlyFloor() * 1000
    let p99 = Self.percentile(dig + flips, 0.99) * 1000
    result.frame_to_floor_ratio_p99 =
      result.present_only_ms_p50 > 0 ? p99 / result.present_only_ms_p50 : 0
    let tiles =
      session.root.startMap.mapView.tilePreparationTimes
      + session.root.targetMap.mapView.tilePreparationTimes
    result.tile_prepare_ms_p50 = Self.percentile(tiles, 0.5) * 1000
    result.tile_prepare_ms_p99 = Self.percentile(tiles, 0.99) * 1000
    let geocode = geocodeSamples(10_000)
    result.geocode_us_p50 = Self.percentile(geocode, 0.5) * 1e6
    result.geocode_us_p99 = Self.percentile(geocode, 0.99) * 1e6
    result.peak_rss_mb = ProcessStats.peakResidentMegabytes() ?? 0
  }

  /// Clearing and presenting a frame of the same size: the floor.
  private func presentOnlyFloor() -> Double {
    var times: [Double] = []
    for _ in 0..<120 {
      let cpu = ProcessStats.threadCPUSeconds()
      renderer.clear(.black)
      if present { renderer.present() } else { _ = try? renderer.readPixels() }
      times.append(ProcessStats.threadCPUSeconds() - cpu)
    }
    return Self.percentile(times, 0.5)
  }

  /// Single queries at points spread evenly over the sphere (a fixed seed).
  private func geocodeSamples(_ count: Int) -> [Double] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return Double(state >> 11) / Double(1 << 53)
    }
    return (0..<count).map { _ in
      let point = Coordinate(
        validLatitude: asin(2 * next() - 1) * 180 / .pi, normalizingLongitude: next() * 360 - 180)
      let start = DispatchTime.now().uptimeNanoseconds
      _ = session.geocoder.describe(point)
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
  }
}
