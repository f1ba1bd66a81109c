import Foundation
import Testing

@testable import Platform

/// The Linux-only reads live in one file each, and give figures here.
@Suite struct PlatformReadsTests {
  /// The repository's root: two folders above this file's.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Where each Linux-only call may be made (a call, a path, an import),
  /// and nowhere else; comments may name them.
  static let owners: [String: Set<String>] = [
    "mallinfo2()": ["Sources/Platform/HeapStatistics.swift"],
    "dlsym(": ["Sources/Platform/HeapStatistics.swift"],
    "mallopt(": ["Sources/Platform/HeapPolicy.swift"],
    "malloc_trim(": ["Sources/Platform/HeapPolicy.swift"],
    "import CMalloc": [
      "Sources/Platform/HeapStatistics.swift", "Sources/Platform/HeapPolicy.swift",
    ],
    "\"/proc/": ["Sources/Platform/ProcessStats.swift"],
    "import Glibc": [
      "Sources/Platform/ProcessStats.swift", "Sources/Platform/ThreadPriority.swift",
    ],
    "setpriority(": ["Sources/Platform/ThreadPriority.swift"],
    "getpriority(": ["Sources/Platform/ThreadPriority.swift"],
  ]

  @Test func eachLinuxOnlyReadIsInItsOneFileInPlatform() throws {
    let sources = Self.root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    #expect(files.count > 50)
    for file in files {
      let path = String(file.path.dropFirst(Self.root.path.count + 1))
      let text = try String(contentsOf: file, encoding: .utf8)
      for (read, owners) in Self.owners where text.contains(read) {
        #expect(owners.contains(path), "\(path) uses \(read)")
      }
    }
  }

  #if os(Linux)
    @Test func onLinuxTheProcessFiguresAreRead() {
      #expect((ProcessStats.peakResidentMegabytes() ?? 0) > 1)
      #expect((ProcessStats.residentMegabytes() ?? 0) > 1)
      #expect((ProcessStats.millisecondsSinceStart() ?? -1) > 0)
      #expect((HeapStatistics.bytesInUse() ?? 0) > 0)
      let program = ProcessStats.executableURL
      #expect(program.map { FileManager.default.isExecutableFile(atPath: $0.path) } == true)
    }
  #endif
}
