import Foundation
import Testing

@testable import Platform

/// What a renderer's textures hold, the textures of bitmaps that are gone,
/// purged pixels, and letting go of what can be made again.
@Suite(.serialized) @MainActor
struct RendererMemoryTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer(offscreenSize: CGSize(width: 64, height: 48))
    renderer.uploadBudget = UploadBudget(uploads: 10_000, bytes: .max)
  }

  func bitmap(side: Int) throws -> Bitmap {
    try Bitmap(pixels: PixelBuffer(width: side, height: side, fill: .white))
  }

  @Test func textureMemoryCountsPixelsTimesFourForEachKind() throws {
    let picture = try bitmap(side: 8)
    _ = try renderer.texture(for: picture)
    let target = try renderer.makeRenderTarget(size: CGSize(width: 10, height: 5))
    let memory = renderer.textureMemory
    #expect(memory.bitmapBytes == 8 * 8 * 4)
    #expect(memory.renderTargetBytes == 10 * 5 * 4)
    withExtendedLifetime(target) {}
    // A render target let go is kept as a spare: still counted.
    #expect(renderer.textureMemory.renderTargetBytes == 10 * 5 * 4)
  }

  @Test func releasingCachesDropsSpareTargetsAndTexturesOfBitmapsThatAreGone() throws {
    let kept = try bitmap(side: 8)
    _ = try renderer.texture(for: kept)
    do {
      let gone = try bitmap(side: 16)
      _ = try renderer.texture(for: gone)
    }
    _ = try renderer.makeRenderTarget(size: CGSize(width: 10, height: 5))  // at once a spare
    #expect(renderer.textureMemory.bitmapBytes == (8 * 8 + 16 * 16) * 4)
    renderer.releaseCaches()
    let memory = renderer.textureMemory
    #expect(memory.bitmapBytes == 8 * 8 * 4, "the live bitmap's texture stays")
    #expect(memory.renderTargetBytes == 0 && memory.spareTextureBytes == 0)
    #expect(renderer.hasTexture(for: kept))
  }

  @Test func aBitmapMadeAfterAnotherIsGoneNeverDrawsWithTheOthersTexture() throws {
    // A bitmap made just after another is freed often takes its address,
    // the old key of the cache; its texture must be made from its pixels.
    for _ in 0..<50 {
      var gone: Bitmap? = try bitmap(side: 4)
      let old = try renderer.texture(for: gone!)
      gone = nil
      let fresh = try Bitmap(pixels: PixelBuffer(width: 4, height: 4, fill: .black))
      #expect(!renderer.hasTexture(for: fresh))
      #expect(try renderer.texture(for: fresh) !== old)
    }
  }

  @Test func theOutputsWarmUpLeavesNothingTheNextClearDoesNotCover() throws {
    renderer.prepareRenderTargets(sizes: [CGSize(width: 16, height: 8)])
    #expect(renderer.outputWarmUpPending)
    renderer.clear(Color(hex: 0x336699))  // draws each kind of draw, then clears
    #expect(!renderer.outputWarmUpPending)
    let pixels = try renderer.readPixels()
    #expect(pixels.argb.allSatisfy { $0 == 0xFF33_6699 })
  }

  @Test func texturesOfBitmapsThatAreGoneAreSweptAsTheCacheGrows() throws {
    // Alive together while uploaded, so that no two share an address (a
    // bitmap made after another has gone may take its address, and so its
    // entry, which would hide a missing sweep; under AddressSanitizer none
    // does), then all gone: the sweep at the next upload drops them.
    let interval = TextureCache<Int>.pruneInterval
    var gone: [Bitmap] = []
    for _ in 0..<interval {
      let picture = try bitmap(side: 4)
      _ = try renderer.texture(for: picture)
      gone.append(picture)
    }
    #expect(renderer.textureMemory.bitmapBytes == interval * 4 * 4 * 4)
    gone.removeAll()
    let live = try bitmap(side: 4)
    _ = try renderer.texture(for: live)
    #expect(renderer.textureMemory.bitmapBytes == 4 * 4 * 4)
  }

  @Test func aPurgedBitmapKeepsItsSizeAndDrawsFromItsTextureOnly() throws {
    let picture = try bitmap(side: 8)
    _ = try renderer.texture(for: picture)
    picture.purgePixels()
    #expect(!picture.hasPixels && picture.pixelWidth == 8 && picture.size.width == 8)
    #expect(renderer.uploadWithinBudget(picture), "its texture is here")
    let other = try Renderer(offscreenSize: CGSize(width: 8, height: 8))
    #expect(!other.uploadWithinBudget(picture), "no pixels to upload elsewhere")
  }
}
