import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The scrub bar with input as devices send it (`DeviceInput`): the mouse
/// moved along the bar a few points a report, 120 times a second, while a
/// radar press is held by P. The drag puts the running transition at the
/// fraction under the pointer, forward and back.
@Suite(.serialized) @MainActor
final class ScrubBarDeviceTests {
  let app: AppSession
  let tracer = LifecycleTracer(clock: VirtualClock())
  var root: RootViewController { app.root }
  var bar: ScrubBar { root.instruments.panel.scrubBar }

  /// The inspector open in a 900 × 700 window, as `InspectorTests`'s, and a
  /// radar press held by P with its top pane's flip under way.
  init() throws {
    app = try freshSession(size: CGSize(width: 900, height: 700))
    try play("key I\nwait 0.3\nclick radar\nwait 0.05\nkey P")
  }

  /// Plays `text`, tracing it only while it plays, as other suites install
  /// their own tracers.
  func play(_ text: String) throws {
    try app.play(text, name: "scrub", tracedBy: tracer)
  }

  /// The point of the window over the bar's track at `fraction`.
  func point(_ fraction: Double) -> CGPoint {
    let track = bar.track
    return bar.convert(CGPoint(x: track.minX + track.width * fraction, y: track.midY), to: nil)
  }

  /// The mouse pressed on the bar at `start`, moved to `end` in device
  /// steps, and let go there.
  func drag(from start: Double, to end: Double) throws {
    var input = DeviceInput()
    input.drag(.mouse, from: point(start), to: point(end))
    #expect(input.lines.count > 40)  // many small moves, each a report apart
    try play(input.text)
  }

  @Test func aDeviceDragAlongTheBarPutsTheTransitionUnderThePointer() throws {
    let animator = try #require(TransitionInFlight.all.first?.animator)
    #expect(animator.fractionComplete < 0.5)  // held by P early in the flip
    try drag(from: 0.1, to: 0.7)
    #expect(abs(animator.fractionComplete - 0.7) < 1e-3)
    try drag(from: 0.7, to: 0.4)  // and back
    #expect(abs(animator.fractionComplete - 0.4) < 1e-3)
    let dragged = ["pan(scrub) began", "pan(scrub) changed", "pan(scrub) ended"]
    #expect(tracer.events.filter { $0.hasPrefix("pan(scrub) ") } == dragged + dragged)
    // Let go while paused, it waits there for P; then it runs to its end.
    try play("wait 3")
    #expect(abs(animator.fractionComplete - 0.4) < 1e-3)
    #expect(!tracer.events.contains { $0.hasPrefix("root transitionEnd:startMap") })
    try play("key P\nwait 1")
    #expect(tracer.events.filter { $0.hasPrefix("root transitionEnd:startMap") }.count == 1)
    #expect(root.radarButton.isEnabled && root.showingGeo)
  }

  @Test func aDeviceDragPastTheBarsEndStopsAtTheScrubLimit() throws {
    let animator = try #require(TransitionInFlight.all.first?.animator)
    var input = DeviceInput()
    let end = point(1)
    input.drag(.mouse, from: point(0.5), to: CGPoint(x: end.x + 8, y: end.y))
    try play(input.text + "\nwait 3")
    #expect(animator.fractionComplete == TransitionInFlight.scrubLimit)
    #expect(!tracer.events.contains { $0.hasPrefix("root transitionEnd:startMap") })
  }
}
