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
