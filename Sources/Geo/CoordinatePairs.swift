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
  public enum Item: Equatable, Sendable {
    case pair(Coordinate)
    case bad(String)
  }

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

  public static func item(_ text: String) -> Item {
    do {
      return .pair(try Coordinate(parsing: text))
    } catch {
      return .bad(error.description)
    }
  }
}
