import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The calling thread's share of the processors when they are contended.
///
/// Background work (a map's tiles, text made ahead) must not take the
/// processors from what shows the frame now: on a machine with few cores,
/// the driver's rasterizer threads and the display server. Dispatch's
/// utility quality of service says so on Apple's systems; on Linux,
/// where Foundation's `Thread.qualityOfService` changes nothing, a thread's
/// nice value does (Linux keeps one per thread). A nice of 10 weighs about
/// a tenth of a normal thread, and costs nothing when the processors are
/// free.
public enum ThreadPriority {
  /// The nice value background work runs at.
  public static let backgroundNiceness: Int32 = 10

  /// Gives the calling thread `backgroundNiceness`, unless it is already
  /// nicer (a program started with `nice` keeps its own, as only a
  /// privileged one may lower it); false where the system refused or has
  /// no per-thread nice value.
  @discardableResult
  public static func lowerCallingThreadForBackgroundWork() -> Bool {
    #if os(Linux)
      // On Linux, "the calling process" of PRIO_PROCESS with 0 is the
      // calling thread alone.
      let niceness = max(callingThreadNiceness, backgroundNiceness)
      return setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) == 0
    #else
      return false
    #endif
  }

  /// The calling thread's nice value, as the system reports it.
  public static var callingThreadNiceness: Int32 {
    #if os(Linux)
      return getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    #else
      return 0
    #endif
  }
}
