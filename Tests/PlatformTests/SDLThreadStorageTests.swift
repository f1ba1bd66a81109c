import Foundation
import Testing

@testable import Platform

/// SDL keeps a table per thread for its last error, and frees it only for
/// threads that SDL started; `SDLThreadStorage.release()` frees it for any.
@Suite struct SDLThreadStorageTests {
  /// Runs `body` on a thread of its own, one that SDL did not start.
  private func onForeignThread<Result>(_ body: @escaping @Sendable () -> Result) -> Result {
    nonisolated(unsafe) var result: Result?
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result = body()
      done.signal()
    }
    thread.start()
    done.wait()
    return result!
  }

  /// A file that is not an image, so that SDL2_image's decoder fails.
  private func notAnImage(_ name: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tunnel-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    try Data("not a picture".utf8).write(to: url)
    return url.path
  }

  @Test func releasingAThreadsStorageForgetsTheErrorItHeld() throws {
    let path = try notAnImage("a.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (before, after) = onForeignThread {
      _ = try? Bitmap(contentsOf: path)
      let before = SDLThreadStorage.lastError
      SDLThreadStorage.release()
      return (before, SDLThreadStorage.lastError)
    }
    #expect(!before.isEmpty, "a failed load leaves its message in the thread's table")
    #expect(after.isEmpty)
  }

  @Test func aThreadCallsSDLAgainAfterItsStorageIsReleased() throws {
    let path = try notAnImage("b.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let second = onForeignThread {
      _ = try? Bitmap(contentsOf: path)
      SDLThreadStorage.release()
      _ = try? Bitmap(contentsOf: path)
      defer { SDLThreadStorage.release() }
      return SDLThreadStorage.lastError
    }
    #expect(!second.isEmpty, "SDL made a new table for the second failure")
  }
}
