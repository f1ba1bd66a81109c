import Foundation

/// A latitude and longitude in degrees, as the map files store them: no
/// validation and no normalisation, so it is cheap to make by the hundred
/// thousand.
///
/// Core Location counterpart: `CLLocationCoordinate2D`, which is just as
/// plain. `Coordinate` is the checked, normalised type for app logic; map
/// geometry uses this one.
public struct GeoPoint: Hashable, Sendable {
  /// Degrees north of the equator.
  public var latitude: Double
  /// Degrees east of Greenwich.
  public var longitude: Double

  /// A point at these degrees, taken as given.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// The smallest latitude/longitude box around some points, in degrees.
///
/// A plain box with no antimeridian logic: the map files split every feature
/// at ±180°, so a feature's box never needs to wrap (unlike `GeoBox`).
public struct GeoBounds: Hashable, Sendable {
  /// The south edge, in degrees north.
  public var minLatitude: Double
  /// The north edge, in degrees north.
  public var maxLatitude: Double
  /// The west edge, in degrees east.
  public var minLongitude: Double
  /// The east edge, in degrees east.
  public var maxLongitude: Double

  /// A box with these edges, in degrees, taken as given; each minimum must
  /// not exceed its maximum, or `contains(_:)` traps.
  public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double)
  {
    self.minLatitude = minLatitude
    self.maxLatitude = maxLatitude
    self.minLongitude = minLongitude
    self.maxLongitude = maxLongitude
  }

  /// Whether the point is in the box, edges included.
  public func contains(_ point: GeoPoint) -> Bool {
    (minLatitude...maxLatitude).contains(point.latitude)
      && (minLongitude...maxLongitude).contains(point.longitude)
  }
}

/// One line or ring of a map feature.
///
/// MapKit counterpart: the points of an `MKPolyline` or `MKPolygon`; a hole
/// here is a separate part with the `inner` role, following its outer ring,
/// where MapKit nests `interiorPolygons` inside the polygon.
public struct MapPart: Sendable {
  /// What the points draw.
  public enum Role: UInt8, Sendable {
    /// An open line (rivers, borders, coastlines).
    case line = 0
    /// The outer ring of a polygon. The last point may or may not repeat the
    /// first; a ring is closed either way.
    case outer = 1
    /// A hole in the polygon of the nearest `outer` part before it.
    case inner = 2
  }

  /// Whether the points draw a line, an outer ring or a hole.
  public let role: Role
  /// At least one point, in the file's order.
  public let points: [GeoPoint]

  /// A part of that role through these points, taken as given.
  public init(role: Role, points: [GeoPoint]) {
    self.role = role
    self.points = points
  }
}

/// One feature of a map layer: a country, a lake, a river, with its parts.
///
/// MapKit counterpart: an `MKMultiPolygon` or `MKMultiPolyline`, with the
/// box of its points precomputed.
public struct MapFeature: Sendable {
  /// In the countries layer, the index of the feature's country in the
  /// `CountryTable` (0xFFFF_FFFF when unknown); elsewhere the Natural Earth
  /// feature number, from 1.
  public let id: UInt32
  /// At least one part; a polygon's holes follow its outer ring.
  public let parts: [MapPart]
  /// The box of all points of all parts.
  public let bounds: GeoBounds

  /// A feature with these parts and bounds, taken as given: nothing checks
  /// the bounds against the points (`init(id:parts:)` computes them).
  public init(id: UInt32, parts: [MapPart], bounds: GeoBounds) {
    self.id = id
    self.parts = parts
    self.bounds = bounds
  }

  /// A feature whose bounds are computed from its points; nil without points.
  public init?(id: UInt32, parts: [MapPart]) {
    let points = parts.lazy.flatMap(\.points)
    guard let first = points.first else { return nil }
    var bounds = GeoBounds(
      minLatitude: first.latitude, maxLatitude: first.latitude,
      minLongitude: first.longitude, maxLongitude: first.longitude)
    for point in points {
      bounds.minLatitude = min(bounds.minLatitude, point.latitude)
      bounds.maxLatitude = max(bounds.maxLatitude, point.latitude)
      bounds.minLongitude = min(bounds.minLongitude, point.longitude)
      bounds.maxLongitude = max(bounds.maxLongitude, point.longitude)
    }
    self.init(id: id, parts: parts, bounds: bounds)
  }
}

/// The features of one kind, drawn together: all the land, all the lakes.
///
/// MapKit counterpart: a set of overlays of one kind. The geometry is Natural
/// Earth's 1:50 million data, exact to 1/120 degree.
public struct MapLayer: Sendable {
  /// Which layer; the raw value is the kind byte in world.bin.
  public enum Kind: UInt8, Sendable, CaseIterable {
    /// Land polygons (the Caspian Sea is their one hole).
    case land = 0
    /// Lake polygons, some with islands as holes.
    case lakes
    /// River and lake centre lines.
    case rivers
    /// Land borders between countries, as lines.
    case borders
    /// Coastlines, as lines.
    case coastline
    /// Glaciers and ice sheets, as polygons.
    case glaciers
    /// Country polygons; each feature's id indexes the `CountryTable`.
    case countries
  }

  /// Which layer this is.
  public let kind: Kind
  /// The layer's features, in the order given.
  public let features: [MapFeature]

  /// A layer of that kind with these features.
  public init(kind: Kind, features: [MapFeature]) {
    self.kind = kind
    self.features = features
  }
}

/// The world map's geometry, layer by layer, read from `Assets/Map/world.bin`.
///
/// MapKit counterpart: the base map under an `MKMapView`, here as plain data
/// that the map view projects and draws itself. The file is read once into
/// memory, its checksum verified, and decoded in one pass.
public struct WorldGeometry: Sendable, AssetFile {
  /// The layers in the file, in kind order, each kind at most once.
  public let layers: [MapLayer]

  /// Geometry of these layers, kept in the order given: nothing sorts them
  /// or checks that each kind comes once, and `layer(_:)` finds the first.
  public init(layers: [MapLayer]) {
    self.layers = layers
  }

  /// The layer of that kind, or an empty one if the file has none.
  public func layer(_ kind: MapLayer.Kind) -> MapLayer {
    layers.first { $0.kind == kind } ?? MapLayer(kind: kind, features: [])
  }

  /// How world.bin opens: its magic, the version of its layout this reader
  /// understands, and its kind.
  static let format = AssetFormat(magic: "TNWG", version: 1, kind: "world")

  /// Reads world.bin; throws if it is missing, truncated, corrupt or of
  /// another format version.
  public init(contentsOf path: String) throws(GeoAssetError) {
    try self.init(assetAt: path)
  }

  /// Decodes a whole world.bin already in memory, header and payload, with every
  /// check that `init(contentsOf:)` makes; `path` only names the file in
  /// errors. For bytes that did not come from a file, such as a fuzzer's.
  public init(data: Data, path: String) throws(GeoAssetError) {
    try self.init(assetData: data, path: path)
  }

  /// Decodes a payload: a `UInt32` layer count, then per layer a `UInt8`
  /// kind, the `UInt32` byte length of the rest of the layer, and its
  /// features. A layer of an unknown kind is skipped.
  init(reading reader: inout BinaryReader) throws(GeoAssetError) {
    let count = try reader.count(of: "layer", minimumSize: 9)
    var layers: [MapLayer] = []
    for _ in 0..<count {
      let at = reader.offset
      let rawKind = try reader.u8()
      let length = Int(try reader.u32())
      var section = try reader.section(length)
      guard let kind = MapLayer.Kind(rawValue: rawKind) else { continue }
      guard !layers.contains(where: { $0.kind == kind }) else {
        throw reader.failure("a second \(kind) layer at offset \(at)")
      }
      let featureCount = try section.count(of: "feature", minimumSize: 17)
      var features: [MapFeature] = []
      features.reserveCapacity(featureCount)
      for _ in 0..<featureCount {
        features.append(try Self.feature(from: &section))
      }
      try section.expectEnd("\(kind) layer")
      layers.append(MapLayer(kind: kind, features: features))
    }
    try reader.expectEnd("last layer")
    self.layers = layers.sorted { $0.kind.rawValue < $1.kind.rawValue }
  }

  /// A `UInt32` id, a `UInt32` part count, then per part a `UInt8` role, a
  /// `UInt32` point count and the points.
  private static func feature(from reader: inout BinaryReader) throws(GeoAssetError) -> MapFeature {
    let at = reader.offset
    let id = try reader.u32()
    let partCount = try reader.count(of: "part", minimumSize: 9)
    guard partCount > 0 else { throw reader.failure("a feature with no parts at offset \(at)") }
    var parts: [MapPart] = []
    parts.reserveCapacity(partCount)
    var box = (minLat: Int16.max, maxLat: Int16.min, minLon: Int16.max, maxLon: Int16.min)
    for _ in 0..<partCount {
      let partAt = reader.offset
      let rawRole = try reader.u8()
      guard let role = MapPart.Role(rawValue: rawRole) else {
        throw reader.failure("unknown part role \(rawRole) at offset \(partAt)")
      }
      let pointCount = try reader.count(of: "point", minimumSize: 4)
      guard pointCount > 0 else {
        throw reader.failure("a part with no points at offset \(partAt)")
      }
      let (points, partBox) = try reader.points(pointCount)
      box = (
        min(box.minLat, partBox.minLat), max(box.maxLat, partBox.maxLat),
        min(box.minLon, partBox.minLon), max(box.maxLon, partBox.maxLon)
      )
      parts.append(MapPart(role: role, points: points))
    }
    let bounds = GeoBounds(
      minLatitude: Double(box.minLat) / BinaryReader.pointStepsPerDegree,
      maxLatitude: Double(box.maxLat) / BinaryReader.pointStepsPerDegree,
      minLongitude: Double(box.minLon) / BinaryReader.pointStepsPerDegree,
      maxLongitude: Double(box.maxLon) / BinaryReader.pointStepsPerDegree)
    return MapFeature(id: id, parts: parts, bounds: bounds)
  }
}
