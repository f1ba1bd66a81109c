import Foundation
import Geo
import Map
import Platform
import ViewKit

/// A child controller showing a map with one marker on it: the digger,
/// whom the user can drag to dig somewhere else, or the X where he comes out,
/// which follows him from the other side of the Earth.
@MainActor
final class MapController: ViewController, MapViewDelegate {
  enum Marker { case digger, x }

  let data: MapData
  let marker: AnnotationView
  /// Told of every move the user makes of the marker.
  var markerMoved: (Coordinate) -> Void = { _ in }
  /// The 1,000 km square the original app showed around the digger.
  static let span = 1_000_000.0
  private var regionSet = false

  init(title: String, data: MapData, start: Coordinate, marker: Marker) {
    self.data = data
    switch marker {
    case .digger: self.marker = DiggerAnnotationView(coordinate: start)
    case .x: self.marker = XMarkAnnotationView(coordinate: start)
    }
    super.init()
    self.title = title
  }

  /// Moves the marker and the map with it, without telling anyone: the
  /// original app's `updateAnnotationLocation`.
  func updateMarkerLocation(_ coordinate: Coordinate) {
    marker.coordinate = coordinate
    guard isViewLoaded, view.bounds.width > 0 else { return }
    mapView.setRegion(center: coordinate, span: Self.span, animated: false)
  }

  func mapView(_ mapView: MapView, annotationView: AnnotationView, didMoveTo coordinate: Coordinate)
  {
    markerMoved(coordinate)
  }

  /// The map, made when the view loads.
  private(set) lazy var mapView: MapView = {
    let map = MapView(frame: .zero, data: data)
    map.delegate = self
    return map
  }()

  override func loadView() {
    view = mapView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.addAnnotation(marker)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !regionSet, view.bounds.width > 0 else { return }
    regionSet = true
    mapView.setRegion(center: marker.coordinate, span: Self.span, animated: false)
  }
}

/// The digger as a map annotation: his feet on the coordinate.
@MainActor
final class DiggerAnnotationView: AnnotationView {
  init(coordinate: Coordinate) {
    super.init(coordinate: coordinate, size: CGSize(width: 48, height: 48))
    anchorPoint = CGPoint(x: 0.45, y: 0.95)
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    Art.drawDigger(in: bounds, context: context)
  }
}

/// The X that marks where he comes out: not draggable, centred on its spot.
@MainActor
final class XMarkAnnotationView: AnnotationView {
  init(coordinate: Coordinate) {
    super.init(coordinate: coordinate, size: CGSize(width: 36, height: 36))
    anchorPoint = CGPoint(x: 0.5, y: 0.5)
    isDraggable = false
    isUserInteractionEnabled = false
  }

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    Art.drawX(in: bounds, context: context)
  }
}
