internal import CMalloc
import Foundation

/// How the process's heap gives memory back to the system.
///
/// glibc keeps memory that was freed in its arenas for the next
/// allocation. Two things make that costly here: blocks of 128 KB or more
/// (a map tile's 256 KB of pixels, made on a background thread) are given
/// their own mapping, but only until the first such block is freed, after
/// which glibc raises that threshold and serves them from the arenas, where
/// freed tiles leave holes that stay resident; and freeing a cache lowers
/// the bytes in use, but not the resident memory, until `malloc_trim`
/// returns the free pages.
public enum HeapPolicy {
  /// Blocks from this size up get a mapping of their own, returned to the
  /// system when freed: glibc's own starting threshold, kept fixed.
  public static let ownMappingThreshold: Int32 = 128 * 1024

  /// Keeps the threshold for a block's own mapping at
  /// `ownMappingThreshold` (setting it stops glibc from raising it). Call
  /// once, at the start of the process.
  public static func returnLargeBlocksToSystem() {
    _ = mallopt(M_MMAP_THRESHOLD, ownMappingThreshold)
  }

  /// Returns free heap pages to the system (a memory warning); true if
  /// any were returned.
  @discardableResult
  public static func releaseFreePages() -> Bool {
    malloc_trim(0) == 1
  }
}
