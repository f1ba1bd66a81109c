import Foundation

/// One change of traits down a hierarchy: which objects hear
/// `traitCollectionDidChange(_:)`, in what order, and with what previous
/// traits.
///
/// Made before the change, it notes every trait environment under its
/// top and the traits each has; `notify()`, after the change, calls
/// `traitCollectionDidChange(_:)` with those traits on each whose traits
/// differ now. The order runs down the hierarchy, as UIKit documents
/// traits passing from the top down:
/// 1. the window;
/// 2. views directly in the window that no controller owns;
/// 3. its root controller, then that controller's views (its root view
///    and the subviews no other controller owns), then each child in
///    `children` order, the same way, depth first;
/// 4. after each controller's children, the controller it presents, the
///    same way.
/// A controller before its views, and a parent before its children, so
/// that each can adjust before the things inside it do.
@MainActor
struct TraitChange {
  @MainActor private enum Environment {
    case view(View)
    case controller(ViewController)

    var traitCollection: TraitCollection {
      switch self {
      case .view(let view): view.traitCollection
      case .controller(let controller): controller.traitCollection
      }
    }

    func traitCollectionDidChange(_ previous: TraitCollection) {
      switch self {
      case .view(let view): view.traitCollectionDidChange(previous)
      case .controller(let controller): controller.traitCollectionDidChange(previous)
      }
    }
  }

  private var entries: [(environment: Environment, previous: TraitCollection)] = []

  /// Everything in `window`, from the window down.
  init(window: Window) {
    addViews(from: window, traits: window.traitCollection)
    if let root = window.rootViewController { addController(root) }
  }

  /// `controller` and everything under it.
  init(controller: ViewController) {
    addController(controller)
  }

  /// Tells each environment whose traits changed, in order.
  func notify() {
    for (environment, previous) in entries where environment.traitCollection != previous {
      environment.traitCollectionDidChange(previous)
    }
  }

  private mutating func addController(_ controller: ViewController) {
    entries.append((.controller(controller), controller.traitCollection))
    if let view = controller.viewIfLoaded { addViews(from: view, traits: view.traitCollection) }
    for child in controller.children { addController(child) }
    if let presented = controller.presentedStorage { addController(presented) }  // presented last
  }

  /// `view`, whose traits are `traits`, and its subviews, down to views
  /// that other controllers own. Each subview's traits are made from
  /// `traits` (`View.traitCollection(underTraits:)`) rather than found
  /// again by climbing from it.
  private mutating func addViews(from view: View, traits: TraitCollection) {
    entries.append((.view(view), traits))
    for subview in view.subviews where subview.owningViewController == nil {
      addViews(from: subview, traits: subview.traitCollection(underTraits: traits))
    }
  }
}
