import Foundation
import Platform

/// Manages a view: loads it on first use, hears when it appears and
/// disappears, and may contain child controllers.
///
/// UIKit counterpart: `UIViewController`. Containment is in
/// `ViewController+Containment.swift`, the appearance state machine in
/// `ViewController+Appearance.swift`, presentation in
/// `Presentation/ViewController+Presentation.swift`, traits and size
/// changes in `Traits/ViewController+Traits.swift`, storyboards and segues
/// in `Storyboards/ViewController+Segues.swift`, memory warnings and
/// unloading in `ViewController+MemoryWarning.swift`.
/// Every overridable callback here but `loadView()` must call `super`, as
/// in UIKit.
@MainActor
open class ViewController: Responder {
  // MARK: Storage used by the extensions

  private var loadedView: View?
  /// The container this controller is a child of, if any: set by the
  /// parent's `addChild(_:)`, cleared by `removeFromParent()`. Weak, as in UIKit.
  public internal(set) weak var parent: ViewController?
  /// The child controllers, in the order they were added with `addChild(_:)`.
  public internal(set) var children: [ViewController] = []
  /// Where the view is in its journey on and off the screen (UIKit keeps this private).
  public internal(set) var appearanceState: AppearanceState = .disappeared
  /// The `animated` flag of the appearance transition under way, for its did-callback.
  var appearanceAnimated = false
  /// While > 0, moving the view in or out of a window sends no appearance
  /// callbacks: a transition is sending them itself.
  var appearanceDrivenByTransition = 0
  /// True while this is a window's `rootViewController`.
  /// Non-zero while a container transition between two children of one
  /// parent has this controller as its from or to: the parent's forwarding
  /// passes it by (ViewController+Appearance.swift).
  var heldByContainerTransition = 0
  var isWindowRoot: Bool { windowAsRoot != nil }
  /// The window whose root this controller is, from the moment it is made
  /// the root, before its view loads: its traits are the window's then.
  weak var windowAsRoot: Window?
  /// The controller this one presents with the record of that
  /// presentation (both held, as UIKit's presenter holds what it presents),
  /// and the one presenting this one (Presentation/ViewController+Presentation.swift).
  var presentedLink: (controller: ViewController, record: Presentation)?
  weak var presentingStorage: ViewController?

  /// How this controller appears when presented: `.automatic` (the default)
  /// is `.fullScreen`.
  public var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// The built-in animation of its presentation and dismissal.
  public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
  /// True to refuse dismissals a person asks for while this controller is
  /// presented (a click outside its popover): the adaptive delegate then
  /// hears `presentationControllerDidAttemptToDismiss`, without being asked
  /// `presentationControllerShouldDismiss`. False by default; `dismiss` in
  /// code is not affected.
  public var isModalInPresentation = false
  /// True if a context presentation from this controller or its descendants
  /// covers this controller's view (false by default).
  public var definesPresentationContext = false
  /// True if, defining the context, this controller's `modalTransitionStyle`
  /// replaces that of the controllers presented in it.
  public var providesPresentationContextTransitionStyle = false
  /// Supplies custom animators and interaction controllers for this
  /// controller's presentation and dismissal. Weak, as in UIKit.
  public weak var transitioningDelegate: ViewControllerTransitioningDelegate?

  /// A name for people: shown in traces. Trace lines use it, or the type name.
  /// Setting it sets the navigation item's and the tab bar item's titles
  /// too, as in UIKit.
  public var title: String? {
    didSet {
      navigationItemStorage?.title = title
      tabBarItemStorage?.title = title
    }
  }
  /// The navigation item, made on first use (`Navigation/ViewController+Navigation.swift`).
  var navigationItemStorage: NavigationItem?
  /// The tab bar item, made on first use (`TabBar/ViewController+TabBar.swift`).
  var tabBarItemStorage: TabBarItem?
  /// The size the controller would like its view to be, for containers: a
  /// popover's size. A change is told to the parent, or to the presentation
  /// controller of a presented controller, with
  /// `preferredContentSizeDidChange(forChildContentContainer:)`.
  public var preferredContentSize: CGSize = .zero {
    didSet { if preferredContentSize != oldValue { tellPreferredContentSizeChange() } }
  }
  /// The popover presentation controller, made on first use
  /// (Presentation/ViewController+Popover.swift).
  var popoverStorage: PopoverPresentationController?
  /// True only inside `viewWillAppear` and `viewDidAppear` of an appearance
  /// caused by being added to a parent (between `willMove(toParent:)` and
  /// `didMove(toParent:)`), as UIKit documents; false at every other time.
  public var isMovingToParent: Bool {
    pendingMove == .toParent && appearanceCallbackDepth > 0 && isAppearingOrAppeared
  }
  /// True only inside `viewWillDisappear` and `viewDidDisappear` of a
  /// disappearance caused by being removed from its parent; false at every
  /// other time.
  public var isMovingFromParent: Bool {
    pendingMove == .fromParent && appearanceCallbackDepth > 0 && !isAppearingOrAppeared
  }
  /// The containment move under way, from `willMove(toParent:)` to
  /// `didMove(toParent:)`.
  enum Move { case toParent, fromParent }
  var pendingMove: Move?
  /// How many appearance callbacks of this controller are running now.
  var appearanceCallbackDepth = 0

  /// The storyboard this controller was made from, and its scene there
  /// (`ViewController+Segues.swift`); nil for a controller made in code.
  public internal(set) var storyboard: Storyboard?
  var sceneIdentifier: String?
  /// The scene's embed segues: children put in place each time the view loads.
  var embeds: [Embed] = []

  /// A controller whose view is not loaded yet: it loads on first use of
  /// `view`. From now on the controller hears memory warnings.
  public override init() {
    super.init()
    MemoryWarning.register(self)
  }

  /// The name trace lines and warnings use: the title, or the type's name.
  public var traceName: String { title ?? String(describing: type(of: self)) }

  /// True for a container whose children's views are out of its view
  /// hierarchy by design, all but the one shown (a tab bar controller):
  /// `HierarchyWarnings` does not warn about them at `didMove(toParent:)`.
  var keepsChildrenOffScreen: Bool { false }

  // MARK: The view, loaded lazily

  /// The root view, loaded on first access: `loadView()` then `viewDidLoad()`,
  /// exactly once.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView!
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue.owningViewController = self
    }
  }

  /// The root view if it has been loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }
  /// True once the view has loaded, until a memory warning unloads it;
  /// asking does not load it.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = View(frame: .zero) }
    performEmbedSegues()  // a storyboard's children are in place for viewDidLoad
    viewDidLoad()
  }

  /// Lets the loaded view go (`ViewController+MemoryWarning.swift`): out
  /// of its superview, no longer owned; the next `view` loads a new one.
  func releaseView() {
    loadedView?.removeFromSuperview()
    loadedView?.owningViewController = nil
    loadedView = nil
  }

  /// Makes the root view. The default makes a plain, empty view; subclasses
  /// set `view` without calling `super`.
  open func loadView() {
    view = View(frame: .zero)
  }

  /// Called once, after the view loaded.
  open func viewDidLoad() {
    LifecycleTracer.record(self, .viewDidLoad)
  }

  // MARK: Appearance callbacks (sent by ViewController+Appearance.swift)

  /// Called as the view is about to appear (`appearanceState` is already
  /// `.appearing`); `animated` says whether the appearance is animated.
  /// The default records the callback for `LifecycleTracer`; overrides call `super`.
  open func viewWillAppear(_ animated: Bool) {
    LifecycleTracer.record(self, .viewWillAppear)
  }

  /// Called once the view has appeared (`appearanceState` is `.appeared`),
  /// with the `animated` flag of the transition that brought it. The
  /// default records the callback for `LifecycleTracer`; overrides call `super`.
  open func viewDidAppear(_ animated: Bool) {
    LifecycleTracer.record(self, .viewDidAppear)
  }

  /// Called as the view is about to disappear (`appearanceState` is already
  /// `.disappearing`); `animated` says whether the disappearance is animated.
  /// The default records the callback for `LifecycleTracer`; overrides call `super`.
  open func viewWillDisappear(_ animated: Bool) {
    LifecycleTracer.record(self, .viewWillDisappear)
  }

  /// Called once the view has disappeared (`appearanceState` is
  /// `.disappeared`), with the `animated` flag of the transition that took
  /// it. The default records the callback for `LifecycleTracer`; overrides call `super`.
  open func viewDidDisappear(_ animated: Bool) {
    LifecycleTracer.record(self, .viewDidDisappear)
  }

  /// When true (the default), the view's appearing and disappearing is
  /// passed on to the children whose views are inside it. A container that
  /// sets it to false calls `beginAppearanceTransition(_:animated:)` and
  /// `endAppearanceTransition()` on its children itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  // MARK: Layout callbacks

  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  // MARK: Containment callbacks (sent by ViewController+Containment.swift)

  /// Called before the controller is added to (or removed from, with nil)
  /// a parent. `addChild(_:)` calls it; for removal the parent calls it.
  /// The default also marks the move, which the appearance callbacks until
  /// `didMove(toParent:)` see as `isMovingToParent` or `isMovingFromParent`.
  open func willMove(toParent parent: ViewController?) {
    LifecycleTracer.record(self, .willMoveToParent(parent?.traceName))
    if parent != nil {
      pendingMove = .toParent
    } else if self.parent != nil {
      pendingMove = .fromParent
    }
  }

  /// Called after the controller was added to (or removed from, with nil)
  /// a parent. The parent calls it after adding the view; `removeFromParent()`
  /// calls it with nil.
  open func didMove(toParent parent: ViewController?) {
    LifecycleTracer.record(self, .didMoveToParent(parent?.traceName))
    HierarchyWarnings.checkDidMove(self, toParent: parent)
    pendingMove = nil
  }

  // MARK: Traits and size changes (Traits/ViewController+Traits.swift)

  /// The traits set for children by `setOverrideTraitCollection(_:forChild:)`.
  var traitOverrides: [TraitOverride] = []

  /// Called after `traitCollection` changed, with the one before. The
  /// default does nothing but trace; overrides call `super` first.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    LifecycleTracer.record(self, .traitCollectionDidChange(traitCollection))
  }

  /// Called before the traits change to `newCollection`, and before any
  /// `traitCollectionDidChange(_:)`. The default passes it on to each
  /// child, with that child's override; overrides call `super`.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    forwardTraitTransition(to: newCollection, with: coordinator)
  }

  /// Called before the view's size changes to `size`. The default passes
  /// it on to each child, sized by `size(forChildContentContainer:...)`;
  /// overrides call `super` (or tell the children themselves).
  open func viewWillTransition(
    to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator
  ) {
    forwardSizeTransition(to: size, with: coordinator)
  }

  /// Called when a child's `preferredContentSize` changed. UIKit
  /// counterpart: `preferredContentSizeDidChange(forChildContentContainer:)`,
  /// whose container is any content container; here it is a controller.
  /// The default does nothing; a navigation controller takes its top's.
  open func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {}

  /// The size a child is told in `viewWillTransition(to:with:)`; by
  /// default the parent's own, as UIKit's.
  open func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// A controller's next responder is its view's superview.
  open override var next: Responder? { loadedView?.superview }

  // MARK: Showing (Navigation/ViewController+Navigation.swift)

  /// Shows `viewController` where this controller's container sees fit: a
  /// navigation controller above it pushes it; with none, this controller
  /// presents it. A "show" segue calls it. Containers override it.
  open func show(_ viewController: ViewController, sender: Any?) {
    showByDefault(viewController)
  }

  // MARK: Segues (sent by ViewController+Segues.swift)

  /// Called before a segue from this controller is performed, with the
  /// destination made and its view not loaded. The default does nothing.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// Whether a segue triggered by a control should be performed; not asked
  /// for `performSegue(withIdentifier:sender:)`. The default says yes.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// The unwind actions this controller implements, by name: Swift has no
  /// selectors to look for (`ViewController+Unwind.swift`).
  open var unwindActions: Set<String> { [] }

  /// Runs the unwind action `action` on the destination of an unwind segue.
  open func performUnwindAction(_ action: String, for segue: StoryboardSegue) {}

  /// Whether this controller handles the unwind action: by default, when it
  /// implements it and is not the controller the unwind starts from.
  open func canPerformUnwindSegueAction(
    _ action: String, from fromViewController: ViewController, sender: Any?
  ) -> Bool {
    unwindActions.contains(action) && fromViewController !== self
  }

  /// Called on each container on an unwind segue's path; a container shows
  /// `subsequentViewController`, the next controller towards the destination.
  open func unwind(
    for unwindSegue: StoryboardSegue, towards subsequentViewController: ViewController
  ) {}

  /// The view an embed segue puts its child's view into, by the container
  /// name the storyboard gives; nil for the root view.
  open func embedContainerView(named name: String) -> View? { nil }

  // MARK: Memory warnings (sent by ViewController+MemoryWarning.swift)

  /// Sent to every controller when the application gets a memory warning.
  /// The default unloads the view when `unloadsViewsOnMemoryWarning` is on
  /// and the view is loaded and not in a window; an override that does not
  /// call `super` keeps its view.
  open func didReceiveMemoryWarning() {
    LifecycleTracer.record(self, .didReceiveMemoryWarning)
    unloadViewIfUnused()
  }

  /// Called before the view is released on a memory warning.
  open func viewWillUnload() {
    LifecycleTracer.record(self, .viewWillUnload)
  }

  /// Called after the view was released on a memory warning: drop any
  /// other references to its views here.
  open func viewDidUnload() {
    LifecycleTracer.record(self, .viewDidUnload)
  }
}
