import Foundation
import Platform
import ViewKit

/// The inspector's timing-curve plot: while a transition runs, its
/// animator's curve (progress against time), a dot at the current time and
/// progress, and the two numbers.
///
/// No UIKit counterpart; a teaching instrument. The dot is the progress the
/// animator shows, which after a scrub and a resume follows the curve
/// rebased from where the scrub left it (`AnimatorSegment`), so it may sit
/// off the drawn curve.
@MainActor
final class TimingCurveView: View {
  /// The transition the plot follows, looked up each time it is drawn.
  var transition: () -> TransitionInFlight? = { TransitionInFlight.all.first }
  static let samples = 48

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// The plot's square, leaving room for the caption on the right.
  var plotRect: CGRect {
    let side = max(min(bounds.height - 8, bounds.width * 0.45), 0)
    return CGRect(x: 8, y: 4, width: side, height: side)
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let box = plotRect
    context.stroke(box, width: 1, color: InspectorPalette.dim)
    let font = InspectorPalette.font
    let captionX = box.maxX + 10
    guard let transition = transition(), let animator = transition.animator else {
      context.drawText(
        "no transition running", at: CGPoint(x: captionX, y: 4), font: font,
        color: InspectorPalette.dim)
      return
    }
    func point(_ t: Double, _ p: Double) -> CGPoint {
      CGPoint(x: box.minX + t * box.width, y: box.maxY - p * box.height)
    }
    var previous = point(0, animator.curveValue(at: 0))
    for index in 1...Self.samples {
      let t = Double(index) / Double(Self.samples)
      let next = point(t, animator.curveValue(at: t))
      context.strokeLine(from: previous, to: next, width: 1.5, color: InspectorPalette.text)
      previous = next
    }
    let (time, progress) = (animator.fractionComplete, animator.progressShown)
    let dot = point(time, progress)
    context.fillEllipse(
      in: CGRect(x: dot.x - 4, y: dot.y - 4, width: 8, height: 8), color: InspectorPalette.accent)
    let lines = [
      "\(transition.names)", String(format: "time     %.3f", time),
      String(format: "progress %.3f", progress),
      animator.isRunning ? "animator running" : "animator paused (scrubbed)",
    ]
    for (index, line) in lines.enumerated() {
      context.drawText(
        line, at: CGPoint(x: captionX, y: 4 + Double(index) * InspectorLogView.lineHeight),
        font: font, color: index == 0 ? InspectorPalette.text : InspectorPalette.dim)
    }
  }
}
