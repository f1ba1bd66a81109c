import Foundation
import Platform
import ViewKit

/// `tunnel soak`: plays a long generated session through the app in ten
/// parts, on the same session, while a thread samples the resident memory
/// once a second; reports it at 10%, 50% and the end.
@MainActor
public final class Soak {
  /// What a soak found.
  public struct Report: Sendable {
    public let events: Int
    public let seconds: Double
    /// Resident memory in MB after 10% and 50% of the events, and at the end.
    public let rssAtTenPercent: Double
    public let rssAtHalf: Double
    public let rssAtEnd: Double
    /// Samples taken, once a second and at the end of each part, and the
    /// largest of them.
    public let samples: Int
    public let rssPeak: Double
    /// Hierarchy warnings counted (not printed): the wrong way's (key W).
    public let hierarchyWarnings: Int
    /// The largest growth allowed from half-way to the end: 5%.
    public static let allowedGrowth = 0.05

    public var growth: Double { rssAtEnd / rssAtHalf - 1 }
    public var passed: Bool { growth <= Self.allowedGrowth }
  }

  private let session: AppSession
  private let sampler = MemorySampler()

  public init(session: AppSession) {
    self.session = session
  }

  /// Plays `events` generated commands; `inWindow` uses the window path (on
  /// a virtual clock, so waits cost no wall time). Throws if any part fails
  /// to play to its end.
  public func run(events: Int, seed: UInt64, inWindow: Bool) throws -> Report {
    let commands = SoakScript.generate(count: events, seed: seed)
    let start = Date()
    sampler.start()
    defer { sampler.stop() }
    // W turns the wrong way on and off at random: count its warnings
    // rather than print thousands of lines.
    var warnings = 0
    let output = HierarchyWarnings.output
    HierarchyWarnings.output = { _ in warnings += 1 }
    defer { HierarchyWarnings.output = output }
    var marks: [Double] = []  // RSS after each part
    for part in 0..<10 {
      let slice = commands[events * part / 10..<events * (part + 1) / 10]
      let script = try Script(
        text: slice.joined(separator: "\n"), name: "soak part \(part + 1) of 10")
      if inWindow {
        _ = try session.runInWindow(script: script, virtualTime: true)
      } else {
        try session.runHeadless(script)
      }
      marks.append(sampler.sampleNow())
    }
    return Report(
      events: events, seconds: Date().timeIntervalSince(start), rssAtTenPercent: marks[0],
      rssAtHalf: marks[4], rssAtEnd: marks[9], samples: sampler.count, rssPeak: sampler.peak,
      hierarchyWarnings: warnings)
  }
}

/// Reads the resident memory once a second on its own thread, from
/// `start()` to `stop()`. Each start begins a new run: its samples only.
final class MemorySampler: @unchecked Sendable {
  private let lock = NSLock()
  private var samples: [Double] = []
  /// Bumped by every start and stop: a sampling thread whose run is over
  /// ends, even if a new run started while it slept.
  private var run = 0

  func start() {
    let mine = lock.withLock {
      run += 1
      samples.removeAll()
      return run
    }
    Thread.detachNewThread { [self] in
      while lock.withLock({ run == mine }) {
        if let rss = ProcessStats.residentMegabytes() {
          lock.withLock { if run == mine { samples.append(rss) } }
        }
        Thread.sleep(forTimeInterval: 1)
      }
    }
  }

  func stop() { lock.withLock { run += 1 } }

  /// Takes a sample now (at a part's end) and returns it.
  func sampleNow() -> Double {
    let rss = ProcessStats.residentMegabytes() ?? 0
    lock.withLock { samples.append(rss) }
    return rss
  }

  var count: Int { lock.withLock { samples.count } }
  var peak: Double { lock.withLock { samples.max() ?? 0 } }
}
