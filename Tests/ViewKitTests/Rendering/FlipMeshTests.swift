import Foundation
import Platform
import Testing

@testable import ViewKit

/// The inspector's knobs on the flip's mesh drive the real renderer: the
/// grid density, the perspective distance and the wireframe. (On
/// `TransitionTests`' window: the container's box is x 40...160, y
/// 40...120, its centre (100, 80).)
extension SharedStateSuites.TransitionTests {
  /// Starts a one-second linear flip from the top.
  func startFlip() {
    View.transition(
      from: red, to: blue, duration: 1, options: [.transitionFlipFromTop, .curveLinear])
  }

  /// The last flip frame's grid and triangle count at `seconds`.
  func mesh(at seconds: Double) throws -> (grid: FlipMeshSettings.Grid, triangles: Int)? {
    _ = try frame(at: seconds)
    return container.activeTransition?.lastMesh
  }

  @Test func gridDensityChangesTheMeshsCellCount() throws {
    startFlip()
    defer { FlipMeshSettings.current = FlipMeshSettings() }
    FlipMeshSettings.current.grid = .init(columns: 1, rows: 1)
    let coarse = try mesh(at: 0.25)
    #expect(coarse?.grid == .init(columns: 1, rows: 1))
    #expect(coarse?.triangles == 2)
    FlipMeshSettings.current.grid = .init(columns: 32, rows: 16)
    let fine = try mesh(at: 0.3)
    #expect(fine?.triangles == 32 * 16 * 2)
    FlipMeshSettings.current.grid = nil  // the renderer's own: 16 rows across the x axis
    #expect(try mesh(at: 0.35)?.triangles == 4 * 16 * 2)
  }

  @Test func theGridStepsFromOneCellToThirtyTwoBySixteen() {
    var settings = FlipMeshSettings()
    settings.stepGrid(by: -10)
    #expect(settings.grid == .init(columns: 1, rows: 1))
    settings.stepGrid(by: 1)
    #expect(settings.grid == .init(columns: 2, rows: 1))
    settings.stepGrid(by: 10)
    #expect(settings.grid == .init(columns: 32, rows: 16))
    settings.stepPerspective(by: -1)
    #expect(settings.perspectiveDistance == 600)
  }

  @Test func aNearerEyeNarrowsTheFarEdgeMore() throws {
    startFlip()
    defer { FlipMeshSettings.current = FlipMeshSettings() }
    func farEdge() throws -> Int {
      let pixels = try window.snapshotPixels()
      let rows = (0..<pixels.height).filter { redWidth(pixels, row: $0) > 0 }
      return redWidth(pixels, row: rows.last! - 1)
    }
    _ = try frame(at: 0.25)
    let standard = try farEdge()
    FlipMeshSettings.current.perspectiveDistance = 200
    let near = try farEdge()
    #expect(near < standard - 10)
  }

  @Test func theWireframeMarksTheVanishingPoint() throws {
    startFlip()
    defer { FlipMeshSettings.current = FlipMeshSettings() }
    FlipMeshSettings.current.perspectiveDistance = 200
    FlipMeshSettings.current.showsWireframe = true
    // Linear, 4/9 of the way: turned 80 degrees. The face's lines across
    // the axis meet d cot(80°) below the centre, (100, 80 + 35.3).
    let pixels = try frame(at: 4.0 / 9)
    let y = 80 + 200 / tan(80 * Double.pi / 180)
    let p = pixels[100, Int(y)]
    // The dot's colour, alpha 0.9 over the white window, blended as SDL's
    // software renderer does it (each product divided by 256).
    let alpha = Int(0.9 * 255)
    func over(_ channel: Double) -> Double {
      Double((Int((channel * 255).rounded()) * alpha) >> 8 + (255 * (255 - alpha)) >> 8)
    }
    let color = TransitionRenderer.vanishingColor
    #expect(abs(Double(p.r) - over(color.red)) <= 2)
    #expect(abs(Double(p.g) - over(color.green)) <= 2)
    #expect(abs(Double(p.b) - over(color.blue)) <= 2)
    FlipMeshSettings.current.showsWireframe = false
    let plain = try window.snapshotPixels()[100, Int(y)]
    #expect(plain.r == 255 && plain.g == 255 && plain.b == 255)
  }
}
