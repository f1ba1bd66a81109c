import Foundation
import Platform
import ViewKit

/// What must hold of the app after any command of any session, checked in
/// one place for the soak, the session fuzz target and the property test.
///
/// At every check:
/// 0. The split view is in the window, and so is the root, but while the
///    collapsed split view shows the Places list on top.
/// 1. Containment: every child's `parent` is the controller that lists it,
///    and a child's view, when in a view tree, is inside its parent's view;
///    a controller's view in the window belongs to a controller that is the
///    window's root, some controller's child, or presented.
/// 2. Appearance: a controller that has appeared has its view in the
///    window, and one that has disappeared has not (appearing and
///    disappearing are in between, and not checked).
/// 3. The radar is enabled exactly when the panes are not turning, and
///    then both panes show its side: the root's children are the two maps,
///    or the two geo-info controllers when it shows the names.
///
/// Once the clock has run on (`settled`), also:
/// 4. Nothing is left half done: no pane turns, no hand turn is held, no
///    container transition is in flight, and no controller is still
///    appearing or disappearing (a presentation or dismissal under way).
/// 5. Every navigation controller in the window shows its top controller's
///    view, filling its content area.
///
/// The wrong way (W) breaks 1 and 2 on purpose, for the student to see:
/// the panes' four controllers are exempt while it shows the names or
/// turns, and so are the maps W's wrong push shows in the details
/// (`PlaceDetailsViewController+WrongPush.swift`).
@MainActor
public enum SessionInvariants {
  /// The first invariant that does not hold, as a sentence; nil if all do.
  public static func violation(in root: RootViewController, settled: Bool) -> String? {
    guard let split = root.placesSplit, let window = split.viewIfLoaded?.window else {
      return "the split view's view is not in a window"
    }
    if root.viewIfLoaded?.window == nil, !(split.isCollapsed && split.listIsOnTop) {
      return "the root's view is out of the window, and the Places list does not cover it"
    }
    let controllers = allControllers(root: root, window: window)
    let wrong = root.radarState.isTheWrongWay
    let exempt: [ViewController] =
      (wrong ? [root.startMap, root.targetMap, root.startGeo, root.targetGeo] : [])
      + root.shownDetails.flatMap(\.wronglyShownMaps)
    let checked = controllers.filter { c in !exempt.contains { $0 === c } }
    return containment(checked, window: window) ?? appearance(checked, settled: settled)
      ?? radar(root) ?? (settled ? halfDone(root) ?? filled(checked, window: window) : nil)
  }

  /// 1. Parents and children agree, and so do their views.
  private static func containment(_ controllers: [ViewController], window: Window) -> String? {
    for parent in controllers {
      for child in parent.children {
        if child.parent !== parent {
          return
            "\(child.traceName) is a child of \(parent.traceName) but its parent is \(child.parent?.traceName ?? "nil")"
        }
        if let view = child.viewIfLoaded, view.superview != nil,
          let parentView = parent.viewIfLoaded,
          !view.isDescendant(of: parentView)
        {
          return
            "\(child.traceName)'s view is in a view tree outside its parent \(parent.traceName)'s view"
        }
      }
    }
    for controller in controllers where controller.viewIfLoaded?.window === window {
      let placed =
        window.rootViewController === controller || controller.parent != nil
        || controller.presentingViewController != nil
      if !placed {
        return
          "\(controller.traceName)'s view is in the window, but it is nobody's child and not presented"
      }
    }
    return nil
  }

  /// 2. Appeared means in the window, disappeared means not.
  private static func appearance(_ controllers: [ViewController], settled: Bool) -> String? {
    for controller in controllers {
      let inWindow = controller.viewIfLoaded?.window != nil
      switch controller.appearanceState {
      case .appeared where !inWindow:
        return "\(controller.traceName) has appeared but its view is not in the window"
      case .disappeared where inWindow:
        return "\(controller.traceName) has disappeared but its view is in the window"
      case .appearing, .disappearing:
        if settled {
          return "\(controller.traceName) is still \(controller.appearanceState.rawValue)"
        }
      default: break
      }
    }
    return nil
  }

  /// 3. The radar follows the panes: one place to read both, to adapt when
  /// the radar's state changes shape. The wrong way's panes are nobody's
  /// children on purpose (see the exemption above).
  private static func radar(_ root: RootViewController) -> String? {
    guard root.radarButton.isEnabled == !root.panesAreTurning else {
      return root.panesAreTurning
        ? "the radar is enabled while the panes turn" : "the radar is disabled while nothing turns"
    }
    guard !root.panesAreTurning, !root.radarState.isTheWrongWay else { return nil }
    let side = root.showingGeo ? "names" : "maps"
    let shown: [ViewController] =
      root.showingGeo ? [root.startGeo, root.targetGeo] : [root.startMap, root.targetMap]
    if let pane = shown.first(where: { $0.parent !== root }) {
      return "the radar shows the \(side), but \(pane.traceName) is not the root's child"
    }
    return nil
  }

  /// 4. After the clock has run on, nothing in flight.
  private static func halfDone(_ root: RootViewController) -> String? {
    if root.panesAreTurning { return "the panes are still turning" }
    if root.handTurn != nil { return "a hand turn is still held" }
    if let flight = TransitionInFlight.all.first {
      return "the transition \(flight.names) is still in flight"
    }
    return nil
  }

  /// 5. A navigation stack at rest fills its content with its top view.
  private static func filled(_ controllers: [ViewController], window: Window) -> String? {
    for case let nav as NavigationController in controllers
    where nav.viewIfLoaded?.window === window {
      guard let top = nav.topViewController else { continue }
      guard let view = top.viewIfLoaded, view.superview === nav.contentView else {
        return "\(nav.traceName)'s top, \(top.traceName), has no view in its content"
      }
      if view.frame != nav.contentView.bounds {
        return
          "\(top.traceName)'s view is \(view.frame) in \(nav.traceName), whose content is \(nav.contentView.bounds)"
      }
    }
    return nil
  }

  /// Every controller the app can reach: from the window's root down its
  /// children and presentations, the owners of the window's views, and
  /// the root's panes (shown or not), each once.
  static func allControllers(root: RootViewController, window: Window) -> [ViewController] {
    var found: [ViewController] = []
    var seen = Set<ObjectIdentifier>()
    func visit(_ controller: ViewController?) {
      guard let controller, seen.insert(ObjectIdentifier(controller)).inserted else { return }
      found.append(controller)
      controller.children.forEach(visit)
      visit(controller.presentedViewController)
    }
    visit(window.rootViewController)
    func walk(_ view: View) {
      visit(view.owningViewController)
      view.subviews.forEach(walk)
    }
    walk(window)
    [root, root.startMap, root.targetMap, root.startGeo, root.targetGeo].forEach(visit)
    return found
  }
}
