import Foundation
import Platform
import Testing

/// Headless rendering through SDL's software renderer, checked pixel by pixel.
///
/// SDL is not thread-safe, so every suite that touches it is serialized and
/// runs on the main actor: synchronous main-actor tests never overlap.
@Suite(.serialized) @MainActor
struct RendererPixelTests {
  let renderer: Renderer

  init() throws {
    renderer = try Renderer(offscreenSize: CGSize(width: 64, height: 48))
  }

  @Test func clearFillsEveryPixel() throws {
    renderer.clear(Color(hex: 0x336699))
    let pixels = try renderer.readPixels()
    #expect(pixels.width == 64 && pixels.height == 48)
    for (x, y) in [(0, 0), (63, 0), (0, 47), (63, 47), (31, 20)] {
      #expect(pixels.pixel(x: x, y: y, isCloseTo: Color(hex: 0x336699)))
    }
  }

  @Test func halfTransparentWhiteOverBlackBlendsToMidGray() throws {
    renderer.clear(.black)
    renderer.fill(CGRect(x: 0, y: 0, width: 32, height: 48), with: Color(white: 1, alpha: 0.5))
    let pixels = try renderer.readPixels()
    #expect(pixels.pixel(x: 10, y: 10, isCloseTo: Color(white: 128.0 / 255)))
    #expect(pixels.pixel(x: 40, y: 10, isCloseTo: .black))
  }

  @Test func clipRectKeepsDrawingInside() throws {
    renderer.clear(.white)
    renderer.setClip(CGRect(x: 10, y: 10, width: 20, height: 20))
    renderer.fill(CGRect(x: 0, y: 0, width: 64, height: 48), with: .red)
    renderer.setClip(nil)
    let pixels = try renderer.readPixels()
    #expect(pixels.pixel(x: 10, y: 10, isCloseTo: .red))
    #expect(pixels.pixel(x: 29, y: 29, isCloseTo: .red))
    #expect(pixels.pixel(x: 9, y: 10, isCloseTo: .white))
    #expect(pixels.pixel(x: 30, y: 29, isCloseTo: .white))
  }

  @Test func meshTriangleCoversItsInsideOnly() throws {
    renderer.clear(.black)
    var mesh = Mesh()
    let a = mesh.add(Vertex(position: CGPoint(x: 0, y: 0), color: .green))
    let b = mesh.add(Vertex(position: CGPoint(x: 40, y: 0), color: .green))
    let c = mesh.add(Vertex(position: CGPoint(x: 0, y: 40), color: .green))
    mesh.addTriangle(a, b, c)
    renderer.draw(mesh)
    let pixels = try renderer.readPixels()
    #expect(pixels.pixel(x: 5, y: 5, isCloseTo: .green))
    #expect(pixels.pixel(x: 35, y: 35, isCloseTo: .black))
  }

  @Test func vertexColorsInterpolateAcrossATriangle() throws {
    renderer.clear(.black)
    let quad = Mesh(
      vertices: [
        Vertex(position: CGPoint(x: 0, y: 0), color: .black),
        Vertex(position: CGPoint(x: 64, y: 0), color: .white),
        Vertex(position: CGPoint(x: 64, y: 48), color: .white),
        Vertex(position: CGPoint(x: 0, y: 48), color: .black),
      ], indices: [0, 1, 2, 0, 2, 3])
    renderer.draw(quad)
    let pixels = try renderer.readPixels()
    let left = Int(pixels[8, 24].r)
    let middle = Int(pixels[32, 24].r)
    let right = Int(pixels[56, 24].r)
    #expect(left < middle && middle < right)
    #expect(abs(middle - 130) <= 3)  // pixel centre 32.5 of 64: 129.5
  }

  @Test func renderTargetHoldsWhatWasDrawnIntoIt() throws {
    let target = try renderer.makeRenderTarget(size: CGSize(width: 16, height: 16))
    renderer.withTarget(target) {
      renderer.fill(CGRect(x: 0, y: 0, width: 8, height: 16), with: .blue)
    }
    renderer.clear(.white)
    renderer.draw(target, in: CGRect(x: 0, y: 0, width: 16, height: 16))
    let pixels = try renderer.readPixels()
    #expect(pixels.pixel(x: 2, y: 8, isCloseTo: .blue))
    #expect(pixels.pixel(x: 13, y: 8, isCloseTo: .white))  // transparent half shows the white
    #expect(pixels.pixel(x: 20, y: 8, isCloseTo: .white))
  }

  @Test func additiveBlendAddsLight() throws {
    renderer.clear(Color(red: 0.5, green: 0, blue: 0))
    renderer.blendMode = .add
    renderer.fill(
      CGRect(x: 0, y: 0, width: 64, height: 48), with: Color(red: 0.25, green: 0.5, blue: 0))
    renderer.blendMode = .normal
    let pixels = try renderer.readPixels()
    #expect(pixels.pixel(x: 5, y: 5, isCloseTo: Color(red: 0.75, green: 0.5, blue: 0)))
  }

  @Test func textTextureHasInkAndIsCached() throws {
    let typeface = try Typeface(contentsOf: AssetCatalog.default().path("Fonts/DejaVuSans.ttf"))
    renderer.clear(.white)
    let texture = try renderer.textTexture("Dig", typeface: typeface, pointSize: 20)
    renderer.draw(
      texture, in: CGRect(origin: CGPoint(x: 4, y: 4), size: texture.size), tint: .black)
    let pixels = try renderer.readPixels()
    var dark = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels[x, y].r < 100 { dark += 1 }
    }
    #expect(dark > 40)
    let again = try renderer.textTexture("Dig", typeface: typeface, pointSize: 20)
    #expect(again === texture)
    #expect(renderer.cachedTextCount == 1)
  }

  @Test func screenshotRoundTripsThroughPNG() throws {
    renderer.clear(Color(hex: 0x102030))
    renderer.fill(CGRect(x: 0, y: 0, width: 10, height: 10), with: Color(hex: 0xFF8000))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tunnel-rt-\(UUID()).png"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try renderer.saveScreenshot(to: path)
    let loaded = try Bitmap(contentsOf: path)
    #expect(loaded.pixels == (try renderer.readPixels()))
  }
}
