import Foundation

/// Presenting and dismissing view controllers, as UIKit documents them.
///
///     root.present(help, animated: true) { ... }  // help covers the window
///     help.dismiss(animated: true)                // forwarded to root
///
/// The steps of `present(_:animated:completion:)`:
///   1. The presenter is found: for the full-screen styles, the sheets and
///      `.custom`, the controller at the top of the source's hierarchy (the
///      window's root, or a presented controller); for the context styles
///      and `.popover`, the nearest controller, the source included, whose
///      `definesPresentationContext` is true, else that same top controller.
///      A popover's controller then decides what it is shown as
///      (`PopoverPresentationController+Adaptation.swift`).
///   2. A presenter that already presents, a presenter whose view is not in
///      a window, a presenter presented with `.partialCurl`, or a
///      controller already presented: UIKit's warning, and nothing else.
///   3. The links are made: `presentedViewController` and
///      `presentingViewController`.
///   4. The transition runs (`PresentationTransitionContext`): the
///      animator from the `transitioningDelegate`, or the built-in one of
///      the `modalTransitionStyle` (the context's, if it provides it).
///   5. After `viewDidAppear`, at the engine's next `advance()`,
///      `presentEnd` is traced and `completion` runs.
@MainActor
extension ViewController {
  /// The controller this one presents itself.
  var presentedStorage: ViewController? { presentedLink?.controller }

  /// This controller's presentation while it is presented. Its presenter
  /// holds it, not this controller: a `.custom` presentation's record holds
  /// the presentation controller, which holds this controller.
  var presentation: Presentation? {
    guard let link = presentingStorage?.presentedLink, link.controller === self else { return nil }
    return link.record
  }

  /// The controller this one, or its nearest ancestor that presents, presents.
  public var presentedViewController: ViewController? {
    ancestors(including: true).lazy.compactMap(\.presentedStorage).first
  }

  /// The controller that presented this one, or its nearest presented ancestor.
  public var presentingViewController: ViewController? {
    ancestors(including: true).lazy.compactMap(\.presentingStorage).first
  }

  /// True only inside `viewWillAppear` and `viewDidAppear` of this
  /// controller's presentation.
  public var isBeingPresented: Bool {
    presentation?.phase == .presenting && appearanceCallbackDepth > 0 && isAppearingOrAppeared
  }

  /// True only inside `viewWillDisappear` and `viewDidDisappear` of this
  /// controller's dismissal.
  public var isBeingDismissed: Bool {
    presentation?.phase == .dismissing && appearanceCallbackDepth > 0 && !isAppearingOrAppeared
  }

  /// Presents `controller` over the content of the presenter found from
  /// this one (the steps above).
  public func present(
    _ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    let style = controller.modalPresentationStyle.resolved
    let (presenter, defined) = presentationContext(for: style)
    if let busy = presenter.presentedStorage?.presentation, busy.phase == .dismissing {
      // A dismissal under way: present once it is over.
      busy.afterTransition.append { [weak self] in
        self?.present(controller, animated: animated, completion: completion)
      }
      return
    }
    guard var container = presentationRefusal(of: controller, on: presenter, style: style) else {
      return
    }
    let delegate = controller.transitioningDelegate
    let popover = style == .popover ? controller.popoverPresentationController : nil
    if let popover { container = popover.beginPresentation(by: presenter, window: container) }
    let presentationController =
      style == .custom
      ? delegate?.presentationController(
        forPresented: controller, presenting: presenter, source: self)
        ?? PresentationController(presentedViewController: controller, presenting: presenter)
      : popover
    presentationController?.containerView = container
    let record = Presentation(
      style: style,
      transitionStyle: defined && presenter.providesPresentationContextTransitionStyle
        ? presenter.modalTransitionStyle : controller.modalTransitionStyle,
      source: self, presentationController: presentationController, containerView: container)
    presenter.presentedLink = (controller, record)  // 3
    controller.presentingStorage = presenter
    LifecycleTracer.record(presenter, .present(.begin, controller.traceName))
    controller.loadViewIfNeeded()  // viewDidLoad comes before any appearance callback
    let custom =
      animated
      ? delegate?.animationController(forPresented: controller, presenting: presenter, source: self)
      : nil
    let animator = custom ?? record.builtInAnimator(presenting: true, animated: animated)
    let interaction =
      animated ? custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) } : nil
    PresentationTransitionContext(
      kind: .presentation, presenter: presenter, presented: controller, record: record,
      animator: animator, completion: completion
    ).begin(interactionController: interaction)  // 4
  }

  /// Dismisses the controller this one presents, with every controller
  /// presented above it; or, if this one presents none, asks its presenter
  /// to dismiss it. Only the top controller of a chain animates (the others
  /// leave at once), and `completion` runs once, after the last
  /// `viewDidAppear`/`viewDidDisappear`, at the engine's next `advance()`.
  /// With nothing to dismiss, only `completion` runs.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    guard
      let base = ancestors(including: true).first(where: { $0.presentedStorage != nil })
        ?? presentingViewController, let first = base.presentedStorage
    else {
      AnimationEngine.current.runOnNextTurn(completion)
      return
    }
    var chain = [first]
    while let next = chain.last!.presentedStorage { chain.append(next) }
    let top = chain.removeLast()
    if let busy = chain.first(where: { $0.presentation?.phase != nil })
      ?? (top.presentation?.phase != nil ? top : nil)
    {
      // A transition under way: dismiss once it is over.
      busy.presentation!.afterTransition.append { [weak self] in
        self?.dismiss(animated: animated, completion: completion)
      }
      return
    }
    runDismissal(
      of: top, from: base, intermediates: chain, animated: animated, completion: completion)
  }

  private func runDismissal(
    of top: ViewController, from base: ViewController, intermediates: [ViewController],
    animated: Bool, completion: (() -> Void)?
  ) {
    guard let record = top.presentation else { return }
    LifecycleTracer.record(base, .dismiss(.begin, top.traceName))
    let delegate = top.transitioningDelegate
    let custom = animated ? delegate?.animationController(forDismissed: top) : nil
    let animator = custom ?? record.builtInAnimator(presenting: false, animated: animated)
    // A chain leaves in one animation that nobody drives by hand.
    let interaction =
      animated && intermediates.isEmpty
      ? custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) } : nil
    PresentationTransitionContext(
      kind: .dismissal, presenter: base, presented: top, record: record, animator: animator,
      intermediates: intermediates, completion: completion
    ).begin(interactionController: interaction)
  }

  /// The receiver and its parents, nearest first.
  func ancestors(including: Bool) -> [ViewController] {
    var result: [ViewController] = []
    var current: ViewController? = including ? self : parent
    while let controller = current {
      result.append(controller)
      current = controller.parent
    }
    return result
  }

  /// The presenter for `style`, and whether it was found by its
  /// `definesPresentationContext`. A popover's is found as a context
  /// style's, so that adapted to one it covers that context.
  func presentationContext(for style: ModalPresentationStyle) -> (ViewController, Bool) {
    if style.usesContext || style == .popover,
      let definer = ancestors(including: true).first(where: \.definesPresentationContext)
    {
      return (definer, true)
    }
    // The top of the hierarchy; a controller presented in a context does
    // not cover the screen, so a full-screen presentation goes on up to its presenter's.
    var top = ancestors(including: true).last!
    while !style.usesContext, top.presentation?.style.usesContext == true,
      let presenter = top.presentingStorage
    {
      top = presenter.ancestors(including: true).last!
    }
    return (top, false)
  }

  /// The container of the presentation, or nil after logging why there is
  /// none, in UIKit's words.
  private func presentationRefusal(
    of controller: ViewController, on presenter: ViewController, style: ModalPresentationStyle
  ) -> View? {
    let name = "\(controller.traceName) on \(presenter.traceName)"
    if let holder = controller.presentingStorage {
      PresentationWarnings.warn(
        "Application tried to present modally a view controller \(controller.traceName) that is already being presented by \(holder.traceName)."
      )
    } else if let current = presenter.presentedStorage {
      PresentationWarnings.warn(
        "Attempt to present \(name) which is already presenting \(current.traceName).")
    } else if presenter.presentation?.transitionStyle == .partialCurl {
      PresentationWarnings.warn(
        "Attempt to present \(name), which was presented with a partial curl and cannot present another view controller."
      )
    } else if let view = presenter.viewIfLoaded, let window = view.window {
      return style.usesContext ? view.superview : window
    } else {
      PresentationWarnings.warn(
        "Attempt to present \(name) whose view is not in the window hierarchy.")
    }
    return nil
  }

  /// Forgets this controller's presentation links.
  func unlinkPresentation() {
    if presentingStorage?.presentedStorage === self { presentingStorage?.presentedLink = nil }
    presentingStorage = nil
  }
}
