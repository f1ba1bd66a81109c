import Foundation
import Testing

@testable import Platform

/// `Renderer.sdlCallCounter`: the bench reads its count of allocations
/// around each call that hands SDL work, so that what SDL and the driver
/// allocate is told apart from the app's own allocations.
@Suite(.serialized) @MainActor
struct RendererSDLCallCounterTests {
  /// A counter that grows by one each time it is read, so that each call
  /// counted inside SDL adds exactly one (read before and after it).
  final class Reads {
    var count = 0
  }

  func counted() throws -> (Renderer, Reads) {
    let renderer = try Renderer(offscreenSize: CGSize(width: 64, height: 48))
    let reads = Reads()
    renderer.sdlCallCounter = { [reads] in
      reads.count += 1
      return reads.count
    }
    return (renderer, reads)
  }

  @Test func eachDrawUploadAndPresentIsCountedInsideSDL() throws {
    let (renderer, _) = try counted()
    renderer.clear(.white)  // 1
    let picture = try Bitmap(pixels: PixelBuffer(width: 8, height: 8, fill: .white))
    let texture = try renderer.texture(for: picture)  // 2, 3: an atlas page, the upload into it
    renderer.draw(texture, in: CGRect(x: 0, y: 0, width: 8, height: 8))  // 4: a copy
    let triangle = Mesh(
      vertices: [
        Vertex(position: CGPoint(x: 0, y: 0), color: .black),
        Vertex(position: CGPoint(x: 20, y: 0), color: .black),
        Vertex(position: CGPoint(x: 0, y: 20), color: .black),
      ], indices: [0, 1, 2])
    renderer.draw(triangle)  // 5: geometry
    renderer.present()  // 6
    #expect(renderer.countInsideSDL == 6)
  }

  @Test func withoutACounterNothingIsCounted() throws {
    let renderer = try Renderer(offscreenSize: CGSize(width: 64, height: 48))
    renderer.clear(.white)
    renderer.present()
    #expect(renderer.countInsideSDL == 0)
  }
}
