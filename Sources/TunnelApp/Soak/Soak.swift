import Foundation
import Platform
import ViewKit

/// `tunnel soak`: plays a long generated session (`SoakScript`) through
/// the app in ten parts, on the same session, each ended by `quit`, while
/// a thread samples the resident memory once a second; reports it at rest
/// (`restingMemory`) after 10%, 50% and the end. `SessionInvariants` are
/// checked after every command, and, settled, after every part. A failure
/// quotes the commands and the view controller callbacks before it.
@MainActor
public final class Soak {
  /// What a soak found.
  public struct Report: Sendable {
    public let events: Int
    public let seconds: Double
    /// Resident memory in MB at rest after 10% and 50% of the events, and
    /// at the end.
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

  let session: AppSession
  private let sampler = MemorySampler()

  public init(session: AppSession) {
    self.session = session
  }

  /// Why a soak stopped: its seed, the command (numbered from 1 in the
  /// whole soak) and what went wrong, then the commands and the last
  /// callbacks traced before it.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    /// The invariant found broken, if that is why it stopped.
    public let brokenInvariant: String?
  }

  /// Plays `events` generated commands; `inWindow` uses the window path (on
  /// a virtual clock, so waits cost no wall time). Throws `Failure` if a
  /// command fails or an invariant breaks.
  public func run(events: Int, seed: UInt64, inWindow: Bool) throws -> Report {
    let screenshot = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "tunnel-soak-\(ProcessInfo.processInfo.processIdentifier).png")
    defer { try? FileManager.default.removeItem(atPath: screenshot) }
    let mix = SoakScript(seed: seed, session: session, screenshotPath: screenshot)
    if let dump = ProcessInfo.processInfo.environment["TUNNEL_SOAK_DUMP"],
      FileManager.default.createFile(atPath: dump, contents: nil)
    {
      mix.log = FileHandle(forWritingAtPath: dump)
    }
    defer { try? mix.log?.close() }
    session.checksInvariants = true
    defer { session.checksInvariants = false }
    // Each run opens and closes its own window, and with the last window
    // gone SDL would close its connection to the X server. An X server
    // with no client left resets itself (Xvfb does, unless -noreset), and
    // a connection made during the reset is closed at once: the next run
    // then failed with "x11 not available" (under Xvfb, one soak of 300
    // window commands in three or four). A context held for the soak
    // keeps SDL's video, and the connection, open from run to run, as one
    // app would.
    let display = inWindow ? try PlatformContext(mode: .windowed) : nil
    defer { withExtendedLifetime(display) {} }
    let start = Date()
    sampler.start()
    defer { sampler.stop() }
    // W turns the wrong way on and off at random: count its warnings
    // rather than print thousands of lines.
    var warnings = 0
    let output = HierarchyWarnings.output
    HierarchyWarnings.output = { _ in warnings += 1 }
    defer { HierarchyWarnings.output = output }
    // The callbacks before a failure: a bounded trace, installed before the
    // first command if no tracer runs (the inspector, I, then shows its
    // lines rather than installing its own).
    let trace = LifecycleTracer(clock: session.virtualEngine.clock, keeping: Self.tracedCallbacks)
    defer { if LifecycleTracer.current === trace { LifecycleTracer.current = nil } }
    var marks: [Double] = []  // RSS after each part
    for part in 0..<10 {
      let end = events * (part + 1) / 10
      let commands: AppSession.Commands = (
        "soak seed \(seed) part \(part + 1) of 10",
        {
          let line = mix.drawnCount + 1
          guard line <= end else { return nil }
          if LifecycleTracer.current == nil { LifecycleTracer.current = trace }
          return (line, line == end ? mix.quit() : mix.next())
        }
      )
      do {
        try play(commands, inWindow: inWindow)
        try session.settleAndCheck()
        marks.append(try restingMemory(inWindow: inWindow))
      } catch {
        throw Failure(
          description: "seed \(seed): \(error)\n"
            + Self.context(mix.recent, count: mix.drawnCount) + "\n"
            + Self.callbacks(LifecycleTracer.current ?? trace),
          brokenInvariant: session.brokenInvariant)
      }
    }
    return Report(
      events: events, seconds: Date().timeIntervalSince(start), rssAtTenPercent: marks[0],
      rssAtHalf: marks[4], rssAtEnd: marks[9], samples: sampler.count, rssPeak: sampler.peak,
      hierarchyWarnings: warnings)
  }

  /// The resident memory at rest (`Soak+Rest.swift`): the session
  /// brought to the same state after every part, and a memory warning.
  private func restingMemory(inWindow: Bool) throws -> Double {
    var reading = 0.0
    try rest(inWindow: inWindow) { reading = self.sampler.sampleNow() }
    return reading
  }

  /// Plays `commands` in a run of their own: in a window (on the virtual
  /// clock) when `inWindow`, else headless.
  func play(_ commands: AppSession.Commands, inWindow: Bool) throws {
    if inWindow {
      _ = try session.runInWindow(commands: commands, virtualTime: true)
    } else {
      try session.runHeadless(commands: commands)
    }
  }

  /// How many traced callbacks a failure quotes.
  static let tracedCallbacks = 60

  /// The last callbacks traced before a failure, a line each, indented.
  static func callbacks(_ tracer: LifecycleTracer) -> String {
    "  the last callbacks traced:\n"
      + tracer.lines.suffix(tracedCallbacks).map { "    \($0)" }.joined(separator: "\n")
  }

  /// The last commands before a failure (`recent`, the last of `count`
  /// drawn), numbered, to replay by hand.
  static func context(_ recent: [String], count: Int) -> String {
    let first = count - recent.count
    return recent.enumerated().map { "  \(first + $0.offset + 1): \($0.element)" }
      .joined(separator: "\n")
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
