import Foundation

/// A controller's presentation controllers. UIKit counterpart:
/// `UIViewController.popoverPresentationController` and
/// `presentationController`.
extension ViewController {
  /// The popover presentation controller: made on first use while
  /// `modalPresentationStyle` is `.popover`, then kept with this
  /// controller; nil for any other style, unless this controller is
  /// presented as a popover now. Configure it before presenting.
  public var popoverPresentationController: PopoverPresentationController? {
    if let shown = presentation?.presentationController as? PopoverPresentationController {
      return shown
    }
    guard modalPresentationStyle == .popover else { return nil }
    if let popoverStorage { return popoverStorage }
    let made = PopoverPresentationController(presenting: self)
    popoverStorage = made
    return made
  }

  /// The presentation controller managing this controller: a `.custom`
  /// presentation's while presented, else the popover presentation
  /// controller for `.popover`. Deliberate difference: nil for the other
  /// built-in styles, which ViewKit manages without one, and for a
  /// `.custom` controller not yet presented (UIKit would make one).
  public var presentationController: PresentationController? {
    presentation?.presentationController ?? popoverPresentationController
  }
}
