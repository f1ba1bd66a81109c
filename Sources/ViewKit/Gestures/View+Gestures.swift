import Foundation

/// Attaching recognizers to a view, as `UIView` does.
extension View {
  /// Attaches `gestureRecognizer`, taking it from the view it was on. The
  /// view keeps it (strongly), as UIKit's does.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    if let old = gestureRecognizer.view {
      if old === self { return }
      old.removeGestureRecognizer(gestureRecognizer)
    }
    gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer`; one in the middle of a gesture leaves it
  /// at once, with no more actions.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.environment?.remove(gestureRecognizer)
    gestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
