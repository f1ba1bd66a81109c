import Foundation
import Geo
import Map
import Platform
import ViewKit

/// A child controller showing the map with the digger on it; drag him to
/// dig somewhere else. The app issue adds the antipode map beside it.
@MainActor
final class MapController: ViewController, MapViewDelegate {
  let data: MapData
  let digger: DiggerAnnotationView
  /// The 1,000 km square the original app showed around the digger.
  static let span = 1_000_000.0
  private var regionSet = false

  init(title: String, data: MapData, start: Coordinate) {
    self.data = data
    digger = DiggerAnnotationView(coordinate: start)
    super.init()
    self.title = title
  }

  /// The map, made when the view loads.
  private(set) lazy var mapView: MapView = {
    let map = MapView(frame: .zero, data: data)
    map.delegate = self
    map.cornerRadius = 14
    return map
  }()

  override func loadView() {
    view = mapView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    mapView.addAnnotation(digger)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !regionSet, view.bounds.width > 0 else { return }
    regionSet = true
    mapView.setRegion(center: digger.coordinate, span: Self.span, animated: false)
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
