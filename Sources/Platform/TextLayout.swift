import Foundation

/// Breaking text into lines that fit a width: greedy, at spaces, with
/// hard breaks at newlines, and words longer than a line broken between
/// characters.
///
/// UIKit counterpart: the line breaking of `UILabel` with
/// `lineBreakMode = .byWordWrapping`.
extension Typeface {
  /// The lines `text` wraps to within `width` points. With a width of
  /// infinity, only newlines break. Each line has no trailing spaces.
  public func wrap(_ text: String, pointSize: Double, width: Double) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(contentsOf: wrapParagraph(String(paragraph), pointSize: pointSize, width: width))
    }
    return lines
  }

  private func wrapParagraph(_ paragraph: String, pointSize: Double, width: Double) -> [String] {
    let words = paragraph.split(separator: " ").map(String.init)
    guard !words.isEmpty else { return [""] }
    // Without a width, the words make one line: nothing to measure.
    guard width.isFinite else { return [words.joined(separator: " ")] }
    if let lines = wrapFromWordWidths(words, pointSize: pointSize, width: width) { return lines }
    var lines: [String] = []
    var line = ""
    for word in words {
      let candidate = line.isEmpty ? word : line + " " + word
      if measure(candidate, pointSize: pointSize).width <= width {
        line = candidate
        continue
      }
      if !line.isEmpty { lines.append(line) }
      // The word alone may still be too long: break it between characters.
      var pieces = breakWord(word, pointSize: pointSize, width: width)
      line = pieces.removeLast()
      lines.append(contentsOf: pieces)
    }
    lines.append(line)
    return lines
  }

  /// The lines `wrapParagraph` makes, found with fewer measurements: it
  /// measures each growing line, and shaping a line costs as much as its
  /// length, so a paragraph of n words cost about n lines' worth. Here the
  /// lines are guessed from the words' widths and a space's (each word
  /// measured once), then checked: each line is measured, and must fit,
  /// and with the next word must not. A line that fits and cannot take
  /// the next word is the one the greedy method ends, since a line only
  /// widens as words are added; so a guess that passes is its answer. Nil
  /// if any check fails (kerning, say, or a word longer than a line):
  /// then the greedy method runs.
  private func wrapFromWordWidths(_ words: [String], pointSize: Double, width: Double)
    -> [String]?
  {
    let space = measure(" ", pointSize: pointSize).width
    var lines: [ArraySlice<String>] = []
    var start = 0
    var lineWidth = 0.0
    for (index, word) in words.enumerated() {
      let wordWidth = measure(word, pointSize: pointSize).width
      if index > start && lineWidth + space + wordWidth <= width {
        lineWidth += space + wordWidth
        continue
      }
      if index > start { lines.append(words[start..<index]) }
      start = index
      lineWidth = wordWidth
    }
    lines.append(words[start...])
    var wrapped: [String] = []
    for line in lines {
      let text = line.joined(separator: " ")
      guard measure(text, pointSize: pointSize).width <= width else { return nil }
      if line.endIndex < words.endIndex {
        let longer = text + " " + words[line.endIndex]
        guard measure(longer, pointSize: pointSize).width > width else { return nil }
      }
      wrapped.append(text)
    }
    return wrapped
  }

  /// Splits a word into pieces that each fit, at least one character each.
  private func breakWord(_ word: String, pointSize: Double, width: Double) -> [String] {
    var pieces: [String] = []
    var piece = ""
    for character in word {
      let candidate = piece + String(character)
      if !piece.isEmpty && measure(candidate, pointSize: pointSize).width > width {
        pieces.append(piece)
        piece = String(character)
      } else {
        piece = candidate
      }
    }
    pieces.append(piece)
    return pieces
  }
}
