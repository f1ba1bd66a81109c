import Foundation
import Geo
import ViewKit

/// Adding annotations and keeping them on their coordinates.
extension MapView {
  /// Shows an annotation view on the map, as `MKMapView.addAnnotation(_:)`.
  public func addAnnotation(_ annotation: AnnotationView) {
    annotation.mapView = self
    annotations.append(annotation)
    addSubview(annotation)
    setNeedsDisplay()
  }

  /// Takes an annotation view off the map, as `MKMapView.removeAnnotation(_:)`;
  /// it no longer reports to the map's delegate.
  public func removeAnnotation(_ annotation: AnnotationView) {
    annotations.removeAll { $0 === annotation }
    annotation.mapView = nil
    annotation.removeFromSuperview()
  }

  /// Puts each annotation's anchor point on its coordinate, at the copy of
  /// the world nearest the centre.
  func positionAnnotations(camera: MapCamera) {
    for annotation in annotations {
      let p = WebMercator.project(annotation.coordinate)
      let anchor = camera.viewPoint(x: p.x, y: p.y, in: bounds.size)
      let size = annotation.bounds.size
      annotation.center = CGPoint(
        x: anchor.x + (0.5 - annotation.anchorPoint.x) * size.width,
        y: anchor.y + (0.5 - annotation.anchorPoint.y) * size.height)
    }
  }
}
