import Foundation
import Geo
import Platform
import ViewKit

/// The map's gestures, each a recognizer on the map as MapKit's are: a pan
/// (`pan(map)` in the trace) moves the world with the pointer, a double tap
/// (`tap(map)`) zooms in one level about the tap, a pinch (`pinch(map)`)
/// zooms about the fingers' centre and the map moves with that centre; the
/// wheel, which is not a touch, zooms about the pointer
/// (`MapView.scrollWheel`). Each stops a running region animation where it
/// is. A touch that begins on an annotation is the annotation's
/// (`AnnotationView`): the map's recognizers never see it.
///
/// The pan and the pinch recognize together, as MapKit's do: two fingers
/// moved one at a time (as a touchscreen reports them) shift their centre
/// before they change their distance, so the pan often begins first, and
/// the pinch must still be able to begin beside it. Whichever is under way
/// moves the map with the fingers' centre, never both (`PinchFollow`): the
/// pan once it has begun, by its translation; else the pinch, by its
/// centre's move since its last change, so a pinch whose centre wobbles
/// less than the pan's begin distance still holds the place under it. The
/// pan's action runs first (it was added first), so each zoom is about
/// where the centre is now.
extension MapView: GestureRecognizerDelegate {
  /// How many levels a double tap zooms in (1 doubles the scale).
  public static let doubleTapZoom = 1.0

  func addGestures() {
    let pan = panRecognizer
    pan.addAction { [weak self, unowned pan] _ in self?.panned(pan) }
    let doubleTap = TapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.addAction { [weak self] in self?.doubleTapped($0) }
    let pinch = pinchRecognizer
    pinch.addAction { [weak self, unowned pinch] _ in self?.pinched(pinch) }
    for recognizer in [pan, doubleTap, pinch] as [GestureRecognizer] {
      recognizer.name = "map"
      recognizer.delegate = self
      addGestureRecognizer(recognizer)
    }
  }

  /// The map's own pan and pinch recognize together; nothing else does.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    let pair: [GestureRecognizer] = [panRecognizer, pinchRecognizer]
    return recognizer !== other && pair.contains { $0 === recognizer }
      && pair.contains { $0 === other }
  }

  /// Touches that begin on an annotation drag the annotation, not the map.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  {
    !(touch.view is AnnotationView)
  }

  /// The world point grabbed stays under the pointer: the camera moves by
  /// the pan's translation since the last change, which then starts again
  /// from zero. With two fingers down it moves the map with their centre;
  /// beginning during a pinch, it leaves out what the pinch has moved.
  private func panned(_ recognizer: PanGestureRecognizer) {
    switch recognizer.state {
    case .began, .changed:
      var move = recognizer.translation(in: self)
      if recognizer.state == .began {
        stopCameraAnimation()
        move = pinchFollow.handOver(move)
      }
      pan(byPoints: move)
      recognizer.setTranslation(.zero, in: self)
    default:
      break
    }
  }

  private func doubleTapped(_ tap: GestureRecognizer) {
    guard tap.state == .recognized else { return }
    zoom(by: Self.doubleTapZoom, about: tap.location(in: self))
  }

  /// The fingers zoom the map: each change moves it with their centre
  /// (from where they went down, at the first) while the pan has not
  /// begun, then zooms by the scale since the last change (log2 of it, in
  /// levels) about that centre, and the scale starts again from 1. So the
  /// place under the pinch stays under it however the fingers move (one at
  /// a time, as each finger's event comes).
  private func pinched(_ pinch: PinchGestureRecognizer) {
    guard pinch.state == .began || pinch.state == .changed else {
      pinchFollow = PinchFollow()
      return
    }
    let center = pinch.location(in: self)
    let isPanning = panRecognizer.state == .began || panRecognizer.state == .changed
    // Where the centre was when the fingers went down: the pan, begun or
    // not, measures its translation from there.
    let moved = panRecognizer.translation(in: self)
    let start = CGPoint(x: center.x - moved.x, y: center.y - moved.y)
    pan(byPoints: pinchFollow.follow(to: center, from: start, panning: isPanning))
    zoom(by: log2(pinch.scale), about: center)
    pinch.scale = 1
  }

  /// Moves the map by a distance in points, as a drag would.
  public func pan(byPoints delta: CGPoint) {
    var camera = self.camera
    camera.centerX -= delta.x / camera.worldSize
    camera.centerY -= delta.y / camera.worldSize
    self.camera = camera
    normalizeCenter()
  }

  /// Zooms by `levels` (1 doubles the scale), keeping the world point under
  /// `point` where it is.
  public func zoom(by levels: Double, about point: CGPoint) {
    stopCameraAnimation()
    var camera = self.camera
    let anchor = camera.worldPoint(at: point, in: bounds.size)
    camera.zoom = min(
      max(camera.zoom + levels, Self.zoomRange.lowerBound), Self.zoomRange.upperBound)
    camera.centerX = anchor.x - (point.x - bounds.width / 2) / camera.worldSize
    camera.centerY = anchor.y - (point.y - bounds.height / 2) / camera.worldSize
    self.camera = camera
    normalizeCenter()
  }

  /// Freezes the camera where the screen shows it.
  func stopCameraAnimation() {
    let shown = presentationCamera
    guard shown != camera else { return }
    removeAllAnimations()
    camera = shown
  }
}

/// What a pinch has done of moving the map with its fingers' centre, so
/// that the pan and the pinch never both move it: the pinch follows the
/// centre only while the pan has not begun, and a pan that begins during a
/// pinch leaves out what the pinch has already moved.
struct PinchFollow {
  /// The centre at the pinch's last change; nil before it began.
  private var lastCenter: CGPoint?
  /// What the pinch has moved the map by since it began.
  private var followed = CGPoint.zero

  /// The move for a change of the pinch with its centre at `center`: the
  /// centre's move since the last change (since `start`, where the fingers
  /// went down, at the first), or none while the pan moves the map.
  mutating func follow(to center: CGPoint, from start: CGPoint, panning: Bool) -> CGPoint {
    defer { lastCenter = center }
    let last = lastCenter ?? start
    guard !panning else { return .zero }
    let move = CGPoint(x: center.x - last.x, y: center.y - last.y)
    followed = CGPoint(x: followed.x + move.x, y: followed.y + move.y)
    return move
  }

  /// The move a pan beginning with `translation` (from where the touches
  /// went down) still has to make: less what the pinch has followed.
  mutating func handOver(_ translation: CGPoint) -> CGPoint {
    defer { followed = .zero }
    return CGPoint(x: translation.x - followed.x, y: translation.y - followed.y)
  }
}
