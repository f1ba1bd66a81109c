import Foundation
import Geo
import Platform

/// A tile of the map: zoom level `z`, column `x` and row `y`, as in every
/// web map: level z splits the Web Mercator square into 2^z by 2^z tiles.
public struct TileKey: Hashable, Sendable, CustomStringConvertible {
  /// The zoom level, from 0 (the whole world in one tile).
  public let z: Int
  /// The column, in 0..<2^z, from 180° W eastward.
  public let x: Int
  /// The row, in 0..<2^z, from the top (about 85.05° N) southward.
  public let y: Int

  /// The tile at level `z`, column `x` and row `y`, taken as given.
  public init(z: Int, x: Int, y: Int) {
    self.z = z
    self.x = x
    self.y = y
  }

  public var description: String { "\(z)/\(x)/\(y)" }
}

/// Draws one 256-pixel tile of the world into memory, off the main thread.
///
/// Layers go down in this order: water, land, glaciers, lakes, rivers,
/// coastline, borders. Each layer's coverage is computed for the whole tile
/// (Coverage.swift) and composited once, so features that share an edge
/// leave no seam.
struct TileRasterizer: Sendable {
  static let tileSize = 256
  let world: ProjectedWorld
  let style: MapStyle

  /// The tile as a bitmap in `format`, ready to upload; made on the
  /// calling thread.
  /// A tile of one colour (open sea, the ice of a pole) is one pixel,
  /// stretched over the tile's 256 points: 4 bytes of pixels and of
  /// texture rather than 256 KB, and drawn the same, since any point of a
  /// stretched one-pixel picture samples that pixel. The antipodes of the
  /// land are mostly sea: the second map often shows nothing else.
  func bitmap(_ key: TileKey, format: Bitmap.PixelFormat) -> Bitmap? {
    let size = Self.tileSize
    let pixels = render(key)
    if let first = pixels.first, pixels.allSatisfy({ $0 == first }) {
      return try? Bitmap(
        pixels: PixelBuffer(width: 1, height: 1, argb: [first]), scale: 1 / Double(size),
        format: format)
    }
    return try? Bitmap(
      pixels: PixelBuffer(width: size, height: size, argb: pixels), format: format)
  }

  /// The tile's pixels, 0xAARRGGBB, row by row.
  func render(_ key: TileKey) -> [UInt32] {
    var pixels = [UInt32](
      repeating: 0xFF00_0000 | style.water, count: Self.tileSize * Self.tileSize)
    let order: [(MapLayer.Kind, UInt32)] = [
      (.land, style.land), (.glaciers, style.glacier), (.lakes, style.lake), (.rivers, style.river),
      (.coastline, style.coastline), (.borders, style.border),
    ]
    var coverage = Coverage(size: Self.tileSize)  // one buffer, cleared per layer
    for (kind, color) in order {
      guard let layer = world.layers[kind] else { continue }
      if kind == .rivers && key.z < style.firstRiverLevel { continue }
      coverage.clear()
      accumulate(layer, in: key, into: &coverage)
      Self.composite(coverage, color: color, into: &pixels)
    }
    return pixels
  }

  private func accumulate(
    _ layer: ProjectedWorld.Layer, in key: TileKey, into coverage: inout Coverage
  ) {
    let scale = Double(1 << key.z) * Double(Self.tileSize)
    let originX = Double(key.x) * Double(Self.tileSize)
    let originY = Double(key.y) * Double(Self.tileSize)
    let width = style.lineWidth(layer.kind, z: key.z)
    let margin = (width + 2) / scale
    let box = (
      minX: Double(key.x) / Double(1 << key.z) - margin,
      maxX: Double(key.x + 1) / Double(1 << key.z) + margin,
      minY: Double(key.y) / Double(1 << key.z) - margin,
      maxY: Double(key.y + 1) / Double(1 << key.z) + margin
    )
    for feature in layer.features
    where feature.maxX >= box.minX && feature.minX <= box.maxX && feature.maxY >= box.minY
      && feature.minY <= box.maxY
    {
      let parts = feature.parts.map { part in
        var pixels = [Double](repeating: 0, count: part.count)
        var i = 0
        while i + 1 < part.count {
          pixels[i] = Double(part[i]) * scale - originX
          pixels[i + 1] = Double(part[i + 1]) * scale - originY
          i += 2
        }
        return pixels
      }
      if layer.isPolygon {
        coverage.fill(rings: parts)
      } else {
        for part in parts { coverage.stroke(part, width: width) }
      }
    }
  }

  /// Paints `color` over `pixels` by the coverage: source over, opaque.
  static func composite(_ coverage: Coverage, color: UInt32, into pixels: inout [UInt32]) {
    let r = Float((color >> 16) & 0xFF)
    let g = Float((color >> 8) & 0xFF)
    let b = Float(color & 0xFF)
    for i in pixels.indices {
      let a = min(coverage.values[i], 1)
      if a <= 0 { continue }
      let p = pixels[i]
      let nr = Float((p >> 16) & 0xFF) * (1 - a) + r * a
      let ng = Float((p >> 8) & 0xFF) * (1 - a) + g * a
      let nb = Float(p & 0xFF) * (1 - a) + b * a
      pixels[i] =
        0xFF00_0000 | UInt32(nr.rounded()) << 16 | UInt32(ng.rounded()) << 8 | UInt32(nb.rounded())
    }
  }
}
