import Foundation
import Platform
import Testing

@testable import ViewKit

extension SharedStateSuites {
  /// The inspector's knobs on the flip's mesh drive the real renderer: the
  /// grid density, the perspective distance and the wireframe.
  @Suite(.serialized) @MainActor
  final class FlipMeshTests {
    let time = VirtualAnimationTime()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    /// The container that turns: its box is x 40...160, y 40...120, centre (100, 80).
    let container = View(frame: CGRect(x: 40, y: 40, width: 120, height: 80))
    let red = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    let blue = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))

    init() throws {
      window.backgroundColor = .white
      red.backgroundColor = .red
      blue.backgroundColor = .blue
      window.addSubview(container)
      container.addSubview(red)
      _ = try window.snapshotPixels()
      View.transition(
        from: red, to: blue, duration: 1, options: [.transitionFlipFromTop, .curveLinear])
    }

    isolated deinit {
      FlipMeshSettings.current = FlipMeshSettings()
    }

    func drawn(at seconds: Double) throws -> (PixelBuffer, (grid: FlipMeshSettings.Grid, triangles: Int)?) {
      time.frame(at: seconds)
      let pixels = try window.snapshotPixels()
      return (pixels, container.activeTransition?.lastMesh)
    }

    @Test func gridDensityChangesTheMeshsCellCount() throws {
      FlipMeshSettings.current.grid = .init(columns: 1, rows: 1)
      let coarse = try drawn(at: 0.25).1
      #expect(coarse?.grid == .init(columns: 1, rows: 1))
      #expect(coarse?.triangles == 2)
      FlipMeshSettings.current.grid = .init(columns: 32, rows: 16)
      let fine = try drawn(at: 0.3).1
      #expect(fine?.triangles == 32 * 16 * 2)
      FlipMeshSettings.current.grid = nil  // the renderer's own: 16 rows across the x axis
      #expect(try drawn(at: 0.35).1?.triangles == 4 * 16 * 2)
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

    /// The width of the red run in a row.
    func redWidth(_ pixels: PixelBuffer, row: Int) -> Int {
      (0..<pixels.width).filter {
        let p = pixels[$0, row]
        return p.r > 100 && p.g < 60 && p.b < 60
      }.count
    }

    @Test func aNearerEyeNarrowsTheFarEdgeMore() throws {
      func farEdge() throws -> Int {
        let pixels = try window.snapshotPixels()
        let rows = (0..<pixels.height).filter { redWidth(pixels, row: $0) > 0 }
        return redWidth(pixels, row: rows.last! - 1)
      }
      time.frame(at: 0.25)
      let standard = try farEdge()
      FlipMeshSettings.current.perspectiveDistance = 200
      let near = try farEdge()
      #expect(near < standard - 10)
    }

    @Test func theWireframeMarksTheVanishingPoint() throws {
      FlipMeshSettings.current.perspectiveDistance = 200
      FlipMeshSettings.current.showsWireframe = true
      // Linear, 4/9 of the way: turned 80 degrees. The face's lines across
      // the axis meet d cot(80°) below the centre, (100, 80 + 35.3).
      let (pixels, _) = try drawn(at: 4.0 / 9)
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
}
