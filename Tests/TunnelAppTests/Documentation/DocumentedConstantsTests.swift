import Foundation
import Testing
import ViewKit

/// The guides quote a few of the flip's constants in their prose; the code
/// is the one source, and these tests keep the prose to it.
@Suite @MainActor struct DocumentedConstantsTests {
  private func document(_ path: String) throws -> String {
    try String(contentsOf: DocumentationFiles.root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theChoicesQuoteTheFlipsPerspectiveDistanceFromTheRenderer() throws {
    let distance = Int(FlipMeshSettings().perspectiveDistance)
    #expect(try document("Docs/choices.md").contains("perspective distance is \(distance) points"))
  }

  @Test func theInstrumentsGuideQuotesTheRenderersOwnGridFromTheSettings() throws {
    let grid = FlipMeshSettings.ownGrid(acrossRows: true)
    #expect(try document("Docs/instruments.md").contains("the renderer's own \(grid)"))
  }
}
