import Foundation

/// Telling a container that a controller's preferred content size changed.
///
/// UIKit counterpart: `UIContentContainer`'s notification of a new
/// `preferredContentSize`. A child tells its parent; a presented
/// controller with a presentation controller (a popover, a `.custom`
/// presentation) tells that; any other controller tells nobody.
extension ViewController {
  func tellPreferredContentSizeChange() {
    if let parent {
      parent.preferredContentSizeDidChange(forChildContentContainer: self)
    } else if let controller = presentation?.presentationController {
      controller.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }
}
