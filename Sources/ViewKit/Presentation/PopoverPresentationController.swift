import Foundation

/// Manages a popover: a card beside a source view with an arrow pointing
/// at it, which adapts to another style in a compact size class. UIKit
/// counterpart: `UIPopoverPresentationController`.
///
/// A controller whose `modalPresentationStyle` is `.popover` has one,
/// made on first use of its `popoverPresentationController`; configure it
/// before `present(_:animated:completion:)`:
///
///     details.modalPresentationStyle = .popover
///     details.preferredContentSize = CGSize(width: 300, height: 200)
///     details.popoverPresentationController?.sourceView = button
///     pane.present(details, animated: true)
///
/// The popover is placed by `PopoverPlacement`'s rules, follows its source
/// as the source moves and the window resizes, and takes the presented
/// controller's `preferredContentSize`, animating when it changes. A click
/// outside it dismisses it (`PopoverPresentationController+Dismissal.swift`);
/// in a compact width or height it adapts
/// (`PopoverPresentationController+Adaptation.swift`).
///
/// Deliberate differences: no `barButtonItem`/`sourceItem` anchors, no
/// `backgroundColor` or background view class, and no keyboard to avoid;
/// it holds the presented controller weakly (the controller holds it); it
/// stays with its controller after a dismissal, for the next presentation;
/// and a popover never removes its presenter's view, adapted or not.
@MainActor
public final class PopoverPresentationController: PresentationController {
  /// The view the popover points at. UIKit counterpart: `sourceView`; a
  /// popover shown without one is a programmer error.
  public var sourceView: View? {
    didSet { if sourceView !== oldValue { reposition(animated: false) } }
  }
  /// The rectangle the arrow points at, in `sourceView`'s coordinates;
  /// `.null` (the default) is the source view's bounds, followed as they
  /// change.
  public var sourceRect: CGRect = .null {
    didSet { if sourceRect != oldValue { reposition(animated: false) } }
  }
  /// The directions the arrow may point; `.any` by default.
  public var permittedArrowDirections: PopoverArrowDirection = .any
  /// The arrow's direction while the popover is on screen; `.unknown`
  /// before presentation, after dismissal, and while adapted.
  public internal(set) var arrowDirection: PopoverArrowDirection = .unknown
  /// Views that a click outside the popover reaches instead of dismissing it.
  public var passthroughViews: [View]?
  /// The margins inside the window that the popover stays within; 10
  /// points on each edge by default.
  public var popoverLayoutMargins = EdgeInsets(all: 10)
  /// Whether the popover may cover its source when there is no room
  /// beside it; false by default, when it is shortened instead.
  public var canOverlapSourceViewRect = false

  /// The style on screen while presented: `.none` for the popover itself,
  /// else the style it adapted to; nil while not presented.
  var shownStyle: ModalPresentationStyle?
  /// The controller the delegate gave to show while adapted.
  var adaptedController: ViewController?
  /// The card, the arrow and the shadow.
  let popoverView = PopoverView()
  /// The clear view behind the card that takes clicks outside it.
  let dismissalView = PopoverDismissalView()
  /// The presented view's own corner radius, given back when it leaves the card.
  var contentCornerRadius = 0.0
  /// True while the popover is being placed again (the delegate may set
  /// the source, which would place it again).
  var isRepositioning = false

  /// A popover presentation controller for `controller`: made by
  /// `ViewController.popoverPresentationController`.
  init(presenting controller: ViewController) {
    super.init(weaklyPresenting: controller)
    popoverView.controller = self
    dismissalView.controller = self
  }

  /// The delegate's popover methods, if it has them.
  var popoverDelegate: PopoverPresentationControllerDelegate? {
    delegate as? PopoverPresentationControllerDelegate
  }

  /// True while the popover itself (not an adapted style) is presented.
  var isShownAsPopover: Bool { shownStyle == ModalPresentationStyle.none }

  /// The card (with the arrow) as a popover; the adapted controller's or
  /// the presented controller's view while adapted.
  public override var presentedView: View? {
    isShownAsPopover ? popoverView : (adaptedController ?? presentedViewController).view
  }

  /// Where the shown view goes: the popover's placement; for an adapted
  /// style, where that style puts a presented view.
  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let style = shownStyle, let container = containerView else { return .zero }
    switch style {
    case .none: return placement(in: container.bounds).frame
    case .pageSheet, .formSheet:
      return style.sheetFrame(
        in: container.bounds, horizontal: container.traitCollection.horizontalSizeClass)
    case .currentContext, .overCurrentContext:
      return presentingViewController?.viewIfLoaded?.frame ?? container.bounds
    default: return container.bounds
    }
  }

  /// Puts the shown view together before the animator adds it: the
  /// presented view in the card and the clear view behind it, or the
  /// adapted controller's view.
  public override func presentationTransitionWillBegin() {
    guard let style = shownStyle else { return }
    install(style)
    adaptedController?.beginAppearanceTransition(true, animated: false)
  }

  public override func presentationTransitionDidEnd(_ completed: Bool) {
    adaptedController?.endAppearanceTransition()
    if !completed { tearDown() }
  }

  public override func dismissalTransitionWillBegin() {
    adaptedController?.beginAppearanceTransition(false, animated: false)
  }

  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    guard completed else {
      adaptedController?.beginAppearanceTransition(true, animated: false)
      adaptedController?.endAppearanceTransition()
      return
    }
    adaptedController?.endAppearanceTransition()
    tearDown()
  }

  /// Passes a change of traits on to the presented controller, then
  /// adapts to it (PopoverPresentationController+Adaptation.swift).
  public override func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    super.willTransition(to: newCollection, with: coordinator)
    adapt(to: newCollection, with: coordinator)
  }

  /// Passes a resize on to the presented controller while adapted, and
  /// places the popover again in the coordinator's animation block. The
  /// content of a popover is told nothing: its size is its preferred size.
  public override func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    if shownStyle != nil, !isShownAsPopover {
      super.viewWillTransition(to: size, with: coordinator)
    }
    coordinator.animate(
      alongsideTransition: { [weak self] _ in self?.reposition(animated: false) }, completion: nil)
  }

  /// The presented controller's preferred size changed: the popover grows
  /// or shrinks to it, animated over `resizeDuration`.
  public override func preferredContentSizeDidChange(
    forChildContentContainer container: ViewController
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    reposition(animated: true)
  }

  /// After the presentation: the views apart, the arrow unknown, the
  /// adapted controller let go.
  func tearDown() {
    if let style = shownStyle { uninstall(style) }
    if let adapted = adaptedController { release(adapted) }
    adaptedController = nil
    shownStyle = nil
    arrowDirection = .unknown
  }
}
