import Foundation
import Geo
import Platform
import TunnelApp

/// The geocoder's benchmark: load time, then 10,000 single queries at
/// points spread evenly over the sphere (a fixed seed, so every run asks
/// the same questions), land and sea alike.
enum GeocoderBench {
  /// Report lines; the points are also written to `pointsFile` as
  /// "lat,lon" lines, for comparing other geocoders on the same questions.
  static func run(queries: Int, pointsFile: String?) throws -> [String] {
    let start = DispatchTime.now().uptimeNanoseconds
    let geocoder = try CoordinateArguments.geocoder()
    let loadMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let points = BenchmarkPoints.uniform(queries)
    if let pointsFile {
      let text = points.map { String(format: "%.6f,%.6f", $0.latitude, $0.longitude) }.joined(
        separator: "\n")
      try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: pointsFile))
    }
    var samples: [Double] = []
    samples.reserveCapacity(points.count)
    var land = 0
    for point in points {
      let t0 = DispatchTime.now().uptimeNanoseconds
      let answer = geocoder.describe(point)
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
      if answer.kind == .land { land += 1 }
    }
    func micro(_ p: Double) -> String {
      String(format: "%.2f", AppBenchmark.percentile(samples, p) * 1e6)
    }
    return [
      String(format: "geocoder load: %.1f ms", loadMs),
      "geocoder \(queries) queries (\(land) on land): p50 \(micro(0.5)) µs, p99 \(micro(0.99)) µs, max \(micro(1)) µs",
    ]
  }
}
