import Foundation

#if os(Linux)
  internal import CMalloc
#endif

/// How the process's heap gives memory back to the system.
///
/// glibc keeps memory that was freed in its arenas for the next
/// allocation, with two exceptions that matter here, each set once, and
/// an arena for each thread unless told otherwise:
///
/// 1. Blocks of 128 KB or more (a map tile's 256 KB of pixels, made on a
///    background thread) are given their own mapping, returned when freed.
///    glibc raises that threshold after the first such block is freed and
///    serves them from the arenas, where freed tiles leave holes that stay
///    resident; fixing it keeps them out.
/// 2. Free memory at the top of an arena is given back once there is more
///    than a threshold of it. Fixing the first threshold fixes this one at
///    glibc's 128 KB, and every frame in a window then gave back and took
///    again the megabytes llvmpipe allocates for the frame (its scene's
///    64 KB blocks, on the main thread): `brk` and a page fault for every
///    page, about a third of the main thread's time in a `bench --map` pan
///    (Docs/performance.md, "What the main heap's churn was"). Up to
///    `retainedFreeTop` stays for the next frame.
/// 3. Every thread allocates from one arena, the main thread's
///    (`arenaCount`). `malloc_trim` gives back the main arena's top and
///    the free pages inside every arena, but not the top of another
///    thread's arena, where up to `retainedFreeTop` would then stay for
///    good: with an arena for each background thread, the soak's memory
///    at rest grew 5.9% from half-way (seed 4, 20,000 commands, headless),
///    against -0.2% with glibc's 128 KB trim threshold and +0.3% with one
///    arena.
///
/// Freeing a cache lowers the bytes in use, but not the resident memory,
/// until `malloc_trim` returns the free pages (a memory warning).
/// Elsewhere than Linux (no glibc) every call does nothing: the system's
/// allocator has its own policy.
public enum HeapPolicy {
  /// Blocks from this size up get a mapping of their own, returned to the
  /// system when freed: glibc's own starting threshold, kept fixed.
  public static let ownMappingThreshold: Int32 = 128 * 1024

  /// Free memory at an arena's top up to this much is kept for reuse
  /// rather than given back: more than a frame's llvmpipe scene at
  /// 900x900 (about 3 MB). What it costs at the bench's peak, about 3 MB
  /// in a window, is in Docs/performance.md.
  public static let retainedFreeTop: Int32 = 8 * 1024 * 1024

  /// How many arenas the threads share: one (step 3 above).
  public static let arenaCount: Int32 = 1

  /// Sets both thresholds and the arenas (steps 1 to 3 above; setting a
  /// threshold stops glibc from moving either). Call once, at the start of
  /// the process, before other threads allocate: a thread keeps the arena
  /// it first allocated from.
  public static func apply() {
    #if os(Linux)
      _ = mallopt(M_ARENA_MAX, arenaCount)
      _ = mallopt(M_MMAP_THRESHOLD, ownMappingThreshold)
      _ = mallopt(M_TRIM_THRESHOLD, retainedFreeTop)
    #endif
  }

  /// Returns free heap pages to the system (a memory warning); true if
  /// any were returned.
  @discardableResult
  public static func releaseFreePages() -> Bool {
    #if os(Linux)
      malloc_trim(0) == 1
    #else
      false
    #endif
  }
}
