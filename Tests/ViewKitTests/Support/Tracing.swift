import Foundation

@testable import ViewKit

/// A log that test views write their callbacks into, in order.
@MainActor
final class Trace {
  var entries: [String] = []
  func log(_ entry: String) { entries.append(entry) }
}

/// A view that records hierarchy callbacks and touches under its name.
@MainActor
final class TracingView: View {
  let name: String
  let trace: Trace
  /// When false, touches pass up the responder chain untouched.
  var handlesTouches: Bool

  init(_ name: String, trace: Trace, frame: CGRect = .zero, handlesTouches: Bool = true) {
    self.name = name
    self.trace = trace
    self.handlesTouches = handlesTouches
    super.init(frame: frame)
  }

  override func willMove(toSuperview newSuperview: View?) {
    trace.log("\(name).willMove(toSuperview: \(label(newSuperview)))")
  }
  override func didMoveToSuperview() { trace.log("\(name).didMoveToSuperview") }
  override func willMove(toWindow newWindow: Window?) {
    trace.log("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() { trace.log("\(name).didMoveToWindow") }
  override func didAddSubview(_ subview: View) {
    trace.log("\(name).didAddSubview(\(label(subview)))")
  }
  override func willRemoveSubview(_ subview: View) {
    trace.log("\(name).willRemoveSubview(\(label(subview)))")
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard handlesTouches else { return super.touchesBegan(touches, with: event) }
    trace.log("\(name).began \(point(touches))")
  }
  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard handlesTouches else { return super.touchesMoved(touches, with: event) }
    trace.log("\(name).moved \(point(touches))")
  }
  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard handlesTouches else { return super.touchesEnded(touches, with: event) }
    trace.log("\(name).ended \(point(touches))")
  }
  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    guard handlesTouches else { return super.touchesCancelled(touches, with: event) }
    trace.log("\(name).cancelled")
  }

  private func point(_ touches: Set<Touch>) -> String {
    let p = touches.first!.location(in: self)
    return "(\(Int(p.x)), \(Int(p.y)))"
  }

  private func label(_ view: View?) -> String {
    guard let view else { return "nil" }
    return (view as? TracingView)?.name ?? (view is Window ? "window" : "view")
  }
}
