import Foundation
import Testing

@testable import ViewKit

/// An ellipse is cut into the fewest chords that stay within
/// `Shapes.ellipseFlatness` of the curve, within `ellipseSegmentRange`.
@Suite struct ShapesTests {
  /// The most a circle's outline of `segments` chords lies inside the circle.
  func sagitta(radius: Double, segments: Int) -> Double {
    radius * (1 - cos(Double.pi / Double(segments)))
  }

  @Test func anEllipsesChordsAreTheFewestWithinTheFlatness() {
    let flatness = Shapes.ellipseFlatness
    let range = Shapes.ellipseSegmentRange
    for radius in [2.5, 5, 10, 20, 25, 30] {
      let n = Shapes.ellipseSegments(radius: radius)
      #expect(range.contains(n))
      #expect(sagitta(radius: radius, segments: n) <= flatness + 1e-12, "radius \(radius)")
      if n > range.lowerBound {
        #expect(sagitta(radius: radius, segments: n - 1) > flatness, "radius \(radius)")
      }
    }
  }

  /// The figures `ellipseSegments(radius:)`'s comment gives.
  @Test func aFivePointDotIsTwelveChordsAndAFortyPointFaceThirtyTwo() {
    #expect(Shapes.ellipseSegments(radius: 2.5) == 12)
    #expect(Shapes.ellipseSegments(radius: 20) == 32)
  }

  @Test func aTinyOrHugeOrUndefinedRadiusStaysWithinTheRange() {
    let range = Shapes.ellipseSegmentRange
    for radius in [0, 0.01, 1e6, 1e300, .infinity, .nan, -3] {
      #expect(range.contains(Shapes.ellipseSegments(radius: radius)), "radius \(radius)")
    }
    #expect(Shapes.ellipseSegments(radius: 1e6) == range.upperBound)
    #expect(Shapes.ellipseSegments(radius: 0.01) == range.lowerBound)
  }

  @Test func theMeshIsAFanOfThoseChords() {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
    let mesh = Shapes.ellipse(in: rect, color: .white)
    let n = Shapes.ellipseSegments(radius: 20)
    #expect(mesh.indices.count == n * 3)
    for vertex in mesh.vertices.dropFirst() {
      let x = (vertex.position.x - 20) / 20
      let y = (vertex.position.y - 15) / 15
      #expect(abs(x * x + y * y - 1) < 1e-9)
    }
  }
}
