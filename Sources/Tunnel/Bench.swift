import ArgumentParser
import Foundation
import Geo
import Map
import Platform
import TunnelApp
import ViewKit

/// `tunnel bench`: times the frames of a flip of a 1280x340 pane, in a real
/// window (run it under xvfb-run) or, with `--offscreen`, in SDL's software
/// renderer in memory.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Replay a fixed session and measure the app against its budgets (see the README).")

  @Flag(help: "Print the results as one JSON object.")
  var json = false

  @Flag(help: "Time every frame of a 1280x340 pane flipping over instead.")
  var flip = false

  @Option(help: "Frames in the flip (the flip lasts this many 60 Hz frames).")
  var frames = 120

  @Flag(help: "Draw into memory with the software renderer instead of a window.")
  var offscreen = false

  @Flag(help: "Time still frames of the same scene instead, as a baseline.")
  var still = false

  @Flag(help: "Benchmark the map instead: tile preparation, pan frames and memory.")
  var map = false

  @Flag(help: "Benchmark the reverse geocoder instead: load time and 10,000 queries.")
  var geocoder = false

  @Option(help: "With --geocoder: also write the query points to this file, one 'lat,lon' a line.")
  var pointsFile: String?

  /// The RSS baseline's child process (BareWindowBaseline.swift).
  @Flag(
    help: ArgumentHelp(
      "Open a bare window, present a picture at each of the scenario's window sizes, print its peak RSS and frame times as JSON.",
      visibility: .hidden))
  var bareWindow = false

  func validate() throws {
    guard (2...10_000).contains(frames) else { throw ValidationError("--frames must be 2...10000") }
  }

  func run() throws {
    try MainActor.assumeIsolated { try measure() }
  }

  @MainActor
  private func measure() throws {
    if geocoder {
      for line in try GeocoderBench.run(queries: 10_000, pointsFile: pointsFile) { print(line) }
      return
    }
    if bareWindow {
      return try BareWindowBaseline.run(size: AppOptions().size, offscreen: offscreen)
    }
    try FontBook.check()
    if !flip && !map && !still { return try runScenario() }
    let size = CGSize(width: 1280, height: 400)
    let (context, native, renderer) = try Self.surface(
      size: size, offscreen: offscreen, title: "Tunnel bench")
    defer { withExtendedLifetime(context) {} }
    if map {
      let data = try MapData(catalog: AssetCatalog.default())
      let scene = MapBenchScene(size: size, data: data)
      for line in scene.run(frames: frames, renderer: renderer, present: native != nil) {
        print(line)
      }
      return
    }
    let scene = FlipBenchScene(size: size)
    let samples = scene.run(
      frames: frames, renderer: renderer, present: native != nil, flip: !still)
    let kind = renderer.isAccelerated ? "accelerated" : "software"
    let what = still ? "still frames" : "flip"
    print(Self.report(samples, label: "\(what) 1280x340, \(frames) frames, \(kind) renderer"))
  }

  /// Where a bench draws: a shown window of `size` presenting without
  /// vsync, or, `offscreen`, SDL's software renderer into memory. The
  /// context is returned for the caller to keep until it has drawn.
  @MainActor
  static func surface(size: CGSize, offscreen: Bool, title: String) throws -> (
    context: PlatformContext, window: NativeWindow?, renderer: Renderer
  ) {
    let context = try PlatformContext(mode: offscreen ? .headless : .windowed)
    let native =
      offscreen
      ? nil
      : try NativeWindow(
        context: context, title: title, size: size, minimumSize: size, vsync: false)
    native?.show()
    return (context, native, try native?.renderer ?? Renderer(offscreenSize: size))
  }

  /// The app's scenario, in a window when there is a display (presenting
  /// each frame without vsync), else offscreen.
  @MainActor
  private func runScenario() throws {
    var options = AppOptions()
    options.restore = false
    let session = try AppSession(options: options, catalog: AssetCatalog.default())
    AppBenchmark.mainThreadAllocations = AllocationCounting.install()
    let window: Application.Output = .display(
      title: "Tunnel bench", minimumSize: options.size, vsync: false)
    var benchmark = AppBenchmark(
      session: session, output: offscreen ? .offscreen(scale: 1) : window)
    var result: AppBenchmark.Result
    do {
      result = try benchmark.run()
    } catch PlatformError.noDisplay {
      // No display: draw into memory.
      benchmark = AppBenchmark(session: session, output: .offscreen(scale: 1))
      result = try benchmark.run()
    }
    let bare = try BareWindowBaseline.measure(offscreen: !benchmark.drewInWindow)
    benchmark.setBareWindow(bare, in: &result)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      print(String(decoding: try encoder.encode(result), as: UTF8.self))
    } else {
      print(Self.table(result))
    }
  }

  /// The result as a table, each figure beside its budget.
  static func table(_ r: AppBenchmark.Result) -> String {
    func f(_ v: Double) -> String { String(format: "%.2f", v) }
    func counts(_ values: [Double?]) -> String {
      values.map { $0.map { String(format: "%.0f", $0) } ?? "not counted" }
        .joined(separator: " / ")
    }
    var rows: [(String, String, String)] = [
      ("startup_ms", f(r.startupMs), "<= 300"),
      ("idle_frames", "\(r.idleFrames)", "0"),
    ]
    for (name, figures) in AppBenchmark.Result.phases {
      let p = r[keyPath: figures]
      rows += [
        ("\(name): frames", "\(p.frames)", ""),
        (
          "\(name): wall_ms p50 / p99 / max",
          "\(f(p.wallMsP50)) / \(f(p.wallMsP99)) / \(f(p.wallMsMax))",
          ""
        ),
        (
          "\(name): cpu_ms p50 / p99 / max",
          "\(f(p.cpuMsP50)) / \(f(p.cpuMsP99)) / \(f(p.cpuMsMax))",
          "p99 <= \(f(p.cpuMsP99Budget)), max <= \(f(p.cpuMsMaxBudget))"
        ),
        ("\(name): cpu_frames_over_budget", "\(p.cpuFramesOverBudget)", ""),
        (
          "\(name): uploads/frame p50 / max, KB max",
          "\(f(p.uploadsPerFrameP50)) / \(f(p.uploadsPerFrameMax)), \(f(p.uploadKbPerFrameMax))", ""
        ),
        (
          "\(name): heap_kb_growth/frame p50 / max",
          "\(f(p.heapKbGrowthPerFrameP50)) / \(f(p.heapKbGrowthPerFrameMax))", ""
        ),
        ("\(name): frames_with_blank_tile", "\(p.framesWithBlankTile)", "0"),
        (
          "\(name): allocations/frame p50 / p99 / max",
          counts([p.allocationsPerFrameP50, p.allocationsPerFrameP99, p.allocationsPerFrameMax]),
          ""
        ),
        (
          "\(name): own allocs/frame p50 / p99 / max",
          counts([
            p.appAllocationsPerFrameP50, p.appAllocationsPerFrameP99, p.appAllocationsPerFrameMax,
          ]),
          p.appAllocationsPerFrameP50Budget.map { "p50 <= \(f($0))" } ?? ""
        ),
        ("\(name): floor_ms p50 / p99", "\(f(p.floorMsP50)) / \(f(p.floorMsP99))", ""),
        ("\(name): floor_cpu_ms p50 / p99", "\(f(p.floorCpuMsP50)) / \(f(p.floorCpuMsP99))", ""),
        (
          "\(name): frame_to_floor_ratio_p99", f(p.frameToFloorRatioP99),
          "<= \(f(p.frameToFloorRatioP99Budget))"
        ),
        ("\(name): frames_over_16_7ms", "\(p.framesOverFrameBudget)", "0"),
      ]
      if let apart = p.newSize {
        rows += [
          (
            "\(name): new size: frames, wall / cpu max",
            "\(apart.frames), "
              + "\(f(apart.wallMsMax)) / \(f(apart.cpuMsMax))", "the bare window's below"
          ),
          (
            "\(name): new size: wall max over the bare window's",
            apart.wallMsMaxOverBareWindow.map(f) ?? "not measured", ""
          ),
          (
            "\(name): new size: allowances ms, most over its floor frame",
            apart.allowanceMs.map(f).joined(separator: " ") + ", " + f(apart.wallOverFloorFrameMax),
            "the bare window's extras, in the floor"
          ),
          (
            "\(name): others: cpu p99 / max, ratio",
            "\(f(apart.otherFramesCpuMsP99)) / \(f(apart.otherFramesCpuMsMax)), "
              + f(apart.otherFramesToFloorRatioP99), "as the phase's"
          ),
        ]
      }
    }
    let bare = r.bareWindow
    rows += [
      (
        "bare window: frame wall / cpu p50", "\(f(bare.frameWallMsP50)) / \(f(bare.frameCpuMsP50))",
        ""
      ),
      (
        "bare window: new size: frames, wall / cpu max",
        "\(bare.newSizeFrames), \(f(bare.newSizeWallMsMax)) / \(f(bare.newSizeCpuMsMax))", ""
      ),
      (
        "bare window: new size: extra wall ms",
        bare.newSizeExtras.map { f($0.wallMs) }
          .joined(separator: " "), "over its next frames"
      ),
    ]
    rows += [
      ("tile_prepare_ms p50 / p99", "\(f(r.tilePrepareMsP50)) / \(f(r.tilePrepareMsP99))", ""),
      ("geocode_us p50 / p99", "\(f(r.geocodeUsP50)) / \(f(r.geocodeUsP99))", "<= 3 / <= 20"),
      ("peak_rss_mb / baseline_rss_mb", "\(f(r.peakRssMb)) / \(f(r.baselineRssMb))", ""),
      ("rss_above_baseline_mb", f(r.rssAboveBaselineMb), "<= \(f(r.rssAboveBaselineMbBudget))"),
      (
        "guide_rss_above_baseline_mb", f(r.guideRssAboveBaselineMb),
        "<= \(f(r.rssAboveBaselineMbBudget))"
      ),
    ]
    rows += memoryRows("memory", r.memory) + memoryRows("after M", r.memoryAfterWarning)
    rows += memoryRows("with Guide", r.memoryWithGuide)
    // Each column as wide as its widest entry, so that no name or figure is cut.
    let (names, figures) = (rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0)
    let lines = rows.map {
      $0.0.padding(toLength: names, withPad: " ", startingAt: 0) + " "
        + $0.1.padding(toLength: figures, withPad: " ", startingAt: 0) + " " + $0.2
    }
    return (["renderer: \(r.renderer)"] + lines).joined(separator: "\n")
  }

  /// A memory breakdown's rows, in MB.
  static func memoryRows(_ name: String, _ m: AppBenchmark.MemoryBreakdown) -> [(
    String, String, String
  )] {
    func mb(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }
    return [
      ("\(name): rss_mb", String(format: "%.1f", m.rssMb), ""),
      (
        "\(name): tiles (count) / names (count)",
        "\(mb(m.tilesBytes)) (\(m.tileCount)) / \(mb(m.namesBytes)) (\(m.nameCount))", ""
      ),
      (
        "\(name): label text / pictures / spare",
        "\(mb(m.labelTextBytes)) / \(mb(m.pictureTexturesBytes)) / \(mb(m.spareTexturesBytes))", ""
      ),
      (
        "\(name): targets / shadows / fonts",
        "\(mb(m.renderTargetsBytes)) / \(mb(m.shadowsBytes)) / \(mb(m.fontsBytes))", ""
      ),
      (
        "\(name): map geometry / geocoder", "\(mb(m.mapGeometryBytes)) / \(mb(m.geocoderBytes))", ""
      ),
      ("\(name): rest", mb(m.restBytes), ""),
    ]
  }

  /// "label: p50 x ms, p99 y ms, max z ms".
  static func report(_ samples: [Double], label: String) -> String {
    func ms(_ p: Double) -> String {
      String(format: "%.2f", AppBenchmark.percentile(samples, p) * 1000)
    }
    let (p50, p99, max) = (ms(0.5), ms(0.99), ms(1))
    return "\(label): p50 \(p50) ms, p99 \(p99) ms, max \(max) ms"
  }
}

/// A window with one 1280x340 pane holding a card, flipped from top.
@MainActor
struct FlipBenchScene {
  let window: Window
  let pane: View
  let front: Label
  let back: Label

  init(size: CGSize) {
    window = Window(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = Color(hex: 0x1B2A41)
    pane = View(frame: CGRect(x: 0, y: 30, width: 1280, height: 340))
    front = Self.card("Where he digs: the front face", color: Color(hex: 0x2E7D32))
    back = Self.card("Where he comes out: the back face", color: Color(hex: 0x1565C0))
    window.addSubview(pane)
    pane.addSubview(front)
  }

  private static func card(_ text: String, color: Color) -> Label {
    let label = Label(text: text, font: .boldSystemFont(ofSize: 40))
    label.frame = CGRect(x: 0, y: 0, width: 1280, height: 340)
    label.textAlignment = .center
    label.textColor = .white
    label.backgroundColor = color
    return label
  }

  /// Times each frame: the first includes starting the flip (its two
  /// snapshots); each then advances a virtual clock one frame, advances the
  /// animations, draws, and presents (or flushes, offscreen).
  func run(frames: Int, renderer: Renderer, present: Bool, flip: Bool) -> [Double] {
    let host = HostClock()
    let clock = VirtualClock()
    let engine = AnimationEngine(clock: clock)
    AnimationEngine.current = engine
    window.render(into: renderer)
    var samples: [Double] = []
    for frame in 0..<frames {
      let start = host.now
      if frame == 0 && flip {
        View.transition(
          from: front, to: back, duration: Double(frames - 1) / 60, options: .transitionFlipFromTop)
      } else {
        clock.advance(by: 1.0 / 60)
        engine.advance()
      }
      window.render(into: renderer)
      if present { renderer.present() } else { _ = try? renderer.readPixels() }
      samples.append(host.now - start)
    }
    return samples
  }
}
