import Foundation
import Platform
import ViewKit

/// The inspector's scrub bar: drag it, or click on it, to put the running
/// transition at any fraction of its time: a pan (`pan(scrub)` in the
/// trace) and a tap (`tap(scrub)`) on the bar. The bar stops at `TransitionInFlight.scrubLimit`
/// (99%): the last step would run the transition's completion, which
/// cannot be undone, so only a resume finishes it. The bar says so.
///
/// No UIKit counterpart; a teaching instrument. It scrubs through
/// `TransitionInFlight.scrub(to:)`: the transition's own property animator,
/// paused and set, as an interactive transition is.
@MainActor
final class ScrubBar: View {
  /// Called with the fraction the finger is at, while dragging.
  var scrubbed: (Double) -> Void = { _ in }
  /// Called when the finger lifts.
  var released: () -> Void = {}
  /// Where the knob is drawn: the transition's fraction, or nil when none runs.
  var fraction: () -> Double? = { nil }
  static let trackInset = 10.0

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    let pan = PanGestureRecognizer()
    pan.addAction { [weak self] in self?.moved($0) }
    let tap = TapGestureRecognizer()
    tap.addAction { [weak self] in self?.moved($0) }
    for recognizer in [pan, tap] as [GestureRecognizer] {
      recognizer.name = "scrub"
      addGestureRecognizer(recognizer)
    }
  }

  var track: CGRect {
    CGRect(x: Self.trackInset, y: 8, width: max(bounds.width - 2 * Self.trackInset, 1), height: 6)
  }

  /// The fraction under `point`, before the limit.
  func fraction(at point: CGPoint) -> Double {
    min(max((point.x - track.minX) / track.width, 0), 1)
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let bar = track
    context.fillRoundedRect(bar, cornerRadius: 3, color: Color(white: 0.3))
    let limitX = bar.minX + bar.width * TransitionInFlight.scrubLimit
    context.fill(
      CGRect(x: limitX, y: bar.minY - 4, width: 1, height: bar.height + 8),
      color: InspectorPalette.warning)
    let font = InspectorPalette.font
    if let fraction = fraction() {
      let x = bar.minX + bar.width * fraction
      context.fillEllipse(
        in: CGRect(x: x - 7, y: bar.midY - 7, width: 14, height: 14), color: InspectorPalette.accent
      )
    }
    let notes =
      fraction() == nil
      ? ["scrub: no transition running (Space, then P)"]
      : [
        "drag to scrub; stops at 99%: the completion",
        "cannot be undone, so only resuming (P) runs it",
      ]
    for (index, note) in notes.enumerated() {
      context.drawText(
        note,
        at: CGPoint(x: bar.minX, y: bar.maxY + 6 + Double(index) * InspectorLogView.lineHeight),
        font: font, color: InspectorPalette.dim)
    }
  }

  /// The pan scrubs as it moves and lets go when it ends; a tap is a
  /// pan that both begins and ends where it is.
  private func moved(_ recognizer: GestureRecognizer) {
    switch recognizer.state {
    case .began, .changed:
      scrubbed(fraction(at: recognizer.location(in: self)))
    case .ended:
      scrubbed(fraction(at: recognizer.location(in: self)))
      released()
    case .cancelled:
      released()
    case .possible, .failed:
      break
    }
  }
}
