import Foundation
import Platform
import Testing
import ViewKit

@testable import Map

/// A place's dot: ink in the middle, a white ring, nothing outside.
@Suite(.serialized) @MainActor
struct LabelDotTests {
  @Test func aDotIsInkRingedWithWhiteAndClearOutside() throws {
    let ink = Color(hex: 0x30343A)
    let dot = try #require(LabelDot.image(ink: ink, scale: 2))
    let pixels = dot.bitmap.pixels
    #expect(pixels.width == 14 && dot.size.width == LabelDot.side)
    #expect(pixels.pixel(x: 7, y: 7, isCloseTo: ink), "the middle is ink")
    // 6.5 points out of 7 from the middle, straight up: inside the ring.
    #expect(pixels.pixel(x: 7, y: 0, isCloseTo: .white, tolerance: 2) || pixels[7, 0].a < 255)
    #expect(pixels[6, 1].r > 200, "the ring is white: \(pixels.color(x: 6, y: 1))")
    #expect(pixels[0, 0].a == 0, "the corner is outside the disc")
    #expect(LabelDot.image(ink: ink, scale: 2) === dot, "made once")
  }
}
