import Foundation

/// Hears a popover's own events besides its adaptation: UIKit's
/// `UIPopoverPresentationControllerDelegate`, which refines the adaptive
/// delegate in the same way. Set it as the popover presentation
/// controller's `delegate`.
///
/// Both methods are optional:
/// - `prepareForPopoverPresentation(_:)`: just before the popover is shown
///   (not when it is presented adapted), while it is not yet on screen; the
///   last chance to set its source;
/// - `popoverPresentationController(_:willRepositionPopoverTo:in:)`: the
///   popover must move (the window was resized, the source moved, or the
///   content's preferred size changed); the delegate may change the rect
///   and the view it points at, which become the new `sourceRect` and
///   `sourceView`.
///
/// Deliberate differences: none of the deprecated
/// `popoverPresentationControllerShouldDismissPopover(_:)` pair; the
/// adaptive delegate's dismissal methods replace them, as in UIKit.
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
  /// Called just before the popover is shown.
  func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
  /// Called before the popover moves to point at `rect` in `view`; both
  /// may be changed. Deliberate difference: `inout`, where UIKit passes
  /// pointers (`rect.pointee` there is `rect` here).
  func popoverPresentationController(
    _ popoverPresentationController: PopoverPresentationController,
    willRepositionPopoverTo rect: inout CGRect, in view: inout View)
}

extension PopoverPresentationControllerDelegate {
  /// Does nothing.
  public func prepareForPopoverPresentation(
    _ popoverPresentationController: PopoverPresentationController
  ) {}
  /// Leaves the proposed rect and view as they are.
  public func popoverPresentationController(
    _ popoverPresentationController: PopoverPresentationController,
    willRepositionPopoverTo rect: inout CGRect, in view: inout View
  ) {}
}
