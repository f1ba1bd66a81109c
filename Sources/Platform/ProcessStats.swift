import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process has cost so far, and where its program is: the one
/// place that reads Linux's `/proc/self`.
///
/// On Linux each figure comes from `/proc/self/stat`, `/proc/self/status`
/// and `/proc/self/exe`. Elsewhere (a port to another system with SDL2)
/// the figures that need `/proc` are nil, which the bench and the soak
/// print as unknown, and the program is found through `Bundle.main`; the
/// thread's CPU time is POSIX's `CLOCK_THREAD_CPUTIME_ID` everywhere.
public enum ProcessStats {
  /// Milliseconds since the process started (from /proc/self/stat's start
  /// time, in clock ticks of `sysconf(_SC_CLK_TCK)` a second, against the
  /// boot clock); nil where there is no /proc.
  public static func millisecondsSinceStart() -> Double? {
    #if os(Linux)
      guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      // Field 22 of the file is the start time; fields here begin at field 3.
      guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
      let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
      var now = timespec()
      clock_gettime(CLOCK_BOOTTIME, &now)
      let uptime = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
      return (uptime - ticks / hertz) * 1000
    #else
      return nil
    #endif
  }

  /// CPU time used by the calling thread, in seconds.
  public static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The most memory the process has had resident, in megabytes (VmHWM);
  /// nil where there is no /proc.
  public static func peakResidentMegabytes() -> Double? { statusMegabytes("VmHWM") }

  /// The memory the process has resident now, in megabytes (VmRSS); nil
  /// where there is no /proc.
  public static func residentMegabytes() -> Double? { statusMegabytes("VmRSS") }

  /// The running program's file, to start another copy of it (the bench's
  /// bare-window child): /proc/self/exe on Linux, `Bundle.main` elsewhere.
  public static var executableURL: URL? {
    #if os(Linux)
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      Bundle.main.executableURL
    #endif
  }

  /// A "Name:  1234 kB" line of /proc/self/status, in megabytes.
  private static func statusMegabytes(_ name: String) -> Double? {
    #if os(Linux)
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
        let kb = Double(line.split(separator: " ").dropFirst().first ?? "")
      else { return nil }
      return kb / 1024
    #else
      return nil
    #endif
  }
}
