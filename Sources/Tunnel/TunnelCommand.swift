import ArgumentParser
import Foundation
import Geo
import Map
import Platform
import ViewKit

/// The `tunnel` command: opens the window, or renders it to a PNG.
@main
struct TunnelCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tunnel",
    abstract: "Dig through the Earth: a study of view controller containment on SDL2.",
    subcommands: [Where.self, Antipode.self, Bench.self])

  @Option(
    help: ArgumentHelp("Render one frame offscreen to this PNG file and exit.", valueName: "path"))
  var screenshot: String?

  @Option(help: ArgumentHelp("Window size in points, as WIDTHxHEIGHT.", valueName: "size"))
  var size: WindowSize = WindowSize(width: 960, height: 600)

  @Option(help: "Pixels per point for --screenshot (2 for a high-DPI image).")
  var scale: Double = 1

  @Flag(help: "On exit, print how many frames were drawn and how often the loop slept.")
  var stats = false

  @Flag(help: "Print every view controller callback: '<seconds> <name> <event>'.")
  var trace = false

  @Flag(help: "Make every animation ten times slower (the S key toggles it).")
  var slowAnimations = false

  @Option(
    help: ArgumentHelp(
      "With --screenshot: start this transition of the right pane and capture it part way.",
      valueName: "style"))
  var transition: TransitionName?

  @Option(help: "With --transition: how far through it to capture, from 0 to 1.")
  var at: Double = 0.5

  @Option(
    help: ArgumentHelp("Where the digger starts, as LAT,LON in degrees.", valueName: "lat,lon"))
  var dig: DigSite = DigSite(Coordinate(latitude: 56.55, longitude: 8.316667)!)

  func validate() throws {
    guard scale >= 1, scale <= 4 else { throw ValidationError("--scale must be between 1 and 4") }
    guard (0...1).contains(at) else { throw ValidationError("--at must be between 0 and 1") }
    if transition != nil && screenshot == nil {
      throw ValidationError("--transition needs --screenshot")
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
      LifecycleTracer.current = LifecycleTracer(clock: HostClock()) { line in
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
      }
    }
    let window = Window(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
    let data = try MapData(catalog: AssetCatalog.default())
    let root = DemoRootController(data: data, start: dig.coordinate)
    window.rootViewController = root
    if let screenshot {
      _ = try window.snapshotPixels(scale: scale)  // lays out; the map learns its scale
      root.digs.mapView.prepareVisibleTiles()
      root.comesOut.mapView.prepareVisibleTiles()
      if let transition { try startTransition(transition, of: root, in: window) }
      try window.snapshotPixels(scale: scale).writePNG(to: screenshot)
      return
    }
    let app = try Application(
      window: window, title: "Tunnel", minimumSize: CGSize(width: 480, height: 360))
    app.slowAnimations = slowAnimations
    app.run()
    if stats {
      print("frames drawn: \(app.runLoop.framesDrawn), idle waits: \(app.runLoop.idleWaits)")
    }
  }

  /// Runs `transition` of the right pane on a virtual clock, stopped `at`
  /// of the way through: a deterministic picture of any moment.
  @MainActor
  private func startTransition(
    _ transition: TransitionName, of root: DemoRootController, in window: Window
  )
    throws
  {
    let clock = VirtualClock()
    let engine = AnimationEngine(clock: clock)
    engine.slowdown = slowAnimations ? 10 : 1
    AnimationEngine.current = engine
    _ = try window.snapshotPixels(scale: scale)  // the first frame, to snapshot from
    root.swapRightPane(options: transition.options.union(.curveLinear))
    clock.advance(by: at * DemoRootController.transitionDuration * engine.slowdown)
    engine.tick()
  }

  /// Parses and runs; every failure is one line on stderr and exit status 2.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as PlatformError {
      fail("\(error)")
    } catch let error as GeoAssetError {
      fail("\(error)")
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

/// A place given as "56.55,8.316667".
struct DigSite: ExpressibleByArgument {
  let coordinate: Coordinate

  init(_ coordinate: Coordinate) {
    self.coordinate = coordinate
  }

  init?(argument: String) {
    let parts = argument.split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 2, let lat = parts[0], let lon = parts[1],
      let coordinate = Coordinate(latitude: lat, longitude: lon)
    else { return nil }
    self.coordinate = coordinate
  }

  var defaultValueDescription: String { "\(coordinate.latitude),\(coordinate.longitude)" }
}

/// A window size given as "960x600".
struct WindowSize: ExpressibleByArgument {
  let width: Double
  let height: Double

  init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
      (320...8192).contains(w), (240...8192).contains(h)
    else { return nil }
    self.init(width: w, height: h)
  }

  var defaultValueDescription: String { "\(Int(width))x\(Int(height))" }
}
