import Foundation
import Platform
import Testing

@testable import ViewKit

/// A view whose geometry is not finite is not drawn, with one warning line,
/// and the rest of the tree draws on: the clipping arithmetic would trap
/// on NaN.
@Suite(.serialized) @MainActor
struct FiniteGeometryTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 80))

  init() {
    window.backgroundColor = .white
  }

  @Test(arguments: [Double.nan, .infinity])
  func aViewWithGeometryThatIsNotFiniteIsSkippedWithOneWarning(value: Double) throws {
    var warnings: [String] = []
    HierarchyWarnings.output = { warnings.append($0) }
    defer {
      HierarchyWarnings.output = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    }
    let broken = View(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
    broken.clipsToBounds = true
    broken.backgroundColor = .black
    let inside = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    inside.backgroundColor = .black
    broken.addSubview(inside)
    broken.center = CGPoint(x: value, y: 20)
    let sound = View(frame: CGRect(x: 60, y: 10, width: 30, height: 20))
    sound.backgroundColor = .red
    window.addSubview(broken)
    window.addSubview(sound)
    let pixels = try window.snapshotPixels()
    _ = try window.snapshotPixels()  // a second frame: no second warning
    #expect(pixels.pixel(x: 70, y: 20, isCloseTo: .red))
    #expect(pixels.pixel(x: 15, y: 15, isCloseTo: .white))
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("a View has geometry that is not finite") == true)
  }
}
