import Foundation
import Testing

/// The README, the documents in Docs/, the modules' READMEs
/// (`Sources/*/README.md`) and their references' pages name only files
/// that exist in the repository, never a path outside it, and each test
/// they link to is in the file they link.
///
/// What counts as a path: a `code span` that starts with one of the root's
/// folders (read from the root), a link target (read from the document's
/// folder, as a Markdown viewer does: from Docs/, `../Sources/...`), in a
/// module's README or reference a `code span` with a folder in it (read
/// from the module's folder), and a bare file name such as `Foo.swift`,
/// which must name a file somewhere in the repository.
@Suite struct DocumentationPathTests {
  typealias Files = DocumentationFiles

  /// The problems with one document's paths, and how many it names.
  static func check(_ text: String, at document: URL) -> (problems: [String], checked: Int) {
    let name = Files.name(of: document)
    let folder = document.deletingLastPathComponent()
    let inModule = name.hasPrefix("Sources/")
    // A module's README and its reference's pages name files from the
    // module's folder (`Animation/AnimationTimeline.swift`).
    let module =
      inModule
      ? Files.root.appendingPathComponent(
        name.split(separator: "/").prefix(2).joined(separator: "/")) : folder
    var problems: [String] = []
    var checked = 0
    func expectFile(_ url: URL, named path: String) {
      checked += 1
      guard let relative = Files.relativePath(of: url) else {
        return problems.append("\(name) names \(path), which is outside the repository")
      }
      if !FileManager.default.fileExists(atPath: url.path) {
        problems.append(
          "\(name) names \(path), which does not exist (\(relative); a link is read from the"
            + " document's folder, a code span from the root)")
      }
    }
    for target in Files.linkTargets(in: text) {
      if target.hasPrefix("/") || target.hasPrefix("~") {
        problems.append("\(name) links \(target), which is outside the repository")
      } else {
        expectFile(folder.appendingPathComponent(target), named: target)
      }
    }
    for span in Files.codeSpans(in: text) where !span.contains(where: { "*<> $".contains($0) }) {
      if Files.isOutsideTheRepository(span) {
        problems.append("\(name) names \(span), which is outside the repository")
      } else if Files.topFolders.contains(where: { span.hasPrefix($0) }) {
        expectFile(Files.root.appendingPathComponent(span), named: span)
      } else if inModule, span.contains("/"), span.first!.isUppercase {
        expectFile(module.appendingPathComponent(span), named: span)
      } else if Files.isBareFileName(span) {
        checked += 1
        if Files.filesByName[span, default: []].isEmpty {
          problems.append("\(name) names \(span), which is no file in the repository")
        }
      }
    }
    return (problems, checked)
  }

  @Test func everyPathTheDocumentsNameExistsInTheRepository() throws {
    var checked = 0
    for document in Files.documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      let result = Self.check(text, at: document)
      checked += result.checked
      for problem in result.problems { Issue.record(Comment(rawValue: problem)) }
    }
    #expect(checked > 300)  // the walkthroughs alone name well over a hundred
  }

  @Test func theModulesReadmesAreRead() {
    let names = Files.documents.map(Files.name(of:))
    #expect(names.contains("README.md"))
    #expect(names.contains("Sources/ViewKit/README.md"))
    #expect(names.contains("Docs/from-the-article.md"))
  }

  /// The checks themselves: a path that is not there, or outside the
  /// repository, is caught; a bare name resolves against the index.
  @Test func theCheckCatchesMissingAndOutsidePaths() {
    let document = Files.root.appendingPathComponent("Docs").appendingPathComponent("example.md")
    let text = """
      `Sources/ViewKit/README.md` [ok](../README.md) `AnimatorSegment.swift`
      `Sources/NoSuchFile.swift` [gone](../Tests/NoSuch.swift) `NoSuchFile.swift`
      `../outside/notes.md` [up](../../outside.md) `/absolute/path.c` `/proc/self/statm`
      """
    let problems = Self.check(text, at: document).problems
    #expect(problems.count == 6, "\(problems)")
    #expect(problems.filter { $0.contains("outside the repository") }.count == 3)
    #expect(!problems.contains { $0.contains("AnimatorSegment") || $0.contains("/proc/") })
  }

  @Test func everyLinkedTestIsInTheFileItLinks() throws {
    var checked = 0
    for document in Files.documents {
      let text = try String(contentsOf: document, encoding: .utf8)
      let folder = document.deletingLastPathComponent()
      for link in text.matches(of: /\[`(\w+)`\]\(((?:\.\.\/)*Tests\/[^)\s]+\.swift)\)/) {
        checked += 1
        let file = folder.appendingPathComponent(String(link.2))
        let source = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let found = source.contains("func \(link.1)(")
        #expect(found, "\(link.1) is not a test in \(link.2)")
      }
    }
    #expect(checked >= 20)  // each walkthrough step links at least one
  }
}
