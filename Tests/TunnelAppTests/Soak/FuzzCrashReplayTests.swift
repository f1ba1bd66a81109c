import Foundation
import Testing
import TunnelApp

/// Every input in Tests/FuzzCrashes/script/ and dig-site/ that crashed the
/// script parser or the dig-site reader under the fuzzers in Fuzz/, or
/// stands for one, read as the fuzzer and the app read it: each must be
/// refused cleanly, not trap. A script gets a one-line `Script.Error` that
/// names it; a dig-site file decodes to nil.
///
/// Every input in Tests/FuzzCrashes/session/ is played as the session fuzz
/// target plays it (`BoundedSession`): no trap, and every invariant holds.
@Suite(.serialized) @MainActor struct FuzzCrashReplayTests {
  /// Tests/FuzzCrashes/<folder>: its files, sorted.
  static func inputs(_ folder: String) throws -> [URL] {
    let directory = DocumentationFiles.root
      .appendingPathComponent("Tests/FuzzCrashes").appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { !$0.hasPrefix(".") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }

  @Test func everyScriptCrashIsRefusedCleanly() throws {
    let files = try Self.inputs("script")
    #expect(!files.isEmpty, "Tests/FuzzCrashes/script has no inputs")
    for file in files {
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      let error = #expect(throws: Script.Error.self, "script/\(file.lastPathComponent)") {
        try Script(text: text, name: file.lastPathComponent)
      }
      #expect(error?.description.hasPrefix("script \(file.lastPathComponent):") == true)
      #expect(error?.description.contains(where: \.isNewline) == false)
    }
  }

  @Test func everySessionCrashPlaysWithItsInvariantsKept() throws {
    let files = try Self.inputs("session")
    #expect(!files.isEmpty, "Tests/FuzzCrashes/session has no inputs")
    for file in files {
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      let broken = try BoundedSession.play(text, name: file.lastPathComponent)
      #expect(broken == nil, "session/\(file.lastPathComponent): \(broken ?? "")")
    }
  }

  @Test func everyDigSiteCrashDecodesToNil() throws {
    let files = try Self.inputs("dig-site")
    #expect(!files.isEmpty, "Tests/FuzzCrashes/dig-site has no inputs")
    for file in files {
      let site = DigSiteStore.decode(try Data(contentsOf: file))
      #expect(
        site == nil, "dig-site/\(file.lastPathComponent) decoded as \(site.map { "\($0)" } ?? "")")
    }
  }
}
