import Foundation
import Testing
import TunnelApp

/// Every input in Tests/FuzzCrashes/script/ that crashed the script parser
/// under the fuzzer in Fuzz/, or stands for one, parsed as the fuzzer and
/// `Script(contentsOf:)` parse it: each must be refused with a
/// `Script.Error` that names the script, not a trap.
@Suite struct FuzzCrashReplayTests {
  /// Tests/FuzzCrashes/<folder>, beside this target's folder: its files, sorted.
  static func inputs(_ folder: String) throws -> [URL] {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FuzzCrashes").appendingPathComponent(folder)
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
    }
  }
}
