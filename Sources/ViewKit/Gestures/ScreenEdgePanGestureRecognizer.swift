import Foundation

/// A pan that starts at an edge of the window: the gesture of a
/// navigation controller's interactive pop.
///
/// UIKit counterpart: `UIScreenEdgePanGestureRecognizer`; the window here
/// is the screen. Where UIKit gives no number, this project's choices
/// (pinned by `ScreenEdgePanGestureRecognizerTests`): the first finger must
/// go down within `edgeWidth` (20 pt) of one of `edges`, and the pan
/// begins, past the pan's `beginDistance`, only if it moves away from that
/// edge more than along it; otherwise it fails.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How near an edge, in points, the gesture must start.
  public static let edgeWidth = 20.0

  /// The edges the gesture may start from; UIKit's default, none.
  public var edges: RectEdge = []
  /// The edges the first finger went down near.
  private var startEdges: RectEdge = []

  open override var traceKind: String { "edgePan" }

  /// True when the touch began away from `edges`: the recognizer fails, as
  /// UIKit's does, but the lifecycle trace leaves the failure out. Every
  /// click inside a navigation controller that could pop would otherwise
  /// add `edgePan(interactivePop) failed` to the story.
  private var failedAwayFromTheEdges = false
  override var tracesState: Bool { !failedAwayFromTheEdges }

  /// For the first finger down, notes which of `edges` it is within
  /// `edgeWidth` of, and fails at once if none; then goes on as a pan.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    if numberOfTouches == touches.count, let touch = touches.first, let window = touch.window {
      startEdges = edges.intersection(Self.edges(near: touch.locationInWindow, in: window.bounds))
      if startEdges.isEmpty {
        failedAwayFromTheEdges = true
        state = .failed
        return
      }
    }
    super.touchesBegan(touches, with: event)
  }

  override func mayBegin(translation t: CGPoint) -> Bool {
    guard super.mayBegin(translation: t) else { return false }
    let inward =
      (startEdges.contains(.left) && t.x > abs(t.y))
      || (startEdges.contains(.right) && -t.x > abs(t.y))
      || (startEdges.contains(.top) && t.y > abs(t.x))
      || (startEdges.contains(.bottom) && -t.y > abs(t.x))
    if !inward { state = .failed }
    return inward
  }

  static func edges(near point: CGPoint, in bounds: CGRect) -> RectEdge {
    var near: RectEdge = []
    if point.x - bounds.minX <= edgeWidth { near.insert(.left) }
    if bounds.maxX - point.x <= edgeWidth { near.insert(.right) }
    if point.y - bounds.minY <= edgeWidth { near.insert(.top) }
    if bounds.maxY - point.y <= edgeWidth { near.insert(.bottom) }
    return near
  }

  open override func reset() {
    super.reset()
    startEdges = []
    failedAwayFromTheEdges = false
  }
}
