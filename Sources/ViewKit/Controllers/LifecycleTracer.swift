import Foundation
import Platform

/// Records the view controller callbacks of the lesson (`viewDidLoad`, the
/// four appearance callbacks, `willMove`/`didMove(toParent:)`, the begin
/// and end of `transition(from:to:...)`, and the begin and end (or cancel)
/// of a presentation or dismissal, on the presenter: `presentBegin:<name>`,
/// `dismissEnd:<name>`; the memory warning, `viewWillUnload` and
/// `viewDidUnload`; segues being performed, prepared for and unwound; and,
/// named `launch` and `storyboard`, the launch's steps and each scene
/// instantiated; not `loadView` or the layout callbacks) as lines
/// `<seconds since start, 3 decimals> <name> <event>`,
/// for `tunnel --trace` and for tests. An override records only if it
/// calls `super`.
///
/// UIKit has no counterpart; it is how this project shows the lesson.
/// Install one as `LifecycleTracer.current`; with none, nothing is recorded.
@MainActor
public final class LifecycleTracer {
  /// The tracer that callbacks report to, if any.
  public static var current: LifecycleTracer?

  public private(set) var lines: [String] = []
  private let clock: MediaClock
  private let start: Double
  private let output: ((String) -> Void)?

  /// A tracer timing from now on `clock`; each line is also passed to
  /// `output` (e.g. `print`) as it is recorded.
  public init(clock: MediaClock, output: ((String) -> Void)? = nil) {
    self.clock = clock
    self.start = clock.now
    self.output = output
  }

  /// Records `event` for `controller` on the current tracer.
  static func record(_ controller: ViewController, _ event: String) {
    current?.record(name: controller.traceName, event: event)
  }

  /// Records a line for any named actor (the app adds `label` lines).
  public func record(name: String, event: String) {
    let seconds = String(format: "%.3f", clock.now - start)
    let line = "\(seconds) \(name) \(event)"
    lines.append(line)
    output?(line)
  }

  /// Forgets the lines recorded so far.
  public func clearLines() {
    lines.removeAll()
  }

  /// The lines without their times: what tests compare.
  public var events: [String] {
    lines.map { line in line.split(separator: " ", maxSplits: 1).last.map(String.init) ?? line }
  }
}
