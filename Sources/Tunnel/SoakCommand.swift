import ArgumentParser
import Foundation
import Platform
import TunnelApp
import ViewKit

/// `tunnel soak`: a long generated session, headless and then in a window
/// when there is a display, with the memory watched (see the README).
struct Soak: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Play a long random session and check that memory stops growing.")

  @Option(help: "Commands played headless.")
  var events = 100_000

  @Option(help: "Commands played in a window, when there is a display (0: none).")
  var windowEvents = 20_000

  @Option(help: "The random generator's seed: the same seed plays the same session.")
  var seed: UInt64 = 1

  func validate() throws {
    guard (10...10_000_000).contains(events) else {
      throw ValidationError("--events must be 10...10000000")
    }
    guard windowEvents == 0 || (10...10_000_000).contains(windowEvents) else {
      throw ValidationError("--window-events must be 0 or 10...10000000")
    }
  }

  func run() throws {
    try MainActor.assumeIsolated { try soak() }
  }

  @MainActor
  private func soak() throws {
    try FontBook.check()
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 480, height: 480)  // the smallest window: more turns a minute
    let session = try AppSession(options: options, catalog: AssetCatalog.default())
    let soak = TunnelApp.Soak(session: session)
    var passed = try play("headless", events: events, seed: seed) {
      try soak.run(events: events, seed: seed, inWindow: false)
    }
    if windowEvents > 0 {
      do {
        passed =
          try play("window", events: windowEvents, seed: seed &+ 1) {
            try soak.run(events: windowEvents, seed: seed &+ 1, inWindow: true)
          } && passed
      } catch PlatformError.noDisplay(let reason) {
        Swift.print("soak window: skipped, no display (\(reason))")
      }
    }
    if !passed { throw ExitCode.failure }
  }

  /// Announces a part with its seed, runs it and prints its line; a
  /// failure prints the seed, the command and the commands before it.
  private func play(
    _ label: String, events: Int, seed: UInt64, _ run: () throws -> TunnelApp.Soak.Report
  ) throws -> Bool {
    Swift.print("soak \(label): \(events) commands from seed \(seed)")
    do {
      return print(label, try run())
    } catch let failure as TunnelApp.Soak.Failure {
      Swift.print("soak \(label): FAIL at \(failure)")
      return false
    }
  }

  /// One line per soak; true when it passed.
  private func print(_ label: String, _ report: TunnelApp.Soak.Report) -> Bool {
    let line = String(
      format:
        "soak %@: %d events in %.0f s; RSS at rest %.1f MB at 10%%, %.1f MB at 50%%, %.1f MB at the end"
        + " (%+.1f%% from 50%%, limit +%.0f%%), peak %.1f MB over %d samples;"
        + " %d hierarchy warnings (W, the wrong way): %@",
      label, report.events, report.seconds, report.rssAtTenPercent, report.rssAtHalf,
      report.rssAtEnd, report.growth * 100, TunnelApp.Soak.Report.allowedGrowth * 100,
      report.rssPeak, report.samples, report.hierarchyWarnings, report.passed ? "pass" : "FAIL")
    Swift.print(line)
    return report.passed
  }
}
