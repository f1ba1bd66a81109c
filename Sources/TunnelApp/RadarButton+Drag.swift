import Foundation
import Platform
import ViewKit

/// A press on the radar that moves more than `dragSlop` points up or down
/// becomes a drag: the button stops tracking it as a click (no
/// `.touchUpInside` when it ends) and reports it through `onDrag` instead,
/// with the vertical distance from the press and, at the end, its speed.
///
/// UIKit counterpart: a `UIPanGestureRecognizer` on the button, whose
/// `translation(in:)` and `velocity(in:)` these are.
extension RadarButton {
  public enum Drag: Equatable, Sendable {
    case began
    /// The pointer is `dy` points below the press (negative: above).
    case moved(dy: Double)
    /// Let go `dy` points from the press, moving at `velocity` points a
    /// second away from it (negative: back toward it).
    case ended(dy: Double, velocity: Double)
    case cancelled
  }

  /// How far the pointer must move before a press becomes a drag.
  static let dragSlop = 6.0
  /// A drag held this long (seconds) without moving is let go at rest.
  static let stillTime = 0.1
}

/// A press on the radar, and whether it has become a drag.
struct DragState {
  let start: CGPoint
  var time: Double
  var lastDY = 0.0
  var velocity = 0.0
  var isDragging = false
}
