import Foundation
import Platform
import ViewKit

/// The inspector's live lifecycle log: the last lines the tracer recorded,
/// as `--trace` prints them, with the hierarchy warnings among them.
///
/// No UIKit counterpart; a teaching instrument. It hears the tracer and
/// `HierarchyWarnings` as their observers, so its lines are the tracer's
/// lines, not a copy made another way.
@MainActor
final class InspectorLog {
  /// One line of the log.
  enum Line: Equatable {
    case trace(LifecycleTracer.Entry)
    case warning(String)

    var text: String {
      switch self {
      case .trace(let entry): entry.line
      case .warning(let message): message
      }
    }
  }

  /// How many lines the log keeps.
  static let capacity = 30
  private(set) var lines: [Line] = []
  /// Told after every new line.
  var changed: () -> Void = {}
  private weak var tracer: LifecycleTracer?
  private var hearsWarnings = false

  /// Starts listening to `tracer` (once per tracer) and to the warnings
  /// (once), taking the tracer's last lines as the log's start.
  func listen(to tracer: LifecycleTracer) {
    if !hearsWarnings {
      hearsWarnings = true
      HierarchyWarnings.addObserver { [weak self] in self?.append(.warning($0)) }
    }
    guard tracer !== self.tracer else { return }
    self.tracer = tracer
    lines = tracer.entries.suffix(Self.capacity).map(Line.trace)
    tracer.addObserver { [weak self, weak tracer] entry in
      guard let self, let tracer, tracer === self.tracer else { return }
      self.append(.trace(entry))
    }
  }

  /// For each controller, `isMovingToParent` and `isMovingFromParent` as
  /// they were inside its last appearance callback, the only place UIKit
  /// lets them be true, and which callback that was.
  private(set) var lastAppearance:
    [String: (event: LifecycleEvent, toParent: Bool, fromParent: Bool)] = [:]

  private func append(_ line: Line) {
    if case .trace(let entry) = line, entry.event.isAppearanceCallback {
      lastAppearance[entry.name] = (entry.event, entry.movingToParent, entry.movingFromParent)
    }
    lines.append(line)
    if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
    changed()
  }

  /// The numbered sequence (radar press) of the log's newest traced line:
  /// its lines show their step numbers; older ones do not.
  var currentSequence: Int? {
    lines.reversed().lazy.compactMap { line -> Int? in
      guard case .trace(let entry) = line else { return nil }
      return entry.sequence
    }.first
  }

  /// Who turns into whom in each transition in flight, asked each time
  /// the log is drawn.
  var transitionsInFlight: () -> [LifecycleEvent.ControllerPair] = { [] }

  /// The lines of the step running now: for each transition in flight,
  /// the step of the current sequence that began it (the step whose line
  /// says `transitionBegin:` with its name), and that step's lines about
  /// its two controllers. Steps that are calls return at once; only a
  /// transition goes on running, so with none in flight nothing is.
  func runningStepLines() -> [LifecycleTracer.Entry] {
    guard let sequence = currentSequence else { return [] }
    let entries = lines.compactMap { line -> LifecycleTracer.Entry? in
      guard case .trace(let entry) = line, entry.sequence == sequence else { return nil }
      return entry
    }
    return transitionsInFlight().flatMap { pair -> [LifecycleTracer.Entry] in
      guard let begin = entries.first(where: { $0.event == .transitionBegin(pair) }),
        let step = begin.step
      else { return [] }
      let controllers = [pair.from, pair.to]
      return entries.filter { entry in
        entry.step == step && (entry == begin || controllers.contains(entry.name))
      }
    }
  }

  /// The step number to show beside `line`: only for the current sequence.
  func stepNumber(of line: Line) -> Int? {
    guard case .trace(let entry) = line, entry.sequence == currentSequence else { return nil }
    return entry.step
  }

  /// Whether `line` belongs to the step running now (`runningStepLines()`).
  func isCurrentStep(_ line: Line, running: [LifecycleTracer.Entry]) -> Bool {
    guard case .trace(let entry) = line else { return false }
    return running.contains(entry)
  }
}
