import Foundation
import Platform

@testable import ViewKit

/// A window on a virtual clock to play touches into, a log that test
/// views and recognizer actions write to in order, and a lifecycle tracer
/// installed while it lives, which records every recognizer's state changes.
@MainActor
final class GestureStage {
  let time = VirtualAnimationTime()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
  let trace = Trace()
  let tracer: LifecycleTracer

  init() {
    tracer = LifecycleTracer(clock: time.clock)
    LifecycleTracer.current = tracer
  }

  isolated deinit {
    LifecycleTracer.current = nil
  }

  /// The state changes the tracer recorded: `pan(name) began`.
  var transitions: [String] { tracer.events }

  /// A view that logs its touches under `name`, added to `parent` (the
  /// window); the log is emptied of the hierarchy callbacks.
  func pad(_ name: String, _ frame: CGRect, in parent: View? = nil) -> TracingView {
    let view = TracingView(name, trace: trace, frame: frame)
    (parent ?? window).addSubview(view)
    trace.entries.removeAll()
    return view
  }

  /// Logs `name state` for each action `recognizer` sends.
  func watch<R: GestureRecognizer>(_ recognizer: R, as name: String, on view: View) -> R {
    recognizer.addAction { [trace] in trace.log("\(name) \($0.state)") }
    view.addGestureRecognizer(recognizer)
    return recognizer
  }

  /// Moves the clock to `seconds` (running the engine's timers due), then
  /// sends `event` at that time.
  func send(_ event: InputEvent, at seconds: Double) {
    time.frame(at: seconds)
    window.sendEvent(event, at: seconds)
  }

  func wait(until seconds: Double) { time.frame(at: seconds) }

  /// A mouse click at `point` starting at `seconds`, held 0.05 s.
  func click(_ point: CGPoint, at seconds: Double) {
    send(.mouseDown(point, .left), at: seconds)
    send(.mouseUp(point, .left), at: seconds + 0.05)
  }

  /// A mouse drag in `steps` equal moves, one every 0.01 s, then up.
  func drag(from start: CGPoint, by offset: CGPoint, steps: Int = 10, at seconds: Double) {
    send(.mouseDown(start, .left), at: seconds)
    var point = start
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      point = CGPoint(x: start.x + offset.x * f, y: start.y + offset.y * f)
      send(.mouseDragged(point, .left), at: seconds + 0.01 * Double(step))
    }
    send(.mouseUp(point, .left), at: seconds + 0.01 * Double(steps + 1))
  }
}

/// A delegate whose answers tests set.
@MainActor
final class Permissions: GestureRecognizerDelegate {
  var shouldBegin = true
  var simultaneous = false
  var receives = true
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { shouldBegin }
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { simultaneous }
  func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  { receives }
}
