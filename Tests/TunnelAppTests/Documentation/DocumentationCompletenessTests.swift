import Foundation
import Testing

/// The maps of the code leave nothing out: ViewKit's and TunnelApp's reading
/// orders (ViewKit's reference's landing page, TunnelApp's README) name
/// every file of their module, the modules' tests sit in the module's
/// folders, the README's module tree names every folder under `Sources/`,
/// each under its own parent, and the README links every guide in Docs/.
@Suite struct DocumentationCompletenessTests {
  typealias Files = DocumentationFiles

  /// Everything under `folder` (a path from the root), as paths from it,
  /// each with whether it is a folder.
  static func entries(under folder: String) -> [(path: String, isFolder: Bool)] {
    let base = Files.root.appendingPathComponent(folder)
    let walk = FileManager.default.enumerator(atPath: base.path)
    var found: [(String, Bool)] = []
    while let path = walk?.nextObject() as? String {
      var isFolder: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: base.appendingPathComponent(path).path, isDirectory: &isFolder)
      else { continue }  // gone since the walk listed it
      found.append((path, isFolder.boolValue))
    }
    return found
  }

  /// Every file under `folder`, as paths from it, but those of a DocC
  /// catalog (`<module>.docc/`), which is the module's reference, not code.
  static func files(under folder: String) -> Set<String> {
    Set(
      entries(under: folder).filter { !$0.isFolder && !$0.path.hasPrefix(".") }.map(\.path)
        .filter { !isInCatalog($0) })
  }

  /// Whether a path lies in a DocC catalog.
  static func isInCatalog(_ path: String) -> Bool {
    path.split(separator: "/").contains { $0.hasSuffix(".docc") }
  }

  /// Every folder under `Sources/` but the DocC catalogs, as paths from the
  /// root.
  static var sourceFolders: Set<String> {
    Set(
      entries(under: "Sources").filter(\.isFolder).map { "Sources/" + $0.path }
        .filter { !isInCatalog($0) })
  }

  /// The files of `module` a reading order names: a path from the module's
  /// folder (`Animation/AnimationTimeline.swift`) or a file name that is
  /// one file of the module (`AnimatorSegment.swift`).
  static func filesNamed(in text: String, module files: Set<String>) -> Set<String> {
    var named: Set<String> = []
    for span in Files.codeSpans(in: text) {
      if files.contains(span) {
        named.insert(span)
      } else {
        let matches = files.filter { $0.split(separator: "/").last.map(String.init) == span }
        if matches.count == 1 { named.insert(matches.first!) }
      }
    }
    return named
  }

  /// The modules with a reading order, each with how many files it has at
  /// least, so that a walk that finds nothing cannot pass.
  static let readingOrders: [(module: String, atLeast: Int)] = [
    ("ViewKit", 90), ("TunnelApp", 50),
  ]

  /// The page that gives a module's reading order: ViewKit's is its
  /// reference's landing page, whose topics follow it; TunnelApp's, its
  /// README.
  static func readingOrderPage(of module: String) -> String {
    module == "ViewKit" ? "Sources/ViewKit/ViewKit.docc/ViewKit.md" : "Sources/\(module)/README.md"
  }

  @Test(arguments: readingOrders)
  func aModulesReadingOrderNamesEveryFileInIt(module: String, atLeast: Int) throws {
    let page = Self.readingOrderPage(of: module)
    let text = try String(contentsOf: Files.root.appendingPathComponent(page), encoding: .utf8)
    let files = Self.files(under: "Sources/\(module)").subtracting(["README.md"])
    let named = Self.filesNamed(in: text, module: files)
    for missing in files.subtracting(named).sorted() {
      Issue.record("\(page)'s reading order does not name \(missing)")
    }
    #expect(files.count >= atLeast)
  }

  /// The folders of a module's tests that stand for no folder of the
  /// module: what the suites share, and the documentation's checks.
  static let testOnlyFolders: Set<String> = ["Support", "Documentation"]

  /// A module's suites sit in the folders of the code they test: every
  /// folder of `Tests/<module>Tests` is a folder of `Sources/<module>`, or
  /// one of `testOnlyFolders`, and no suite lies loose at the top.
  @Test(arguments: readingOrders.map(\.module))
  func aModulesTestsMirrorItsFolders(module: String) {
    let tests = Self.entries(under: "Tests/\(module)Tests")
    let sources = Set(
      Self.entries(under: "Sources/\(module)").filter(\.isFolder).map(\.path))
    for folder in tests.filter(\.isFolder).map(\.path)
    where !sources.contains(folder) && !Self.testOnlyFolders.contains(folder) {
      Issue.record("Tests/\(module)Tests/\(folder) is no folder of Sources/\(module)")
    }
    for file in tests.filter({ !$0.isFolder && !$0.path.contains("/") }).map(\.path) {
      Issue.record("Tests/\(module)Tests/\(file) is in no folder")
    }
    #expect(tests.contains { $0.isFolder })
  }

  /// The folders a tree names, by its indentation: an entry is a line whose
  /// text before the first double space is one or more names, each
  /// capitalised or ending in `/` (`Platform`, `Views/`, `CSDL2, CSDL2TTF`),
  /// under the nearest entry above it that is indented less. Lines of
  /// prose that continue a description are not entries.
  static func foldersNamed(inTree tree: String) -> [String] {
    var parents: [(indent: Int, path: String)] = []
    var named: [String] = []
    for line in tree.split(separator: "\n", omittingEmptySubsequences: true) {
      let indent = line.prefix { $0 == " " }.count
      let body = line.dropFirst(indent)
      let head = body.range(of: "  ").map { body[..<$0.lowerBound] } ?? body
      let names = head.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      let isEntry = names.allSatisfy { name in
        name.wholeMatch(of: /[A-Za-z][A-Za-z0-9]*\/?/) != nil
          && (name.first!.isUppercase || name.hasSuffix("/"))
      }
      guard isEntry else { continue }
      while let last = parents.last, last.indent >= indent { parents.removeLast() }
      let parent = parents.last.map { $0.path + "/" } ?? ""
      let paths = names.map { parent + $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) }
      named += paths
      if paths.count == 1 { parents.append((indent, paths[0])) }
    }
    return named
  }

  /// The README's module tree: the fenced block under "The code" whose
  /// first line is `Sources/`.
  static func moduleTree() throws -> String {
    let text = try String(
      contentsOf: Files.root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = text.split(separator: "```").map(String.init)
    let tree = blocks.first { $0.drop { $0 != "\n" }.dropFirst().hasPrefix("Sources/") }
    return try #require(tree, "README.md has no module tree (a ``` block starting Sources/)")
  }

  @Test func theReadmesModuleTreeNamesEveryModuleFolderUnderItsParent() throws {
    let named = Self.foldersNamed(inTree: try Self.moduleTree())
    let folders = Self.sourceFolders
    for missing in folders.subtracting(named).sorted() {
      Issue.record("README.md's module tree does not name \(missing)")
    }
    for path in named
    where !FileManager.default.fileExists(
      atPath: Files.root.appendingPathComponent(path).path)
    {
      Issue.record("README.md's module tree names \(path), which is no folder")
    }
    #expect(folders.contains("Sources/ViewKit/Presentation"))
  }

  /// A newcomer finds every guide from the README: its map of Docs/ links
  /// each Markdown file there.
  @Test func theReadmesMapOfDocsLinksEveryGuide() throws {
    let readme = try String(
      contentsOf: Files.root.appendingPathComponent("README.md"), encoding: .utf8)
    let linked = Set(Files.linkTargets(in: readme))
    let guides = Files.markdownFiles(in: Files.root.appendingPathComponent("Docs"))
    for guide in guides where !linked.contains("Docs/" + guide.lastPathComponent) {
      Issue.record("README.md's map of Docs/ does not link Docs/\(guide.lastPathComponent)")
    }
    #expect(guides.count >= 10)
  }

  @Test func theTreeReaderFollowsIndentation() {
    let tree = """
      Sources/
        Platform   SDL
                   Events and more prose
        ViewKit    views
          Views/        View, Window
        TunnelApp  the app
          Inspector/    the panel
      Assets/
        Tunnel     misplaced
      """
    #expect(
      Self.foldersNamed(inTree: tree) == [
        "Sources", "Sources/Platform", "Sources/ViewKit", "Sources/ViewKit/Views",
        "Sources/TunnelApp", "Sources/TunnelApp/Inspector", "Assets", "Assets/Tunnel",
      ])
  }
}
