import Foundation
import Geo
import Map
import Platform
import ViewKit

/// Hears where the user moved a map controller's marker. The map controller
/// knows nothing else of whoever listens: the child-to-parent link of the
/// article, as a delegate.
@MainActor
public protocol MapViewControllerDelegate: AnyObject {
  func mapViewController(_ controller: MapViewController, didMoveTo location: Coordinate)
}

/// A child controller showing a map with one draggable marker: the digger
/// (`startMap`) or the X where he comes out (`targetMap`).
///
/// UIKit counterpart: the article's map view controller around an
/// `MKMapView`. A drag's moves go to the delegate at the start of the next
/// turn, at most one a turn (the newest wins; with no window, at once), and
/// the drop's at once; `nudge` (the arrow keys) tells it at once, each
/// time. `setLocation(_:)` moves the marker from code and tells no one, as
/// the original's `updateAnnotationLocation`.
@MainActor
public final class MapViewController: ViewController, MapViewDelegate {
  public enum Marker: Sendable { case digger, x }

  public weak var delegate: MapViewControllerDelegate?
  let data: MapData
  public let marker: AnnotationView
  /// The 1,000 km square the original app showed around the annotation.
  public static let span = 1_000_000.0
  private var regionSet = false
  private var pendingMove: Coordinate?

  public init(title: String, data: MapData, location: Coordinate, marker: Marker) {
    self.data = data
    switch marker {
    case .digger: self.marker = DiggerAnnotationView(coordinate: location)
    case .x: self.marker = XMarkAnnotationView(coordinate: location)
    }
    super.init()
    self.title = title
  }

  /// Where the marker stands.
  public var currentLocation: Coordinate { marker.coordinate }

  /// The map, made when the view loads.
  public private(set) lazy var mapView: MapView = {
    let map = MapView(frame: .zero, data: data)
    map.delegate = self
    return map
  }()

  public override func loadView() {
    view = mapView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    mapView.addAnnotation(marker)
  }

  /// Lets the map go of the tiles and names it is not showing, as an app
  /// frees its caches here (MapView+Memory.swift), before `super` may
  /// unload the view (when it is in no window, with unloading on).
  public override func didReceiveMemoryWarning() {
    if isViewLoaded { mapView.releaseCaches() }
    super.didReceiveMemoryWarning()
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !regionSet, view.bounds.width > 0 else { return }
    regionSet = true
    mapView.setRegion(center: marker.coordinate, span: Self.span, animated: false)
  }

  /// Moves the marker and the map with it, telling no one.
  public func setLocation(_ location: Coordinate) {
    marker.coordinate = location
    guard regionSet else { return }
    mapView.setRegion(center: location, span: Self.span, animated: false)
  }

  /// Moves the marker to `location`, and the map with it in an animation,
  /// telling no one: the Places list's choice (`RootViewController.dig(at:)`).
  public func move(to location: Coordinate) {
    marker.coordinate = location
    guard regionSet else { return }
    mapView.setRegion(center: location, span: Self.span, animated: true)
  }

  /// Moves the marker as the user would, by `dLat` and `dLon` degrees, and
  /// tells the delegate (the arrow keys).
  public func nudge(latitude dLat: Double, longitude dLon: Double) {
    let here = marker.coordinate
    let latitude = min(max(here.latitude + dLat, -85), 85)
    let moved = Coordinate(validLatitude: latitude, normalizingLongitude: here.longitude + dLon)
    setLocation(moved)
    delegate?.mapViewController(self, didMoveTo: moved)
  }

  // MARK: MapViewDelegate

  public func mapView(
    _ mapView: MapView, annotationView: AnnotationView, didMoveTo coordinate: Coordinate
  ) {
    // Throttle to one send a turn: keep the newest, send it on the next turn.
    let alreadyScheduled = pendingMove != nil
    pendingMove = coordinate
    guard !alreadyScheduled else { return }  // the scheduled send takes the newest
    guard let window = view.window else { return flushMove() }  // no window, no turns: now
    window.performOnNextTurn { [weak self] in self?.flushMove() }
  }

  public func mapView(
    _ mapView: MapView, annotationView: AnnotationView,
    didChange newState: AnnotationView.DragState,
    fromOldState oldState: AnnotationView.DragState
  ) {
    guard newState == .none, oldState == .ending else { return }
    flushMove()
    // The map follows the drop.
    mapView.setRegion(center: marker.coordinate, span: Self.span, animated: true)
  }

  private func flushMove() {
    guard let move = pendingMove else { return }
    pendingMove = nil
    delegate?.mapViewController(self, didMoveTo: move)
  }
}

/// The digger as a map annotation: his feet on the coordinate.
@MainActor
final class DiggerAnnotationView: AnnotationView {
  init(coordinate: Coordinate) {
    super.init(coordinate: coordinate, size: CGSize(width: 48, height: 48))
    anchorPoint = CGPoint(x: 0.45, y: 0.95)
    dragRecognizer.name = "digger"
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    Art.drawDigger(in: bounds, context: context)
  }
}

/// The X that marks where he comes out, centred on its spot.
@MainActor
final class XMarkAnnotationView: AnnotationView {
  init(coordinate: Coordinate) {
    super.init(coordinate: coordinate, size: CGSize(width: 40, height: 40))
    anchorPoint = CGPoint(x: 0.5, y: 0.5)
    dragRecognizer.name = "x"
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    Art.drawX(in: bounds, context: context)
  }
}
