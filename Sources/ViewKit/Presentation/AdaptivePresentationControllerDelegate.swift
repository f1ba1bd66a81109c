import Foundation

/// Hears how a presentation adapts to its size class and when the user
/// dismisses it: UIKit's `UIAdaptivePresentationControllerDelegate`. Set it
/// as a presentation controller's `delegate` (held weakly, as in UIKit).
///
/// Every method is optional (the defaults below):
/// - `adaptivePresentationStyle(for:traitCollection:)` (asked first) and
///   `adaptivePresentationStyle(for:)`: the style a popover becomes in a
///   compact size class; `.none` keeps the popover. ViewKit honours
///   `.fullScreen`, `.overFullScreen`, `.formSheet`, `.pageSheet`,
///   `.currentContext`, `.overCurrentContext` and `.none`; any other
///   answer is the default adaptation, a form sheet. (UIKit documents
///   `.fullScreen`, `.overFullScreen`, `.formSheet` and `.none`; the
///   sheet and context styles are ViewKit's additions.)
/// - `presentationController(_:viewControllerForAdaptivePresentationStyle:)`:
///   a controller to show instead of the presented one while adapted (a
///   navigation controller holding it, say); nil shows the presented one;
/// - `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`:
///   the style about to be shown, `.none` for the popover itself;
/// - `presentationControllerShouldDismiss(_:)`, `...WillDismiss`,
///   `...DidDismiss` and `...DidAttemptToDismiss`: a dismissal the user
///   starts (a click outside a popover), never one made in code with
///   `dismiss(animated:completion:)`.
///
/// Deliberate differences: the transition coordinator is nil when the
/// presentation itself adapts (ViewKit's presentations offer none), and
/// there is no sheet to configure (`presentationController(_:prepare:)`).
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in a compact size class, without the traits;
  /// asked by the default of the variant below.
  func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
  /// The style to adapt to for `traitCollection`, which has a compact
  /// width or height; the default asks `adaptivePresentationStyle(for:)`.
  func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle
  /// The controller to show in place of the presented one while it is
  /// adapted to `style`, or nil to show it as it is.
  func presentationController(
    _ controller: PresentationController,
    viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
  ) -> ViewController?
  /// Called before the presentation is shown in `style` (`.none`: as a
  /// popover), at presentation and at each change of style after it;
  /// `transitionCoordinator` is the window's when a resize changes it.
  func presentationController(
    _ presentationController: PresentationController,
    willPresentWithAdaptiveStyle style: ModalPresentationStyle,
    transitionCoordinator: (any ViewControllerTransitionCoordinator)?)
  /// Whether a dismissal the user starts may happen; true by default.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  /// Called when a dismissal the user started begins.
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// Called when a dismissal the user started is over.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
  /// Called when `presentationControllerShouldDismiss(_:)` refused one.
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  /// Returns `.automatic`, no answer: the default adaptation.
  public func adaptivePresentationStyle(for controller: PresentationController)
    -> ModalPresentationStyle
  { .automatic }
  /// Returns what `adaptivePresentationStyle(for:)` returns.
  public func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  /// Returns nil: the presented controller is shown as it is.
  public func presentationController(
    _ controller: PresentationController,
    viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
  ) -> ViewController? { nil }
  /// Does nothing.
  public func presentationController(
    _ presentationController: PresentationController,
    willPresentWithAdaptiveStyle style: ModalPresentationStyle,
    transitionCoordinator: (any ViewControllerTransitionCoordinator)?
  ) {}
  /// Returns true: the user may dismiss.
  public func presentationControllerShouldDismiss(
    _ presentationController: PresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
}
