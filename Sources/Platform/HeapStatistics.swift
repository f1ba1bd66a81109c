import Foundation

#if os(Linux)
  internal import CMalloc
#endif

/// What the C allocator can tell about the heap, for `tunnel bench`: the
/// one place that asks glibc.
///
/// glibc's `mallinfo2` reports the bytes in use (in its arenas and in
/// blocks mapped on their own), summed over every thread's arena. It does
/// not count allocations: a frame that allocates and frees the same
/// memory leaves no trace in it (`tunnel bench` counts allocations with
/// an allocator interposer: Tunnel's AllocationCounting.swift). What it
/// does show is growth: the bytes a frame
/// leaves allocated. Under a sanitizer (`make sanitize`) its runtime serves
/// malloc and glibc's arenas stay empty, so the runtime's own count is
/// asked instead. Elsewhere than Linux (no glibc) the figure is nil, which
/// the bench reports as no growth measured.
public enum HeapStatistics {
  /// Bytes allocated and not yet freed, the whole process, now; nil where
  /// the allocator cannot say.
  public static func bytesInUse() -> Int? {
    #if os(Linux)
      if let sanitizerCount { return sanitizerCount() }
      let info = mallinfo2()
      return Int(info.uordblks) + Int(info.hblkhd)
    #else
      return nil
    #endif
  }

  #if os(Linux)
    /// The sanitizers' common interface call for the bytes their allocator
    /// has handed out and not taken back, found by name because only a
    /// sanitized process has it; nil in any other.
    private static let sanitizerCount: (@convention(c) () -> Int)? = {
      guard let symbol = dlsym(nil, "__sanitizer_get_current_allocated_bytes") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) () -> Int).self)
    }()
  #endif
}
