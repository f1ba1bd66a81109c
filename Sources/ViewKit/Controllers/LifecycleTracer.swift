import Foundation
import Platform

/// Records the view controller callbacks of the lesson (`viewDidLoad`, the
/// four appearance callbacks, `willMove`/`didMove(toParent:)`, the begin
/// and end of `transition(from:to:...)`, and the begin and end (or cancel)
/// of a presentation or dismissal, on the presenter: `presentBegin:<name>`,
/// `dismissEnd:<name>`; the memory warning, `viewWillUnload` and
/// `viewDidUnload`; segues being performed, prepared for and unwound; and,
/// named `launch` and `storyboard`, the launch's steps and each scene
/// instantiated; not `loadView` or the layout callbacks) as values
/// (`Entry`, with a `LifecycleEvent`), for `tunnel --trace`, the inspector
/// and tests. Their text is `Entry.line`,
/// `<seconds, 3 decimals> <name> <event>`. An override records only if it
/// calls `super`.
///
/// Times are seconds since the tracer started, on its clock (0 while it
/// has none). An `Application` that runs makes the tracer follow its loop's
/// clock, the animation engine's source (`follow(_:)`), so a script's
/// lines are timed alike headless (virtual time) and in a window (real
/// time).
///
/// UIKit has no counterpart; it is how this project shows the lesson.
/// Install one as `LifecycleTracer.current`; with none, nothing is recorded.
/// Any number of observers hear each entry as it is recorded
/// (`addObserver(_:)`); a numbered step of the app's code
/// (`LifecycleTracer.step(_:_:)`) tags the entries recorded inside it.
@MainActor
public final class LifecycleTracer {
  /// One recorded event and what it is about.
  public struct Entry: Sendable, Equatable {
    /// Seconds since the tracer's start, on its clock.
    public let time: Double
    /// The controller (or other actor) the event is about.
    public let name: String
    /// What happened: the callback or step, with its data.
    public let event: LifecycleEvent
    /// The numbered step of the current sequence this was recorded in, if any.
    public let step: Int?
    /// Which numbered sequence (a radar press) was current; 0 before any.
    public let sequence: Int
    /// `isMovingToParent` of the controller as the event was recorded: true
    /// only inside an appearance callback (never for `record(name:event:)`).
    public let movingToParent: Bool
    /// `isMovingFromParent` of the controller as the event was recorded: true
    /// only inside an appearance callback (never for `record(name:event:)`).
    public let movingFromParent: Bool

    /// The line as `--trace` prints it: `<seconds, 3 decimals> <name> <event>`.
    public var line: String { String(format: "%.3f ", time) + text }
    /// The line without its time: what tests compare.
    public var text: String { "\(name) \(event)" }
  }

  /// The tracer that callbacks report to, if any.
  public static var current: LifecycleTracer?

  /// The entries recorded: every one, or the last `keptEntries`.
  public private(set) var entries: [Entry] = []
  /// How many entries a tracer that runs for a whole session keeps (the
  /// inspector's): nil keeps every one, as `--trace` and the tests need.
  /// Observers hear every entry either way.
  public let keptEntries: Int?
  /// The numbered sequence under way (0 before the first).
  public private(set) var sequence = 0
  /// The step being run now, inside `step(_:_:)`.
  public private(set) var currentStep: Int?
  /// The clock lines are timed on; nil until there is one (time 0).
  private var clock: MediaClock?
  /// The clock's time at the trace's time 0.
  private var start = 0.0
  private var observers: [(Entry) -> Void] = []

  /// A tracer timing from now on `clock`; each line is also passed to
  /// `output` (e.g. `print`) as it is recorded. With `keeping`, only the
  /// last that many entries are kept (none for 0 or less).
  public init(clock: MediaClock, keeping: Int? = nil, output: ((String) -> Void)? = nil) {
    self.clock = clock
    self.start = clock.now
    keptEntries = keeping.map { max($0, 0) }
    if let output { addObserver { output($0.line) } }
  }

  /// A tracer for a run that has not started: its lines are at time 0
  /// until an `Application` runs and the tracer follows its clock.
  public init(output: ((String) -> Void)? = nil) {
    keptEntries = nil
    if let output { addObserver { output($0.line) } }
  }

  /// The trace's time now.
  private var time: Double { clock.map { $0.now - start } ?? 0 }

  /// Times lines on `clock` from now on, going on from the time reached
  /// (no jump): `Application.run()` calls it with its loop's clock.
  public func follow(_ clock: MediaClock) {
    guard clock !== self.clock else { return }
    start = clock.now - time
    self.clock = clock
  }

  /// Calls `observer` with every entry recorded from now on.
  public func addObserver(_ observer: @escaping (Entry) -> Void) {
    observers.append(observer)
  }

  /// The lines recorded so far, as `--trace` prints them.
  public var lines: [String] { entries.map(\.line) }

  /// Records `event` for `controller` on the current tracer. Without one,
  /// the event (and any name or words in it) is not even made: a resize
  /// would otherwise describe the split view's delegate calls for nothing.
  static func record(_ controller: ViewController, _ event: @autoclosure () -> LifecycleEvent) {
    guard let current else { return }
    current.record(
      name: controller.traceName, event: event(), movingToParent: controller.isMovingToParent,
      movingFromParent: controller.isMovingFromParent)
  }

  /// Records an event for any named actor (the app adds `label` events).
  public func record(name: String, event: LifecycleEvent) {
    record(name: name, event: event, movingToParent: false, movingFromParent: false)
  }

  private func record(
    name: String, event: LifecycleEvent, movingToParent: Bool, movingFromParent: Bool
  ) {
    let entry = Entry(
      time: time, name: name, event: event, step: currentStep,
      sequence: sequence, movingToParent: movingToParent, movingFromParent: movingFromParent)
    entries.append(entry)
    // Trimmed in batches of `keptEntries`, so that a record moves the
    // kept entries once per that many records, not every time.
    if let kept = keptEntries, entries.count >= 2 * kept {
      entries.removeFirst(entries.count - kept)
    }
    for observer in observers { observer(entry) }
  }

  /// Starts a new numbered sequence (the app starts one per radar press):
  /// its steps are numbered afresh.
  public static func beginSequence() {
    current?.sequence += 1
  }

  /// Runs `body` as step `number` of the current sequence, as the code
  /// numbers it in its comments: what is recorded inside is tagged with it.
  public static func step(_ number: Int, _ body: () -> Void) {
    guard let tracer = current else { return body() }
    let outer = tracer.currentStep
    tracer.currentStep = number
    defer { tracer.currentStep = outer }
    body()
  }

  /// Forgets the lines recorded so far.
  public func clearLines() {
    entries.removeAll()
  }

  /// The lines without their times: what tests compare.
  public var events: [String] { entries.map(\.text) }
}
