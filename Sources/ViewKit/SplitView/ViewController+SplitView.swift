import Foundation

/// What every controller knows of split views: the split view controller
/// it is under.
///
/// UIKit counterpart: `UIViewController.splitViewController`.
extension ViewController {
  /// The nearest split view controller among this controller's parents:
  /// nil for a controller in no column, or in none any more. A column's
  /// controller finds it through the navigation controller that wraps it.
  public var splitViewController: SplitViewController? {
    ancestors(including: false).lazy.compactMap { $0 as? SplitViewController }.first
  }
}
