import Foundation
import Platform
import TunnelApp

/// The memory a bare SDL window costs: the bench's baseline for RSS.
///
/// A process that opens a window of the app's size with the same renderer
/// (or, offscreen, a software renderer of that size), presents a few
/// cleared frames, and reports its peak RSS. It runs as a child process,
/// `tunnel bench --bare-window`, so that nothing of the app is in it: the
/// app's peak above it is what the app itself holds.
enum BareWindowBaseline {
  /// Frames the bare window presents before it reports: enough for a GL
  /// driver to have made its buffers and threads.
  static let frames = 30

  /// Runs the child and returns its peak RSS in megabytes.
  static func measure(offscreen: Bool) throws -> Double {
    let child = Process()
    child.executableURL = ProcessStats.executableURL
    child.arguments = ["bench", "--bare-window"] + (offscreen ? ["--offscreen"] : [])
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard child.terminationStatus == 0, let megabytes = Double(text) else {
      throw PlatformError.sdl(call: "bench --bare-window", message: "no figure (\(text))")
    }
    return megabytes
  }

  /// In the child: opens the bare window, presents, prints the peak RSS.
  @MainActor
  static func run(size: CGSize, offscreen: Bool) throws {
    let (context, window, renderer) = try Bench.surface(
      size: size, offscreen: offscreen, title: "Tunnel bench baseline")
    defer { withExtendedLifetime((context, window)) {} }
    for _ in 0..<frames {
      renderer.clear(.gray)
      renderer.present()
    }
    print(String(format: "%.2f", ProcessStats.peakResidentMegabytes() ?? 0))
  }
}
