import Foundation

/// Where to write an ocean's name on the map.
///
/// MapKit counterpart: the ocean names that `MKMapView` draws itself; here a
/// plain name and point, from Marble's placemarks.
public struct OceanLabel: Hashable, Sendable {
  /// Such as "North Atlantic Ocean".
  public let name: String
  /// Degrees north.
  public let latitude: Double
  /// Degrees east, in [-180, 180].
  public let longitude: Double

  /// A label with that name at that point, in degrees, taken as given.
  public init(name: String, latitude: Double, longitude: Double) {
    self.name = name
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// The ocean labels, sorted by name, read from `Assets/Map/oceans.bin`.
public struct OceanLabels: Sendable, AssetFile {
  /// The labels, in the order given (the file's, by name).
  public let labels: [OceanLabel]

  /// A set of these labels, kept in the order given.
  public init(labels: [OceanLabel]) {
    self.labels = labels
  }

  /// How oceans.bin opens: its magic, the version of its layout this reader
  /// understands, and its kind.
  static let format = AssetFormat(magic: "TNOC", version: 1, kind: "oceans")

  /// Reads oceans.bin; throws if it is missing, truncated, corrupt or of
  /// another format version.
  public init(contentsOf path: String) throws(GeoAssetError) {
    try self.init(assetAt: path)
  }

  /// Decodes a whole oceans.bin already in memory, header and payload, with every
  /// check that `init(contentsOf:)` makes; `path` only names the file in
  /// errors. For bytes that did not come from a file, such as a fuzzer's.
  public init(data: Data, path: String) throws(GeoAssetError) {
    try self.init(assetData: data, path: path)
  }

  /// Decodes a payload: a `UInt32` count, then per label a name (`UInt8`
  /// length, UTF-8) and an `Int32` latitude and longitude in 1e-5 degree.
  init(reading reader: inout BinaryReader) throws(GeoAssetError) {
    let count = try reader.count(of: "label", minimumSize: 10)
    var labels: [OceanLabel] = []
    labels.reserveCapacity(count)
    for _ in 0..<count {
      let name = try reader.string("ocean name")
      let (latitude, longitude) = try reader.degrees()
      labels.append(OceanLabel(name: name, latitude: latitude, longitude: longitude))
    }
    try reader.expectEnd("ocean labels")
    self.labels = labels
  }
}
