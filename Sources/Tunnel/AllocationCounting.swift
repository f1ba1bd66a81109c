import Foundation
import MallocInterposerSwift
import TunnelApp

/// Counts the main thread's allocations for `tunnel bench`, with ordo-one's
/// malloc-interposer.
///
/// The interposer replaces `malloc`, `calloc`, `realloc`, `free`, the
/// aligned allocators and `malloc_usable_size` by ELF symbol interposition:
/// its library comes before libc in the program's search order, and glibc
/// supports replacing its allocator this way. It counts below the Swift
/// runtime, at the C allocator, so every object, array, string and closure
/// context the runtime makes is counted, and nothing of the runtime is
/// patched (the earlier hook replaced the runtime's `_swift_allocObject`
/// entry, which the runtime does not offer for replacement, and crashed).
///
/// Why it is safe here: the replacements keep the allocator's whole
/// contract (each block carries a 16-byte header with its size, which
/// `free`, `realloc` and `malloc_usable_size` read; blocks from before it
/// loaded are told apart by a tag and go to libc); under AddressSanitizer
/// or ThreadSanitizer its replacements are compiled out, and then
/// `install()` finds nothing counted and the bench reports no counts. The
/// per-allocation hook below allocates nothing, so it cannot recurse, and
/// it writes one counter that only the main thread touches.
///
/// What it costs: every process of `tunnel` (not the tests) allocates
/// through the interposer, 16 bytes more a block; counting is off until
/// the bench installs it.
enum AllocationCounting {
  /// The thread whose allocations count: the main thread, which calls `install()`.
  nonisolated(unsafe) private static var countedThread = pthread_self()
  /// Its allocations since `install()`.
  nonisolated(unsafe) private static var count = 0

  /// Called by the interposer inside every counted allocation, on the
  /// allocating thread. Nonisolated on purpose: a closure written in a
  /// main-actor function would check its isolation on each call, and that
  /// check allocates.
  private static let hook: MallocInterposerSwift.AllocationHook = { _ in
    if pthread_equal(pthread_self(), AllocationCounting.countedThread) != 0 {
      AllocationCounting.count += 1
    }
  }

  /// Turns counting on for the calling thread and gives the bench its
  /// count, or nil if a test allocation is not counted (no interposition
  /// in effect).
  static func install() -> (() -> Int)? {
    countedThread = pthread_self()
    count = 0
    MallocInterposerSwift.setAllocationHook(hook)
    MallocInterposerSwift.hook()
    let probe = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
    probe.deallocate()
    guard count > 0 else {
      MallocInterposerSwift.unhook()
      MallocInterposerSwift.setAllocationHook(nil)
      return nil
    }
    return { AllocationCounting.count }
  }
}
