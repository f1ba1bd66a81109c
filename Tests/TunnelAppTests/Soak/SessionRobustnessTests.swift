import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// No trap and no hang under odd sequences of ordinary input: the slide
/// under a resize, sizes whose pixels are fractional, and generated
/// sessions checked after every command (`SessionInvariants`).
@Suite(.serialized) @MainActor
final class SessionRobustnessTests {
  /// The slide, turning to the names or back, with the window resized
  /// mid-turn: before the slide followed its pane, a pane slid wholly out
  /// of its container trapped in `Renderer.setClip` (480×480 on the way
  /// to the names, 1300×800 on the way back).
  @Test(arguments: [(true, 480.0, 480.0), (false, 1300, 800), (false, 2000, 500), (true, 700, 900)])
  func theSlideFollowsItsPaneThroughAResize(toNames: Bool, width: Double, height: Double) throws {
    let session = try freshSession(size: WindowSizes.standard)
    session.root.paneTransition = .slide
    session.checksInvariants = true
    let turn = toNames ? "click radar\n" : "click radar\nwait 0.6\nclick radar\n"
    try session.runHeadless(
      try Script(
        text: "wait 0.5\n\(turn)wait 0.05\nresize \(width) \(height)\nwait 1", name: "slide"))
    try session.settleAndCheck()
    let root = session.root
    for (container, shown) in [
      (root.topContainer, toNames ? root.startGeo! as ViewController : root.startMap!),
      (root.bottomContainer, toNames ? root.targetGeo! as ViewController : root.targetMap!),
    ] {
      #expect(shown.view.superview === container)
      #expect(shown.view.frame == container.bounds)  // filling the pane as it is now
    }
  }

  /// A hand turn with the slide, held while the window shrinks, then let go.
  @Test func aHandTurnWithTheSlideSurvivesAResize() throws {
    let session = try freshSession(size: WindowSizes.standard)
    session.root.paneTransition = .slide
    session.checksInvariants = true
    try session.runHeadless(
      try Script(
        text: "wait 0.5\npress radar\nmouse move 450 520\nmouse move 450 600\nresize 480 480\n"
          + "mouse move 240 300\nwait 0.1\nrelease\nwait 1", name: "hand"))
    try session.settleAndCheck()
  }

  /// Sizes whose pixels are fractional drew a new offscreen renderer every
  /// frame (its size in points was compared with the window's), so a
  /// headless run never went idle. Bounded by the virtual clock: two
  /// seconds of it must go idle, and the surface is the window's pixels
  /// rounded as SDL rounds a drawable's.
  @Test(arguments: [(320.5, 240.5, 1.0), (1023.5, 700, 1), (1200, 700.5, 1), (321, 241, 1.5)])
  func aSizeWithFractionalPixelsGoesIdleHeadless(width: Double, height: Double, scale: Double)
    throws
  {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: width, height: height)
    options.scale = scale
    let session = try AppSession(options: options, catalog: .default())
    let counts = try session.runHeadless(try Script(text: "wait 2", name: "idle"))
    #expect(counts.idleWaits > 0)
    #expect(counts.frames < 120)  // two seconds at 60 frames a second, at most
    let points = PixelSize.windowPoints(CGSize(width: width, height: height))
    #expect(session.window.bounds.size == points)
    let frame = try session.settledFrame()
    let pixels = PixelSize(points: points, scale: scale)
    #expect(frame.width == pixels.width && frame.height == pixels.height)
  }

  @Test func oneRangeOfWindowSizes() {
    #expect(WindowSizes.contains(WindowSizes.minimum))
    #expect(WindowSizes.contains(WindowSizes.standard))
    #expect(WindowSizes.contains(CGSize(width: 4096, height: 4096)))
    #expect(!WindowSizes.contains(CGSize(width: 479, height: 900)))
    #expect(!WindowSizes.contains(CGSize(width: 900, height: 4097)))
    #expect(!WindowSizes.contains(CGSize(width: Double.nan, height: 900)))
    #expect(AppOptions().size == WindowSizes.standard)
    #expect(throws: Script.Error.self) { try Script(text: "resize 320 240", name: "s") }
  }

  /// L in a compact window pops the tunnel, whose view stays in the window
  /// while it slides away: the soak's generator counts it gone at once and
  /// asks for L, not a dig that would drag on the list (`make soak`,
  /// seed 1, command 61,656: a dig right after L was not reached).
  @Test func theSoakSeesTheTunnelGoneAsSoonAsLPopsIt() throws {
    let session = try freshSession(size: WindowSizes.minimum)
    let mix = SoakScript(seed: 1, session: session, screenshotPath: "")
    try session.runHeadless(try Script(text: "wait 0.5", name: "start"))
    #expect(mix.sight().cover == nil)
    try session.runHeadless(try Script(text: "key L\nwait 0.02", name: "list"))
    #expect(session.root.view.window != nil)  // still sliding away
    #expect(mix.sight().cover == "L")
  }

  /// Invariant 5: a navigation stack at rest fills its content with its
  /// top's view. The collapsed split view's stack shows the tunnel; a
  /// tunnel framed for an old size breaks it (as `make soak`, seed 2,
  /// found one 1011×248 in a 480×480 window).
  @Test func theSettledInvariantsSeeATopViewThatDoesNotFillItsStack() throws {
    let session = try freshSession(size: WindowSizes.standard)
    try session.settleAndCheck(seconds: 0.5)
    let view = session.root.view
    let filling = view.frame
    view.frame = CGRect(x: 0, y: 0, width: 1011, height: 248)
    #expect(throws: AppSession.InvariantViolation.self) {
      try session.checkInvariants(settled: true)
    }
    #expect(session.brokenInvariant?.contains("whose content is") == true)
    view.frame = filling
    session.brokenInvariant = nil
    try session.checkInvariants(settled: true)
  }
}
