import Foundation

/// Manages a `.custom` presentation's place on screen: UIKit's
/// `UIPresentationController`, in a documented subset.
///
/// What ViewKit asks of it: the frame of the presented view in the
/// container (`frameOfPresentedViewInContainerView`), whether the
/// presenter's view leaves once the presentation is over
/// (`shouldRemovePresentersView`), and the four hooks around the two
/// transitions, in which a subclass adds and removes its own views (a
/// dimming view, say) in `containerView`. Absent: adaptivity, size-class
/// changes, `presentedView` different from the controller's view, and the
/// transition coordinator.
@MainActor
open class PresentationController {
  /// The controller presented, held strongly. UIKit counterpart:
  /// `presentedViewController`.
  public let presentedViewController: ViewController
  /// The controller whose context the presentation covers.
  public internal(set) weak var presentingViewController: ViewController?
  /// The view the transitions happen in, set when the presentation begins.
  public internal(set) weak var containerView: View?

  /// A presentation controller for `presentedViewController`, presented by
  /// `presentingViewController`; `containerView` stays nil until the
  /// presentation begins. UIKit counterpart: `init(presentedViewController:presenting:)`.
  public init(
    presentedViewController: ViewController, presenting presentingViewController: ViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }

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
}
