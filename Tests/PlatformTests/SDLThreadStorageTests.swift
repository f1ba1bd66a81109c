import Foundation
import Synchronization
import Testing

@testable import Platform

/// SDL's table of values for a thread it did not start is given back when
/// Platform has read an error there (SDLThreadStorage.swift), so a thread
/// that ends leaves nothing behind. The test runs on a thread of its own,
/// not the main one, as the tests' own threads are. With no table, SDL
/// holds no error for the thread: `sdlErrorMessage()` reads none. (The
/// other moments, a renderer's end and a context's stop, are checked by
/// LeakSanitizer at the end of the test suite: `make sanitize`.)
@Suite(.serialized)
struct SDLThreadStorageTests {
  /// Runs `body` on a new thread and waits for it to end.
  private func onAThreadOfItsOwn(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      body()
      done.signal()
    }
    done.wait()
  }

  private static let noError = "unknown SDL error"

  @Test func anErrorReadOffTheMainThreadLeavesSDLHoldingNothingThere() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tunnel-\(UUID()).png").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("\u{89}PNG, not".utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let after = Mutex("")
    let failed = Mutex(false)
    onAThreadOfItsOwn {
      do { _ = try Bitmap(contentsOf: path) } catch { failed.withLock { $0 = true } }
      after.withLock { $0 = sdlErrorMessage() }
    }
    #expect(failed.withLock { $0 })
    #expect(after.withLock { $0 } == Self.noError)
  }
}
