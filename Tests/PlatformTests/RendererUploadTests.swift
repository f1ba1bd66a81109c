import Foundation
import Testing

@testable import Platform

/// The per-frame upload budget, the render targets kept for reuse, and the
/// map's names drawn with their halo in one picture.
@Suite(.serialized) @MainActor
struct RendererUploadTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer(offscreenSize: CGSize(width: 64, height: 48))
  }

  func bitmap(side: Int) throws -> Bitmap {
    try Bitmap(pixels: PixelBuffer(width: side, height: side, fill: .white))
  }

  @Test func uploadsOverTheBudgetWaitForTheNextFrame() throws {
    renderer.uploadBudget = UploadBudget(uploads: 2, bytes: 1024)
    let pictures = try (0..<3).map { _ in try bitmap(side: 8) }  // 256 bytes each
    #expect(renderer.uploadWithinBudget(pictures[0]))
    #expect(renderer.uploadWithinBudget(pictures[1]))
    #expect(!renderer.uploadWithinBudget(pictures[2]))  // the third of a 2-upload budget
    #expect(renderer.uploadWithinBudget(pictures[0]))  // already a texture: no upload
    #expect(renderer.uploadsThisFrame == 2)
    renderer.present()
    #expect(renderer.uploadWithinBudget(pictures[2]))
    #expect(renderer.totalUploads == 3)
  }

  @Test func theByteBudgetHoldsBackAllButTheFramesFirstUpload() throws {
    renderer.uploadBudget = UploadBudget(uploads: 10, bytes: 300)
    let big = try bitmap(side: 16)  // 1024 bytes, over the whole budget
    let small = try bitmap(side: 8)
    #expect(renderer.uploadWithinBudget(big))  // the first of a frame always fits
    #expect(!renderer.uploadWithinBudget(small))
    #expect(renderer.uploadWithinBudget(small, forced: true))
  }

  @Test func aReleasedRenderTargetIsReusedForTheSameSize() throws {
    var first: Texture? = try renderer.makeRenderTarget(size: CGSize(width: 10, height: 10))
    let pointer = first!.pointer
    first = nil
    let other = try renderer.makeRenderTarget(size: CGSize(width: 12, height: 10))
    let again = try renderer.makeRenderTarget(size: CGSize(width: 10, height: 10))
    #expect(other.pointer != pointer)
    #expect(again.pointer == pointer)
  }

  /// A tile's size: a picture too large for the atlas has a texture of its own.
  static let tileSide = 256

  @Test func aForgottenTextureTakesTheNextBitmapOfItsSize() throws {
    let side = Self.tileSide
    let red = try Bitmap(
      pixels: PixelBuffer(width: side, height: side, fill: Color(red: 1, green: 0, blue: 0)))
    let blue = try Bitmap(
      pixels: PixelBuffer(width: side, height: side, fill: Color(red: 0, green: 0, blue: 1)))
    let first = try renderer.texture(for: red)
    renderer.forgetTexture(for: red, keepForReuse: true)
    let second = try renderer.texture(for: blue)
    #expect(second === first)
    renderer.clear(.black)
    renderer.draw(second, in: CGRect(x: 0, y: 0, width: 8, height: 8))
    #expect(
      try renderer.readPixels().pixel(x: 4, y: 4, isCloseTo: Color(red: 0, green: 0, blue: 1)))
  }

  @Test func aHaloedNameIsTheGlyphsOverTheirOutline() {
    // One row: outline only, glyph and outline, half a glyph over nothing.
    let ring = PixelBuffer(width: 3, height: 1, argb: [0xFF00_0000, 0xFF00_0000, 0])
    let glyphs = PixelBuffer(width: 3, height: 1, argb: [0, 0xFF00_0000, 0x8000_0000])
    let ink = Color(red: 1, green: 0, blue: 0)
    let halo = Color(white: 1, alpha: 0.8)
    let out = TextRasterizer.composite(glyphs, ink: ink, over: ring, halo: halo, offset: 0)
    #expect(out.pixel(x: 0, y: 0, isCloseTo: halo))
    #expect(out.pixel(x: 1, y: 0, isCloseTo: ink))
    #expect(out.pixel(x: 2, y: 0, isCloseTo: Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255)))
  }
}

/// A bitmap's bytes in either order (Bitmap+PixelFormat.swift): the same
/// pixels read back and drawn, and the order each renderer asks for.
@Suite(.serialized) @MainActor
struct BitmapPixelFormatTests {
  /// Four pixels whose channels all differ, one of them half transparent.
  let pixels = PixelBuffer(
    width: 2, height: 2, argb: [0xFF11_2233, 0xFF44_5566, 0x8077_8899, 0xFFAA_BBCC])

  @Test func aBitmapInEitherByteOrderReadsBackTheSamePixels() throws {
    for format in [Bitmap.PixelFormat.argb8888, .abgr8888] {
      let bitmap = try Bitmap(pixels: pixels, format: format)
      #expect(bitmap.format == format)
      #expect(bitmap.pixels == pixels, "\(format)")
    }
  }

  @Test func aPixelsColourIsReadInPlaceInEitherByteOrder() throws {
    for format in [Bitmap.PixelFormat.argb8888, .abgr8888] {
      let bitmap = try Bitmap(pixels: pixels, format: format)
      for (x, y) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
        let color = try #require(bitmap.color(x: x, y: y))
        #expect(color.bytes == pixels.color(x: x, y: y).bytes, "\(format) \(x), \(y)")
      }
      #expect(bitmap.color(x: 2, y: 0) == nil && bitmap.color(x: 0, y: -1) == nil)
      bitmap.purgePixels()
      #expect(bitmap.color(x: 0, y: 0) == nil)
    }
  }

  @Test func anABGRBitmapDrawsTheSameColoursAsAnARGBOne() throws {
    let renderer = try Renderer(offscreenSize: CGSize(width: 2, height: 2))
    for format in [Bitmap.PixelFormat.argb8888, .abgr8888] {
      let opaque = PixelBuffer(width: 2, height: 1, argb: [0xFF11_2233, 0xFFAA_BBCC])
      renderer.clear(.black)
      renderer.draw(
        try renderer.texture(for: Bitmap(pixels: opaque, format: format)),
        in: CGRect(x: 0, y: 0, width: 2, height: 1))
      let drawn = try renderer.readPixels()
      #expect(drawn.argb[0] == 0xFF11_2233 && drawn.argb[1] == 0xFFAA_BBCC, "\(format)")
    }
  }

  @Test func aSpareTextureTakesOnlyABitmapOfItsByteOrder() throws {
    let renderer = try Renderer(offscreenSize: CGSize(width: 8, height: 8))
    let side = RendererUploadTests.tileSide
    let pixels = PixelBuffer(
      width: side, height: side, fill: Color(red: 0.2, green: 0.4, blue: 0.6))
    let argb = try Bitmap(pixels: pixels, format: .argb8888)
    let first = try renderer.texture(for: argb)
    renderer.forgetTexture(for: argb, keepForReuse: true)
    let abgr = try renderer.texture(for: Bitmap(pixels: pixels, format: .abgr8888))
    #expect(abgr !== first)
    let again = try renderer.texture(for: Bitmap(pixels: pixels, format: .argb8888))
    #expect(again === first)
  }

  @Test func glAsksForRGBABytesAndTheSoftwareRendererForARGB() throws {
    #expect(Renderer.preferredBitmapFormat(forRendererNamed: "opengl") == .abgr8888)
    #expect(Renderer.preferredBitmapFormat(forRendererNamed: "software") == .argb8888)
    let offscreen = try Renderer(offscreenSize: CGSize(width: 2, height: 2))
    #expect(offscreen.name == "software" && offscreen.preferredBitmapFormat == .argb8888)
  }
}
