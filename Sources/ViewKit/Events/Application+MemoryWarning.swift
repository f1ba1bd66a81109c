import Foundation

/// The application as a singleton, and memory warnings.
///
/// UIKit counterpart: `UIApplication.shared`, and the Simulator's
/// Debug > Simulate Memory Warning, which makes every view controller get
/// `didReceiveMemoryWarning()`. Deliberate difference: an `Application` is
/// made explicitly (`AppSession` makes one per run), and `shared` is the
/// newest one still alive; asking for it when there is none is a
/// programming error.
extension Application {
  /// The newest application still alive.
  public static var shared: Application {
    guard let current = Application.current else {
      preconditionFailure("Application.shared: no Application exists")
    }
    return current
  }

  /// Sends a memory warning, as the system would when memory runs low:
  /// `didReceiveMemoryWarning()` to every live view controller, oldest
  /// first (see `ViewController+MemoryWarning.swift`).
  public func simulateMemoryWarning() {
    LifecycleTracer.current?.record(name: "application", event: .didReceiveMemoryWarning)
    MemoryWarning.broadcast()
  }
}
