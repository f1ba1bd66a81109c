import Foundation

/// Keeping a popover beside its source: placed when it appears, and again
/// when the window is resized, when a layout pass moves the source, when
/// the source or its rect is set, and, animated, when the presented
/// controller's `preferredContentSize` changes. UIKit counterpart: the
/// repositioning of `UIPopoverPresentationController`, with the delegate's
/// `popoverPresentationController(_:willRepositionPopoverTo:in:)`.
///
/// Each time, the new placement is worked out first; only if it differs
/// from the one on screen is the delegate asked, with the source's rect
/// (its bounds when `sourceRect` is null) and view. A rect or view it
/// changes becomes `sourceRect` or `sourceView`; a rect it leaves alone
/// keeps a null `sourceRect` null, so the popover goes on following the
/// source's bounds.
extension PopoverPresentationController {
  /// How long the popover takes to grow or shrink to a new preferred
  /// content size, in seconds.
  public static let resizeDuration = 0.25

  /// `sourceRect`, with null meaning the source view's bounds.
  var resolvedSourceRect: CGRect {
    sourceRect.isNull ? sourceView?.bounds ?? .zero : sourceRect
  }

  /// The placement in a container of `bounds`, for the source as it is now.
  func placement(in bounds: CGRect) -> PopoverPlacement {
    let source = sourceView.map { $0.convert(resolvedSourceRect, to: containerView) } ?? .zero
    return PopoverPlacement(
      contentSize: presentedViewController.preferredContentSize, source: source, bounds: bounds,
      margins: popoverLayoutMargins, permitted: permittedArrowDirections,
      canOverlap: canOverlapSourceViewRect)
  }

  /// Moves the popover on screen to its placement now, if that changed,
  /// after asking the delegate; inside an animation block when `animated`.
  func reposition(animated: Bool) {
    guard isShownAsPopover, !isRepositioning, popoverView.superview != nil,
      let container = containerView
    else { return }
    isRepositioning = true
    defer { isRepositioning = false }
    var next = placement(in: container.bounds)
    guard next != popoverView.placement else { return }
    if let delegate = popoverDelegate, var view = sourceView {
      let proposed = resolvedSourceRect
      var rect = proposed
      delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
      if view !== sourceView { sourceView = view }
      if rect != proposed { sourceRect = rect }
      next = placement(in: container.bounds)
    }
    arrowDirection = next.direction
    if animated {
      View.animate(withDuration: Self.resizeDuration) { self.popoverView.place(next) }
    } else {
      popoverView.place(next)
    }
  }
}

extension Window {
  /// Lets each popover in the window follow its source, which the layout
  /// pass before a frame may have moved (`render(into:)` calls it).
  func followPopoverSources() {
    for case let popover as PopoverView in subviews {
      popover.controller?.reposition(animated: false)
    }
  }
}
