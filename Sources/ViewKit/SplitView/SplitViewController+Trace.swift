import Foundation

/// The split view controller's delegate calls, each recorded in the
/// lifecycle trace as it is made (`split willShow:primary`,
/// `split didCollapse`), so that `--trace` and the inspector show a
/// collapse, an expansion and a change of display mode beside the
/// appearance callbacks they bring.
extension SplitViewController {
  /// Records `words` for this controller in the lifecycle trace, made
  /// only when a trace is being taken.
  func trace(_ words: @autoclosure () -> String) {
    LifecycleTracer.record(self, .splitView(words()))
  }

  /// `splitViewController(_:willShow:)`, traced.
  func tellWillShow(_ column: Column) {
    trace("willShow:\(column)")
    delegate?.splitViewController(self, willShow: column)
  }

  /// `splitViewController(_:willHide:)`, traced.
  func tellWillHide(_ column: Column) {
    trace("willHide:\(column)")
    delegate?.splitViewController(self, willHide: column)
  }

  /// `splitViewController(_:willChangeTo:)`, traced.
  func tellWillChange(to mode: DisplayMode) {
    trace("willChangeTo:\(mode)")
    delegate?.splitViewController(self, willChangeTo: mode)
  }
}
