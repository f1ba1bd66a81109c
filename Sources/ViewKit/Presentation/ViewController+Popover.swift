import Foundation

/// A controller's presentation controllers. UIKit counterpart:
/// `UIViewController.popoverPresentationController` and
/// `presentationController`.
extension ViewController {
  /// The nearest popover presentation controller managing this
  /// controller: this controller's, or an ancestor's (a child of a
  /// navigation controller presented as a popover), while presented as a
  /// popover. Otherwise, made on first use while this controller's
  /// `modalPresentationStyle` is `.popover`, then kept with it; nil for
  /// any other style. Configure it before presenting.
  public var popoverPresentationController: PopoverPresentationController? {
    if let shown = nearestPresentationController as? PopoverPresentationController {
      return shown
    }
    guard modalPresentationStyle == .popover else { return nil }
    if let popoverStorage { return popoverStorage }
    let made = PopoverPresentationController(presenting: self)
    popoverStorage = made
    return made
  }

  /// The nearest presentation controller managing this controller (its
  /// own presentation's or an ancestor's): a `.custom` presentation's
  /// while presented, else the popover presentation controller for
  /// `.popover`. Deliberate difference: nil for the other built-in
  /// styles, which ViewKit manages without one, and for a `.custom`
  /// controller not yet presented (UIKit would make one).
  public var presentationController: PresentationController? {
    nearestPresentationController ?? popoverPresentationController
  }

  /// The presentation controller of the nearest presented controller
  /// among this one and its ancestors, while presented.
  private var nearestPresentationController: PresentationController? {
    ancestors(including: true).lazy.compactMap(\.presentation).first?.presentationController
  }
}
