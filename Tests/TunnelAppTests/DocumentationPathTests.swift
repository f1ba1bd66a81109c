import Foundation
import Testing

/// The README and the documents in Docs/ name only files that exist, and
/// each test they link to is in the file they link.
@Suite struct DocumentationPathTests {
  /// The repository's root: two folders above this file's.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every Markdown file in Docs/.
  static var documents: [URL] {
    let docs = root.appendingPathComponent("Docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return [root.appendingPathComponent("README.md")]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
  }

  /// What a document writes as a path of this repository: a `code span` or
  /// a link target that starts with one of its top folders (a glob or a
  /// placeholder such as `<target>` is not a path).
  static func paths(in text: String) -> [String] {
    let spans = text.matches(of: /`([^`\n]+)`/).map { String($0.1) }
    let targets = text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
    let tops = [
      "Sources/", "Tests/", "Docs/", "Assets/", "Scripts/", "Fuzz/", "Sanitizers/", ".ci/",
    ]
    return (spans + targets).filter { candidate in
      tops.contains { candidate.hasPrefix($0) }
        && !candidate.contains(where: { "*<> ".contains($0) })
    }
  }

  @Test func everyPathTheDocumentsNameExists() throws {
    var checked = 0
    for document in Self.documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      for path in Self.paths(in: text) {
        checked += 1
        let exists = FileManager.default.fileExists(
          atPath: Self.root.appendingPathComponent(path).path)
        #expect(exists, "\(document.lastPathComponent) names \(path), which does not exist")
      }
    }
    #expect(checked > 100)  // the README alone names well over a hundred
  }

  @Test func everyLinkedTestIsInTheFileItLinks() throws {
    var checked = 0
    for document in Self.documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      for link in text.matches(of: /\[`(\w+)`\]\((Tests\/[^)\s]+\.swift)\)/) {
        checked += 1
        let file = Self.root.appendingPathComponent(String(link.2))
        let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let found = source.contains("func \(link.1)(")
        #expect(found, "\(link.1) is not a test in \(link.2)")
      }
    }
    #expect(checked >= 20)  // each walkthrough step links at least one
  }
}
