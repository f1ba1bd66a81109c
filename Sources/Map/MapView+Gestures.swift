import Foundation
import Geo
import Platform
import ViewKit

/// The map's gestures, each a recognizer on the map as MapKit's are: a pan
/// (`pan(map)` in the trace) moves the world with the pointer, a double tap
/// (`tap(map)`) zooms in one level about the tap, a pinch (`pinch(map)`)
/// zooms about the pinch's centre and moves the map with it; the wheel, which is not a touch, zooms
/// about the pointer (`MapView.scrollWheel`). Each stops a running region
/// animation where it is. A touch that begins on an annotation is the
/// annotation's (`AnnotationView`): the map's recognizers never see it.
extension MapView: GestureRecognizerDelegate {
  /// How many levels a double tap zooms in (1 doubles the scale).
  public static let doubleTapZoom = 1.0

  func addGestures() {
    let pan = PanGestureRecognizer()
    pan.addAction { [weak self, unowned pan] _ in self?.panned(pan) }
    let doubleTap = TapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.addAction { [weak self] in self?.doubleTapped($0) }
    let pinch = PinchGestureRecognizer()
    pinch.addAction { [weak self, unowned pinch] _ in self?.pinched(pinch) }
    for recognizer in [pan, doubleTap, pinch] as [GestureRecognizer] {
      recognizer.name = "map"
      recognizer.delegate = self
      addGestureRecognizer(recognizer)
    }
  }

  /// Touches that begin on an annotation drag the annotation, not the map.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  {
    !(touch.view is AnnotationView)
  }

  /// The world point grabbed stays under the pointer: the camera moves by
  /// the pan's translation since the last change, which then starts again
  /// from zero.
  private func panned(_ recognizer: PanGestureRecognizer) {
    switch recognizer.state {
    case .began, .changed:
      if recognizer.state == .began { stopCameraAnimation() }
      pan(byPoints: recognizer.translation(in: self))
      recognizer.setTranslation(.zero, in: self)
    default:
      break
    }
  }

  private func doubleTapped(_ tap: GestureRecognizer) {
    guard tap.state == .recognized else { return }
    zoom(by: Self.doubleTapZoom, about: tap.location(in: self))
  }

  /// The fingers hold the map: each change moves it with the centre of
  /// the two fingers since the last change, then zooms by the scale since
  /// then (log2 of it, in levels) about that centre; the scale then starts
  /// again from 1. So the place under the pinch's centre stays under it,
  /// however the fingers move (one at a time, as each finger's event comes).
  private func pinched(_ pinch: PinchGestureRecognizer) {
    let center = pinch.location(in: self)
    switch pinch.state {
    case .began, .changed:
      if let last = pinchCenter {
        pan(byPoints: CGPoint(x: center.x - last.x, y: center.y - last.y))
      }
      zoom(by: log2(pinch.scale), about: center)
      pinch.scale = 1
      pinchCenter = center
    default:
      pinchCenter = nil
    }
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
