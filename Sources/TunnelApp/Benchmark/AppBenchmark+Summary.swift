import Foundation
import Geo
import Platform
import ViewKit

/// Turning the frame samples into the result, with the geocoder measured
/// in the same run.
extension AppBenchmark {
  /// The `p` quantile of `values` (nearest rank, rounding up); 0 when empty.
  nonisolated public static func percentile(_ values: [Double], _ p: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded(.up)))]
  }

  /// A frame over this many seconds misses a 60 Hz display's refresh.
  nonisolated static let frameBudget = 1.0 / 60
  /// The main thread's CPU time a frame may take at p99, and at most, in
  /// seconds: what a frame costs where a GPU rasterizes.
  nonisolated public static let cpuBudget = 0.002
  nonisolated public static let cpuMaxBudget = 0.003
  /// A phase's wall-clock p99 over its floor's at most: the app adds at
  /// most as much again as SDL takes to draw the same pictures.
  nonisolated public static let floorRatioBudget = 2.0
  /// The resident memory above the bare window's peak, in MB, at the peak
  /// and with the Guide open.
  nonisolated public static let rssAboveBaselineBudget = 60.0
  /// The app's own allocations a steady frame may make, at p50, in the
  /// phases whose frames are alike (the dig and the zoom): a handful (see
  /// "Allocations per frame" in Docs/performance.md).
  nonisolated public static let steadyAllocationsBudget = 4.0

  /// Gives the dig and the zoom, when their allocations were counted, the
  /// budget for their own allocations at p50; the flips' frames are not alike.
  nonisolated static func setSteadyAllocationsBudget(in result: inout Result) {
    for steady in [\Result.dig, \.zoom]
    where result[keyPath: steady].appAllocationsPerFrameP50 != nil {
      result[keyPath: steady].appAllocationsPerFrameP50Budget = steadyAllocationsBudget
    }
  }

  /// One phase's figures, in milliseconds.
  nonisolated static func phaseResult(_ samples: [FrameSample]) -> PhaseResult {
    let wall = samples.map(\.wall)
    let cpu = samples.map(\.cpu)
    let floor = samples.map(\.sdlFloor)
    var result = PhaseResult()
    result.wallMsP50 = percentile(wall, 0.5) * 1000
    result.wallMsP99 = percentile(wall, 0.99) * 1000
    result.wallMsMax = (wall.max() ?? 0) * 1000
    result.cpuMsP50 = percentile(cpu, 0.5) * 1000
    result.cpuMsP99 = percentile(cpu, 0.99) * 1000
    result.cpuMsMax = (cpu.max() ?? 0) * 1000
    result.cpuMsP99Budget = cpuBudget * 1000
    result.cpuMsMaxBudget = cpuMaxBudget * 1000
    result.cpuFramesOverBudget = cpu.filter { $0 > cpuBudget }.count
    result.floorMsP50 = percentile(floor, 0.5) * 1000
    result.floorMsP99 = percentile(floor, 0.99) * 1000
    result.floorCpuMsP50 = percentile(samples.map(\.floorCPU), 0.5) * 1000
    result.floorCpuMsP99 = percentile(samples.map(\.floorCPU), 0.99) * 1000
    result.frameToFloorRatioP99 = result.floorMsP99 > 0 ? result.wallMsP99 / result.floorMsP99 : 0
    result.frameToFloorRatioP99Budget = floorRatioBudget
    result.framesOverFrameBudget = wall.filter { $0 > frameBudget }.count
    result.frames = samples.count
    result.newSize = newSizeFigures(samples)
    let uploads = samples.map { Double($0.uploads) }
    result.uploadsPerFrameP50 = percentile(uploads, 0.5)
    result.uploadsPerFrameMax = uploads.max() ?? 0
    result.uploadKbPerFrameMax = Double(samples.map(\.uploadBytes).max() ?? 0) / 1024
    let growth = samples.map { Double($0.heapGrowth) / 1024 }
    result.heapKbGrowthPerFrameP50 = percentile(growth, 0.5)
    result.heapKbGrowthPerFrameMax = growth.max() ?? 0
    result.framesWithBlankTile = samples.filter(\.showsBlankTile).count
    if let allocations = allocationFigures(samples) {
      result.allocationsPerFrameP50 = allocations.p50
      result.allocationsPerFrameP99 = allocations.p99
      result.allocationsPerFrameMax = allocations.max
    }
    if let own = appAllocationFigures(samples) {
      result.appAllocationsPerFrameP50 = own.p50
      result.appAllocationsPerFrameP99 = own.p99
      result.appAllocationsPerFrameMax = own.max
    }
    if let floor = allocationFigures(samples, \.floorAllocations) {
      result.floorAllocationsPerFrameP50 = floor.p50
      result.floorAllocationsPerFrameP99 = floor.p99
      result.floorAllocationsPerFrameMax = floor.max
    }
    return result
  }

  /// Each measured phase's figures from its frames.
  func summarizePhases(into result: inout Result) {
    for phase in Phase.allCases {
      guard let (_, figures) = phase.figures else { continue }
      result[keyPath: figures] = Self.phaseResult(samples[phase] ?? [])
    }
    Self.setSteadyAllocationsBudget(in: &result)
  }

  func summarize(into result: inout Result) {
    if let renderer {
      result.renderer = "\(renderer.name) (\(drewInWindow ? "window" : "offscreen"))"
    }
    result.idleFrames = idleFrames
    summarizePhases(into: &result)
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

  /// Single queries at points spread evenly over the sphere.
  private func geocodeSamples(_ count: Int) -> [Double] {
    BenchmarkPoints.uniform(count).map { point in
      let start = DispatchTime.now().uptimeNanoseconds
      _ = session.geocoder.describe(point)
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
  }
}
