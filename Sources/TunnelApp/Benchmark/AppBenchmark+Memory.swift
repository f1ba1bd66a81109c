import Foundation
import Map
import Platform
import ViewKit

extension AppBenchmark {
  /// Where the process's memory above the bare window goes, in bytes,
  /// named as the JSON keys: each cache the program keeps (pixels times
  /// four for pictures and textures; heap growth while loading for the
  /// data), and the rest, which is the resident memory above the bare
  /// window's peak that no cache accounts for (the Swift runtime and the
  /// app's objects, the fonts' open faces, the driver's own buffers, and
  /// heap pages freed but not returned).
  public struct MemoryBreakdown: Encodable, Sendable, Equatable {
    /// Resident memory when the breakdown was taken, in megabytes.
    public var rssMb = 0.0
    /// The heap's bytes in use then (Platform's HeapStatistics): what of
    /// the resident memory is allocated through malloc, counted or not.
    public var heapInUseBytes = 0
    /// The maps' tiles: bitmaps and their textures.
    public var tilesBytes = 0
    public var tileCount = 0
    /// The maps' names (with their halos): bitmaps and their textures.
    public var namesBytes = 0
    public var nameCount = 0
    /// ViewKit's labels: text rasterized once and kept as textures.
    public var labelTextBytes = 0
    /// Other pictures uploaded once: the map's dots, the shadows' slices,
    /// the art (textures; their bitmaps are in `rest`).
    public var pictureTexturesBytes = 0
    /// Textures kept to be filled again by the next tile.
    public var spareTexturesBytes = 0
    /// Snapshots of a transition in flight and spare render targets.
    public var renderTargetsBytes = 0
    /// The shadows' nine-slice images (ShadowSlices).
    public var shadowsBytes = 0
    /// The map's projected geometry and ocean names, as they loaded.
    public var mapGeometryBytes = 0
    /// The geocoder's land and its indices, the places (shared with the
    /// map) and the seas, as they loaded, and the nearest-land tree once a
    /// question at sea has built it.
    public var geocoderBytes = 0
    /// The two font files, held in memory.
    public var fontsBytes = 0
    /// Resident memory above the bare window's peak not counted above.
    public var restBytes = 0

    enum CodingKeys: String, CodingKey {
      case rssMb = "rss_mb"
      case heapInUseBytes = "heap_in_use_bytes"
      case tilesBytes = "tiles_bytes"
      case tileCount = "tile_count"
      case namesBytes = "names_bytes"
      case nameCount = "name_count"
      case labelTextBytes = "label_text_bytes"
      case pictureTexturesBytes = "picture_textures_bytes"
      case spareTexturesBytes = "spare_textures_bytes"
      case renderTargetsBytes = "render_targets_bytes"
      case shadowsBytes = "shadows_bytes"
      case mapGeometryBytes = "map_geometry_bytes"
      case geocoderBytes = "geocoder_bytes"
      case fontsBytes = "fonts_bytes"
      case restBytes = "rest_bytes"
    }

    /// The bytes the caches above account for.
    var countedBytes: Int {
      tilesBytes + namesBytes + labelTextBytes + pictureTexturesBytes + spareTexturesBytes
        + renderTargetsBytes + shadowsBytes + mapGeometryBytes + geocoderBytes + fontsBytes
    }

    /// Sets `restBytes`: resident memory above `baselineMb` less the caches.
    mutating func setRest(baselineMb: Double) {
      restBytes = Int((rssMb - baselineMb) * 1024 * 1024) - countedBytes
    }
  }

  /// The breakdown now, for the session drawn with `renderer`.
  func memoryBreakdown(renderer: Renderer?) -> MemoryBreakdown {
    let maps = [session.root.startMap.mapView, session.root.targetMap.mapView].map(\.memory)
    let textures = renderer?.textureMemory ?? TextureMemory()
    var memory = MemoryBreakdown()
    memory.rssMb = ProcessStats.residentMegabytes() ?? 0
    memory.heapInUseBytes = HeapStatistics.bytesInUse() ?? 0
    memory.tilesBytes = maps.reduce(0) { $0 + $1.tileBytes }
    memory.tileCount = maps.reduce(0) { $0 + $1.tileCount }
    memory.namesBytes = maps.reduce(0) { $0 + $1.nameBytes }
    memory.nameCount = maps.reduce(0) { $0 + $1.nameCount }
    memory.labelTextBytes = textures.textBytes
    // The bitmap cache holds the tiles' and names' textures too: counted above.
    let mapTextures = maps.reduce(0) { $0 + $1.tileTextureBytes + $1.nameTextureBytes }
    memory.pictureTexturesBytes = textures.bitmapBytes - mapTextures
    memory.spareTexturesBytes = textures.spareTextureBytes
    memory.renderTargetsBytes = textures.renderTargetBytes
    memory.shadowsBytes = Application.shadowImageBytes
    memory.mapGeometryBytes = session.mapDataBytes
    memory.geocoderBytes = session.geocoderBytes + session.geocoder.bytesBuiltOnFirstUse
    memory.fontsBytes = [Font.systemFont(ofSize: 12), .boldSystemFont(ofSize: 12)]
      .reduce(0) { $0 + $1.typeface.fileByteCount }
    return memory
  }
}
