import Foundation
import Testing

@testable import Platform

/// SDL 2.26's software rasterizer overflows on large triangles
/// (`Mesh+SoftwareRasterizer.swift`): the renderer hands it triangles it
/// can draw, and they draw the same picture.
@Suite(.serialized) @MainActor
struct SoftwareRasterizerTests {
  /// A trapezoid of two triangles filling a `width`×`height` surface, its
  /// top edge `overhang` points wider each side: a turned pane's shape.
  static func trapezoid(width: Double, height: Double, overhang: Double) -> Mesh {
    var mesh = Mesh()
    let corners = [
      (CGPoint(x: -overhang, y: 0), CGPoint(x: 0, y: 0)),
      (CGPoint(x: width + overhang, y: 0), CGPoint(x: 1, y: 0)),
      (CGPoint(x: width - overhang, y: height), CGPoint(x: 1, y: 1)),
      (CGPoint(x: overhang, y: height), CGPoint(x: 0, y: 1)),
    ]
    let ids = corners.map { mesh.add(Vertex(position: $0.0, color: .white, texCoord: $0.1)) }
    mesh.addQuad(ids[0], ids[1], ids[2], ids[3])
    return mesh
  }

  /// Twice the area of every triangle, summed.
  static func doubledArea(_ mesh: Mesh) -> Double {
    stride(from: 0, to: mesh.indices.count, by: 3).reduce(0) { sum, i in
      let (p, q, r) = (
        mesh.vertices[Int(mesh.indices[i])].position,
        mesh.vertices[Int(mesh.indices[i + 1])].position,
        mesh.vertices[Int(mesh.indices[i + 2])].position
      )
      return sum + abs((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x))
    }
  }

  @Test func aSmallMeshInsideTheSurfaceIsDrawnAsItIs() {
    // Its corners half a point out: within the pixel of margin allowed.
    let mesh = Self.trapezoid(width: 200, height: 200, overhang: 0.5)
    #expect(mesh.safeForSoftwareRasterizer(pixelSize: (200, 200), scale: 1, texels: 200) == nil)
  }

  @Test func aLargeTexturedTriangleIsCutUntilEveryPieceIsUnderTheProductLimit() throws {
    let mesh = Self.trapezoid(width: 900, height: 900, overhang: 0.5)
    let safe = try #require(
      mesh.safeForSoftwareRasterizer(pixelSize: (900, 900), scale: 1, texels: 900))
    #expect(safe.indices.count > mesh.indices.count)
    // The same area, cut into pieces each under the limit.
    #expect(abs(Self.doubledArea(safe) - Self.doubledArea(mesh)) < 1e-6)
    for i in stride(from: 0, to: safe.indices.count, by: 3) {
      let piece = Mesh(
        vertices: safe.indices[i..<i + 3].map { safe.vertices[Int($0)] }, indices: [0, 1, 2])
      #expect(900 * Self.doubledArea(piece) * 4 <= Mesh.safeProduct)
    }
  }

  @Test func aTriangleBeyondTheSurfaceIsClippedToItAndOneOutsideIsDropped() throws {
    var mesh = Self.trapezoid(width: 100, height: 100, overhang: 1e7)
    let far = mesh.add(Vertex(position: CGPoint(x: -5000, y: -5000), color: .red))
    let b = mesh.add(Vertex(position: CGPoint(x: -4000, y: -5000), color: .red))
    let c = mesh.add(Vertex(position: CGPoint(x: -5000, y: -4000), color: .blue))
    mesh.addTriangle(far, b, c)
    let safe = try #require(
      mesh.safeForSoftwareRasterizer(pixelSize: (100, 100), scale: 1, texels: 100))
    for vertex in safe.vertices {
      #expect((-1...101).contains(vertex.position.x) && (-1...101).contains(vertex.position.y))
      #expect(vertex.color != .blue)  // the far triangle is gone
    }
    // The clipped trapezoid covers the surface's height and its width with
    // a pixel's margin each side.
    #expect(abs(Self.doubledArea(safe) / 2 - 102 * 100) < 1e-3)
  }

  /// Before the cut, this drawing crashed inside `SDL_RenderGeometry`.
  @Test func aFullSurfaceSnapshotTurnedOnTheSoftwareRendererDrawsItsPicture() throws {
    let size = CGSize(width: 951, height: 1095)
    let renderer = try Renderer(offscreenSize: size)
    let snapshot = try renderer.makeRenderTarget(size: size)
    renderer.withTarget(snapshot) { renderer.clear(.red) }
    renderer.clear(.black)
    renderer.draw(Self.trapezoid(width: 951, height: 1095, overhang: 6), texture: snapshot)
    let pixels = try renderer.readPixels()
    #expect(pixels.pixel(x: 475, y: 547, isCloseTo: .red))
    #expect(pixels.pixel(x: 3, y: 1090, isCloseTo: .black))  // outside the narrower bottom
    #expect(pixels.pixel(x: 3, y: 2, isCloseTo: .red))
  }
}
