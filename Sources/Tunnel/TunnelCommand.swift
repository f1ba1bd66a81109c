import ArgumentParser
import Foundation
import Geo
import Map
import Platform
import TunnelApp
import ViewKit

/// The `tunnel` command: runs the app in a window, plays a script, or
/// renders the first frame to a PNG; `where`, `antipode` and `bench` are
/// subcommands.
@main
struct TunnelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tunnel",
    abstract: "Dig through the Earth: a study of view controller containment on SDL2.",
    subcommands: [Where.self, Antipode.self, Bench.self, Soak.self])

  // `.unconditional`: the value may begin with '-' (`--start -33.87,151.21`),
  // which ArgumentParser would otherwise take for the next option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Where the digger starts, as LAT,LON in degrees (or 33.87S,151.21E, 55°33′N 8°19′E).",
      valueName: "lat,lon"),
    transform: DigSite.init(parsing:))
  var start: DigSite?

  @Option(
    help: ArgumentHelp(
      "Window size in points, as WIDTHxHEIGHT, \(WindowSizes.range).", valueName: "size"))
  var size = WindowSize(WindowSizes.standard)

  @Flag(
    help:
      "Make every animation \(Int(AnimationEngine.slowAnimationsFactor)) times slower (the S key toggles it)."
  )
  var slowAnimations = false

  @Option(
    help: ArgumentHelp(
      "How the radar turns the panes: flip, slide, dissolve or curl.", valueName: "style"))
  var transition: PaneTransition = .flip

  @Flag(help: "Print every view controller callback and label change: '<seconds> <name> <event>'.")
  var trace = false

  @Option(
    help: ArgumentHelp(
      "Play a session from a file, one command a line (see the README).", valueName: "file"))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "Render the settled first frame to this PNG file and exit.", valueName: "path"))
  var screenshot: String?

  @Flag(help: "Neither read nor write the remembered dig site and saved places.")
  var noRestore = false

  @Option(help: "Pixels per point for headless frames and --screenshot (2 for high DPI).")
  var scale: Double = 1

  @Flag(help: "On exit, print how many frames were drawn and how often the loop slept.")
  var stats = false

  func validate() throws {
    guard scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4") }
    guard WindowSizes.contains(size.points) else {
      throw ValidationError("--size must be \(WindowSizes.range) points, not \(size.argument)")
    }
  }

  func run() throws {
    try MainActor.assumeIsolated { try launch() }
  }

  @MainActor
  private func launch() throws {
    try FontBook.check()
    if trace {
      // Written unbuffered, one line at a time, so a pipe sees each at once.
      // Timed on the run's clock, virtual or real, from the run's start.
      LifecycleTracer.current = LifecycleTracer { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
      }
    }
    let played = try script.map { try Script(contentsOf: $0) }
    let session = try AppSession(options: options(), catalog: AssetCatalog.default())
    defer { for warning in session.warnings { Self.warn(warning) } }
    if let screenshot, played == nil {
      try session.settledFrame().writePNG(to: screenshot)
      return
    }
    do {
      let counts = try session.runInWindow(script: played)
      if stats { print("frames drawn: \(counts.frames), idle waits: \(counts.idleWaits)") }
    } catch PlatformError.noDisplay(let reason) {
      guard let played else { throw PlatformError.noDisplay(reason) }
      try session.runHeadless(played)  // no display: the script runs offscreen
    }
  }

  private func options() -> AppOptions {
    var options = AppOptions()
    options.start = start?.coordinate
    options.size = size.points
    options.scale = scale
    options.slowAnimations = slowAnimations
    options.paneTransition = transition
    options.restore = !noRestore
    return options
  }

  static func warn(_ message: String) {
    FileHandle.standardError.write(Data("tunnel: warning: \(message)\n".utf8))
  }

  /// Parses and runs; every failure is one line on stderr and exit status 2.
  static func main() {
    HeapPolicy.apply()  // no holes from freed tiles, no heap churn in a frame
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as PlatformError {
      fail("\(error)")
    } catch let error as GeoAssetError {
      fail("\(error)")
    } catch let error as Script.Error {
      fail("\(error)")
    } catch let error as StoryboardError {
      fail("\(error)")
    } catch let code as ExitCode where code != .validationFailure {
      Foundation.exit(code.rawValue)  // a command's own verdict (a soak that failed): said already
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        return
      }
      let message =
        self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
      fail("\(message) (see tunnel --help)")
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("tunnel: \(message)\n".utf8))
    Foundation.exit(2)
  }
}

extension PaneTransition: ExpressibleByArgument {}

/// A place given as "56.55,8.316667", or in any other form
/// `Coordinate(parsing:)` reads.
struct DigSite {
  let coordinate: Coordinate

  /// Throws the reader's error, whose one line ArgumentParser appends to
  /// "The value '…' is invalid for '--start <lat,lon>'".
  init(parsing argument: String) throws {
    coordinate = try Coordinate(parsing: argument)
  }
}

/// A window size given as "960x600" (or "1023.5x700": the window rounds
/// it to whole points). Its range is checked by `validate()`, whose
/// message names it.
struct WindowSize: ExpressibleByArgument {
  let points: CGSize
  /// As given, for the message when it is out of range.
  let argument: String

  init(_ points: CGSize) {
    self.points = points
    argument = "\(Int(points.width))x\(Int(points.height))"
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Self.decimal(parts[0]), let h = Self.decimal(parts[1])
    else { return nil }
    points = CGSize(width: w, height: h)
    self.argument = argument
  }

  /// Digits with an optional fraction: no sign, exponent, hex, inf or nan.
  private static func decimal(_ text: Substring) -> Double? {
    let digits = text.filter { $0 != "." }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      text.filter({ $0 == "." }).count <= 1
    else { return nil }
    return Double(text)
  }

  var defaultValueDescription: String { argument }
}
