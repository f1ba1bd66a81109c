import Foundation
import Geo
import Platform
import ViewKit

/// Receives what happens to a map's annotations, as `MKMapViewDelegate`.
@MainActor
public protocol MapViewDelegate: AnyObject {
  /// An annotation's drag state changed (starting, dragging, ending, cancelling, none).
  func mapView(
    _ mapView: MapView, annotationView: AnnotationView,
    didChange newState: AnnotationView.DragState, fromOldState oldState: AnnotationView.DragState)
  /// A dragged annotation's coordinate changed (live, while dragging).
  func mapView(_ mapView: MapView, annotationView: AnnotationView, didMoveTo coordinate: Coordinate)
}

extension MapViewDelegate {
  public func mapView(
    _ mapView: MapView, annotationView: AnnotationView,
    didChange newState: AnnotationView.DragState, fromOldState oldState: AnnotationView.DragState
  ) {}
  public func mapView(
    _ mapView: MapView, annotationView: AnnotationView, didMoveTo coordinate: Coordinate
  ) {}
}

/// An offline world map in Web Mercator: water, land, lakes, borders,
/// coastline, rivers and city names from Natural Earth and GeoNames, with a
/// scale bar. Drag to pan, double-click to zoom in, pinch to zoom about the
/// pinch, turn the wheel to zoom about the pointer (`MapView+Gestures.swift`).
///
/// MapKit counterpart: `MKMapView`. Deliberate differences: the region is
/// a centre and a span in metres (`setRegion(center:span:animated:)`),
/// annotations are views added with `addAnnotation(_:)`, and tiles are
/// drawn locally in the background instead of fetched.
@MainActor
open class MapView: View {
  /// Hears of the annotations' drags, as `MKMapView.delegate`; held weakly.
  public weak var delegate: MapViewDelegate?
  let data: MapData
  let tiles: MapTiles
  let labels: LabelPlacements
  let labelImages: LabelImages
  /// True if the last drawing had a tile with nothing to show: neither it
  /// nor any ancestor had arrived (only before the first tiles arrive).
  public internal(set) var showsBlankTile = false
  /// True when the last drawing left some of the bounds to the water
  /// below the tiles: a blank tile, or the world not reaching an edge.
  var needsWater = true
  /// The names a drawing shows, with where their dots go: kept between
  /// drawings so that gathering them allocates nothing (MapView+Drawing.swift).
  var shownLabels: [(dot: CGPoint, image: Image)] = []
  /// The tiles a drawing shows, each with what stands for it, kept between
  /// drawings for the same reason (MapView+Drawing.swift).
  var shownTiles: [(face: TileFace, rect: CGRect, source: CGRect)] = []
  /// The colours and line widths the map draws with, fixed when it is made.
  public let style: MapStyle
  /// The annotation views on the map, in the order they were added, as
  /// `MKMapView.annotations` (which lists annotation objects, not views).
  public internal(set) var annotations: [AnnotationView] = []
  /// The map's pan and pinch, which recognize together, and what the pinch
  /// under way has followed of its fingers' centre (`MapView+Gestures.swift`).
  let panRecognizer = PanGestureRecognizer()
  let pinchRecognizer = PinchGestureRecognizer()
  var pinchFollow = PinchFollow()
  /// What `draw` queues while a picture waits for upload budget: made
  /// once, so that queueing it allocates nothing.
  private(set) lazy var redrawOnNextTurn: () -> Void = { [weak self] in self?.setNeedsDisplay() }
  static let zoomRange = 0.0...9.5
  static let labelFontSize = 12.0

  /// A map of `data` drawn in `style`, looking at 0° N 0° E at zoom 1 (the
  /// world 512 points wide). It starts drawing the level-0 tile in the
  /// background at once.
  public init(frame: CGRect, data: MapData, style: MapStyle = MapStyle()) {
    self.data = data
    self.style = style
    tiles = MapTiles(world: data.world, style: style)
    labels = LabelPlacements(places: data.gazetteer.places, fontSize: Self.labelFontSize)
    labelImages = LabelImages(ink: Color(hex: style.label))
    super.init(frame: frame)
    clipsToBounds = true
    // The tiles fill the bounds, with the water drawn under them only
    // where they do not (MapView+Drawing.swift): so nothing under the map,
    // nor a background of its own, is drawn only to be covered.
    isOpaque = true
    tiles.onTileReady = { [weak self] in self?.setNeedsDisplay() }
    labels.onPlaced = { [weak self] in self?.setNeedsDisplay() }
    labelImages.onArrival = { [weak self] in self?.setNeedsDisplay() }
    camera = MapCamera(centerX: 0.5, centerY: 0.5, zoom: 1)
    addGestures()
  }

  // MARK: The camera, animatable through three custom values

  /// Where the map looks (the model value; `presentationCamera` is what is drawn).
  public var camera: MapCamera {
    get {
      MapCamera(
        centerX: animatableValue(forKey: "centerX"), centerY: animatableValue(forKey: "centerY"),
        zoom: animatableValue(forKey: "zoom"))
    }
    set {
      let zoom = min(max(newValue.zoom, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
      setAnimatableValue(newValue.centerX, forKey: "centerX")
      setAnimatableValue(min(max(newValue.centerY, 0), 1), forKey: "centerY")
      setAnimatableValue(zoom, forKey: "zoom")
    }
  }

  /// The camera drawn this frame, part way through any animation.
  public var presentationCamera: MapCamera {
    MapCamera(
      centerX: presentationValue(forKey: "centerX"), centerY: presentationValue(forKey: "centerY"),
      zoom: presentationValue(forKey: "zoom"))
  }

  /// The coordinate at the centre of the view.
  public var centerCoordinate: Coordinate { camera.center }

  /// Shows `center` with `span` metres across the view's shorter side, as
  /// `MKMapView.setRegion(_:animated:)`. Animated, the camera moves with the
  /// animation engine, east or west by the shorter way round.
  public func setRegion(center: Coordinate, span: Double, animated: Bool) {
    var target = MapCamera(
      center: center,
      zoom: MapCamera.zoom(
        fitting: span, across: max(min(bounds.width, bounds.height), 1), atLatitude: center.latitude
      ))
    let current = camera
    target.centerX += (current.centerX - target.centerX).rounded()  // the nearer copy of the world
    guard animated else {
      camera = target
      return
    }
    View.animate(
      withDuration: 0.5, delay: 0, options: .curveEaseInOut, animations: { self.camera = target },
      completion: { [weak self] finished in if finished { self?.normalizeCenter() } })
  }

  /// Brings the centre's x back into 0...1 without moving the picture.
  func normalizeCenter() {
    let x = animatableValue(forKey: "centerX")
    let wrapped = x - x.rounded(.down)
    if wrapped != x { setAnimatableValue(wrapped, forKey: "centerX") }
  }

  /// The coordinate under a point of the view.
  public func coordinate(at point: CGPoint) -> Coordinate {
    let w = presentationCamera.worldPoint(at: point, in: bounds.size)
    return WebMercator.coordinate(x: w.x, y: w.y)
  }

  /// The view point of a coordinate, at the copy of the world nearest the centre.
  public func point(for coordinate: Coordinate) -> CGPoint {
    let p = WebMercator.project(coordinate)
    return presentationCamera.viewPoint(x: p.x, y: p.y, in: bounds.size)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    setNeedsDisplay()
  }

  // MARK: The wheel (the gestures are in MapView+Gestures.swift)

  open override func scrollWheel(with event: Event) {
    zoom(by: event.scrollDelta.y * 0.5, about: convert(event.locationInWindow, from: nil))
  }

  /// Records the visible tiles, city names and scale bar for the camera of
  /// this frame, and places the annotations. Runs again whenever the camera
  /// moves or a tile, a level's names or a name's picture arrives, and the
  /// next frame if one waited for upload budget.
  open override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let camera = presentationCamera
    let renderer = window?.renderer
    let scale = pixelScale  // read once: finding the window walks up the views
    tiles.beginDrawing(renderer: renderer)
    labelImages.beginDrawing(renderer: renderer)
    if needsWater || !worldCoversBounds(camera) {
      context.fill(bounds, color: Color(hex: style.water))
    }
    drawTiles(in: context, camera: camera, scale: scale)
    needsWater = showsBlankTile
    drawLabels(in: context, camera: camera, scale: scale)
    drawScaleBar(in: context, camera: camera, scale: scale)
    labelImages.startRequested()
    positionAnnotations(camera: camera)
    if tiles.isWaitingForUpload || labelImages.isWaitingForUpload, let window {
      window.performOnNextTurn(redrawOnNextTurn)
    }
  }
}
