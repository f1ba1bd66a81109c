import Foundation
import Geo
import ViewKit

/// Panning by dragging the background and zooming with the wheel about
/// the pointer. Either stops a running region animation where it is.
extension MapView {
  func beginPan(at point: CGPoint) {
    stopCameraAnimation()
    let camera = self.camera
    panStart = (point, camera.centerX, camera.centerY)
  }

  /// Moves the map with the pointer: the world point grabbed stays under it.
  func pan(to point: CGPoint) {
    guard let start = panStart else { return }
    var camera = self.camera
    camera.centerX = start.centerX - (point.x - start.point.x) / camera.worldSize
    camera.centerY = start.centerY - (point.y - start.point.y) / camera.worldSize
    self.camera = camera
  }

  func endPan() {
    panStart = nil
    normalizeCenter()
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
