import Foundation
import Platform
import Testing

/// Text measurement and line wrapping with the shipped DejaVu Sans.
@Suite(.serialized) @MainActor
struct TypefaceTests {
  let face: Typeface

  init() throws {
    face = try Typeface(contentsOf: AssetCatalog.default().path("Fonts/DejaVuSans.ttf"))
  }

  @Test func longerTextMeasuresWider() {
    let short = face.measure("dig", pointSize: 17)
    let long = face.measure("dig a tunnel", pointSize: 17)
    #expect(short.width > 0 && long.width > short.width)
    #expect(Double(short.height) == face.lineHeight(pointSize: 17))
  }

  @Test func biggerSizeMeasuresWiderAndTaller() {
    let small = face.measure("Tunnel", pointSize: 12)
    let big = face.measure("Tunnel", pointSize: 24)
    #expect(big.width > 1.8 * small.width && big.height > 1.8 * small.height)
  }

  @Test func wrappedLinesFitAndKeepEveryWord() {
    let text = "A kid with a shovel digs through the Earth and comes out on the other side"
    let lines = face.wrap(text, pointSize: 15, width: 120)
    #expect(lines.count > 2)
    for line in lines { #expect(face.measure(line, pointSize: 15).width <= 120) }
    #expect(lines.joined(separator: " ") == text)
  }

  @Test func newlinesAlwaysBreak() {
    #expect(face.wrap("one\ntwo", pointSize: 15, width: .infinity) == ["one", "two"])
    #expect(face.wrap("one\n\nthree", pointSize: 15, width: .infinity) == ["one", "", "three"])
  }

  @Test func aWordLongerThanTheLineIsBrokenBetweenCharacters() {
    let lines = face.wrap("Antipodes", pointSize: 15, width: 30)
    #expect(lines.count > 1)
    #expect(lines.joined() == "Antipodes")
    for line in lines { #expect(face.measure(line, pointSize: 15).width <= 30 || line.count == 1) }
  }
}
