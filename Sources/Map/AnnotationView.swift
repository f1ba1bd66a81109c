import Foundation
import Geo
import Platform
import ViewKit

/// A marker on a map at a coordinate, which the user can drag.
///
/// MapKit counterpart: `MKAnnotationView` with `isDraggable`, and its
/// `MKAnnotationView.DragState`. Deliberate difference: the coordinate
/// lives on the view (MapKit keeps it in a separate annotation object).
/// Setting `coordinate` from code moves the view and tells no one, as the
/// original app's `updateAnnotationLocation` needed. A drag goes:
///   1. starting: the view lifts 10 points in 0.2 s;
///   2. dragging: it follows the pointer, the coordinate updating live;
///   3. ending: it drops 10 points and the delegate hears it ended;
///   or cancelling, on Esc or a release outside the map: it returns to
///   where it was.
@MainActor
open class AnnotationView: View {
  public enum DragState: Sendable, Equatable {
    case none, starting, dragging, ending, canceling
  }

  /// Where the annotation stands. Setting it from code sends no delegate call.
  public var coordinate: Coordinate {
    didSet { mapView?.setNeedsDisplay() }
  }
  /// The point of the view that sits on the coordinate, in unit coordinates
  /// of its bounds: (0.5, 1) is the middle of the bottom edge.
  public var anchorPoint = CGPoint(x: 0.5, y: 1)
  public var isDraggable = true
  public private(set) var dragState: DragState = .none
  public internal(set) weak var mapView: MapView?
  /// How far a lifted annotation rises, and how long lifting and dropping take.
  static let lift = 10.0
  static let liftDuration = 0.2
  private var dragOrigin: Coordinate?
  /// Who had the keyboard before the drag took it (for Esc).
  private weak var previousFirstResponder: Responder?
  private var grabOffset = CGPoint.zero

  /// A hand over a draggable annotation, as over anything one can pick up.
  open override var cursor: CursorShape? { isDraggable ? .hand : nil }

  public init(coordinate: Coordinate, size: CGSize) {
    self.coordinate = coordinate
    super.init(frame: CGRect(origin: .zero, size: size))
  }

  // MARK: The drag state machine

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard isDraggable, let map = mapView, let touch = touches.first else { return }
    dragOrigin = coordinate
    let anchor = map.point(for: coordinate)
    let p = touch.location(in: map)
    grabOffset = CGPoint(x: p.x - anchor.x, y: p.y - anchor.y)
    previousFirstResponder = window?.firstResponder
    window?.firstResponder = self
    change(to: .starting)  // 1
    View.animate(
      withDuration: Self.liftDuration, delay: 0, options: .allowUserInteraction,
      animations: { self.transform = CGAffineTransform(translationX: 0, y: -Self.lift) },
      completion: { _ in if self.dragState == .starting { self.change(to: .dragging) } })
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard dragState == .starting || dragState == .dragging, let map = mapView,
      let touch = touches.first
    else { return }
    if dragState == .starting { change(to: .dragging) }  // 2
    let p = touch.location(in: map)
    coordinate = map.coordinate(at: CGPoint(x: p.x - grabOffset.x, y: p.y - grabOffset.y))
    map.delegate?.mapView(map, annotationView: self, didMoveTo: coordinate)
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    guard dragState == .starting || dragState == .dragging, let map = mapView,
      let touch = touches.first
    else { return }
    if map.bounds.contains(touch.location(in: map)) {
      drop(to: .ending)  // 3
    } else {
      cancelDrag()
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    cancelDrag()
  }

  open override func pressesBegan(_ presses: Set<Press>, with event: Event) {
    if presses.contains(where: { $0.key == "Escape" }),
      dragState == .starting || dragState == .dragging
    {
      cancelDrag()
    } else {
      super.pressesBegan(presses, with: event)
    }
  }

  /// Puts the annotation back where the drag began.
  public func cancelDrag() {
    guard dragState == .starting || dragState == .dragging, let origin = dragOrigin else { return }
    coordinate = origin
    if let map = mapView { map.delegate?.mapView(map, annotationView: self, didMoveTo: origin) }
    drop(to: .canceling)
  }

  private func drop(to state: DragState) {
    change(to: state)
    if window?.firstResponder === self { window?.firstResponder = previousFirstResponder }
    View.animate(
      withDuration: Self.liftDuration, delay: 0,
      options: [.beginFromCurrentState, .allowUserInteraction],
      animations: { self.transform = .identity },
      completion: { _ in if self.dragState == state { self.change(to: .none) } })
  }

  private func change(to state: DragState) {
    let old = dragState
    dragState = state
    if let map = mapView {
      map.delegate?.mapView(map, annotationView: self, didChange: state, fromOldState: old)
    }
  }
}
