import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import Map

/// Tiles arriving from the background: the main thread uploads at most the
/// frame's budget, and until a tile is uploaded its nearest ancestor that
/// is stands in, scaled, so the map is never blank. Frames are drawn one
/// by one; background work is awaited between them, never timed.
@Suite(.serialized) @MainActor
struct MapTileArrivalTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let map: MapView
  let renderer: Renderer
  let style = MapStyle()
  /// Central Chad: land at every level, so a blank tile (the map's water
  /// background) would show.
  let chad = Coordinate(latitude: 15, longitude: 19)!

  init() throws {
    map = MapView(frame: window.bounds, data: try MapRenderingTests.data.get())
    window.addSubview(map)
    renderer = try Renderer(offscreenSize: window.bounds.size)
    renderer.uploadBudget = UploadBudget(uploads: 1, bytes: 256 * 1024)
    map.setRegion(center: chad, span: 40_000_000, animated: false)  // levels 0-1 only
    for _ in 0..<20 { frame() }  // the pinned levels arrive and are uploaded
  }

  /// Lets the background finish what it was asked, hands its results
  /// over, then draws and reads back one frame; returns its uploads.
  @discardableResult
  func frame() -> (uploads: Int, pixels: PixelBuffer?) {
    while MainThreadInbox.shared.waitForBackgroundWork() { MainThreadInbox.shared.drain() }
    window.runPendingActions()
    let before = renderer.totalUploads
    window.render(into: renderer)
    let uploads = renderer.totalUploads - before
    return (uploads, try? renderer.readPixels())
  }

  func isLand(_ pixels: PixelBuffer?) -> Bool {
    guard let pixels else { return false }
    let p = map.point(for: chad)
    let c = pixels[Int(p.x), Int(p.y)]
    let land = style.land
    return abs(Int(c.r) - Int(land >> 16 & 0xFF)) <= 8 && abs(Int(c.g) - Int(land >> 8 & 0xFF)) <= 8
      && abs(Int(c.b) - Int(land & 0xFF)) <= 8
  }

  @Test func aTileNotYetUploadedIsDrawnByItsParentScaled() {
    map.setRegion(center: chad, span: 1_500_000, animated: false)
    let first = frame()  // asks for the level's tiles; none is here yet
    #expect(!map.showsBlankTile)
    #expect(isLand(first.pixels))  // a pinned ancestor's land, scaled up
    #expect(map.tiles.face(for: map.visibleTiles(for: map.presentationCamera)[0].key) == nil)
  }

  @Test func noFrameUploadsMoreThanTheBudgetAndEveryTileArrives() {
    map.setRegion(center: chad, span: 1_500_000, animated: false)
    var framesWithUploads = 0
    for _ in 0..<100 {
      let drawn = frame()
      #expect(drawn.uploads <= renderer.uploadBudget.uploads)
      #expect(!map.showsBlankTile)
      #expect(isLand(drawn.pixels))
      if drawn.uploads > 0 { framesWithUploads += 1 }
    }
    let visible = map.visibleTiles(for: map.presentationCamera).map(\.key)
    #expect(framesWithUploads >= visible.count)  // one a frame: spread over frames
    #expect(visible.allSatisfy { map.tiles.face(for: $0) != nil })
  }
}
