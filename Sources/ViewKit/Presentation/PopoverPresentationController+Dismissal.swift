import Foundation

/// A click outside a popover dismisses it. UIKit counterpart: the tap
/// outside a popover, with the adaptive delegate's dismissal methods.
///
/// The clear view behind the card (`PopoverDismissalView`) takes the
/// click, on the mouse going down, so the view beneath never sees it; a
/// click on one of `passthroughViews` goes to that view instead and
/// leaves the popover up. A presented controller whose
/// `isModalInPresentation` is true refuses it, and so may the delegate's
/// `presentationControllerShouldDismiss(_:)` (not asked then); refused,
/// the delegate hears `presentationControllerDidAttemptToDismiss(_:)`
/// (Apple's page names both ways of refusing); otherwise it hears
/// `presentationControllerWillDismiss(_:)`, the popover leaves, animated,
/// and it hears `presentationControllerDidDismiss(_:)` once the dismissal
/// is over, on the turn its completion runs. None of these come for
/// `dismiss(animated:completion:)` called in code, nor while a transition
/// of the popover is under way (the click is then ignored). Only the
/// popover itself dismisses this way; adapted, it takes no outside clicks.
extension PopoverPresentationController {
  func userTappedOutside() {
    guard isShownAsPopover, let presenter = presentingViewController,
      presentedViewController.presentation?.phase == nil
    else { return }
    if presentedViewController.isModalInPresentation
      || delegate?.presentationControllerShouldDismiss(self) == false
    {
      delegate?.presentationControllerDidAttemptToDismiss(self)
      return
    }
    delegate?.presentationControllerWillDismiss(self)
    presenter.dismiss(animated: true) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
  }
}
