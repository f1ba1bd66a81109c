import Foundation
import Testing

@testable import ViewKit

/// Labels wrap at word boundaries, size to their lines, and truncate the
/// last line shown with an ellipsis.
@Suite(.serialized) @MainActor
struct LabelTests {
  let label = Label()
  let text = "A kid with a shovel digs straight through the Earth and comes out on the far side"

  init() {
    label.font = .systemFont(ofSize: 15)
    label.text = text
  }

  @Test func oneLineLabelIsAsWideAsItsText() {
    let size = label.sizeThatFits(CGSize(width: 10_000, height: 0))
    #expect(size.width == label.font.size(of: text).width.rounded(.up))
    #expect(Double(size.height) == label.font.lineHeight.rounded(.up))
  }

  @Test func wrappingLabelGrowsByWholeLines() {
    label.numberOfLines = 0
    let lines = label.lines(forWidth: 150)
    let size = label.sizeThatFits(CGSize(width: 150, height: 0))
    #expect(lines.count >= 4)
    #expect(Double(size.height) == (Double(lines.count) * label.font.lineHeight).rounded(.up))
    #expect(size.width <= 150)
    #expect(lines.joined(separator: " ") == text)
  }

  @Test func narrowerWidthMeansMoreLines() {
    label.numberOfLines = 0
    #expect(label.lines(forWidth: 120).count > label.lines(forWidth: 240).count)
  }

  @Test func limitedLinesEndInAnEllipsis() {
    label.numberOfLines = 2
    let lines = label.lines(forWidth: 150)
    #expect(lines.count == 2)
    #expect(lines[1].hasSuffix("…"))
    #expect(label.font.size(of: lines[1]).width <= 150)
  }

  @Test func singleLineTruncatesAtTheTail() {
    let lines = label.lines(forWidth: 100)
    #expect(lines.count == 1 && lines[0].hasSuffix("…") && lines[0].hasPrefix("A kid"))
    #expect(label.font.size(of: lines[0]).width <= 100)
  }

  @Test func emptyLabelHasNoSize() {
    label.text = ""
    #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == .zero)
  }
}
