import Foundation
import Geo

/// The world's geometry projected once into Web Mercator's unit square,
/// ready for any tile: x from 0 at 180°W to 1 at 180°E, y from 0 at the top.
///
/// The points are kept as `Float`s, half the memory of `Double`s (2.9 MB of
/// world.bin's points): near 1 a `Float` is exact to 2^-24 of the square,
/// 0.06 pixel at the deepest tile level (12, 2^20 pixels across), a
/// quarter of the spacing of `Coverage`'s sub-scanlines. A tile computes in
/// `Double`.
struct ProjectedWorld: Sendable {
  /// One feature: its rings or lines as flat coordinate arrays, and its box.
  struct Feature: Sendable {
    /// Each part's points, x0 y0 x1 y1 ...
    var parts: [[Float]]
    var minX, minY, maxX, maxY: Double
  }

  struct Layer: Sendable {
    var kind: MapLayer.Kind
    var isPolygon: Bool
    var features: [Feature]
  }

  var layers: [MapLayer.Kind: Layer] = [:]

  init(_ world: WorldGeometry) {
    for layer in world.layers {
      let polygon = ![.rivers, .borders, .coastline].contains(layer.kind)
      layers[layer.kind] = Layer(
        kind: layer.kind, isPolygon: polygon, features: layer.features.map(Self.project))
    }
  }

  private static func project(_ feature: MapFeature) -> Feature {
    var result = Feature(parts: [], minX: 1, minY: 1, maxX: 0, maxY: 0)
    for part in feature.parts {
      var flat: [Float] = []
      flat.reserveCapacity(part.points.count * 2)
      for point in part.points {
        let p = WebMercator.project(latitude: point.latitude, longitude: point.longitude)
        // 180°E projects to x = 1; keep it there rather than wrapping to 0.
        let x = point.longitude >= 180 ? 1 : p.x
        flat.append(Float(x))
        flat.append(Float(p.y))
        result.minX = min(result.minX, x)
        result.maxX = max(result.maxX, x)
        result.minY = min(result.minY, p.y)
        result.maxY = max(result.maxY, p.y)
      }
      result.parts.append(flat)
    }
    return result
  }
}
