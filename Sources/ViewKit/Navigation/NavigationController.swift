import Foundation
import Platform

/// A container that shows one child at a time from a stack: pushing a
/// controller slides its view in over the top one, popping slides it back
/// off, and a bar above shows the top controller's title and a back button.
///
/// UIKit counterpart: `UINavigationController`. The stack's API is here;
/// how a change of the stack is carried out (containment, appearance, the
/// delegate, the animation, a change asked for while one is under way) is
/// in `NavigationController+Transition.swift`, the interactive pop in
/// `NavigationController+InteractivePop.swift`.
///
/// `viewControllers` changes as soon as a push or pop is asked for, as
/// UIKit's does; the views, the bar and the containment callbacks follow
/// over the transition. A cancelled interactive pop puts the stack back.
@MainActor
open class NavigationController: ViewController {
  /// How long the bar takes to hide or show: UIKit's
  /// `UINavigationControllerHideShowBarDuration`, 0.2 s.
  public static let hideShowBarDuration = 0.2
  /// The name of the storyboard relationship that gives the root, as
  /// Interface Builder's "root view controller" relationship.
  public static let rootRelationship = "rootViewController"

  /// The programmer error of putting a split view controller on a stack.
  static let splitViewRefusal =
    "A split view controller cannot be pushed onto a navigation stack: it must be a window's root or a container's child"
  /// The stack, root first.
  var stack: [ViewController] = [] {
    didSet { if stack.last !== oldValue.last { adoptTopPreferredContentSize() } }
  }
  /// Hears what is shown; supplies custom animators. Weak, as in UIKit.
  public weak var delegate: NavigationControllerDelegate?
  /// The bar; its items follow the stack's navigation items.
  public let navigationBar = NavigationBar()
  /// The view the children's views live in: the area below the bar.
  public let contentView = View()
  /// True while the bar is hidden (`setNavigationBarHidden(_:animated:)`).
  public private(set) var barHidden = false
  /// The push or pop under way, from its start until it settles.
  var inFlight: NavigationTransition?
  /// The interaction controller of a pop by hand, while the hand is on it
  /// (`NavigationController+InteractivePop.swift`).
  var popDriver: PercentDrivenInteractiveTransition?
  /// Told once a change of the stack has settled its containment (a tab
  /// bar controller takes back what leaves its More stack).
  var stackDidSettle: (() -> Void)?
  /// The left-edge pan that pops by hand, on the navigation controller's view.
  let popRecognizer = ScreenEdgePanGestureRecognizer()
  /// The pan's delegate: it begins only when there is something to pop.
  let popGate = InteractivePopGate()

  /// An empty stack (a storyboard gives the root by its relationship).
  public override init() {
    super.init()
    setUpInteractivePop()
  }

  /// A stack of one: `rootViewController` at the bottom and on top.
  public init(rootViewController: ViewController) {
    super.init()
    setUpInteractivePop()
    setViewControllers([rootViewController], animated: false)
  }

  /// The stack, root first; setting it is `setViewControllers(_:animated: false)`.
  public var viewControllers: [ViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { stack.last }

  /// The controller whose view is seen: one presented over the navigation
  /// controller if there is one, else the top controller.
  public var visibleViewController: ViewController? {
    presentedViewController ?? topViewController
  }

  /// A new preferred content size of the top controller becomes the
  /// navigation controller's (NavigationController+PreferredContentSize.swift).
  open override func preferredContentSizeDidChange(
    forChildContentContainer container: ViewController
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    if container === topViewController { adoptTopPreferredContentSize() }
  }

  /// True while the bar is hidden; setting it hides or shows it at once.
  public var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  // MARK: Changing the stack

  /// Pushes `viewController` on top and shows it. Pushing a controller
  /// already on the stack, a navigation controller, or a split view
  /// controller (Apple forbids it), is a programmer error (UIKit raises an
  /// exception for the first two).
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController },
      "Pushing the same view controller instance (\(viewController.traceName)) more than once is not supported"
    )
    precondition(
      !(viewController is NavigationController), "Pushing a navigation controller is not supported")
    precondition(!(viewController is SplitViewController), Self.splitViewRefusal)
    change(to: stack + [viewController], animated: animated, caller: "pushViewController:animated:")
  }

  /// Pops the top controller and returns it; nil at the root, or when the
  /// pop is refused (a transition under way).
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    let popped = change(
      to: Array(stack.dropLast()), animated: animated, caller: "popViewControllerAnimated:")
    return popped ? top : nil
  }

  /// Pops every controller above the root; returns them, bottom first, or
  /// nil if there were none or the pop was refused.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard let root = stack.first else { return nil }
    return pop(to: root, animated: animated, caller: "popToRootViewControllerAnimated:")
  }

  /// Pops the controllers above `viewController`, which must be on the
  /// stack; returns them, bottom first, or nil (none, or refused).
  @discardableResult
  open func popToViewController(_ viewController: ViewController, animated: Bool)
    -> [ViewController]?
  {
    pop(to: viewController, animated: animated, caller: "popToViewController:animated:")
  }

  private func pop(to target: ViewController, animated: Bool, caller: String) -> [ViewController]? {
    guard let index = stack.firstIndex(where: { $0 === target }) else {
      preconditionFailure(
        "Tried to pop to a view controller that doesn't exist: \(target.traceName)")
    }
    let above = Array(stack[(index + 1)...])
    guard !above.isEmpty else { return nil }
    let popped = change(to: Array(stack[...index]), animated: animated, caller: caller)
    return popped ? above : nil
  }

  /// Replaces the stack. Animated, the transition is a push if the new
  /// top was not on the stack, a pop if it was, and none if it is the top
  /// already, as UIKit documents. Controllers that leave get
  /// `willMove(toParent: nil)` and `didMove(toParent: nil)`; new ones
  /// `willMove(toParent:)` and `didMove(toParent:)`. A navigation
  /// controller or a split view controller in the array is a programmer error.
  open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    for (index, controller) in viewControllers.enumerated() {
      precondition(
        !viewControllers[..<index].contains { $0 === controller },
        "setViewControllers: \(controller.traceName) is in the array more than once")
      precondition(
        !(controller is NavigationController), "Pushing a navigation controller is not supported")
      precondition(!(controller is SplitViewController), Self.splitViewRefusal)
    }
    change(to: viewControllers, animated: animated, caller: "setViewControllers:animated:")
  }

  // MARK: The bar

  /// Hides or shows the bar; animated, it slides up out of the view (or
  /// down into it) over `hideShowBarDuration` while the content grows (or
  /// shrinks) with it.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    guard let view = viewIfLoaded else { return }
    if hidden == false { navigationBar.isHidden = false }
    let layOut = { self.layOutBarAndContent(in: view.bounds) }
    guard animated else {
      layOut()
      navigationBar.isHidden = hidden
      return
    }
    View.animate(
      withDuration: Self.hideShowBarDuration, animations: layOut,
      completion: { [weak self] _ in
        guard let self else { return }
        self.navigationBar.isHidden = self.barHidden
      })
  }

  /// The bar at the top (above the view when hidden), the content below it.
  func layOutBarAndContent(in bounds: CGRect) {
    let height = NavigationBar.height
    navigationBar.frame = CGRect(
      x: 0, y: barHidden ? -height : 0, width: bounds.width, height: height)
    let top = barHidden ? 0 : height
    contentView.frame = CGRect(
      x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 0))
  }

  // MARK: The view

  open override func loadView() {
    let root = View()
    root.backgroundColor = .white
    contentView.clipsToBounds = true  // the slide stays inside
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    navigationBar.autoresizingMask = [.flexibleWidth]
    navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
    root.addSubview(contentView)
    root.addSubview(navigationBar)
    root.addGestureRecognizer(popRecognizer)
    view = root
  }

  /// The top controller's view goes in when the view loads.
  open override func viewDidLoad() {
    super.viewDidLoad()
    navigationBar.isHidden = barHidden
    if let top = topViewController { install(top) }
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    layOutBarAndContent(in: view.bounds)
  }

  /// The delegate hears that the top controller is shown as the
  /// navigation controller itself appears.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let top = topViewController {
      delegate?.navigationController(self, willShow: top, animated: animated)
    }
  }

  /// The delegate hears that the top controller has been shown as the
  /// navigation controller itself appears (before the top controller's
  /// own `viewDidAppear`).
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if let top = topViewController {
      delegate?.navigationController(self, didShow: top, animated: animated)
    }
  }

  /// A "show" segue, or `show(_:sender:)` from a controller on the stack, pushes.
  open override func show(_ viewController: ViewController, sender: Any?) {
    pushViewController(viewController, animated: true)
  }

  /// The storyboard's root relationship gives the stack its root. A file
  /// that names a navigation controller as the root gets UIKit's refusal
  /// as one line on `HierarchyWarnings.output`, and an empty stack: a
  /// file is input, not a programmer's call.
  open override func prepare(for segue: StoryboardSegue, sender: Any?) {
    super.prepare(for: segue, sender: sender)
    guard segue.identifier == Self.rootRelationship, stack.isEmpty else { return }
    guard !(segue.destination is NavigationController) else {
      return HierarchyWarnings.output(
        "Warning: \(traceName)'s root relationship names a navigation controller, \(segue.destination.traceName): pushing a navigation controller is not supported"
      )
    }
    setViewControllers([segue.destination], animated: false)
  }

  /// Puts `controller`'s view in the content area, filling it.
  func install(_ controller: ViewController) {
    let child = controller.view
    child.frame = contentView.bounds
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(child)
  }
}
