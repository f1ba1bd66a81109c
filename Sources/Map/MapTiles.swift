import Foundation
import Geo
import Platform
import ViewKit

/// How a tile is drawn: its picture, or, for a tile of one colour (open
/// sea), a fill of that colour, which needs no texture (TileRasterizer).
enum TileFace {
  case image(Image)
  case color(Color)
}

/// The map's tiles: drawn into bitmaps on background threads, uploaded by
/// the main thread within each frame's upload budget, kept in a bounded
/// cache, least recently used out first.
///
/// MapKit counterpart: the tile loading behind `MKMapView` (and
/// `MKTileOverlay`); here tiles are drawn from local data, never fetched.
/// The main thread's part is a lookup per tile and, for a tile that has
/// just arrived, one upload if the frame's `UploadBudget` has room; a tile
/// that must wait is drawn by its parent, scaled (MapView+Drawing.swift).
@MainActor
final class MapTiles {
  private let rasterizer: TileRasterizer
  private var cached: [TileKey: CacheEntry] = [:]
  private var inFlight: Set<TileKey> = []
  /// Tiles drawn on this thread (`prepareNow`): uploaded on first use
  /// whatever the budget, since their caller wants them in the next frame.
  private var urgent: Set<TileKey> = []
  private var useClock: UInt64 = 0
  /// The use clock when the last drawing began: tiles used since are shown.
  private var drawingStart: UInt64 = 0
  /// The renderer the tiles were last uploaded to, told when one is evicted.
  private weak var renderer: Renderer?
  /// At least this many tiles are kept: 20 x 256 KB = 5 MB of textures,
  /// what a 900-point-wide pane shows (15 tiles), a quarter as many again
  /// and the pinned one.
  static let baseCapacity = 20
  /// Tiles of levels up to this one are never evicted: level 0, the whole
  /// world in one tile, 256 KB of pixels and as much of texture, so that
  /// some ancestor of every tile is always there to stand in for it. (Level
  /// 1 too cost 2 MB more for the two maps, and a level-1 stand-in is
  /// hardly sharper: the tiles the view shows are kept anyway.)
  static let pinnedLevel = 0
  /// How many different tiles the view showed in its last drawing (a tile
  /// shown twice where the world repeats counts once; MapView+Drawing.swift).
  var visibleCount = 0
  /// At most this many tiles are kept: the base, or what the view shows
  /// and a quarter as many again if that is more (a large or high-density
  /// window, or a zoom between levels), with the pinned tiles. A cache
  /// smaller than the view would drop tiles it is showing, ask for them
  /// again, and never settle.
  var capacity: Int { max(Self.baseCapacity, visibleCount * 5 / 4 + Self.pinnedCount) }
  /// The tiles of the pinned levels: 1 for level 0, 4 more a level after it.
  static var pinnedCount: Int { (0...pinnedLevel).reduce(0) { $0 + 1 << (2 * $1) } }
  /// At most this many tiles are let go for each that arrives.
  static let evictionsPerDelivery = 2
  /// At most this many tiles are drawn at once in the background.
  let maxInFlight = 6
  /// True when a tile that has arrived was not uploaded this frame for
  /// want of budget: the view draws again next frame.
  private(set) var isWaitingForUpload = false
  /// Called on the main actor when a tile has arrived.
  var onTileReady: () -> Void = {}
  /// How long each tile took to draw, in seconds (for `tunnel bench`):
  /// the last `preparationTimesKept`, so that a long session's record does
  /// not grow without end (a bench run draws a few hundred tiles).
  private(set) var preparationTimes: [Double] = []
  static let preparationTimesKept = 4096

  init(world: ProjectedWorld, style: MapStyle) {
    rasterizer = TileRasterizer(world: world, style: style)
    // Ahead of time: the pinned levels, the stand-ins of last resort.
    for z in 0...Self.pinnedLevel {
      for x in 0..<(1 << z) { for y in 0..<(1 << z) { request(TileKey(z: z, x: x, y: y)) } }
    }
  }

  var cachedCount: Int { cached.count }

  /// Starts a frame's lookups: nothing is waiting for upload yet.
  func beginDrawing(renderer: Renderer?) {
    isWaitingForUpload = false
    drawingStart = useClock
    if let renderer { self.renderer = renderer }
  }

  /// The bytes the tiles hold: their bitmaps' pixels (until purged), and
  /// the textures uploaded from them.
  var memory: (bitmapBytes: Int, textureBytes: Int) {
    cached.values.reduce((0, 0)) { total, entry in
      let bitmap = entry.image.bitmap
      let bytes = bitmap.pixelWidth * bitmap.pixelHeight * 4
      let uploaded = renderer?.hasTexture(for: bitmap) ?? false
      return (total.0 + (bitmap.hasPixels ? bytes : 0), total.1 + (uploaded ? bytes : 0))
    }
  }

  /// Lets go of the tiles, pinned levels aside, and of their textures: a
  /// memory warning's share of the map. With `keepingShown`, those the
  /// last drawing showed stay, so the picture does not change; without,
  /// the pinned tiles' textures go too (their bitmaps stay, to be
  /// uploaded again ahead of the next drawing).
  func releaseUnused(keepingShown: Bool) {
    for (key, entry) in cached where !keepingShown || entry.lastUse <= drawingStart {
      renderer?.forgetTexture(for: entry.image.bitmap)
      guard key.z > Self.pinnedLevel else { continue }
      cached[key] = nil
      urgent.remove(key)
    }
  }

  /// Uploads the pinned tiles that have arrived and are not textures yet,
  /// within what is left of the frame's budget: ahead of time, so that
  /// standing in for a tile never needs an upload over the budget.
  func uploadPinnedAhead() {
    guard let renderer else { return }
    for (key, entry) in cached where key.z <= Self.pinnedLevel && entry.color == nil {
      guard renderer.uploadWithinBudget(entry.image.bitmap) else {
        isWaitingForUpload = true
        return
      }
    }
  }

  /// How to draw the tile this frame, if it can be: it has arrived, and it
  /// is of one colour (a fill), or a texture already, or its upload fits
  /// the frame's budget (it is uploaded now). Nil otherwise; a tile waiting
  /// for budget sets `isWaitingForUpload`. A pinned tile is uploaded
  /// whatever the budget when it is the last stand-in (`lastResort`): the
  /// map is never blank.
  func face(for key: TileKey, lastResort: Bool = false) -> TileFace? {
    guard let entry = cached[key] else { return nil }
    if let color = entry.color { return use(entry, key, as: .color(color)) }
    let bitmap = entry.image.bitmap
    if let renderer, !bitmap.hasPixels, !renderer.hasTexture(for: bitmap) {
      // Its pixels went once uploaded, and its texture with another
      // renderer (a resize offscreen): draw it again.
      cached[key] = nil
      request(key)
      return nil
    }
    let isUrgent = !urgent.isEmpty && urgent.contains(key)
    let forced = isUrgent || (lastResort && key.z <= Self.pinnedLevel)
    if let renderer, !renderer.uploadWithinBudget(bitmap, forced: forced) {
      isWaitingForUpload = true
      return nil
    }
    // Uploaded: the texture is all that is drawn, so the pixels can go
    // (the pinned tiles keep theirs, to stand in whatever happens).
    if renderer != nil && key.z > Self.pinnedLevel { bitmap.purgePixels() }
    return use(entry, key, as: .image(entry.image))
  }

  /// Marks a tile drawn by this drawing.
  private func use(_ entry: CacheEntry, _ key: TileKey, as face: TileFace) -> TileFace {
    if !urgent.isEmpty { urgent.remove(key) }
    useClock += 1
    entry.lastUse = useClock
    return face
  }

  /// The byte order the tiles are drawn in: the one the renderer they go
  /// to takes without converting (Bitmap+PixelFormat.swift).
  private var bitmapFormat: Bitmap.PixelFormat { renderer?.preferredBitmapFormat ?? .argb8888 }

  /// Starts drawing a tile in the background unless it is here or on its way.
  func request(_ key: TileKey) {
    guard cached[key] == nil, !inFlight.contains(key), inFlight.count < maxInFlight else { return }
    inFlight.insert(key)
    let rasterizer = self.rasterizer
    let format = bitmapFormat
    MainThreadInbox.shared.performInBackground {
      let start = DispatchTime.now().uptimeNanoseconds
      // The picture is made here, with its bitmap, not on the main thread.
      let image = rasterizer.bitmap(key, format: format).map(Image.init)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      return { [weak self] in self?.deliver(key, image, seconds: seconds) }
    }
  }

  /// Draws a tile now, on this thread: for screenshots and tests. It is
  /// uploaded on first use, outside the budget.
  func prepareNow(_ key: TileKey) {
    guard cached[key] == nil else { return }
    let start = DispatchTime.now().uptimeNanoseconds
    let image = rasterizer.bitmap(key, format: bitmapFormat).map(Image.init)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    urgent.insert(key)
    deliver(key, image, seconds: seconds, notify: false)
  }

  private func deliver(_ key: TileKey, _ image: Image?, seconds: Double, notify: Bool = true) {
    inFlight.remove(key)
    if preparationTimes.count == Self.preparationTimesKept { preparationTimes.removeFirst() }
    preparationTimes.append(seconds)
    guard let image, cached[key] == nil else { return }
    useClock += 1
    cached[key] = CacheEntry(image, lastUse: useClock)
    // Two out for one in while over capacity: the cache comes back down to
    // it after the view has shown more tiles (a larger window, a start-up
    // layout), rather than stay at the most it ever held.
    for _ in 0..<Self.evictionsPerDelivery where cached.count > capacity { evictOldest() }
    if notify { onTileReady() }
  }

  /// Drops the least recently used tile, pinned levels aside, and keeps
  /// its texture for the next tile to arrive: at most
  /// `evictionsPerDelivery` a delivery, so that no frame pays for many.
  private func evictOldest() {
    var oldest: (key: TileKey, entry: CacheEntry)?  // one pass, no filtered copy
    for (key, entry) in cached
    where key.z > Self.pinnedLevel && entry.lastUse < oldest?.entry.lastUse ?? .max {
      oldest = (key, entry)
    }
    guard let (key, entry) = oldest else { return }
    cached[key] = nil
    urgent.remove(key)
    renderer?.forgetTexture(for: entry.image.bitmap, keepForReuse: true)
  }
}
