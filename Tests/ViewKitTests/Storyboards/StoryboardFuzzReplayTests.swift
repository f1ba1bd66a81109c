import Foundation
import Testing

@testable import ViewKit

/// Every input in Tests/FuzzCrashes/storyboard/ (found by `make fuzz`, or
/// made by hand to stand for such a find), read as the fuzzer reads it:
/// each is refused with a one-line `StoryboardError` naming the file.
@Suite @MainActor
struct StoryboardFuzzReplayTests {
  @Test func everyStoryboardCrashIsRefusedWithOneLine() throws {
    let directory = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("FuzzCrashes/storyboard")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { !$0.hasPrefix(".") }.sorted()
    #expect(!files.isEmpty, "Tests/FuzzCrashes/storyboard has no inputs")
    for name in files {
      let data = try Data(contentsOf: directory.appendingPathComponent(name))
      let error = #expect(throws: StoryboardError.self, "storyboard/\(name)") {
        try Storyboard(data: data, file: name, registry: testRegistry(SceneLog()))
      }
      #expect(error?.description.hasPrefix("storyboard \(name): ") == true)
      #expect(error?.description.contains(where: \.isNewline) == false)
    }
  }
}
