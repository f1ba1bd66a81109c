import Foundation
import Testing

@testable import Platform

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

  /// A width is shaped once and then kept: measured again, by this face
  /// or a fresh one that has kept nothing, it is the same.
  @Test func aKeptWidthIsTheWidthShapedAfresh() throws {
    let first = face.measure("Places", pointSize: 17)
    let again = face.measure("Places", pointSize: 17)
    let fresh = try Typeface(contentsOf: AssetCatalog.default().path("Fonts/DejaVuSans.ttf"))
    #expect(again == first && fresh.measure("Places", pointSize: 17) == first)
    #expect(face.measure("Places", pointSize: 24).width > first.width)
  }

  @Test func theKeptWidthsStayWithinTheirLimit() {
    for n in 0..<(Typeface.measuredWidthLimit + 40) {
      _ = face.measure("place \(n)", pointSize: 15)
      #expect(face.measuredWidthCount <= Typeface.measuredWidthLimit)
    }
    #expect(face.measuredWidthCount > 0)
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

  /// The greedy method, measuring every growing line: what `wrap` must
  /// answer, however it finds it (TextLayout.swift guesses the lines from
  /// the words' widths and checks them).
  private func greedyLines(_ text: String, pointSize: Double, width: Double) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ").map(String.init) {
      let candidate = line.isEmpty ? word : line + " " + word
      if line.isEmpty || face.measure(candidate, pointSize: pointSize).width <= width {
        line = candidate
      } else {
        lines.append(line)
        line = word
      }
    }
    return lines + [line]
  }

  @Test func wrappingGivesTheLinesOfTheGreedyMethodThatMeasuresEveryLine() {
    // Names and details as the geo panels show them, with kerned pairs
    // ("AV", "To", "Wa") at the ends of words, at sizes and widths around
    // the panels', from a seeded generator.
    let words = [
      "Tunnel", "AVA", "To", "Wake", "Yukon", "Lake", "Té", "Ålesund", "Ljubljana", "of",
      "the", "Pacific", "Ocean,", "km", "from", "Nuku'alofa", "W.", "V.", "ffi", "Łódź",
    ]
    var generator = SeededGenerator()
    for _ in 0..<200 {
      let count = Int.random(in: 1...24, using: &generator)
      let text = (0..<count).map { _ in words.randomElement(using: &generator)! }
        .joined(separator: " ")
      let pointSize = [13.0, 15, 18, 30].randomElement(using: &generator)!
      let width = Double.random(in: 90...420, using: &generator).rounded()
      guard
        text.split(separator: " ").allSatisfy({
          face.measure(String($0), pointSize: pointSize).width <= width
        })
      else { continue }  // a word longer than the line is broken apart: another test's
      #expect(
        face.wrap(text, pointSize: pointSize, width: width)
          == greedyLines(text, pointSize: pointSize, width: width),
        "\(text) at \(pointSize) pt in \(width)")
    }
  }
}

/// The same texts every run: Knuth's MMIX linear congruential generator.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64 = 25
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}
