import Foundation

/// Splits words into coordinate pairs, in order, as `tunnel where` reads them.
///
/// Core Location counterpart: none; `CLGeocoder` takes one location at a time.
///
/// A word that reads as a coordinate on its own ("-33.87,151.21") is one
/// pair; otherwise it and the next word are ("-33.87" "151.21"). A `-` reads
/// standard input to its end, one pair a line (blank lines skipped). What
/// reads as neither is one bad item, with the reader's reason.
public enum CoordinatePairs {
  /// One thing read from the words: a coordinate, or why some text is not one.
  public enum Item: Equatable, Sendable {
    /// Text that reads as a coordinate.
    case pair(Coordinate)
    /// Text that does not, with the reader's reason, such as "longitude 400
    /// is outside -180...180".
    case bad(String)
  }

  /// The items the words make, in order.
  ///
  /// A word that is a coordinate on its own is one item; otherwise it and the
  /// next word make one item, good or bad, unless there is no next word or it
  /// is `-`: then the word alone is a bad item. Each `-` calls `standardInput`
  /// until it returns nil, and each line, trimmed of spaces and tabs, that is
  /// not empty makes one item.
  public static func items(_ words: [String], standardInput: () -> String?) -> [Item] {
    var items: [Item] = []
    var index = 0
    while index < words.count {
      let word = words[index]
      if word == "-" {
        while let line = standardInput() {
          let text = line.trimmingCharacters(in: .whitespaces)
          if !text.isEmpty { items.append(item(text)) }
        }
        index += 1
      } else if case .pair = item(word) {
        items.append(item(word))
        index += 1
      } else if index + 1 < words.count, words[index + 1] != "-" {
        items.append(item(word + " " + words[index + 1]))
        index += 2
      } else {
        items.append(item(word))
        index += 1
      }
    }
    return items
  }

  /// The item one text makes: `.pair` if `Coordinate(parsing:)` reads it,
  /// else `.bad` with that error's description.
  public static func item(_ text: String) -> Item {
    do {
      return .pair(try Coordinate(parsing: text))
    } catch {
      return .bad(error.description)
    }
  }
}
