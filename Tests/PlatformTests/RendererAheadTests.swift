import Foundation
import Testing

@testable import Platform

/// What a frame draws without making anything for the draw: quads from the
/// renderer's own mesh, text rasterized elsewhere, render targets made
/// ahead. Each is checked against the way it replaces.
@Suite(.serialized) @MainActor
struct RendererAheadTests {
  let renderer: Renderer
  /// A 2 x 2 picture, every pixel a different opaque colour.
  let picture: Bitmap

  init() throws {
    renderer = try Renderer(offscreenSize: CGSize(width: 48, height: 32))
    picture = try Bitmap(
      pixels: PixelBuffer(
        width: 2, height: 2, argb: [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FF00]))
  }

  @Test func aQuadDrawsWhatTheMeshOfMeshQuadDraws() throws {
    let texture = try renderer.texture(for: picture)
    let source = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    let corners = (
      CGPoint(x: 20, y: 2), CGPoint(x: 40, y: 8), CGPoint(x: 30, y: 28), CGPoint(x: 8, y: 20)
    )
    let tint = Color(red: 1, green: 1, blue: 1, alpha: 0.75)
    var mesh = Mesh.quad(corners: corners, color: tint)
    for i in mesh.vertices.indices {
      let t = mesh.vertices[i].texCoord
      mesh.vertices[i].texCoord = CGPoint(
        x: source.minX + t.x * source.width, y: source.minY + t.y * source.height)
    }
    renderer.clear(.black)
    renderer.draw(mesh, texture: texture)
    let fromMesh = try renderer.readPixels()
    renderer.clear(.black)
    renderer.drawQuad(corners: corners, color: tint, source: source, texture: texture)
    #expect(try renderer.readPixels() == fromMesh)
  }

  @Test func aMovedMeshDrawsWhatTheMovedCopyDraws() throws {
    let mesh = Mesh.quad(CGRect(x: 0, y: 0, width: 10, height: 6), color: Color(hex: 0x336699))
    var moved = mesh
    for i in moved.vertices.indices {
      moved.vertices[i].position.x = moved.vertices[i].position.x * 2 + 5
      moved.vertices[i].position.y += 7
      moved.vertices[i].color.alpha *= 0.5
    }
    renderer.clear(.white)
    renderer.draw(moved)
    let fromCopy = try renderer.readPixels()
    renderer.clear(.white)
    renderer.draw(mesh, opacity: 0.5) { CGPoint(x: $0.x * 2 + 5, y: $0.y + 7) }
    #expect(try renderer.readPixels() == fromCopy)
  }

  @Test func textRasterizedElsewhereIsTheSamePixels() throws {
    let typeface = try Typeface(contentsOf: AssetCatalog.default().path("Fonts/DejaVuSans.ttf"))
    let rasterizer = try TextRasterizer(typeface: typeface, sizes: [])
    try rasterizer.addSize(pixelSize: 15, outline: 0)
    let made = try #require(
      rasterizer.whiteText("Jutland, Denmark", pixelSize: 15, outline: 0, scale: 1))
    let here = try renderer.textTexture("Jutland, Denmark", typeface: typeface, pointSize: 15)
    let other = try Renderer(offscreenSize: CGSize(width: 48, height: 32))
    var asked = false
    let uploaded = try other.textTexture(
      "Jutland, Denmark", typeface: typeface, pointSize: 15,
      prepared: {
        asked = true
        return made
      })
    #expect(asked, "a miss asks for the text made elsewhere")
    #expect(uploaded.pixelWidth == here.pixelWidth && uploaded.pixelHeight == here.pixelHeight)
    renderer.clear(.black)
    renderer.draw(here, in: CGRect(x: 0, y: 0, width: here.size.width, height: here.size.height))
    other.clear(.black)
    other.draw(
      uploaded, in: CGRect(x: 0, y: 0, width: uploaded.size.width, height: uploaded.size.height))
    #expect(try other.readPixels() == renderer.readPixels())
  }

  @Test func renderTargetsMadeAheadAreTheOnesASnapshotTakes() throws {
    let size = CGSize(width: 20, height: 10)
    #expect(renderer.textureMemory.renderTargetBytes == 0)
    renderer.prepareRenderTargets(sizes: [size, size])
    #expect(renderer.textureMemory.renderTargetBytes == 2 * 20 * 10 * 4)
    renderer.prepareRenderTargets(sizes: [size])  // one is there already
    #expect(renderer.textureMemory.renderTargetBytes == 2 * 20 * 10 * 4)
    let taken = try renderer.makeRenderTarget(size: size)
    #expect(renderer.textureMemory.renderTargetBytes == 2 * 20 * 10 * 4, "a spare, not a new one")
    renderer.withTarget(taken) {}
    #expect(try renderer.readPixels().width == 48)  // drawing goes back to the output
  }

  /// The spares are full of one size (the panes' turns); a later call for
  /// another (a page's curl) makes room by dropping spares it did not ask
  /// for, oldest first, and keeps those it did.
  @Test func aFullPoolMakesRoomForTheSizesAskedForByDroppingOthers() throws {
    let pane = CGSize(width: 20, height: 10)
    let page = CGSize(width: 12, height: 12)
    let full = RendererHandle.maxSpareTargets
    renderer.prepareRenderTargets(sizes: Array(repeating: pane, count: full))
    #expect(renderer.textureMemory.renderTargetBytes == full * 20 * 10 * 4)
    renderer.prepareRenderTargets(sizes: [pane, page, page])
    #expect(
      renderer.textureMemory.renderTargetBytes == (full - 2) * 20 * 10 * 4 + 2 * 12 * 12 * 4)
    let taken = try renderer.makeRenderTarget(size: page)
    #expect(
      renderer.textureMemory.renderTargetBytes == (full - 2) * 20 * 10 * 4 + 2 * 12 * 12 * 4,
      "a spare, not a new one")
    _ = taken
  }
}
