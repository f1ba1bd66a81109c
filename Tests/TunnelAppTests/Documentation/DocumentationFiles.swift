import Foundation

/// The repository's documents and files, as the documentation tests read
/// them: README.md, every Markdown file in Docs/ and each module's
/// `Sources/*/README.md`, and an index of the files they may name.
enum DocumentationFiles {
  /// The repository's root: three folders above this file's
  /// (`Tests/TunnelAppTests/Documentation/`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .standardizedFileURL

  /// The folders at the root that a path in a document may start with.
  static let topFolders = [
    "Sources/", "Tests/", "Docs/", "Assets/", "Scripts/", "Fuzz/", "Sanitizers/", ".ci/",
  ]

  /// README.md, every Markdown file in Docs/, `Sources/*/README.md`, and
  /// the pages of each module's reference (`Sources/<module>/<module>.docc`)
  /// but those that are links to guides in Docs/.
  static var documents: [URL] {
    let docs = root.appendingPathComponent("Docs")
    let sources = root.appendingPathComponent("Sources")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    let readmes = modules.sorted().map {
      sources.appendingPathComponent($0).appendingPathComponent("README.md")
    }
    let catalogs = modules.sorted().map {
      sources.appendingPathComponent($0).appendingPathComponent("\($0).docc")
    }
    return [root.appendingPathComponent("README.md")]
      + markdownFiles(in: docs)
      + readmes.filter { FileManager.default.fileExists(atPath: $0.path) }
      + catalogs.flatMap { catalogPages(in: $0) }
  }

  /// The Markdown files of a DocC catalog, its subfolders' too, but the
  /// symbolic links (the guides it shows from Docs/, read there).
  static func catalogPages(in catalog: URL) -> [URL] {
    guard let walk = FileManager.default.enumerator(atPath: catalog.path) else { return [] }
    var pages: [URL] = []
    while let path = walk.nextObject() as? String {
      guard path.hasSuffix(".md") else { continue }
      let url = catalog.appendingPathComponent(path)
      let kind = try? FileManager.default.attributesOfItem(atPath: url.path)[.type]
      if kind as? FileAttributeType != .typeSymbolicLink { pages.append(url) }
    }
    return pages.sorted { $0.path < $1.path }
  }

  static func markdownFiles(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// A document's path from the root, for messages: "Docs/testing.md".
  static func name(of document: URL) -> String {
    relativePath(of: document) ?? document.lastPathComponent
  }

  /// `url`'s path from the root, or nil when it lies outside the repository.
  static func relativePath(of url: URL) -> String? {
    let path = url.standardizedFileURL.path
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    guard path.hasPrefix(prefix) else { return path == root.path ? "" : nil }
    return String(path.dropFirst(prefix.count))
  }

  /// Every file of the repository by its name, outside hidden folders
  /// (`.build`, `.git`), as paths from the root: what a bare `Foo.swift`
  /// in a document may mean.
  static let filesByName: [String: [String]] = {
    var index: [String: [String]] = [:]
    let keys: [URLResourceKey] = [.isRegularFileKey]
    guard
      let walk = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return index }
    for case let url as URL in walk {
      guard (try? url.resourceValues(forKeys: Set(keys)))?.isRegularFile == true,
        let path = relativePath(of: url)
      else { continue }
      index[url.lastPathComponent, default: []].append(path)
    }
    return index
  }()

  /// The extensions of what a bare file name in a document names.
  static let fileExtensions: Set<String> = [
    "swift", "md", "json", "tunnel", "png", "bin", "py", "c", "h", "txt", "modulemap",
  ]

  /// A `code span` that is a bare file name: `Foo.swift`, `world.bin`.
  static func isBareFileName(_ span: String) -> Bool {
    guard span.wholeMatch(of: /[A-Za-z0-9_+\-]+(\.[A-Za-z0-9]+)+/) != nil else { return false }
    return fileExtensions.contains(String(span.split(separator: ".").last!))
  }

  /// The text of every `code span` in a document.
  static func codeSpans(in text: String) -> [String] {
    // Not DocC's symbol links (``ViewKit/View``), which name symbols.
    text.replacing(/``[^`\n]+``/, with: "").matches(of: /`([^`\n]+)`/).map { String($0.1) }
  }

  /// Every link target of a document that is not a web address or an
  /// anchor, without its `#fragment`.
  static func linkTargets(in text: String) -> [String] {
    text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.1) }
      .filter { !$0.contains("://") && !$0.hasPrefix("#") && !$0.hasPrefix("mailto:") }
      .map { String($0.split(separator: "#", maxSplits: 1).first ?? "") }
  }

  /// A path that points outside the repository whatever the reader's
  /// machine: `../x`, `~/x`, or an absolute path other than the kernel's
  /// own files (`/proc/...`, `/sys/...`, `/dev/...`, the same on every
  /// Linux machine).
  static func isOutsideTheRepository(_ span: String) -> Bool {
    if span.hasPrefix("../") || span.hasPrefix("~/") { return true }
    guard span.wholeMatch(of: /\/[A-Za-z0-9_.\-]+\/\S*/) != nil else { return false }
    return !["/proc/", "/sys/", "/dev/"].contains { span.hasPrefix($0) }
  }
}
