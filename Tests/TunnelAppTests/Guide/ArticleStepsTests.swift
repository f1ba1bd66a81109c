import Foundation
import Testing

@testable import TunnelApp

/// The article's steps are declared once (`ArticleSteps`): the tables of
/// `Docs/from-the-article.md` are made from them, cell for cell, and a
/// page shows a cell as plain text.
@Suite struct ArticleStepsTests {
  @Test func theArticlesTablesInTheDocsAreTheArticleSteps() throws {
    let doc = try String(
      contentsOf: DocumentationFiles.root.appendingPathComponent("Docs/from-the-article.md"),
      encoding: .utf8)
    for section in ArticleSteps.sections {
      #expect(doc.contains("## \(section.title)\n"), "no section \(section.title)")
      #expect(
        doc.contains(ArticleSteps.markdownTable(for: section) + "\n"),
        "the table of \(section.title) is not the steps'")
    }
    let tables = doc.matches(of: /(?m)^\| the article/).count
    #expect(tables == ArticleSteps.sections.count, "a table of the document has no section")
    #expect(ArticleSteps.pages.count >= 20)
  }

  @Test func aPageShowsACellAsPlainText() {
    let cell = #"`step(2) { addChild(to) }` in [File.swift](../Sources/File.swift), `a \| b`"#
    #expect(ArticleSteps.plainText(cell) == "step(2) { addChild(to) } in File.swift, a | b")
  }
}
