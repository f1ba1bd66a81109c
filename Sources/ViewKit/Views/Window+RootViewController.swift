import Foundation

/// The window's root view controller, and work deferred to the next turn
/// or to the loop's next idle moment.
extension Window {
  /// The controller whose view fills the window. Setting it removes the old
  /// root's view (which hears it disappear) and installs the new one's,
  /// sized to the window and resizing with it, which hears it appear:
  ///
  ///     viewDidLoad (if not loaded) -> viewWillAppear -> viewDidAppear
  public var rootViewController: ViewController? {
    get { rootController }
    set {
      guard newValue !== rootController else { return }
      if let old = rootController {
        old.viewIfLoaded?.removeFromSuperview()
        old.windowAsRoot = nil
      }
      rootController = newValue
      guard let root = newValue else { return }
      root.windowAsRoot = self
      let view = root.view
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }

  /// Queues `action` to run at the start of the event loop's next turn
  /// (`Application` calls `runPendingActions()` then), and keeps the loop
  /// from sleeping until it has.
  public func performOnNextTurn(_ action: @escaping () -> Void) {
    pendingActions.append(QueuedAction(run: action))
    needsRedraw = true
  }

  /// Runs what was queued by `performOnNextTurn(_:)` before now; what those
  /// actions queue waits for the turn after.
  public func runPendingActions() {
    swap(&pendingActions, &runningActions)
    for action in runningActions { action.run() }
    runningActions.removeAll(keepingCapacity: true)
  }

  /// Queues `action` for the event loop's next idle moment: the first turn
  /// that has nothing to draw and nothing moving, just before the loop
  /// would sleep (`Application` calls `runIdleActions()` then, from the
  /// loop's `beforeWaiting`). Unlike `performOnNextTurn(_:)`, it asks for
  /// no frame, and waits as long as frames keep coming: for work that
  /// readies what is not on screen. A caller that needs the work done
  /// before then does it itself.
  ///
  /// UIKit counterpart: none public; Core Animation commits from a run
  /// loop observer of `beforeWaiting`, where this runs.
  public func performWhenIdle(_ action: @escaping () -> Void) {
    idleActions.append(action)
  }

  /// Runs what `performWhenIdle(_:)` queued; what those actions queue waits
  /// for the next idle moment.
  public func runIdleActions() {
    guard !idleActions.isEmpty else { return }
    let actions = idleActions
    idleActions.removeAll()
    for action in actions { action() }
  }
}

/// A closure queued by `performOnNextTurn(_:)`. An array of bare closures
/// keeps its elements in the form any array element has, and putting a
/// closure of the caller's form into it wraps it in a thunk, which
/// allocates on every call (the map queued its redraw twice a frame while
/// a picture waited for upload budget); a closure held in a struct is kept
/// as it is.
struct QueuedAction {
  let run: () -> Void
}
