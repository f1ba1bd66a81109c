import Foundation
import Geo

/// Where the map looks: a centre in Web Mercator's unit square and a zoom.
///
/// MapKit counterpart: `MKMapCamera` and the map's visible `MKMapRect`.
/// At zoom z the whole world is 256 x 2^z points wide. The centre's x may
/// run past 0 or 1: the world repeats east and west.
public struct MapCamera: Equatable, Sendable {
  /// The centre's x in the unit square, eastward from 180° W: 0.5 is
  /// Greenwich. It may run past 0 or 1.
  public var centerX: Double
  /// The centre's y in the unit square, southward from the top edge (about
  /// 85.05° N): 0.5 is the equator. `MapView` keeps it in [0, 1].
  public var centerY: Double
  /// The zoom level: the world is 256 x 2^zoom points wide. `MapView` keeps
  /// it in 0...9.5.
  public var zoom: Double

  /// A camera looking at a unit-square point at a zoom, taken as given.
  public init(centerX: Double, centerY: Double, zoom: Double) {
    self.centerX = centerX
    self.centerY = centerY
    self.zoom = zoom
  }

  /// A camera looking at a coordinate at a zoom. Latitudes beyond about
  /// 85.05° are clamped to the map's edge, as `WebMercator.project` does.
  public init(center: Coordinate, zoom: Double) {
    let p = WebMercator.project(center)
    self.init(centerX: p.x, centerY: p.y, zoom: zoom)
  }

  /// The world's width in points.
  public var worldSize: Double { 256 * pow(2, zoom) }

  /// The unit-square point under a point of a view of size `size`.
  public func worldPoint(at point: CGPoint, in size: CGSize) -> (x: Double, y: Double) {
    (
      centerX + (point.x - size.width / 2) / worldSize,
      centerY + (point.y - size.height / 2) / worldSize
    )
  }

  /// The view point of a unit-square point, at the copy of the world
  /// nearest the centre.
  public func viewPoint(x: Double, y: Double, in size: CGSize) -> CGPoint {
    viewMapping(in: size).point(x: x, y: y)
  }

  /// `viewPoint(x:y:in:)` for many points: the world's width (a power of
  /// two) worked out once, not for each point.
  public func viewMapping(in size: CGSize) -> ViewMapping {
    ViewMapping(
      centerX: centerX, centerY: centerY, worldSize: worldSize,
      viewCenter: CGPoint(x: size.width / 2, y: size.height / 2))
  }

  /// Unit-square points to a view's points, for one camera and view size.
  public struct ViewMapping: Sendable {
    let centerX: Double
    let centerY: Double
    let worldSize: Double
    let viewCenter: CGPoint

    /// The view point of a unit-square point, at the copy of the world
    /// nearest the centre.
    public func point(x: Double, y: Double) -> CGPoint {
      var dx = x - centerX
      dx -= dx.rounded()  // nearest copy: within half a world of the centre
      return CGPoint(x: viewCenter.x + dx * worldSize, y: viewCenter.y + (y - centerY) * worldSize)
    }
  }

  /// The coordinate at the centre.
  public var center: Coordinate { WebMercator.coordinate(x: centerX, y: centerY) }

  /// The zoom at which a box `meters` wide (at `latitude`) fills `width` points.
  public static func zoom(fitting meters: Double, across width: Double, atLatitude latitude: Double)
    -> Double
  {
    let worldMeters = WebMercator.metersPerWorldUnit(atLatitude: latitude)
    return log2(width * worldMeters / meters / 256)
  }
}
