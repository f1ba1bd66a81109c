import Foundation
import Platform
import TunnelApp

/// The memory a bare SDL window costs: the bench's baseline for RSS; and
/// what its frames cost, the first at a new size among them.
///
/// A process that opens a window of the app's size with the same renderer
/// (or, offscreen, a software renderer of that size), presents a few
/// frames, each cleared and covered with copies of one picture, at each
/// size the scenario's window takes (the app's, then
/// `AppBenchmark.wideSize` and the app's in turn, as the split view's
/// phase resizes), and reports its peak RSS and its frames' times
/// (AppBenchmark+NewSize.swift). It runs as a child process,
/// `tunnel bench --bare-window`, so that nothing of the app is in it: the
/// app's peak above it is what the app itself holds.
///
/// Why covered: every pixel of the app's window is drawn each frame, and
/// what llvmpipe and X do for a frame grows with the pixels it draws, its
/// first at a new size included (Docs/performance.md, "A resize's
/// frame"). One picture, copied side by side, draws them all and keeps
/// the window's memory the same.
///
/// Why one picture and not a cleared window alone: llvmpipe compiles the
/// shader that samples a texture, with LLVM, the first time a texture is
/// drawn, and that leaves megabytes more of libLLVM's pages resident than
/// clearing does. Every SDL program that shows a picture pays that once,
/// whatever it shows, so it is the window's cost and not the app's. The
/// figures, with and without the picture, are in Docs/performance.md
/// ("The bare window shows a picture").
enum BareWindowBaseline {
  /// Frames the bare window presents before it reports: enough for a GL
  /// driver to have made its buffers and threads.
  static let frames = 30

  /// The side of the picture each frame copies, in pixels.
  static let pictureSide = 256

  /// Runs the child and returns its figures: its peak RSS, and its frames.
  static func measure(offscreen: Bool) throws -> AppBenchmark.BareWindowFigures {
    let child = Process()
    child.executableURL = ProcessStats.executableURL
    child.arguments = ["bench", "--bare-window"] + (offscreen ? ["--offscreen"] : [])
    let output = Pipe()
    child.standardOutput = output
    try child.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    guard child.terminationStatus == 0,
      let figures = try? JSONDecoder().decode(AppBenchmark.BareWindowFigures.self, from: data)
    else {
      let text = String(decoding: data, as: UTF8.self)
      throw PlatformError.sdl(call: "bench --bare-window", message: "no figures (\(text))")
    }
    return figures
  }

  /// The sizes the bare window takes in turn: the app's, then the sizes
  /// the split view's phase gives the app's window
  /// (`AppBenchmark.splitResizeSizes`).
  @MainActor
  static func sizes(from size: CGSize) -> [CGSize] {
    [size] + AppBenchmark.splitResizeSizes(from: size)
  }

  /// In the child: opens the bare window, presents a picture on it at each
  /// size, timing each frame, and prints its figures as JSON
  /// (`BareWindowFigures.init(peakRssMb:sizes:)` sets the window's very
  /// first frame apart: the driver compiles its shaders in it).
  @MainActor
  static func run(size: CGSize, offscreen: Bool) throws {
    let (context, window, first) = try Bench.surface(
      size: size, offscreen: offscreen, title: "Tunnel bench baseline")
    defer { withExtendedLifetime((context, window)) {} }
    let side = pictureSide
    let picture = try Bitmap(pixels: PixelBuffer(width: side, height: side, fill: .white))
    var sizesDrawn: [AppBenchmark.BareWindowFigures.SizeFrames] = []
    for size in sizes(from: size) {
      // Offscreen a resize is a new surface, as the app's offscreen window makes.
      let renderer = try window == nil ? Renderer(offscreenSize: size) : first
      // The main thread's time reading the resize's events counts in the
      // first frame at the size, as the app reads them in that frame.
      let eventsCPU = ProcessStats.threadCPUSeconds()
      if let window { try resize(window, to: size, events: SDLEventSource(context: context)) }
      let resizeCPU = ProcessStats.threadCPUSeconds() - eventsCPU
      let texture = try renderer.texture(for: picture)
      // Placed once a size, outside the timed frames.
      let places = tileOrigins(covering: size).map {
        CGRect(origin: $0, size: CGSize(width: side, height: side))
      }
      let frames = (0..<Self.frames).map { frame in
        let (wall, cpu) = (DispatchTime.now().uptimeNanoseconds, ProcessStats.threadCPUSeconds())
        renderer.clear(.gray)
        for place in places { renderer.draw(texture, in: place) }
        renderer.present()
        return (
          wall: Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9,
          cpu: ProcessStats.threadCPUSeconds() - cpu + (frame == 0 ? resizeCPU : 0)
        )
      }
      sizesDrawn.append((size, frames))
    }
    let figures = AppBenchmark.BareWindowFigures(
      peakRssMb: ProcessStats.peakResidentMegabytes() ?? 0, sizes: sizesDrawn)
    print(String(decoding: try JSONEncoder().encode(figures), as: UTF8.self))
  }

  /// The picture's places, side by side in rows, covering a window of
  /// `size` as the app's map tiles cover its panes.
  static func tileOrigins(covering size: CGSize) -> [CGPoint] {
    let side = CGFloat(pictureSide)
    return stride(from: 0, to: size.height, by: side).flatMap { y in
      stride(from: 0, to: size.width, by: side).map { CGPoint(x: $0, y: y) }
    }
  }

  /// Asks for `size` and waits, reading SDL's events, until the window has
  /// it (at most `resizeWait` seconds: a window manager may refuse).
  @MainActor
  private static func resize(_ window: NativeWindow, to size: CGSize, events: SDLEventSource)
    throws
  {
    guard window.size != size else { return }
    window.requestSize(size)
    let deadline = Date().addingTimeInterval(resizeWait)
    while window.size != size, Date() < deadline {
      _ = events.wait(timeout: 0.01)
    }
    window.updateScale()
  }

  /// The longest the bare window waits for a size.
  static let resizeWait = 2.0
}
