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
/// original app's `updateAnnotationLocation` needed.
///
/// A press lifts the annotation at once (`touchesBegan`, as a control
/// lights up on its press); the drag is a pan recognizer on the view,
/// `dragRecognizer` (`pan(digger)` in the trace), which begins once the
/// pointer has moved `PanGestureRecognizer.beginDistance` and leaves the
/// view its touches (`cancelsTouchesInView` false), so that a press
/// released without a drag still drops it. The delegate hears:
///   1. starting (the press): the view lifts 10 points in 0.2 s;
///   2. dragging (the lift is done, or the pan moved): it follows the
///      pointer, the coordinate updating live;
///   3. ending (the pan ended over the map, or the press was let go
///      without a drag): it drops 10 points;
///   or cancelling, on Esc, a pan let go outside the map or cancelled,
///   or a cancelled press: it returns to where it was.
@MainActor
open class AnnotationView: View {
  /// Where an annotation is in a drag, as `MKAnnotationView.DragState`.
  ///
  /// Deliberate differences: the cases have no raw values, and the view
  /// moves itself through them (see the type); MapKit leaves a custom view
  /// to set `dragging` and `none` itself.
  public enum DragState: Sendable, Equatable {
    /// At rest: no drag under way.
    case none
    /// Pressed: the view is lifting.
    case starting
    /// Lifted: the view follows the pointer.
    case dragging
    /// Dropped where it is: the view is coming down.
    case ending
    /// Put back where the drag began: the view is coming down.
    case canceling
  }

  /// Where the annotation stands. Setting it from code sends no delegate call.
  public var coordinate: Coordinate {
    didSet { mapView?.setNeedsDisplay() }
  }
  /// The point of the view that sits on the coordinate, in unit coordinates
  /// of its bounds: (0.5, 1) is the middle of the bottom edge.
  public var anchorPoint = CGPoint(x: 0.5, y: 1)
  /// Whether a press lifts the annotation and a pan drags it, as
  /// `MKAnnotationView.isDraggable`; true by default, unlike MapKit's. Turning
  /// it off does not end a drag under way.
  public var isDraggable = true
  /// Where the annotation is in a drag, as `MKAnnotationView.dragState`, but
  /// read-only: the view changes it, and tells the map's delegate each time.
  public private(set) var dragState: DragState = .none
  /// The map the annotation is on: set by `MapView.addAnnotation(_:)` and
  /// cleared by `removeAnnotation(_:)`. While it is nil a press does nothing.
  public internal(set) weak var mapView: MapView?
  /// How far a lifted annotation rises, and how long lifting and dropping take.
  static let lift = 10.0
  static let liftDuration = 0.2
  /// The pan that drags the annotation; its name is the trace's.
  public let dragRecognizer = PanGestureRecognizer()
  /// Where the drag began, to put the annotation back if it is cancelled.
  private var dragOrigin: Coordinate?
  /// Who had the keyboard before the drag took it (for Esc).
  private weak var previousFirstResponder: Responder?
  /// Where on the annotation it was grabbed, from the point on the coordinate.
  private var grabOffset = CGPoint.zero

  /// A hand over a draggable annotation, as over anything one can pick up.
  open override var cursor: CursorShape? { isDraggable ? .hand : nil }

  /// An annotation of that size in points at `coordinate`, with its drag
  /// recognizer (named "annotation") in place; it shows once added to a map.
  public init(coordinate: Coordinate, size: CGSize) {
    self.coordinate = coordinate
    super.init(frame: CGRect(origin: .zero, size: size))
    dragRecognizer.cancelsTouchesInView = false
    dragRecognizer.name = "annotation"
    dragRecognizer.addAction { [weak self] _ in self?.dragRecognizerChanged() }
    addGestureRecognizer(dragRecognizer)
  }

  // MARK: The press lifts, the pan drags

  private var isLifted: Bool { dragState == .starting || dragState == .dragging }

  /// A press on a draggable annotation on a map lifts it: `starting`, then
  /// `dragging` once the lift is done. It takes the keyboard, for Esc, until
  /// it drops.
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

  /// A press let go without a drag (the pan failed): it drops where it was.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    if isLifted { drop(to: .ending) }  // 3
  }

  /// A press taken away from the view puts a lifted annotation back where
  /// it was, as `cancelDrag()` does.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    cancelDrag()
  }

  private func dragRecognizerChanged() {
    guard let map = mapView else { return }
    let point = dragRecognizer.location(in: map)
    switch dragRecognizer.state {
    case .began, .changed: follow(to: point, on: map)
    case .ended where isLifted && map.bounds.contains(point): drop(to: .ending)  // 3
    case .ended, .cancelled, .failed: cancelDrag()
    case .possible: break
    }
  }

  private func follow(to point: CGPoint, on map: MapView) {
    guard isLifted else { return }
    if dragState == .starting { change(to: .dragging) }  // 2
    coordinate = map.coordinate(at: CGPoint(x: point.x - grabOffset.x, y: point.y - grabOffset.y))
    map.delegate?.mapView(map, annotationView: self, didMoveTo: coordinate)
  }

  open override func pressesBegan(_ presses: Set<Press>, with event: Event) {
    if presses.contains(where: { $0.key == "Escape" }), isLifted {
      cancelDrag()
    } else {
      super.pressesBegan(presses, with: event)
    }
  }

  /// Puts the annotation back where the drag began; the press, if it is
  /// still down, drags no more (its recognizer is cancelled, as disabling
  /// a recognizer does).
  public func cancelDrag() {
    guard isLifted, let origin = dragOrigin else { return }
    coordinate = origin
    if let map = mapView { map.delegate?.mapView(map, annotationView: self, didMoveTo: origin) }
    drop(to: .canceling)
    dragRecognizer.isEnabled = false  // its .cancelled finds the drag over
    dragRecognizer.isEnabled = true
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
