import Foundation
import Platform
import ViewKit

/// The demo's root container until the app's own controllers replace it:
/// two container views ("panes"), each holding a child controller, and a
/// button that swaps the right pane's child with a transition.
@MainActor
final class DemoRootController: ViewController {
  let titleLabel = Label(text: "Tunnel", font: .boldSystemFont(ofSize: 28))
  let leftPane = PaneView()
  let rightPane = PaneView()
  let swapButton = Button()
  let digger = DiggerView(frame: CGRect(x: 0, y: 0, width: 56, height: 56))

  let digs = CardController(
    title: "Digs", heading: "Where he digs",
    detail: "Drag the digger anywhere. This card is a child view controller in the left pane.",
    color: Color(hex: 0x2E7D32))
  let comesOut = CardController(
    title: "ComesOut", heading: "Where he comes out",
    detail: "The antipode: the point on the far side of the Earth. Press Swap to transition.",
    color: Color(hex: 0x1565C0))
  let names = CardController(
    title: "Names", heading: "The places",
    detail: "The second child of the right pane, shown by transition(from:to:duration:0).",
    color: Color(hex: 0x6A1B9A))

  override init() {
    super.init()
    title = "Root"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(hex: 0x1B2A41)
    titleLabel.textColor = .white
    titleLabel.textShadowColor = Color(white: 0, alpha: 0.5)
    titleLabel.textShadowOffset = CGSize(width: 0, height: 2)
    styleSwapButton()
    for subview in [titleLabel, leftPane, rightPane, swapButton, digger] as [View] {
      view.addSubview(subview)
    }
    show(digs, in: leftPane)
    show(comesOut, in: rightPane)
  }

  private func styleSwapButton() {
    swapButton.setTitle("Swap", for: .normal)
    swapButton.setTitleColor(.white, for: .normal)
    swapButton.setTitleColor(Color(white: 1, alpha: 0.4), for: .highlighted)
    swapButton.backgroundColor = Color(hex: 0xE65100)
    swapButton.cornerRadius = 10
    swapButton.shadowOpacity = 0.4
    swapButton.shadowOffset = CGSize(width: 0, height: 3)
    swapButton.addTarget(self, action: DemoRootController.swapRightPane, for: .touchUpInside)
  }

  /// The three-step add, into a pane.
  private func show(_ child: ViewController, in pane: View) {
    addChild(child)  // 1
    child.view.frame = pane.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    pane.addSubview(child.view)  // 2
    child.didMove(toParent: self)  // 3
  }

  /// The button's action: replace the right pane's child, without animation.
  func swapRightPane() {
    let from = children.contains { $0 === comesOut } ? comesOut : names
    let to = from === comesOut ? names : comesOut
    from.willMove(toParent: nil)  // 1. the leaving child is told first
    addChild(to)  // 2. the arriving child joins
    to.view.frame = rightPane.bounds
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    swapButton.isEnabled = false
    transition(from: from, to: to, duration: 0, animations: nil) { _ in  // 3. swap the views
      from.removeFromParent()  // 4. the old child leaves
      to.didMove(toParent: self)  // 5. the new one has arrived
      self.swapButton.isEnabled = true
    }
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let bounds = view.bounds
    let margin = 24.0
    titleLabel.frame = CGRect(x: margin, y: 16, width: bounds.width - 2 * margin, height: 40)
    let paneWidth = (bounds.width - 3 * margin) / 2
    let paneHeight = max(bounds.height - 72 - 90, 80)
    leftPane.frame = CGRect(x: margin, y: 72, width: paneWidth, height: paneHeight)
    rightPane.frame = CGRect(x: 2 * margin + paneWidth, y: 72, width: paneWidth, height: paneHeight)
    swapButton.frame = CGRect(x: bounds.midX - 70, y: bounds.height - 66, width: 140, height: 44)
    if digger.center == CGPoint(x: 28, y: 28) {
      digger.center = CGPoint(x: leftPane.frame.midX, y: leftPane.frame.maxY - 50)
    }
  }
}

/// A container view for a child controller's view, with the card's shadow.
@MainActor
final class PaneView: View {
  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    cornerRadius = 14
    shadowOpacity = 0.5
    shadowRadius = 12
    shadowOffset = CGSize(width: 0, height: 6)
  }
}
