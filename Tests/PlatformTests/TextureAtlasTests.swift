import Foundation
import Testing

@testable import Platform

/// The shelves of an atlas page, packed and given back.
@Suite struct ShelfPackerTests {
  /// Where the packer puts a rectangle, as [x, y].
  private func place(_ packer: inout ShelfPacker, _ width: Int, _ height: Int) -> [Int]? {
    packer.place(width: width, height: height).map { [$0.x, $0.y] }
  }

  @Test func picturesOfOneHeightShareAShelfWhoseHeightIsRoundedUp() {
    var packer = ShelfPacker(width: 100, height: 48)
    let first = place(&packer, 30, 17)
    let second = place(&packer, 30, 18)
    #expect(first == [0, 0] && second == [30, 0])
    #expect(packer.shelves.map(\.height) == [20])
    let taller = place(&packer, 30, 21)
    #expect(taller == [0, 20], "a height of another step opens a shelf below")
  }

  @Test func aFullShelfOpensAnotherAndAFullPageHasNoRoom() {
    var packer = ShelfPacker(width: 64, height: 8)
    #expect(place(&packer, 40, 4) != nil)
    let next = place(&packer, 40, 4)
    #expect(next == [0, 4])
    #expect(place(&packer, 40, 4) == nil)
    #expect(place(&packer, 65, 1) == nil, "wider than the page")
    #expect(place(&packer, 0, 4) == nil)
  }

  @Test func aShelfIsReusedFromItsLeftEdgeOnceEverythingOnItIsFreed() throws {
    var packer = ShelfPacker(width: 64, height: 64)
    let a = try #require(place(&packer, 20, 8))
    let b = try #require(place(&packer, 20, 8))
    _ = place(&packer, 20, 16)
    packer.free(x: a[0], y: a[1])
    #expect(place(&packer, 20, 8) == [40, 0], "room inside a shelf in use is not reused")
    packer.free(x: b[0], y: b[1])
    packer.free(x: 40, y: 0)
    #expect(packer.shelves[0].held == 0)
    #expect(place(&packer, 20, 8) == [0, 0])
  }

  @Test func emptyShelvesAtTheBottomAreClosed() throws {
    var packer = ShelfPacker(width: 64, height: 64)
    _ = place(&packer, 20, 8)
    let low = try #require(place(&packer, 20, 16))
    #expect(packer.usedHeight == 24)
    packer.free(x: low[0], y: low[1])
    #expect(packer.usedHeight == 8 && packer.shelves.count == 1)
    #expect(packer.heldCount == 1)
  }
}

/// Small pictures in atlas pages: where they go, when they are written,
/// and that they draw the pixels a texture of their own draws.
@Suite(.serialized) @MainActor
struct TextureAtlasTests {
  let renderer: Renderer
  /// 5 x 3 pixels, each another colour, the edges half transparent.
  let picture: Bitmap

  init() throws {
    renderer = try Renderer(offscreenSize: CGSize(width: 64, height: 48))
    var argb: [UInt32] = []
    for y in UInt32(0)..<3 {
      for x in UInt32(0)..<5 {
        let alpha: UInt32 = (x == 0 || x == 4 || y != 1) ? 0x80 : 0xFF
        argb.append(alpha << 24 | (x * 50) << 16 | (y * 100) << 8 | 0x40)
      }
    }
    picture = try Bitmap(pixels: PixelBuffer(width: 5, height: 3, argb: argb))
  }

  /// The same picture as a texture of its own.
  private func ownTexture() throws -> Texture {
    let surface = try #require(picture.storage)
    return try renderer.makeOwnTexture(from: surface, scale: 1)
  }

  private func drawn(_ texture: Texture, _ mesh: Mesh) throws -> PixelBuffer {
    renderer.clear(.black)
    renderer.draw(mesh, texture: texture)
    return try renderer.readPixels()
  }

  private func expectSamePixels(_ a: PixelBuffer, _ b: PixelBuffer) {
    for y in 0..<a.height {
      for x in 0..<a.width where !a.pixel(x: x, y: y, isCloseTo: b.color(x: x, y: y)) {
        Issue.record("(\(x), \(y)): \(a.color(x: x, y: y)) against \(b.color(x: x, y: y))")
        return
      }
    }
  }

  @Test func aSmallPictureGoesInAPageAndATileKeepsATextureOfItsOwn() throws {
    let small = try renderer.texture(for: picture)
    #expect(small.placement != nil)
    #expect(small.pixelWidth == 5 && small.pixelHeight == 3)
    let tile = try Bitmap(pixels: PixelBuffer(width: 256, height: 256, fill: .white))
    #expect(try renderer.texture(for: tile).placement == nil)
    #expect(!TextureAtlas.takes(width: 256, height: 256))
    #expect(TextureAtlas.takes(width: 1000, height: 128))
  }

  @Test func aPictureInAPageDrawsThePixelsOfATextureOfItsOwn() throws {
    let inPage = try renderer.texture(for: picture)
    let own = try ownTexture()
    #expect(inPage.placement != nil && own.placement == nil)
    let upright = Mesh.quad(CGRect(x: 4, y: 4, width: 40, height: 24), color: .white)
    expectSamePixels(try drawn(inPage, upright), try drawn(own, upright))
    let turned = Mesh.quad(
      corners: (
        CGPoint(x: 30, y: 2), CGPoint(x: 60, y: 20), CGPoint(x: 34, y: 46), CGPoint(x: 4, y: 28)
      ), color: Color(red: 1, green: 0.5, blue: 1, alpha: 0.75))
    expectSamePixels(try drawn(inPage, turned), try drawn(own, turned))
  }

  @Test func aPictureMadeAfterItsPageWasDrawnFromWaitsForTheNextFramesClear() throws {
    let first = try renderer.texture(for: picture)
    let page = try #require(first.placement?.page)
    let quad = Mesh.quad(CGRect(x: 4, y: 4, width: 20, height: 12), color: .white)
    renderer.clear(.black)
    renderer.draw(quad, texture: first)
    let later = try Bitmap(pixels: picture.pixels)
    let waiting = try renderer.texture(for: later)
    #expect(waiting.placement == nil, "the page was drawn from in this frame")
    let before = try drawn(waiting, quad)
    #expect(waiting.placement == nil, "moved by a frame's first clear only")
    renderer.present()
    let after = try drawn(waiting, quad)
    #expect(waiting.placement?.page === page)
    expectSamePixels(after, before)
  }

  @Test func aPicturesPlaceIsGivenBackWhenItsTextureGoes() throws {
    var texture: Texture? = try renderer.texture(for: picture)
    let page = try #require(texture?.placement?.page)
    let held = page.packer.heldCount
    texture = nil
    renderer.forgetTexture(for: picture, keepForReuse: true)
    #expect(page.packer.heldCount == held - 1)
    #expect(renderer.textureMemory.spareTextureBytes == 0, "a page is never a spare texture")
  }

  @Test func theNextPageIsMadeAheadOnceTheLastIsThreeQuartersFull() throws {
    let band = try Bitmap(pixels: PixelBuffer(width: 1000, height: 128, fill: .white))
    var kept: [Texture] = []
    while !renderer.atlas.wantsAnotherPage {
      renderer.prepareAtlasPageAhead()
      #expect(renderer.atlas.pages.count <= 1, "no page made ahead before then")
      kept.append(try renderer.makeTexture(from: try #require(band.storage), scale: 1))
    }
    let last = try #require(renderer.atlas.pages.last)
    #expect(Double(last.packer.usedHeight) > 0.75 * Double(TextureAtlas.pageSide))
    renderer.prepareAtlasPageAhead()
    #expect(renderer.atlas.pages.count == 2)
    renderer.atlas.dropEmptyPages(all: false)
    #expect(renderer.atlas.pages.count == 2, "the page made ahead, empty, is kept")
    let next = try renderer.texture(for: picture)
    #expect(next.placement?.page === last, "the room left in the first page is used first")
  }

  @Test func emptyPagesGoButTheLastAndAMemoryWarningTakesThemAll() throws {
    var first: Texture? = try renderer.makeTexture(from: try #require(picture.storage), scale: 1)
    let band = try Bitmap(pixels: PixelBuffer(width: 1000, height: 128, fill: .white))
    var kept: [Texture] = []
    while renderer.atlas.pages.count < 2 {
      kept.append(try renderer.makeTexture(from: try #require(band.storage), scale: 1))
    }
    first = nil
    kept.removeAll()
    #expect(first == nil && renderer.atlas.pages.allSatisfy(\.isEmpty))
    renderer.atlas.dropEmptyPages(all: false)
    #expect(renderer.atlas.pages.count == 1)
    renderer.atlas.dropEmptyPages(all: true)
    #expect(renderer.atlas.pages.isEmpty)
  }

  @Test func aMemoryWarningLetsEmptyPagesGo() throws {
    let face = try Typeface(contentsOf: AssetCatalog.default().path("Fonts/DejaVuSans.ttf"))
    _ = try renderer.textTexture("atlas", typeface: face, pointSize: 12)
    #expect(!renderer.atlas.pages.isEmpty)
    renderer.releaseCaches()
    #expect(renderer.atlas.pages.isEmpty)
  }
}
