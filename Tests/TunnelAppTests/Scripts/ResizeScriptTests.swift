import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// `resize W H` in a script: the window (SDL's, on its offscreen video
/// driver) or the headless surface resizes through the one resize path,
/// and both tell the controllers the same.
@Suite(.serialized) @MainActor
final class ResizeScriptTests {
  func session() throws -> AppSession { try freshSession(size: CGSize(width: 900, height: 900)) }

  static let text = "wait 0.3\nresize 1600 900\nwait 0.5\nresize 1000 700\nwait 0.5\nquit\n"

  @Test func aResizeResizesTheHeadlessSurface() throws {
    let app = try session()
    let events = try lifecycleEvents {
      try app.runHeadless(try Script(text: Self.text, name: "test"))
    }
    #expect(app.window.bounds.size == CGSize(width: 1000, height: 700))
    #expect(app.root.paneLayout == .stacked)
    // Two resizes, three each (traits, size, traits changed); and the
    // expansion at 1600 moves the root out of the collapsed stack into the
    // secondary column: willMove, disappear, didMove, willMove, appear,
    // didMove; the collapse at 1000 (compact) moves it back, the same.
    #expect(events.filter { $0.hasPrefix("root ") }.count == 6 + 2 * 8)
    let pixels = try app.window.snapshotPixels()
    #expect(pixels.width == 1000 && pixels.height == 700)
  }

  @Test func aResizeResizesTheWindowAsHeadlessThroughTheSameCallbacks() throws {
    let offscreen = try session()
    let headless = try lifecycleEvents {
      try offscreen.runHeadless(try Script(text: Self.text, name: "test"))
    }
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    let app = try session()
    let window = try lifecycleEvents {
      _ = try app.runInWindow(
        script: try Script(text: Self.text, name: "window"), virtualTime: true)
    }
    #expect(app.window.bounds.size == CGSize(width: 1000, height: 700))
    #expect(window == headless)
    #expect(window.contains("root viewWillTransitionToSize:1600x900"))
  }

  @Test func theWindowsTraitsTakeTheRenderersScale() throws {
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    let app = try session()
    let script = try Script(text: "resize 1600 900\nwait 0.5\nquit", name: "window")
    let context = try PlatformContext(mode: .windowed)
    let native = try NativeWindow(
      context: context, title: "scale", size: CGSize(width: 200, height: 200),
      minimumSize: CGSize(width: 100, height: 100))
    _ = try app.runInWindow(script: script, virtualTime: true)
    #expect(app.window.traitCollection.displayScale == native.scale)
    #expect(app.root.traitCollection.displayScale == native.scale)
  }

  @Test(arguments: [
    "resize 479 600", "resize 600 479", "resize 4097 600", "resize 1600", "resize 1600 900 1",
    "resize -1600 900", "resize 1e3 900", "resize wide 900",
  ])
  func aResizeOutsideTheWindowsLimitsIsRefusedWithItsLine(line: String) {
    #expect {
      try Script(text: "wait 1\n\(line)", name: "s.tunnel")
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix(
        "script s.tunnel:2: 'resize' needs a width and a height in points, \(WindowSizes.range)")
        || text.hasPrefix("script s.tunnel:2: 'resize' takes")
    }
  }

  @Test func aResizeFromTheSmallestToTheLargestWindowIsAccepted() throws {
    let script = try Script(text: "resize 480 480\nresize 4096 4096\nresize 1600.5 900", name: "s")
    #expect(
      script.commands.map(\.command) == [
        .resize(CGSize(width: 480, height: 480)), .resize(CGSize(width: 4096, height: 4096)),
        .resize(CGSize(width: 1600.5, height: 900)),
      ])
  }
}
