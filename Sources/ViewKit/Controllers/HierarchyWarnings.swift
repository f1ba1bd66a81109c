import Foundation

/// Warnings about a view controller hierarchy that does not match the view
/// hierarchy, one line on stderr each, as UIKit's
/// `UIViewControllerHierarchyInconsistency` messages.
///
/// The three mistakes it catches:
/// - a child's view added to a view its parent does not own;
/// - `didMove(toParent:)` sent while the child's loaded view is not yet
///   inside the parent's view (a child whose view was never loaded is fine:
///   a container may hold children it does not show);
/// - a controller's view added into another controller's view with no
///   `addChild(_:)`, the article's `[a.view addSubview:b.view]`: such a
///   controller gets no appearance callbacks (a presented controller's view
///   is placed by its presentation, and is not a mistake).
@MainActor
public enum HierarchyWarnings {
  /// Where warnings go; stderr unless a test captures them.
  public static var output: (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Also told every warning (the inspector's log), whatever `output` is.
  private static var observers: [(String) -> Void] = []

  /// Calls `observer` with every warning from now on, as `output` gets it.
  public static func addObserver(_ observer: @escaping (String) -> Void) {
    observers.append(observer)
  }

  static func warn(_ message: String) {
    let line = "warning: view controller hierarchy inconsistency: \(message)"
    output(line)
    for observer in observers { observer(line) }
  }

  /// After a view moved to a new superview: is it a controller's root view
  /// in the wrong place?
  static func checkPlacement(of view: View) {
    guard let controller = view.owningViewController, let superview = view.superview else { return }
    if let parent = controller.parent {
      if let parentView = parent.viewIfLoaded, !superview.isDescendant(of: parentView) {
        warn(
          "\(controller.traceName)'s view was added to a view that its parent \(parent.traceName) does not own"
        )
      }
    } else if !controller.isWindowRoot, controller.presentingStorage == nil,
      let host = enclosingController(of: superview)
    {
      warn(
        "\(controller.traceName)'s view was added to \(host.traceName)'s view without addChild(_:); it gets no appearance callbacks"
      )
    }
  }

  /// At `didMove(toParent:)`: is the child's view in place yet? Not asked
  /// of a container that keeps children off screen by design (a tab bar
  /// controller's unselected tabs, `keepsChildrenOffScreen`).
  static func checkDidMove(_ child: ViewController, toParent parent: ViewController?) {
    guard let parent, !parent.keepsChildrenOffScreen, let childView = child.viewIfLoaded else {
      return
    }
    guard let parentView = parent.viewIfLoaded, childView.isDescendant(of: parentView) else {
      warn(
        "didMove(toParent: \(parent.traceName)) was called before \(child.traceName)'s view is in the parent's view hierarchy"
      )
      return
    }
  }

  /// The nearest controller whose view contains `view`.
  private static func enclosingController(of view: View) -> ViewController? {
    var current: View? = view
    while let candidate = current {
      if let controller = candidate.owningViewController { return controller }
      current = candidate.superview
    }
    return nil
  }
}
