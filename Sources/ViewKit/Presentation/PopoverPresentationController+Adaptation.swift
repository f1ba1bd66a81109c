import Foundation

/// How a popover adapts to its size class, at presentation and when the
/// window is resized across one. UIKit counterpart: the adaptivity of
/// `UIPopoverPresentationController`, with `UIAdaptivePresentationControllerDelegate`.
///
/// In a regular width and height the popover is a popover, without asking
/// the delegate. In a compact width or height (iOS 13's rule) it adapts:
/// the delegate's `adaptivePresentationStyle(for:traitCollection:)` says
/// to what; `.none` keeps the popover; no delegate, or a style ViewKit
/// cannot adapt to, gives a form sheet. Then the delegate may give a
/// controller to show instead
/// (`presentationController(_:viewControllerForAdaptivePresentationStyle:)`),
/// and hears `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
///
/// On a resize that changes the style, the swap happens at once inside the
/// coordinator's animation block (no cross-fade): the old view leaves, the
/// new one takes the new style's place. The presented controller hears no
/// appearance callbacks for it (it stays on screen, in another frame); a
/// controller the delegate gave appears with the adapted style and
/// disappears when it ends, and the presented controller is taken out of
/// it again if it was its child. The presenter, chosen when presenting,
/// stays: for a context style it is the controller that defines the
/// context above the source, found as for any `.overCurrentContext`
/// presentation, so an adapted popover covers that controller's view.
extension PopoverPresentationController {
  /// The styles a popover adapts to when the delegate asks for them.
  static let adaptableStyles: Set<ModalPresentationStyle> = [
    .none, .fullScreen, .overFullScreen, .pageSheet, .formSheet, .currentContext,
    .overCurrentContext,
  ]

  /// The style to show for `traits`: `.none` (the popover) in a regular
  /// width and height, else the delegate's answer or a form sheet.
  func adaptiveStyle(for traits: TraitCollection) -> ModalPresentationStyle {
    guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else {
      return .none
    }
    let answer = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
    return answer.map { Self.adaptableStyles.contains($0) } == true ? answer! : .formSheet
  }

  /// The start of a presentation by `presenter` (called by `present`):
  /// the style, the delegate's calls, the source checked if it is a
  /// popover; returns the container, the presenter's window `window` or,
  /// for a context style, the presenter view's superview.
  func beginPresentation(by presenter: ViewController, window: View) -> View {
    presentingViewController = presenter
    let style = adaptiveStyle(for: presenter.traitCollection)
    let adapted = willShow(style, coordinator: nil)
    shownStyle = style
    adopt(adapted)
    containerView = container(for: style, window: window)
    return containerView ?? window
  }

  /// Adapts to the window's new traits, in the coordinator's animation
  /// block (called by `willTransition(to:with:)`).
  func adapt(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    guard let old = shownStyle, let record = presentedViewController.presentation else { return }
    if record.phase != nil {
      // Its own transition under way: adapt once it is over, to the traits then.
      record.afterTransition.append { [weak self] in self?.adaptToPresentersTraits() }
      return
    }
    let new = adaptiveStyle(for: newCollection)
    guard new != old else { return }
    let adapted = willShow(new, coordinator: coordinator)
    coordinator.animate(
      alongsideTransition: { [weak self] _ in self?.switchStyle(to: new, showing: adapted) },
      completion: nil)
  }

  /// Adapts at once to the presenter's traits now, if still presented.
  private func adaptToPresentersTraits() {
    guard let old = shownStyle, let traits = presentingViewController?.traitCollection else {
      return
    }
    let new = adaptiveStyle(for: traits)
    guard new != old else { return }
    switchStyle(to: new, showing: willShow(new, coordinator: nil))
  }

  /// The delegate's calls before `style` is shown: the controller to show
  /// instead, then `willPresentWithAdaptiveStyle`; for the popover itself,
  /// `prepareForPopoverPresentation` and the check of its source.
  private func willShow(
    _ style: ModalPresentationStyle, coordinator: (any ViewControllerTransitionCoordinator)?
  ) -> ViewController? {
    let adapted =
      style == .none
      ? nil
      : delegate?.presentationController(self, viewControllerForAdaptivePresentationStyle: style)
    delegate?.presentationController(
      self, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
    if style == .none {
      popoverDelegate?.prepareForPopoverPresentation(self)
      requireSource()
    }
    return adapted
  }

  /// A popover shown with no source is a programmer error, as UIKit's
  /// exception (UIKit raises it when the presentation begins).
  func requireSource() {
    guard sourceView == nil else { return }
    preconditionFailure(
      "PopoverPresentationController (for \(presentedViewController.traceName)) should have a non-nil sourceView set before the presentation occurs."
    )
  }

  /// Where `style` puts the shown view: the presenter view's superview for
  /// a context style, else the window.
  private func container(for style: ModalPresentationStyle, window: View) -> View {
    style.usesContext ? presentingViewController?.viewIfLoaded?.superview ?? window : window
  }

  /// Makes `adapted` the controller shown in place of the presented one:
  /// it takes the presenter's traits and dismisses through it.
  private func adopt(_ adapted: ViewController?) {
    adaptedController = adapted
    adapted?.presentingStorage = presentingViewController
    adapted?.loadViewIfNeeded()
  }

  /// The swap from the style shown to `new`, at once (see above).
  func switchStyle(to new: ModalPresentationStyle, showing adapted: ViewController?) {
    guard let old = shownStyle, let window = containerView?.window else { return }
    let content = presentedViewController
    let quiet = content.selfAndDescendants
    for controller in quiet { controller.appearanceDrivenByTransition += 1 }
    defer { for controller in quiet { controller.appearanceDrivenByTransition -= 1 } }
    View.performWithoutAnimation {
      uninstall(old)
      if let previous = adaptedController {
        previous.beginAppearanceTransition(false, animated: false)
        release(previous)
        previous.endAppearanceTransition()
      }
      shownStyle = new
      adopt(adapted)
      containerView = container(for: new, window: window)
      content.presentation?.containerView = containerView
      install(new)
      if let shown = presentedView {
        shown.frame = frameOfPresentedViewInContainerView
        containerView?.addSubview(shown)
      }
    }
    adapted?.beginAppearanceTransition(true, animated: false)
    adapted?.endAppearanceTransition()
  }

  /// The shown view put together for `style`, before it goes into the
  /// container: for the popover, the presented view in the card and the
  /// clear view in the container; else the autoresizing of the adapted view.
  func install(_ style: ModalPresentationStyle) {
    guard let container = containerView else { return }
    guard style == .none else {
      presentedView?.autoresizingMask =
        style.isSheet
        ? style.sheetAutoresizing(horizontal: container.traitCollection.horizontalSizeClass)
        : [.flexibleWidth, .flexibleHeight]
      return
    }
    let content = presentedViewController.view
    contentCornerRadius = content.cornerRadius
    content.cornerRadius = PopoverPlacement.cornerRadius
    content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let placement = placement(in: container.bounds)
    popoverView.place(placement)
    content.frame = popoverView.card.bounds
    popoverView.card.addSubview(content)
    arrowDirection = placement.direction
    dismissalView.frame = container.bounds
    dismissalView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(dismissalView)
  }

  /// The shown view of `style` taken apart: the card emptied and removed
  /// with the clear view, or the adapted view removed.
  func uninstall(_ style: ModalPresentationStyle) {
    guard style == .none else {
      presentedView?.removeFromSuperview()
      return
    }
    let content = presentedViewController.view
    if content.superview === popoverView.card {
      content.removeFromSuperview()
      content.cornerRadius = contentCornerRadius
    }
    popoverView.removeFromSuperview()
    dismissalView.removeFromSuperview()
    arrowDirection = .unknown
  }

  /// Lets go of a controller shown while adapted, taking the presented
  /// controller back out of it if it is its child.
  func release(_ adapted: ViewController) {
    let content = presentedViewController
    if content.parent === adapted {
      content.willMove(toParent: nil)
      content.viewIfLoaded?.removeFromSuperview()
      content.removeFromParent()
    }
    adapted.viewIfLoaded?.removeFromSuperview()
    adapted.presentingStorage = nil
  }
}
