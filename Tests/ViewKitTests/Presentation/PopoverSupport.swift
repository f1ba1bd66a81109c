import Foundation
import Platform
import Testing

@testable import ViewKit

/// A view that notes the touches that reach it.
@MainActor
final class TouchLog: View {
  var began = 0
  override func touchesBegan(_ touches: Set<Touch>, with event: Event) { began += 1 }
}

/// A delegate that notes every call, in order, and answers as told.
@MainActor
final class PopoverDelegateLog: PopoverPresentationControllerDelegate {
  var calls: [String] = []
  var style: ModalPresentationStyle = .automatic
  var shouldDismiss = true
  var wrapper: ((ViewController) -> ViewController?)?
  var reposition: ((inout CGRect, inout View) -> Void)?
  /// Where the popover's view was when `prepareForPopoverPresentation` came.
  var superviewAtPrepare: View?

  func adaptivePresentationStyle(
    for controller: PresentationController, traitCollection: TraitCollection
  ) -> ModalPresentationStyle {
    calls.append("adaptivePresentationStyle")
    return style
  }

  func presentationController(
    _ controller: PresentationController,
    viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle
  ) -> ViewController? {
    calls.append("viewControllerForAdaptivePresentationStyle \(style)")
    return wrapper?(controller.presentedViewController)
  }

  func presentationController(
    _ presentationController: PresentationController,
    willPresentWithAdaptiveStyle style: ModalPresentationStyle,
    transitionCoordinator: (any ViewControllerTransitionCoordinator)?
  ) {
    calls.append("willPresentWithAdaptiveStyle \(style) \(transitionCoordinator != nil)")
  }

  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  {
    calls.append("shouldDismiss")
    return shouldDismiss
  }
  func presentationControllerWillDismiss(_ presentationController: PresentationController) {
    calls.append("willDismiss")
  }
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    calls.append("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
    calls.append("didAttemptToDismiss")
  }

  func prepareForPopoverPresentation(_ popover: PopoverPresentationController) {
    calls.append("prepareForPopoverPresentation")
    superviewAtPrepare = popover.popoverView.superview
  }

  func popoverPresentationController(
    _ popover: PopoverPresentationController, willRepositionPopoverTo rect: inout CGRect,
    in view: inout View
  ) {
    calls.append("willReposition")
    reposition?(&rect, &view)
  }
}

/// A regular window (1200×800) with a grey root view and a source view at
/// (100, 100, 40, 20), and a popover to present from it: 300×200.
@MainActor
class PopoverFixture {
  let time = VirtualAnimationTime()
  let window = Window(frame: CGRect(x: 0, y: 0, width: 1200, height: 800))
  let root = Named("Root")
  let source = TouchLog(frame: CGRect(x: 100, y: 100, width: 40, height: 20))
  let details = Named("Details")
  let delegate = PopoverDelegateLog()
  var popover: PopoverPresentationController { details.popoverPresentationController! }

  init() {
    window.rootViewController = root
    root.view.backgroundColor = Color(white: 0.5)
    root.view.addSubview(source)
    details.modalPresentationStyle = .popover
    details.preferredContentSize = CGSize(width: 300, height: 200)
    popover.sourceView = source
  }

  func present(animated: Bool = false, from presenter: ViewController? = nil) {
    (presenter ?? root).present(details, animated: animated)
    time.play(animated ? 0.5 : 0.05)
  }

  /// A press and release of the mouse at `point` in the window.
  func click(at point: CGPoint) {
    let now = time.clock.now
    window.sendEvent(.mouseDown(point, .left), at: now)
    window.sendEvent(.mouseUp(point, .left), at: now + 0.05)
  }
}

/// True if `pixel` is within 2 of `(r, g, b)` on each channel.
func isColor(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int)
  -> Bool
{
  abs(Int(pixel.r) - r) <= 2 && abs(Int(pixel.g) - g) <= 2 && abs(Int(pixel.b) - b) <= 2
}
