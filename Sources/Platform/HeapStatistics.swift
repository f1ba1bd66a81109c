internal import CMalloc
import Foundation

/// What the C allocator can tell about the heap, for `tunnel bench`.
///
/// glibc's `mallinfo2` reports the bytes in use (in its arenas and in
/// blocks mapped on their own), summed over every thread's arena. It does
/// not count allocations: a frame that allocates and frees the same
/// memory leaves no trace in it, so churn shows only in a profile (time in
/// `malloc` and `free`). What it does show is growth: the bytes a frame
/// leaves allocated.
public enum HeapStatistics {
  /// Bytes allocated and not yet freed, the whole process, now.
  public static func bytesInUse() -> Int? {
    let info = mallinfo2()
    return Int(info.uordblks) + Int(info.hblkhd)
  }
}
