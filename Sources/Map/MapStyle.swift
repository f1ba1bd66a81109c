import Foundation
import Geo

/// The colours and line widths of the map, after the look of MapKit's
/// standard map: pale water, warm land, thin grey borders.
///
/// MapKit counterpart: the built-in `MKStandardMapConfiguration` style,
/// which is not configurable there; here it is a value.
public struct MapStyle: Sendable {
  /// 0xRRGGBB colours.
  public var water: UInt32 = 0xA9CDE8
  /// The fill of land.
  public var land: UInt32 = 0xF3EFE6
  /// The fill of glaciers and ice sheets, over the land.
  public var glacier: UInt32 = 0xFDFEFF
  /// The fill of lakes, the colour of the water by default.
  public var lake: UInt32 = 0xA9CDE8
  /// The lines of rivers, drawn from tile level 3 on.
  public var river: UInt32 = 0x92BDE0
  /// The lines of coastlines.
  public var coastline: UInt32 = 0x84A9C6
  /// The lines of borders between countries, the tiles' top layer.
  public var border: UInt32 = 0xA78EB3
  /// The ink of place names, their dots and the scale bar's caption; ocean
  /// names have a blue of their own.
  public var label: UInt32 = 0x30343A

  /// The standard style, with the colours above.
  public init() {}

  /// Line width in pixels of a tile at zoom level `z` for a line layer.
  func lineWidth(_ kind: MapLayer.Kind, z: Int) -> Double {
    let grow = min(Double(max(z - 2, 0)) * 0.15, 1.0)
    switch kind {
    case .coastline: return 0.8 + grow * 0.6
    case .borders: return 0.9 + grow
    case .rivers: return 0.6 + grow * 0.8
    default: return 1
    }
  }

  /// Rivers appear from this tile level on.
  let firstRiverLevel = 3
}
