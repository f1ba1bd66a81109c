import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The inspector's log is one more observer of the lifecycle tracer, so it
/// shows recognizers' state changes as `--trace` prints them.
@Suite(.serialized) @MainActor
final class InspectorGestureLogTests {
  @Test func theInspectorsLogShowsRecognizersStateChanges() {
    let clock = VirtualClock()
    var printed: [String] = []
    let tracer = LifecycleTracer(clock: clock) { printed.append($0) }
    LifecycleTracer.current = tracer
    defer { LifecycleTracer.current = nil }
    let log = InspectorLog()
    log.listen(to: tracer)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let radar = View(frame: window.bounds)
    window.addSubview(radar)
    let pan = PanGestureRecognizer()
    pan.name = "radar"
    let tap = TapGestureRecognizer()
    tap.name = "name"
    radar.addGestureRecognizer(pan)
    radar.addGestureRecognizer(tap)
    window.sendEvent(.mouseDown(CGPoint(x: 10, y: 10), .left), at: 0)
    window.sendEvent(.mouseDragged(CGPoint(x: 30, y: 10), .left), at: 0.1)
    window.sendEvent(.mouseUp(CGPoint(x: 30, y: 10), .left), at: 0.2)
    let expected = [
      "0.000 pan(radar) began", "0.000 tap(name) failed", "0.000 pan(radar) ended",
    ]
    #expect(log.lines.map(\.text) == expected)
    #expect(printed == expected)
  }
}
