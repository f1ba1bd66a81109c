import Foundation
import Testing

@testable import Platform

/// The boundary between `Double` geometry and SDL's integer calls
/// (`SDLGeometry`), and the rounding of a window's pixels (`PixelSize`).
struct SDLGeometryTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aValueThatIsNotFiniteHasNoInteger(value: Double) {
    #expect(SDLGeometry.integer(value) == nil)
    #expect(SDLGeometry.coveringRect(CGRect(x: value, y: 0, width: 10, height: 10)) == nil)
    #expect(SDLGeometry.coveringRect(CGRect(x: 0, y: 0, width: 10, height: value)) == nil)
  }

  @Test func theNullRectangleHasNoCoveringRectangle() {
    #expect(SDLGeometry.coveringRect(.null) == nil)
  }

  @Test func aFiniteValueBeyondInt32IsClamped() {
    #expect(SDLGeometry.integer(1e12) == Int32.max)
    #expect(SDLGeometry.integer(-1e12) == Int32.min)
    let huge = SDLGeometry.coveringRect(CGRect(x: -1e12, y: 0, width: 2e12, height: 1))
    #expect(huge?.x == Int32.min && huge?.w == Int32.max)
  }

  @Test func aCoveringRectangleRoundsItsEdgesOutward() throws {
    let rect = try #require(SDLGeometry.coveringRect(CGRect(x: 1.5, y: -0.5, width: 2, height: 1)))
    #expect((rect.x, rect.y, rect.w, rect.h) == (1, -1, 3, 2))
  }

  /// SDL2 rounds a high-DPI drawable's pixels half away from zero
  /// (`SDL_lroundf`), and keeps a window's size in whole points.
  @Test func pixelsAreRoundedHalfAwayFromZero() {
    #expect(
      PixelSize(points: CGSize(width: 320.5, height: 240.5), scale: 1)
        == .init(width: 321, height: 241))
    #expect(
      PixelSize(points: CGSize(width: 321, height: 241), scale: 1.5)
        == .init(width: 482, height: 362))
    #expect(
      PixelSize(points: CGSize(width: 1023.4, height: 700), scale: 1)
        == .init(width: 1023, height: 700))
    #expect(PixelSize(points: CGSize(width: Double.nan, height: 700), scale: 2).width == 0)
    #expect(
      PixelSize.windowPoints(CGSize(width: 1200, height: 700.5)) == CGSize(width: 1200, height: 701)
    )
  }
}
