import Foundation
import Testing

@testable import Map

/// The tile rasterizer's coverage: exact areas, antialiased edges, holes.
@Suite struct CoverageTests {
  @Test func aSquareCoversExactlyItsPixels() {
    var coverage = Coverage(size: 16)
    coverage.fill(rings: [[2, 2, 10, 2, 10, 6, 2, 6]])
    #expect(coverage.values[3 * 16 + 5] == 1)
    #expect(coverage.values[1 * 16 + 5] == 0)
    #expect(abs(coverage.values.reduce(0, +) - 32) < 1e-4)  // 8 x 4 pixels
  }

  @Test func anEdgeThroughThePixelMiddleCoversHalf() {
    var coverage = Coverage(size: 8)
    coverage.fill(rings: [[0, 0, 3.5, 0, 3.5, 8, 0, 8]])
    #expect(coverage.values[2 * 8 + 3] == 0.5)
    #expect(coverage.values[2 * 8 + 2] == 1)
    #expect(coverage.values[2 * 8 + 4] == 0)
  }

  @Test func anInnerRingCutsAHole() {
    var coverage = Coverage(size: 16)
    coverage.fill(rings: [[0, 0, 16, 0, 16, 16, 0, 16], [4, 4, 12, 4, 12, 12, 4, 12]])
    #expect(coverage.values[8 * 16 + 8] == 0)
    #expect(coverage.values[1 * 16 + 1] == 1)
    #expect(abs(coverage.values.reduce(0, +) - (256 - 64)) < 1e-3)
  }

  @Test func neighboursSharingAnEdgeLeaveNoSeam() {
    var coverage = Coverage(size: 8)
    coverage.fill(rings: [[0, 0, 3.3, 0, 3.3, 8, 0, 8]])
    coverage.fill(rings: [[3.3, 0, 8, 0, 8, 8, 3.3, 8]])
    #expect(coverage.values.allSatisfy { abs($0 - 1) < 1e-5 })
  }

  @Test func aLineIsAsWideAsAsked() {
    var coverage = Coverage(size: 16)
    coverage.stroke([0, 8, 16, 8], width: 2)  // centred on the edge between rows 7 and 8
    #expect(coverage.values[7 * 16 + 8] == 1 && coverage.values[8 * 16 + 8] == 1)
    #expect(coverage.values[5 * 16 + 8] == 0 && coverage.values[10 * 16 + 8] == 0)
    #expect(coverage.values[6 * 16 + 8] == 0)
  }
}
