import Foundation
import Testing

@testable import Platform

/// Upright rectangles drawn as copies and fills, and the floor a frame's
/// recording replays: checked pixel by pixel against the triangles they
/// stand in for.
@Suite(.serialized) @MainActor
struct RendererCopyTests {
  let renderer: Renderer
  /// A 4 x 4 picture, every pixel a different opaque colour.
  let checker: Bitmap

  init() throws {
    renderer = try Renderer(offscreenSize: CGSize(width: 64, height: 48))
    var argb: [UInt32] = []
    for i in UInt32(0)..<16 {
      let red: UInt32 = i * 16
      let green: UInt32 = 255 - i * 16
      let blue: UInt32 = (i % 4) * 60
      argb.append(0xFF00_0000 | red << 16 | green << 8 | blue)
    }
    checker = try Bitmap(pixels: PixelBuffer(width: 4, height: 4, argb: argb))
  }

  /// The same four corners with the triangles' indices in another order:
  /// not recognised as a rectangle, so drawn as geometry.
  private func asTriangles(_ quad: Mesh) -> Mesh {
    Mesh(vertices: quad.vertices, indices: [0, 2, 3, 0, 1, 2])
  }

  @Test func onlyAnUprightUnmirroredOneColourQuadIsARectangle() {
    let rect = CGRect(x: 2, y: 3, width: 10, height: 5)
    let quad = Mesh.quad(rect, color: .white)
    #expect(quad.axisAlignedQuad?.rect == rect)
    #expect(quad.axisAlignedQuad?.source == CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(asTriangles(quad).axisAlignedQuad == nil)
    let turned = Mesh.quad(
      corners: (
        CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 5, y: 10), CGPoint(x: 0, y: 5)
      ),
      color: .white)
    #expect(turned.axisAlignedQuad == nil)
    var mirrored = quad
    mirrored.vertices.swapAt(0, 1)
    mirrored.vertices.swapAt(2, 3)
    #expect(mirrored.axisAlignedQuad == nil)
    var twoColours = quad
    twoColours.vertices[2].color = .red
    #expect(twoColours.axisAlignedQuad == nil)
  }

  @Test func aCopyDrawsWhatItsTrianglesDraw() throws {
    let texture = try renderer.texture(for: checker)
    #expect(texture.isOpaque)
    var quad = Mesh.quad(CGRect(x: 8, y: 4, width: 32, height: 32), color: .white)
    // Show the part from (0.25, 0) to (1, 0.5) of the picture.
    for i in quad.vertices.indices {
      let t = quad.vertices[i].texCoord
      quad.vertices[i].texCoord = CGPoint(x: 0.25 + t.x * 0.75, y: t.y * 0.5)
    }
    renderer.clear(.black)
    renderer.draw(quad, texture: texture)
    let copied = try renderer.readPixels()
    renderer.clear(.black)
    renderer.draw(asTriangles(quad), texture: texture)
    let triangles = try renderer.readPixels()
    for y in stride(from: 6, to: 34, by: 4) {
      for x in stride(from: 10, to: 38, by: 4) {
        #expect(
          copied.pixel(x: x, y: y, isCloseTo: triangles.color(x: x, y: y)),
          "(\(x), \(y)): \(copied.color(x: x, y: y)) against \(triangles.color(x: x, y: y))")
      }
    }
  }

  @Test func aTintedTranslucentCopyBlendsAsItsTrianglesDo() throws {
    let texture = try renderer.texture(for: checker)
    let quad = Mesh.quad(
      CGRect(x: 0, y: 0, width: 16, height: 16),
      color: Color(red: 1, green: 0.5, blue: 1, alpha: 0.5))
    renderer.clear(.white)
    renderer.draw(quad, texture: texture)
    let copied = try renderer.readPixels()
    renderer.clear(.white)
    renderer.draw(asTriangles(quad), texture: texture)
    let triangles = try renderer.readPixels()
    for (x, y) in [(2, 2), (6, 10), (13, 13)] {
      #expect(copied.pixel(x: x, y: y, isCloseTo: triangles.color(x: x, y: y)))
    }
  }

  /// Opaque untextured triangles are drawn without blending (the same
  /// pixels), and translucent ones drawn after them blend again.
  @Test func opaqueTrianglesReplaceThePixelsAndTranslucentOnesStillBlend() throws {
    let rect = CGRect(x: 3, y: 5, width: 20, height: 9)
    renderer.clear(.white)
    renderer.draw(asTriangles(Mesh.quad(rect, color: Color(hex: 0x2060A0))))
    let opaque = try renderer.readPixels()
    #expect(opaque.pixel(x: 10, y: 8, isCloseTo: Color(hex: 0x2060A0)))
    #expect(opaque.pixel(x: 1, y: 1, isCloseTo: .white))
    renderer.draw(asTriangles(Mesh.quad(rect, color: Color(red: 1, green: 1, blue: 1, alpha: 0.5))))
    let blended = try renderer.readPixels()
    // Half white over 0x2060A0: each channel half way to 255.
    #expect(blended.pixel(x: 10, y: 8, isCloseTo: Color(hex: 0x8FAFCF)))
  }

  @Test func aFillOnWholePixelsDrawsWhatItsTrianglesDraw() throws {
    let quad = Mesh.quad(CGRect(x: 3, y: 5, width: 20, height: 9), color: Color(hex: 0x2060A0))
    renderer.clear(.white)
    renderer.draw(quad)
    let filled = try renderer.readPixels()
    renderer.clear(.white)
    renderer.draw(asTriangles(quad))
    let triangles = try renderer.readPixels()
    #expect(filled == triangles)
  }

  @Test func theFloorReplaysTheFramesTexturedDrawsAndNothingElse() throws {
    let texture = try renderer.texture(for: checker)
    renderer.startRecording()
    renderer.clear(.gray)
    renderer.fill(CGRect(x: 0, y: 0, width: 64, height: 48), with: .red)  // not textured
    renderer.draw(texture, in: CGRect(x: 4, y: 4, width: 16, height: 16))
    renderer.draw(
      Mesh.quad(
        corners: (
          CGPoint(x: 40, y: 4), CGPoint(x: 56, y: 12), CGPoint(x: 48, y: 28), CGPoint(x: 32, y: 20)
        ), color: .white), texture: texture)
    let frame = try renderer.readPixels()
    let recording = renderer.stopRecording()
    #expect(recording.count == 2)
    renderer.drawFloor(of: recording, background: .black)
    let floor = try renderer.readPixels()
    #expect(floor.pixel(x: 30, y: 40, isCloseTo: .black), "the fill is not replayed")
    for (x, y) in [(6, 6), (17, 17), (44, 16)] {
      #expect(floor.pixel(x: x, y: y, isCloseTo: frame.color(x: x, y: y)), "at (\(x), \(y))")
    }
  }

  @Test func drawsIntoATargetAreNotPartOfTheFloor() throws {
    let texture = try renderer.texture(for: checker)
    let target = try renderer.makeRenderTarget(size: CGSize(width: 8, height: 8))
    renderer.startRecording()
    renderer.withTarget(target) {
      renderer.draw(texture, in: CGRect(x: 0, y: 0, width: 8, height: 8))
    }
    #expect(renderer.stopRecording().count == 0)
  }

  @Test func aBitmapKnowsWhetherEveryPixelIsOpaque() throws {
    #expect(checker.isOpaque)
    let translucent = try Bitmap(
      pixels: PixelBuffer(width: 2, height: 1, argb: [0xFF00_0000, 0x80FF_FFFF]))
    #expect(!translucent.isOpaque)
  }
}
