import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The help's drag down with input as devices send it (`DeviceInput`): the
/// mouse or a finger moved a few points a report, 120 times a second, from
/// the middle of the window or from its first row of pixels. Let go past a
/// quarter of the window (`GuideViewController.dismissFraction`) the help
/// goes; short of it, it comes back.
@Suite(.serialized) @MainActor
final class HelpDragDeviceTests {
  let app: AppSession
  let tracer = LifecycleTracer(clock: VirtualClock())
  var root: RootViewController { app.root }

  /// A 600-point window with the help presented over it.
  init() throws {
    app = try freshSession(size: CGSize(width: 600, height: 600))
    try play("wait 0.3\nkey ?\nwait 1")
  }

  /// Plays `text`, tracing it only while it plays, as other suites install
  /// their own tracers.
  func play(_ text: String) throws {
    try app.play(text, name: "help", tracedBy: tracer)
  }

  /// `pointer` dragged straight down from `top` by `fraction` of the
  /// window's height, in device steps, and let go where it stopped.
  func dragDown(_ pointer: DeviceInput.Pointer, from top: Double, by fraction: Double) throws {
    let start = CGPoint(x: 300, y: top)
    let end = CGPoint(x: 300, y: top + app.window.bounds.height * fraction)
    var input = DeviceInput()
    input.drag(pointer, from: start, to: end)
    #expect(input.lines.count > 60)  // many small moves, each a report apart
    try play(input.text + "\nwait 1")
  }

  @Test(arguments: DeviceInput.Pointer.allCases, [DeviceInput.firstPixel, 200])
  func aDeviceDragDownPastAQuarterDismissesTheHelp(pointer: DeviceInput.Pointer, top: Double) throws
  {
    let help = try #require(root.guide)
    #expect(root.presentedViewController === help)
    try dragDown(pointer, from: top, by: GuideViewController.dismissFraction + 0.05)
    #expect(tracer.events.contains("pan(guide) began"))
    #expect(root.guide == nil && root.presentedViewController == nil)
    #expect(help.view.superview == nil)
    #expect(tracer.events.last { $0.hasPrefix("split dismiss") } == "split dismissEnd:guide")
  }

  @Test(arguments: DeviceInput.Pointer.allCases, [DeviceInput.firstPixel, 200])
  func aDeviceDragDownShortOfAQuarterBringsTheHelpBack(pointer: DeviceInput.Pointer, top: Double)
    throws
  {
    let help = try #require(root.guide)
    try dragDown(pointer, from: top, by: GuideViewController.dismissFraction - 0.05)
    #expect(tracer.events.contains("pan(guide) began"))
    #expect(tracer.events.contains("split dismissCancelled:guide"))
    #expect(!tracer.events.contains("split dismissEnd:guide"))
    #expect(root.guide === help && root.presentedViewController === help)
    #expect(help.view.superview === app.window && help.view.frame == app.window.bounds)
    // Back, it still goes on Esc.
    try play("key escape\nwait 1")
    #expect(root.presentedViewController == nil)
  }
}
