import Foundation

/// Manages a presentation's place on screen: UIKit's
/// `UIPresentationController`, in a documented subset.
///
/// A `.custom` presentation gets one from its transitioning delegate (or a
/// plain one); a `.popover` presentation has its
/// `PopoverPresentationController`. What ViewKit asks of it: the view that
/// goes on screen (`presentedView`), its frame in the container
/// (`frameOfPresentedViewInContainerView`), whether the presenter's view
/// leaves once the presentation is over (`shouldRemovePresentersView`),
/// the four hooks around the two transitions, in which a subclass adds and
/// removes its own views (a dimming view, say) in `containerView`, and the
/// content-container calls: trait and size changes of the window, and a
/// new preferred content size of the presented controller. Its `delegate`
/// hears adaptation and dismissals the user starts; only a popover adapts.
/// Absent: the transition coordinator of the presentation itself, and
/// `adaptivePresentationStyle` for other presentations.
@MainActor
open class PresentationController {
  /// The controller presented. UIKit counterpart: `presentedViewController`.
  /// Held strongly, except by a popover presentation controller, which
  /// the presented controller holds itself.
  public var presentedViewController: ViewController { strongPresented ?? weakPresented! }
  private let strongPresented: ViewController?
  private weak var weakPresented: ViewController?
  /// The controller whose context the presentation covers.
  public internal(set) weak var presentingViewController: ViewController?
  /// The view the transitions happen in, set when the presentation begins.
  public internal(set) weak var containerView: View?
  /// Hears how the presentation adapts and when the user dismisses it.
  /// Weak, as in UIKit.
  public weak var delegate: AdaptivePresentationControllerDelegate?

  /// A presentation controller for `presentedViewController`, presented by
  /// `presentingViewController`; `containerView` stays nil until the
  /// presentation begins. UIKit counterpart: `init(presentedViewController:presenting:)`.
  public init(
    presentedViewController: ViewController, presenting presentingViewController: ViewController?
  ) {
    strongPresented = presentedViewController
    self.presentingViewController = presentingViewController
  }

  /// One that holds the presented controller weakly, since it holds this.
  init(weaklyPresenting presentedViewController: ViewController) {
    strongPresented = nil
    weakPresented = presentedViewController
  }

  /// The view the transition puts in the container: by default the
  /// presented controller's view.
  open var presentedView: View? { presentedViewController.view }

  /// Where the presented view ends up, in the container's coordinates: the
  /// whole container unless a subclass says otherwise.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// False (the default): the presenter's view stays beneath, as with the
  /// "over" styles. True: it leaves once the presentation is over.
  open var shouldRemovePresentersView: Bool { false }

  /// Called before the presentation's animator starts.
  open func presentationTransitionWillBegin() {}
  /// Called once it has ended; `completed` is false if it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal's animator starts.
  open func dismissalTransitionWillBegin() {}
  /// Called once it has ended; `completed` is false if it was cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Called before the window's traits change; the default passes it on
  /// to the presented controller.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    presentedViewController.willTransition(to: newCollection, with: coordinator)
  }

  /// Called before the presenter's size changes to `size`; the default
  /// tells the presented controller the same size.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    presentedViewController.viewWillTransition(to: size, with: coordinator)
  }

  /// Called when the presented controller's `preferredContentSize`
  /// changed; does nothing by default.
  open func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {}
}
