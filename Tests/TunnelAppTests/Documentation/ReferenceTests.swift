import Foundation
import Testing

/// The references' landing pages (`Sources/<module>/<module>.docc/<module>.md`)
/// agree with the code: each lists every name its module declares public at
/// the top level, and ViewKit's table of counterparts names, for each type,
/// the UIKit type its doc comment names. What DocC itself checks (every
/// public symbol has a summary, every symbol link resolves) `make
/// docs-check` runs, before the suites.
@Suite struct ReferenceTests {
  typealias Files = DocumentationFiles

  /// The modules with a reference (`make docs`), each with how many public
  /// types and functions it declares at least, so that a walk that finds
  /// nothing cannot pass.
  static let references: [(module: String, atLeast: Int)] = [
    ("ViewKit", 70), ("Map", 7), ("Geo", 25),
  ]

  static func landingPage(of module: String) throws -> (path: String, text: String) {
    let path = "Sources/\(module)/\(module).docc/\(module).md"
    let text = try String(contentsOf: Files.root.appendingPathComponent(path), encoding: .utf8)
    return (path, text)
  }

  /// A top-level public declaration, with the name it declares.
  static var declaration: Regex<(Substring, Substring)> {
    /^(?:public|open) (?:(?:final|indirect) )?(?:class|struct|enum|protocol|actor|typealias|func|var|let) ([A-Za-z_][A-Za-z0-9_]*)/
  }

  /// The doc comment above every top-level public declaration of `module`,
  /// by the name it declares (attributes such as `@MainActor` between the
  /// two skipped).
  static func docComments(of module: String) throws -> [String: String] {
    var comments: [String: String] = [:]
    let files = DocumentationCompletenessTests.files(under: "Sources/\(module)")
    for file in files where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: Files.root.appendingPathComponent("Sources/\(module)/\(file)"),
        encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        guard let match = line.prefixMatch(of: Self.declaration) else { continue }
        let above = lines[..<index].reversed().prefix { $0.hasPrefix("///") || $0.hasPrefix("@") }
        comments[String(match.1)] = above.reversed().filter { $0.hasPrefix("///") }
          .map { $0.dropFirst(3).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      }
    }
    return comments
  }

  /// DocC lists a type its landing page leaves out under "Classes",
  /// "Structures" and the like, out of the reading order's topics.
  @Test(arguments: references)
  func aReferencesLandingPageListsEveryPublicTypeOfItsModule(module: String, atLeast: Int)
    throws
  {
    let page = try Self.landingPage(of: module)
    let listed = Set(
      page.text.matches(of: /(?m)^- ``([A-Za-z_][A-Za-z0-9_]*)/).map { String($0.1) })
    let declared = Set(try Self.docComments(of: module).keys)
    for missing in declared.subtracting(listed).sorted() {
      Issue.record("\(page.path)'s topics do not list \(missing)")
    }
    for stray in listed.subtracting(declared).sorted() {
      Issue.record("\(page.path)'s topics list \(stray), which \(module) does not declare")
    }
    #expect(declared.count >= atLeast)
  }

  /// The rows of ViewKit's table of counterparts: the type, and what its
  /// counterpart column says.
  static func counterpartRows() throws -> [(type: String, counterpart: String)] {
    try landingPage(of: "ViewKit").text
      .matches(of: /(?m)^\| ``([A-Za-z0-9_]+)`` \| (.+) \|$/)
      .map { (String($0.1), String($0.2)) }
  }

  @Test func viewKitsTableOfCounterpartsHasARowForEveryPublicType() throws {
    let rows = try Self.counterpartRows().map(\.type)
    let declared = Set(try Self.docComments(of: "ViewKit").keys)
    #expect(rows.count == Set(rows).count, "a type has two rows")
    for missing in declared.subtracting(rows).sorted() {
      Issue.record("ViewKit's table of counterparts has no row for \(missing)")
    }
    for stray in Set(rows).subtracting(declared).sorted() {
      Issue.record("ViewKit's table of counterparts has a row for \(stray), no public type")
    }
    #expect(declared.count >= 70)
  }

  /// A row's counterparts (`UIView`) appear in the type's doc comment, in
  /// code voice; a row that says "none" stands for a doc comment that says
  /// what UIKit has instead, or that it has no counterpart.
  @Test func viewKitsTableOfCounterpartsAgreesWithEachTypesDocComment() throws {
    let comments = try Self.docComments(of: "ViewKit")
    let rows = try Self.counterpartRows()
    for row in rows {
      let comment = comments[row.type] ?? ""
      if row.counterpart.hasPrefix("none") {
        if !comment.contains("counterpart") {
          Issue.record("\(row.type): the table says none; its doc comment names no counterpart")
        }
      } else {
        for name in row.counterpart.matches(of: /`([^`]+)`/).map({ String($0.1) })
        where !comment.contains("`\(name)`") {
          Issue.record("\(row.type): the table says `\(name)`; its doc comment does not")
        }
      }
    }
    #expect(rows.count >= 70)
  }
}
