import Foundation

/// Adding, ordering and removing subviews, with UIKit's notifications.
///
/// The order of callbacks when `view` moves into `parent`:
///   1. `view.willMove(toSuperview: parent)`
///   2. `view.willMove(toWindow:)` on it and its subviews, if the window changes
///   3. the view is taken from its old superview and inserted
///   4. `view.didMoveToWindow()` on it and its subviews, if the window changed
///   5. `view.didMoveToSuperview()`
///   6. `parent.didAddSubview(view)`
/// Removal mirrors it, opening with `parent.willRemoveSubview(view)`.
extension View {
  /// The window the view is in, or nil when not installed.
  public var window: Window? { windowStorage }

  /// Adds a view on top of the others. A view already here moves to the top;
  /// a view elsewhere is first removed from its old superview.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Adds a view at `index` in the drawing order (0 is at the back).
  public func insertSubview(_ view: View, at index: Int) {
    precondition(view !== self && !isDescendant(of: view), "a view cannot be its own subview")
    if view.superview === self {
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(index, subviews.count))
      setNeedsRedraw()
      return
    }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
    view.detachFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    if oldWindow !== newWindow {
      view.noteWindow(newWindow)
      view.sendDidMoveToWindow()
    }
    HierarchyWarnings.checkPlacement(of: view)
    view.didMoveToSuperview()
    didAddSubview(view)
    view.setNeedsLayout()
    view.setNeedsRedraw()
  }

  /// Adds `view` just in front of `sibling`, as UIKit's
  /// `insertSubview(_:aboveSubview:)`. Apple does not say what a sibling
  /// that is not a subview means; here the view goes to the front, the
  /// direction asked for (Docs/choices.md).
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Adds `view` just behind `sibling`, as UIKit's
  /// `insertSubview(_:belowSubview:)`. A sibling that is not a subview
  /// sends the view to the back, the direction asked for, so that what was
  /// meant to go under something never covers the views already here.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  /// Moves a subview in front of its siblings.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves a subview behind its siblings.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Takes the view out of its superview and window.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { sendWillMove(toWindow: nil) }
    parent.setNeedsRedraw()
    detachFromSuperview()
    if oldWindow != nil {
      noteWindow(nil)
      sendDidMoveToWindow()
    }
    didMoveToSuperview()
  }

  /// True if the receiver is `view` or inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in the subtree, the receiver included, with this tag.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  private func detachFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Notes `newWindow` as the window of the view and of everything under
  /// it, before any hears `didMoveToWindow()`, so that each callback finds
  /// the whole subtree moved. A window among them keeps itself.
  private func noteWindow(_ newWindow: Window?) {
    guard windowStorage !== self else { return }
    windowStorage = newWindow
    for subview in subviews { subview.noteWindow(newWindow) }
  }

  private func sendWillMove(toWindow window: Window?) {
    rootViewWillMove(toWindow: window)
    willMove(toWindow: window)
    for subview in subviews { subview.sendWillMove(toWindow: window) }
  }

  private func sendDidMoveToWindow() {
    rootViewDidMoveToWindow()
    didMoveToWindow()
    for subview in subviews { subview.sendDidMoveToWindow() }
  }
}
