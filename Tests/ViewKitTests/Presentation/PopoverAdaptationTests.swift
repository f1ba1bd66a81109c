import Foundation
import Platform
import Testing

@testable import ViewKit

/// A controller that counts its appearance callbacks.
@MainActor
final class Counted: ViewController {
  var willAppear = 0
  var willDisappear = 0
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    willAppear += 1
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    willDisappear += 1
  }
}

extension SharedStateSuites {
  /// A popover in a compact size class adapts: by default to a form
  /// sheet, else to the delegate's style, and back as the window is resized.
  @Suite(.serialized) @MainActor
  final class PopoverAdaptationTests: PopoverFixture {
    let compact = CGSize(width: 900, height: 800)

    override init() {
      super.init()
      popover.delegate = delegate
    }

    @Test func inACompactWidthAPopoverAdaptsToAFormSheetByDefault() {
      window.transition(toSize: compact)
      time.play(0.5)
      popover.delegate = nil
      present(animated: true)
      #expect(details.view.superview === window)
      #expect(details.view.frame == CGRect(x: 0, y: 40, width: 900, height: 760))
      #expect(popover.arrowDirection == .unknown)
      #expect(popover.popoverView.superview == nil)
    }

    @Test func inACompactHeightToo() {
      window.transition(toSize: CGSize(width: 1200, height: 500))
      time.play(0.5)
      present()
      #expect(details.view.frame == CGRect(x: 330, y: 40, width: 540, height: 460))
    }

    @Test func theDelegateIsAskedAndToldTheAdaptiveStyle() {
      window.transition(toSize: compact)
      time.play(0.5)
      present()
      #expect(
        delegate.calls == [
          "adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle formSheet",
          "willPresentWithAdaptiveStyle formSheet false",
        ])
    }

    @Test func theDelegateReturningNoneKeepsThePopover() {
      window.transition(toSize: compact)
      time.play(0.5)
      delegate.style = .none
      present()
      #expect(popover.arrowDirection == .up)
      #expect(details.view.superview === popover.popoverView.card)
      #expect(delegate.calls.last == "prepareForPopoverPresentation")
    }

    @Test func theDelegateMayAdaptToFullScreenAndAStyleItMayNotGivesTheFormSheet() {
      window.transition(toSize: compact)
      time.play(0.5)
      delegate.style = .fullScreen
      present()
      #expect(details.view.frame == CGRect(origin: .zero, size: compact))
      #expect(root.view.superview === window)  // a popover never removes its presenter's view
      details.dismiss(animated: false)
      time.play(0.05)
      delegate.style = .custom
      present()
      #expect(details.view.frame == CGRect(x: 0, y: 40, width: 900, height: 760))
    }

    @Test func anAdaptedPopoverNeedsNoSource() {
      window.transition(toSize: compact)
      time.play(0.5)
      popover.sourceView = nil
      present()
      #expect(root.presentedViewController === details)
    }

    @Test func viewControllerForAdaptivePresentationStyleWrapsTheContentWhileAdapted() {
      window.transition(toSize: compact)
      time.play(0.5)
      var made: NavigationController?
      delegate.wrapper = { content in
        made = NavigationController(rootViewController: content)
        return made
      }
      present(animated: true)
      let wrapper = try! #require(made)
      #expect(wrapper.view.superview === window)
      #expect(details.view.isDescendant(of: wrapper.view))
      #expect(wrapper.appearanceState == .appeared)
      #expect(details.appearanceState == .appeared)
      #expect(wrapper.presentingViewController === root)
      details.dismiss(animated: true)
      time.play(0.5)
      #expect(wrapper.viewIfLoaded?.superview == nil)
      #expect(wrapper.appearanceState == .disappeared)
      #expect(details.appearanceState == .disappeared)
      #expect(details.parent == nil)
    }

    @Test func aResizeAcrossTheSizeClassAdaptsAndComesBackWithTheDelegatesCalls() {
      let counted = Counted()
      counted.modalPresentationStyle = .popover
      counted.preferredContentSize = CGSize(width: 300, height: 200)
      counted.popoverPresentationController?.sourceView = source
      counted.popoverPresentationController?.delegate = delegate
      root.present(counted, animated: false)
      time.play(0.05)
      let popover = counted.popoverPresentationController!
      delegate.calls = []
      window.transition(toSize: compact)
      time.play(0.5)
      #expect(
        delegate.calls == [
          "adaptivePresentationStyle", "viewControllerForAdaptivePresentationStyle formSheet",
          "willPresentWithAdaptiveStyle formSheet true",
        ])
      #expect(counted.view.superview === window)
      #expect(counted.view.frame == CGRect(x: 0, y: 40, width: 900, height: 760))
      #expect(popover.popoverView.superview == nil)
      #expect(popover.arrowDirection == .unknown)
      delegate.calls = []
      window.transition(toSize: CGSize(width: 1200, height: 800))
      time.play(0.5)
      #expect(
        delegate.calls == [
          "willPresentWithAdaptiveStyle none true", "prepareForPopoverPresentation",
        ])
      #expect(counted.view.superview === popover.popoverView.card)
      #expect(popover.popoverView.frame == CGRect(x: 10, y: 120, width: 300, height: 213))
      #expect(popover.arrowDirection == .up)
      // The content stayed on screen throughout: no appearance callbacks.
      #expect(counted.willAppear == 1 && counted.willDisappear == 0)
      counted.dismiss(animated: false)
      time.play(0.05)
      #expect(counted.willDisappear == 1)
      #expect(window.subviews.count == 1)
    }

    @Test func aSheetIsACardSlidingUpFromTheBottomOverThePresenter() {
      let page = sheet("Page", .pageSheet)
      root.present(page, animated: true)
      time.frame(at: time.clock.now + 0.001)
      time.frame(at: time.clock.now + 0.15)
      #expect(page.view.presentation.center.y > 420)
      time.play(0.5)
      #expect(page.view.frame == CGRect(x: 248, y: 40, width: 704, height: 760))
      #expect(page.view.cornerRadius == ModalPresentationStyle.sheetCornerRadius)
      #expect(root.view.superview === window)
      page.dismiss(animated: false)
      time.play(0.05)
      let form = sheet("Form", .formSheet)
      root.present(form, animated: false)
      time.play(0.05)
      #expect(form.view.frame == CGRect(x: 330, y: 40, width: 540, height: 760))
    }

    @Test func aResizeDuringThePresentationAdaptsOnceItIsOver() {
      root.present(details, animated: true)
      time.frame(at: time.clock.now + 0.05)
      window.transition(toSize: compact)
      #expect(details.view.superview === popover.popoverView.card)
      time.play(0.6)
      #expect(details.view.superview === window)
      #expect(details.view.frame == CGRect(x: 0, y: 40, width: 900, height: 760))
      #expect(delegate.calls.last == "willPresentWithAdaptiveStyle formSheet false")
    }

    @Test func aClickOutsideAnAdaptedPopoverDoesNotDismissIt() {
      window.transition(toSize: compact)
      time.play(0.5)
      present()
      click(at: CGPoint(x: 450, y: 20))
      time.play(0.5)
      #expect(root.presentedViewController === details)
    }
  }

  /// "Adapt to today's presentation over one pane": a popover from inside
  /// a controller that defines the presentation context, adapted to
  /// `.overCurrentContext`, covers that controller's view, as a plain
  /// `.overCurrentContext` presentation from the same source does.
  @Suite(.serialized) @MainActor
  final class PopoverContextAdaptationTests: PopoverFixture {
    let pane = Named("Pane")
    let inner = Named("Inner")

    override init() {
      super.init()
      root.addChild(pane)
      pane.view.frame = CGRect(x: 450, y: 0, width: 450, height: 800)
      root.view.addSubview(pane.view)
      pane.didMove(toParent: root)
      pane.definesPresentationContext = true
      pane.addChild(inner)
      inner.view.frame = pane.view.bounds
      pane.view.addSubview(inner.view)
      inner.didMove(toParent: pane)
      source.removeFromSuperview()
      inner.view.addSubview(source)
      popover.delegate = delegate
      delegate.style = .overCurrentContext
    }

    @Test func adaptedToOverCurrentContextItCoversTheContextLikeAPlainOne() {
      window.transition(toSize: CGSize(width: 900, height: 800))
      time.play(0.5)
      present(animated: true, from: inner)
      #expect(details.presentingViewController === pane)
      #expect(details.view.superview === root.view)
      #expect(details.view.frame == pane.view.frame)
      #expect(pane.view.superview === root.view)
      details.dismiss(animated: false)
      time.play(0.05)
      let plain = sheet("Plain", .overCurrentContext)
      inner.present(plain, animated: false)
      time.play(0.05)
      #expect(plain.presentingViewController === pane)
      #expect(plain.view.superview === details.view.superview ?? root.view)
      #expect(plain.view.frame == pane.view.frame)
    }

    @Test func aResizeMovesItBetweenThePopoverAndTheContext() {
      present(from: inner)
      #expect(details.presentingViewController === pane)
      #expect(popover.popoverView.superview === window)
      window.transition(toSize: CGSize(width: 900, height: 800))
      time.play(0.5)
      #expect(details.view.superview === root.view)
      #expect(details.view.frame == pane.view.frame)
      window.transition(toSize: CGSize(width: 1200, height: 800))
      time.play(0.5)
      #expect(details.view.superview === popover.popoverView.card)
      details.dismiss(animated: true)
      time.play(0.5)
      #expect(pane.presentedViewController == nil)
      #expect(details.view.superview == nil)
    }
  }
}
