import Foundation
import Platform
import Testing

@testable import ViewKit

/// A split view controller's delegate that writes what it hears into the
/// tracer, with `isCollapsed` at the time, and may choose the top column
/// of a collapse and the mode of an expansion.
@MainActor
final class SplitRecorder: SplitViewControllerDelegate {
  var topColumn: SplitViewController.Column?
  var expandedMode: SplitViewController.DisplayMode?

  private func note(_ text: String) {
    LifecycleTracer.current?.record(name: "delegate", event: .label(text))
  }

  func splitViewController(
    _ svc: SplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
  ) -> SplitViewController.Column {
    note("topColumn:\(proposedTopColumn) collapsed:\(svc.isCollapsed)")
    return topColumn ?? proposedTopColumn
  }

  func splitViewController(
    _ svc: SplitViewController,
    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController
      .DisplayMode
  ) -> SplitViewController.DisplayMode {
    note("expandTo:\(proposedDisplayMode) collapsed:\(svc.isCollapsed)")
    return expandedMode ?? proposedDisplayMode
  }

  func splitViewControllerDidCollapse(_ svc: SplitViewController) {
    note("didCollapse collapsed:\(svc.isCollapsed)")
  }

  func splitViewControllerDidExpand(_ svc: SplitViewController) {
    note("didExpand collapsed:\(svc.isCollapsed)")
  }

  func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
  {
    note("willShow:\(column)")
  }

  func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
  {
    note("willHide:\(column)")
  }

  func splitViewController(
    _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
  ) {
    note("willChangeTo:\(displayMode)")
  }

  func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: SplitViewController) {
    note("gestureWillBegin")
  }

  func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: SplitViewController) {
    note("gestureDidEnd")
  }
}

/// What the split view tests share: a virtual clock, the tracer, a
/// regular-width window (1200 × 800) and a recording delegate.
@MainActor
class SplitViewFixture {
  static let regular = CGSize(width: 1200, height: 800)
  static let compact = CGSize(width: 800, height: 800)
  let time = VirtualAnimationTime()
  let tracer: LifecycleTracer
  let window = Window(frame: CGRect(origin: .zero, size: SplitViewFixture.regular))
  let recorder = SplitRecorder()
  let p = Named("P")
  let s = Named("S")
  let m = Named("M")

  init() {
    tracer = LifecycleTracer(clock: time.clock)
    LifecycleTracer.current = tracer
  }

  isolated deinit {
    LifecycleTracer.current = nil
  }

  /// A split view of `style` with P (and M, triple) and S set, its
  /// delegate the recorder, as the window's root, laid out; the trace cleared.
  func makeSplit(
    _ style: SplitViewController.Style = .doubleColumn,
    preferring preference: SplitViewController.DisplayMode = .automatic,
    behavior: SplitViewController.SplitBehavior = .automatic
  ) -> SplitViewController {
    let split = SplitViewController(style: style)
    split.title = "Split"
    split.delegate = recorder
    split.preferredSplitBehavior = behavior
    split.preferredDisplayMode = preference
    split.setViewController(p, for: .primary)
    if style == .tripleColumn { split.setViewController(m, for: .supplementary) }
    split.setViewController(s, for: .secondary)
    window.rootViewController = split
    window.layoutIfNeeded()
    tracer.clearLines()
    return split
  }

  /// Runs the clock `seconds` on, a frame every sixtieth.
  func play(_ seconds: Double = 0.5) { time.play(seconds) }

  /// The trace lines of the named controllers and the delegate only.
  var lines: [String] {
    tracer.events.filter { line in
      ["P ", "S ", "M ", "C ", "delegate "].contains { line.hasPrefix($0) }
        && !["Parent", "viewDidLoad", "Transition", "traitCollection"].contains {
          line.contains($0)
        }
    }
  }

  /// A delegate line as the tracer writes it.
  func said(_ text: String) -> String { #"delegate label ""# + text + #"""# }
}
