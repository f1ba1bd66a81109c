import Foundation

/// A navigation controller's preferred content size follows its top
/// controller's, so that a popover holding the stack takes the size of
/// what is pushed on it.
///
/// UIKit counterpart: what `UINavigationController` does in a popover,
/// which Apple does not document. ViewKit's rule: whenever the top changes
/// (a push, a pop, a new stack, a cancelled pop) or the top's
/// `preferredContentSize` changes, the navigation controller's becomes the
/// top's, plus the navigation bar's height when the bar shows; a dimension
/// the top leaves at 0 stays 0, the popover's default.
extension NavigationController {
  func adoptTopPreferredContentSize() {
    guard let top = topViewController else { return }
    let wanted = top.preferredContentSize
    let bar = isNavigationBarHidden ? 0 : NavigationBar.height
    preferredContentSize = CGSize(
      width: wanted.width, height: wanted.height > 0 ? wanted.height + bar : 0)
  }
}
