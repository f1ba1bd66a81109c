import Foundation
import Testing

@testable import ViewKit

/// Adding and removing views sends UIKit's notifications, in UIKit's order.
@Suite @MainActor
struct HierarchyTests {
  let trace = Trace()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

  @Test func addingToAWindowNotifiesTheSubtreeInOrder() {
    let parent = TracingView("parent", trace: trace)
    let child = TracingView("child", trace: trace)
    parent.addSubview(child)
    trace.entries.removeAll()
    window.addSubview(parent)
    #expect(
      trace.entries == [
        "parent.willMove(toSuperview: window)",
        "parent.willMove(toWindow: window)",
        "child.willMove(toWindow: window)",
        "parent.didMoveToWindow",
        "child.didMoveToWindow",
        "parent.didMoveToSuperview",
      ])
    #expect(child.window === window)
  }

  @Test func removingNotifiesTheParentFirst() {
    let parent = TracingView("parent", trace: trace)
    let child = TracingView("child", trace: trace)
    window.addSubview(parent)
    parent.addSubview(child)
    trace.entries.removeAll()
    child.removeFromSuperview()
    #expect(
      trace.entries == [
        "parent.willRemoveSubview(child)",
        "child.willMove(toSuperview: nil)",
        "child.willMove(toWindow: nil)",
        "child.didMoveToWindow",
        "child.didMoveToSuperview",
      ])
    #expect(child.superview == nil && child.window == nil)
  }

  @Test func addingToAnotherParentMovesTheView() {
    let a = TracingView("a", trace: trace)
    let b = TracingView("b", trace: trace)
    let child = TracingView("child", trace: trace)
    a.addSubview(child)
    trace.entries.removeAll()
    b.addSubview(child)
    #expect(a.subviews.isEmpty && b.subviews.count == 1 && b.subviews[0] === child)
    #expect(
      trace.entries == [
        "child.willMove(toSuperview: b)", "child.didMoveToSuperview", "b.didAddSubview(child)",
      ])
  }

  @Test func orderingSubviews() {
    let views = (0..<3).map { View(frame: .zero).tagged($0) }
    for view in views { window.addSubview(view) }
    #expect(window.subviews.map(\.tag) == [0, 1, 2])
    window.bringSubviewToFront(views[0])
    #expect(window.subviews.map(\.tag) == [1, 2, 0])
    window.sendSubviewToBack(views[2])
    #expect(window.subviews.map(\.tag) == [2, 1, 0])
    let extra = View().tagged(9)
    window.insertSubview(extra, belowSubview: views[1])
    #expect(window.subviews.map(\.tag) == [2, 9, 1, 0])
    window.insertSubview(View().tagged(7), aboveSubview: views[1])
    #expect(window.subviews.map(\.tag) == [2, 9, 1, 7, 0])
    window.addSubview(views[2])  // already a subview: moves to the front
    #expect(window.subviews.map(\.tag) == [9, 1, 7, 0, 2])
    #expect(window.viewWithTag(7)?.tag == 7 && window.viewWithTag(42) == nil)
  }

  /// Apple does not say where a view goes when the sibling named is not a
  /// subview: below goes to the back, above to the front. flowkey's goes
  /// on top for both (Docs/choices.md).
  @Test func insertingBelowAViewThatIsNotASubviewPutsItAtTheBack() {
    let views = (0..<2).map { View(frame: .zero).tagged($0) }
    for view in views { window.addSubview(view) }
    let stranger = View()
    window.insertSubview(View().tagged(8), belowSubview: stranger)
    window.insertSubview(View().tagged(9), aboveSubview: stranger)
    #expect(window.subviews.map(\.tag) == [8, 0, 1, 9])
  }

  /// `window` is kept by each view rather than found by climbing: it must
  /// still say the old window in `willMove(toWindow:)`, and say the new one
  /// for the whole subtree by the first `didMoveToWindow()`.
  @Test func everyViewOfAMovedSubtreeSaysItsWindowAtEachCallback() {
    let other = Window(frame: window.frame).tagged(1)
    let parent = WindowWatchingView()
    let child = View()
    let grandchild = View()
    parent.addSubview(child)
    child.addSubview(grandchild)
    window.addSubview(parent)
    #expect(parent.seen == ["will: nil, nil", "did: window, window"])
    #expect(window.window === window && grandchild.window === window)
    parent.seen.removeAll()
    other.addSubview(parent)
    #expect(parent.seen == ["will: window, window", "did: other, other"])
    #expect(grandchild.window === other)
    parent.seen.removeAll()
    parent.removeFromSuperview()
    #expect(parent.seen == ["will: other, other", "did: nil, nil"])
    #expect(grandchild.window == nil && child.window == nil)
    child.removeFromSuperview()
    window.addSubview(child)
    #expect(grandchild.window === window && parent.window == nil)
  }

  @Test func changesAskTheWindowForAFrame() throws {
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    _ = try window.snapshotPixels()
    #expect(!window.needsRedraw)
    view.alpha = 0.5
    #expect(window.needsRedraw)
  }
}

/// Notes, at each window callback, what it and its first subview's
/// subview say their window is: "window" (tag 0), "other" (tag 1) or "nil".
private final class WindowWatchingView: View {
  var seen: [String] = []

  override func willMove(toWindow newWindow: Window?) { note("will") }
  override func didMoveToWindow() { note("did") }

  private func note(_ callback: String) {
    let deepest = subviews.first?.subviews.first
    seen.append("\(callback): \(name(of: window)), \(name(of: deepest?.window))")
  }

  private func name(of window: Window?) -> String {
    guard let window else { return "nil" }
    return window.tag == 0 ? "window" : "other"
  }
}

extension View {
  func tagged(_ tag: Int) -> Self {
    self.tag = tag
    return self
  }
}
