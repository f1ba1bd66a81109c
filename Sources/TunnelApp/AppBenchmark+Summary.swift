import Foundation
import Geo
import Platform
import ViewKit

/// Turning the frame samples into the result, with the floor and the
/// geocoder measured in the same run.
extension AppBenchmark {
  /// The `p` quantile of `values` (nearest rank, rounding up); 0 when empty.
  nonisolated public static func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded(.up)))]
  }

  func summarize(into result: inout Result) {
    let dig = samplesFor(.dig) + samplesFor(.zoom)
    let flips = samplesFor(.flips)
    result.digFrameMsP50 = Self.percentile(dig, 0.5) * 1000
    result.digFrameMsP99 = Self.percentile(dig, 0.99) * 1000
    result.digFrameMsMax = (dig.max() ?? 0) * 1000
    result.flipFrameMsP50 = Self.percentile(flips, 0.5) * 1000
    result.flipFrameMsP99 = Self.percentile(flips, 0.99) * 1000
    result.flipFrameMsMax = (flips.max() ?? 0) * 1000
    result.framesOverBudget = (dig + flips).filter { $0 > 1.0 / 60 }.count
    result.idleFrames = idleFrameCount
    result.presentOnlyMsP50 = presentOnlyFloor() * 1000
    let p99 = Self.percentile(dig + flips, 0.99) * 1000
    result.frameToFloorRatioP99 =
      result.presentOnlyMsP50 > 0 ? p99 / result.presentOnlyMsP50 : 0
    let tiles =
      session.root.startMap.mapView.tilePreparationTimes
      + session.root.targetMap.mapView.tilePreparationTimes
    result.tilePrepareMsP50 = Self.percentile(tiles, 0.5) * 1000
    result.tilePrepareMsP99 = Self.percentile(tiles, 0.99) * 1000
    let geocode = geocodeSamples(10_000)
    result.geocodeUsP50 = Self.percentile(geocode, 0.5) * 1e6
    result.geocodeUsP99 = Self.percentile(geocode, 0.99) * 1e6
    result.peakRssMb = ProcessStats.peakResidentMegabytes() ?? 0
  }

  /// Clearing and presenting a frame of the same size: the floor.
  private func presentOnlyFloor() -> Double {
    guard let renderer else { return 0 }
    var times: [Double] = []
    for _ in 0..<120 {
      let cpu = ProcessStats.threadCPUSeconds()
      renderer.clear(.black)
      renderer.present()
      times.append(ProcessStats.threadCPUSeconds() - cpu)
    }
    return Self.percentile(times, 0.5)
  }

  /// Single queries at points spread evenly over the sphere.
  private func geocodeSamples(_ count: Int) -> [Double] {
    BenchmarkPoints.uniform(count).map { point in
      let start = DispatchTime.now().uptimeNanoseconds
      _ = session.geocoder.describe(point)
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
  }
}
