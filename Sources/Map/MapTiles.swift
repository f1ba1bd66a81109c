import Foundation
import Geo
import Platform
import ViewKit

/// The map's tiles: drawn on background threads, uploaded once, kept in a
/// bounded cache, least recently used out first.
///
/// MapKit counterpart: the tile loading behind `MKMapView` (and
/// `MKTileOverlay`); here tiles are drawn from local data, never fetched.
@MainActor
final class MapTiles {
  private let rasterizer: TileRasterizer
  private var ready: [TileKey: (image: Image, lastUse: UInt64)] = [:]
  private var inFlight: Set<TileKey> = []
  private var useClock: UInt64 = 0
  /// At least this many tiles are kept: 48 x 256 KB = 12 MB of pixels, three
  /// times what a 900-point-wide pane shows.
  static let baseCapacity = 48
  /// How many tiles the view showed in its last drawing (MapView+Drawing.swift).
  var visibleCount = 0
  /// At most this many tiles are kept: the base, or twice what the view
  /// shows if that is more (a large or high-density window). A cache
  /// smaller than the view would drop tiles it is showing, ask for them
  /// again, and never settle.
  var capacity: Int { max(Self.baseCapacity, 2 * visibleCount) }
  /// At most this many tiles are drawn at once in the background.
  let maxInFlight = 6
  /// Called on the main actor when a tile has arrived.
  var onTileReady: () -> Void = {}
  /// How long each tile took to draw, in seconds (for `tunnel bench`).
  private(set) var preparationTimes: [Double] = []

  init(world: ProjectedWorld, style: MapStyle) {
    rasterizer = TileRasterizer(world: world, style: style)
  }

  var cachedCount: Int { ready.count }

  /// The tile's image if it is ready.
  func image(for key: TileKey) -> Image? {
    guard let entry = ready[key] else { return nil }
    useClock += 1
    ready[key] = (entry.image, useClock)
    return entry.image
  }

  /// Starts drawing a tile in the background unless it is ready or on its way.
  func request(_ key: TileKey) {
    guard ready[key] == nil, !inFlight.contains(key), inFlight.count < maxInFlight else { return }
    inFlight.insert(key)
    let rasterizer = self.rasterizer
    MainThreadInbox.shared.performInBackground {
      let start = DispatchTime.now().uptimeNanoseconds
      let pixels = rasterizer.render(key)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      return { [weak self] in self?.deliver(key, pixels, seconds: seconds) }
    }
  }

  /// Draws a tile now, on this thread: for screenshots and tests.
  func prepareNow(_ key: TileKey) {
    guard ready[key] == nil else { return }
    let start = DispatchTime.now().uptimeNanoseconds
    let pixels = rasterizer.render(key)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    deliver(key, pixels, seconds: seconds, notify: false)
  }

  private func deliver(_ key: TileKey, _ pixels: [UInt32], seconds: Double, notify: Bool = true) {
    inFlight.remove(key)
    preparationTimes.append(seconds)
    let size = TileRasterizer.tileSize
    guard let bitmap = try? Bitmap(pixels: PixelBuffer(width: size, height: size, argb: pixels))
    else { return }
    useClock += 1
    ready[key] = (Image(bitmap: bitmap), useClock)
    if ready.count > capacity { evictOldest() }
    if notify { onTileReady() }
  }

  private func evictOldest() {
    let oldest = ready.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(
      ready.count - capacity * 3 / 4)
    for (key, _) in oldest { ready[key] = nil }
  }
}
