import Foundation
import Platform
import ViewKit

/// The inspector's panel (key I): over the right side of the window, the
/// full height, resizing with it. From the top: what the instruments are
/// set to, the live lifecycle log, the controllers' state, the running
/// transition's timing curve, and the scrub bar.
///
/// No UIKit counterpart; a teaching instrument. It lies over the panes
/// rather than beside them, so it never changes their layout.
@MainActor
final class InspectorView: View {
  let status = Label()
  let logTitle = Label()
  let logView: InspectorLogView
  let stateTitle = Label()
  let stateView: ControllerStateView
  let curveTitle = Label()
  let curveView = TimingCurveView()
  let scrubBar = ScrubBar()
  static let width = 390.0
  static let curveHeight = 112.0
  static let scrubHeight = 52.0

  init(log: InspectorLog) {
    logView = InspectorLogView(log: log)
    stateView = ControllerStateView(log: log)
    super.init(frame: .zero)
    backgroundColor = InspectorPalette.background
    status.numberOfLines = 0
    for (label, text) in [
      (logTitle, "Lifecycle log (as --trace prints it)"), (stateTitle, "Controllers"),
      (curveTitle, "Transition timing"),
    ] {
      label.text = text
      label.font = InspectorPalette.boldFont
      label.textColor = InspectorPalette.text
    }
    status.font = InspectorPalette.font
    status.textColor = InspectorPalette.text
    for subview in [
      status, logTitle, logView, stateTitle, stateView, curveTitle, curveView, scrubBar,
    ] {
      addSubview(subview)
    }
  }

  /// Top to bottom; the log takes what the others leave.
  override func layoutSubviews() {
    let width = bounds.width - 16
    let line = InspectorLogView.lineHeight
    var y = 8.0
    func place(_ view: View, height: Double) {
      view.frame = CGRect(x: 8, y: y, width: width, height: max(height, 0))
      y += max(height, 0)
    }
    let stateHeight = ControllerStateView.height(
      for: stateView.controllers().count, stacks: stateView.stackLines.count)
    let fixedBelow = line + 6 + stateHeight + line + 6 + Self.curveHeight + Self.scrubHeight + 8
    place(status, height: line * 3 + 6)
    place(logTitle, height: line + 6)
    place(logView, height: bounds.height - y - fixedBelow)
    place(stateTitle, height: line + 6)
    place(stateView, height: stateHeight)
    place(curveTitle, height: line + 6)
    place(curveView, height: Self.curveHeight)
    place(scrubBar, height: Self.scrubHeight)
  }

  /// Redraws everything from the live state.
  func refresh(status text: String) {
    if status.text != text { status.text = text }
    for view in [logView, stateView, curveView, scrubBar] as [View] { view.setNeedsDisplay() }
    setNeedsLayout()  // the table grows and shrinks with the stacks shown
  }

  /// The frame for a window `bounds`: the right side, full height.
  static func frame(in bounds: CGRect) -> CGRect {
    let width = min(Self.width, bounds.width)
    return CGRect(x: bounds.maxX - width, y: 0, width: width, height: bounds.height)
  }
}
