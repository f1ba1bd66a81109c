import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import Map

/// The map's caches: bounded, their tiles' pixels let go once uploaded,
/// and emptied of what is not shown by a memory warning. Frames are drawn
/// one by one; background work is awaited between them, never timed.
@Suite(.serialized) @MainActor
struct MapMemoryTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let map: MapView
  let renderer: Renderer

  init() throws {
    map = MapView(frame: window.bounds, data: try MapRenderingTests.data.get())
    window.addSubview(map)
    renderer = try Renderer(offscreenSize: window.bounds.size)
    renderer.uploadBudget = UploadBudget(uploads: 1000, bytes: .max)
  }

  /// Lets the background finish, hands its results over, draws a frame.
  func settle() {
    for _ in 0..<4 {
      while MainThreadInbox.shared.waitForBackgroundWork() { MainThreadInbox.shared.drain() }
      window.runPendingActions()
      window.render(into: renderer)
      renderer.present()
    }
  }

  /// Visits places far apart at a close zoom, settling at each.
  func tour() {
    for longitude in stride(from: -170.0, through: 170, by: 20) {
      map.setRegion(
        center: Coordinate(latitude: 20, longitude: longitude)!, span: 1_500_000, animated: false)
      settle()
    }
  }

  /// Eighteen places, a few tiles each: far more tiles than the base,
  /// which a view this small never goes over.
  @Test func theTileCacheStaysWithinItsCapacity() {
    tour()
    #expect(map.tiles.visibleCount * 5 / 4 + MapTiles.pinnedCount <= MapTiles.baseCapacity)
    #expect(map.tiles.preparationTimes.count > 2 * MapTiles.baseCapacity)
    #expect(map.cachedTileCount <= MapTiles.baseCapacity)
  }

  /// A view that showed many tiles (a large window) and then few: the
  /// cache comes back down to the capacity of what it shows now, rather
  /// than stay at the most it ever held (`evictionsPerDelivery`).
  @Test func theTileCacheComesBackDownWhenTheViewShowsFewerTiles() {
    window.frame = CGRect(x: 0, y: 0, width: 1600, height: 1200)
    map.frame = window.bounds
    tour()
    let large = map.cachedTileCount
    #expect(large > MapTiles.baseCapacity)
    window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
    map.frame = window.bounds
    tour()
    #expect(map.tiles.capacity == MapTiles.baseCapacity)
    #expect(map.cachedTileCount <= MapTiles.baseCapacity, "\(large) before")
  }

  /// Zoomed out until the world repeats across the view, a tile shown
  /// twice is kept once: the capacity counts different tiles.
  @Test func aTileTheViewShowsTwiceCountsOnceInTheCapacity() {
    window.frame = CGRect(x: 0, y: 0, width: 1600, height: 300)
    map.frame = window.bounds
    map.setRegion(
      center: Coordinate(latitude: 0, longitude: 0)!, span: 20_000_000, animated: false)
    settle()
    let shown = map.visibleTiles(for: map.presentationCamera)
    #expect(Set(shown.map(\.key)).count < shown.count, "the world repeats")
    #expect(map.tiles.visibleCount == Set(shown.map(\.key)).count)
  }

  @Test func anUploadedTileKeepsItsTextureAndLetsItsPixelsGo() {
    tour()
    let memory = map.memory
    #expect(memory.tileCount > MapTiles.pinnedCount)
    // Only the pinned tiles keep pixels beside their textures, and the
    // tiles of one colour their one pixel (they have no texture).
    let tileBytes = 256 * 256 * 4
    #expect(
      memory.tileBytes - memory.tileTextureBytes
        <= MapTiles.pinnedCount * tileBytes + 4 * memory.tileCount)
  }

  @Test func aMemoryWarningLeavesTheShownTilesAndNamesAndThePinnedOnes() throws {
    tour()
    let before = map.memory
    map.releaseCaches()
    let after = map.memory
    let shown = Set(map.visibleTiles(for: map.presentationCamera).map(\.key))
    #expect(after.tileCount <= shown.count + MapTiles.pinnedCount)
    #expect(after.tileCount < before.tileCount && after.nameCount <= before.nameCount)
    #expect(shown.allSatisfy { map.tiles.face(for: $0) != nil }, "the picture stays")
    settle()
    #expect(!map.showsBlankTile)
  }

  /// A map in no window shows nothing: a warning leaves only the pinned
  /// tiles' bitmaps (no textures) and no names, wherever it was.
  @Test func aMemoryWarningLeavesAMapInNoWindowOnlyItsPinnedBitmaps() throws {
    tour()
    #expect(map.memory.tileCount > MapTiles.pinnedCount && map.memory.nameCount > 0)
    map.removeFromSuperview()
    map.releaseCaches()
    let after = map.memory
    let tileBytes = 256 * 256 * 4
    #expect(after.tileCount == MapTiles.pinnedCount)
    #expect(after.tileTextureBytes == 0 && after.tileBytes == MapTiles.pinnedCount * tileBytes)
    #expect(after.nameCount == 0)
    window.addSubview(map)
    settle()
    #expect(!map.showsBlankTile, "back in the window, it draws its tiles again")
  }
}
