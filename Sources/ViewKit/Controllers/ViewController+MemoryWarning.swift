import Foundation

/// Memory warnings and the unloading of views, as iOS 3 to 5 did it.
///
/// `Application.simulateMemoryWarning()` (the Simulator's "Simulate Memory
/// Warning") sends `didReceiveMemoryWarning()` to every live controller.
/// With `unloadsViewsOnMemoryWarning` on, the default implementation then
/// releases a loaded view that is not in a window:
///
///     viewWillUnload -> view released (isViewLoaded false) -> viewDidUnload
///
/// and the next `view` loads it again: `loadView`, then `viewDidLoad`.
/// A view in a window is never unloaded; a subclass that overrides
/// `didReceiveMemoryWarning()` without calling `super` keeps its view.
///
/// UIKit counterpart: `didReceiveMemoryWarning()`, `viewWillUnload` and
/// `viewDidUnload` (both deprecated in iOS 6, which stopped unloading: so
/// the switch is off by default). Deliberate difference: the released view
/// is also taken out of its superview, so no stale view lingers in a
/// parent's tree to be shown beside the new one.
extension ViewController {
  /// Whether the default `didReceiveMemoryWarning()` unloads views, as
  /// iOS 5 and earlier did. Off by default, as on iOS 6 and later.
  public static var unloadsViewsOnMemoryWarning = false

  /// The default `didReceiveMemoryWarning()`'s unloading.
  func unloadViewIfUnused() {
    guard Self.unloadsViewsOnMemoryWarning, let view = viewIfLoaded, view.window == nil else {
      return
    }
    viewWillUnload()
    releaseView()
    viewDidUnload()
  }
}

/// Every live view controller, weakly, in the order they were made: what a
/// memory warning is sent to. UIKit posts a notification that every
/// controller observes; this list is the same reach, including controllers
/// that are in no hierarchy (a child removed from its parent, kept for later).
@MainActor
enum MemoryWarning {
  private final class Entry {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
  }
  private static var entries: [Entry] = []

  static func register(_ controller: ViewController) {
    // Drop the dead now and then, so the list stays as long as the living.
    if entries.count >= 64 && entries.count.isMultiple(of: 64) {
      entries.removeAll { $0.controller == nil }
    }
    entries.append(Entry(controller))
  }

  /// Sends `didReceiveMemoryWarning()` to every live controller, oldest first.
  static func broadcast() {
    entries.removeAll { $0.controller == nil }
    for controller in entries.compactMap(\.controller) {
      controller.didReceiveMemoryWarning()
    }
  }
}
