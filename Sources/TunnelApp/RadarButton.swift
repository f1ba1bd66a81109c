import Foundation
import Platform
import ViewKit

/// The radar button in the middle of the window: the project's own art,
/// dimmed while disabled (during the flips) and lit while pressed.
@MainActor
public final class RadarButton: Control {
  /// Told when a press turns into a vertical drag, as it goes, and when
  /// it ends (`RadarButton+Drag.swift`).
  public var onDrag: ((Drag) -> Void)?
  /// The press being tracked, if any.
  var dragState: DragState?

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    shadowOpacity = 0.6
    shadowRadius = 6
    shadowOffset = CGSize(width: 0, height: 2)
    cornerRadius = frame.width / 2
  }

  public override func stateDidChange() {
    super.stateDidChange()
    alpha = isEnabled ? 1 : 0.55
  }

  public override func layoutSubviews() {
    super.layoutSubviews()
    cornerRadius = bounds.width / 2
  }

  public override func draw(_ rect: CGRect, in context: GraphicsContext) {
    Art.drawRadar(in: bounds, context: context, lit: isHighlighted)
  }

  // MARK: A press that becomes a drag (`RadarButton+Drag.swift`)

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    dragState = touches.first.map { DragState(start: $0.location(in: nil), time: $0.timestamp) }
    super.touchesBegan(touches, with: event)
  }

  public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let touch = touches.first, var drag = dragState else {
      return super.touchesMoved(touches, with: event)
    }
    let dy = touch.location(in: nil).y - drag.start.y
    if !drag.isDragging {
      guard abs(dy) > Self.dragSlop else { return super.touchesMoved(touches, with: event) }
      drag.isDragging = true
      isHighlighted = false
      onDrag?(.began)
    }
    // The speed away from the press, from this move and the last.
    let dt = touch.timestamp - drag.time
    if dt > 0 { drag.velocity = (abs(dy) - abs(drag.lastDY)) / dt }
    (drag.lastDY, drag.time) = (dy, touch.timestamp)
    dragState = drag
    onDrag?(.moved(dy: dy))
  }

  public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard let drag = dragState, drag.isDragging, let touch = touches.first else {
      dragState = nil
      return super.touchesEnded(touches, with: event)
    }
    dragState = nil
    let dy = touch.location(in: nil).y - drag.start.y
    super.touchesCancelled(touches, with: event)  // not a click
    // A pointer held still before letting go has no speed left.
    let velocity = touch.timestamp - drag.time > Self.stillTime ? 0 : drag.velocity
    onDrag?(.ended(dy: dy, velocity: velocity))
  }

  public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    let wasDragging = dragState?.isDragging ?? false
    dragState = nil
    super.touchesCancelled(touches, with: event)
    if wasDragging { onDrag?(.cancelled) }
  }
}
