import Foundation
import Geo
import Map
import Platform
import ViewKit

/// The demo's root container until the app's own controllers replace it:
/// two container views ("panes"), each holding a child controller, and a
/// row of buttons that swap the right pane's child, one per transition style.
@MainActor
final class DemoRootController: ViewController {
  let titleLabel = Label(text: "Tunnel", font: .boldSystemFont(ofSize: 28))
  let leftPane = PaneView()
  let rightPane = PaneView()
  /// One button per transition style; each swaps the right pane's child.
  let styleButtons: [Button]
  static let styles: [(title: String, options: View.AnimationOptions)] = [
    ("Flip L", .transitionFlipFromLeft), ("Flip R", .transitionFlipFromRight),
    ("Flip T", .transitionFlipFromTop), ("Flip B", .transitionFlipFromBottom),
    ("Fade", .transitionCrossDissolve), ("Push L", .transitionSlideFromLeft),
    ("Push R", .transitionSlideFromRight), ("Push T", .transitionSlideFromTop),
    ("Push B", .transitionSlideFromBottom),
  ]
  /// How long each transition takes (times the slow-animations factor).
  static let transitionDuration = 0.6

  let digs: MapController
  let comesOut: MapController
  let names = CardController(
    title: "Names", heading: "The places",
    detail:
      "The second child of the right pane, shown by transition(from:to:duration:options:...).",
    color: Color(hex: 0x6A1B9A))

  /// The demo with the map of where he digs, starting at `start`.
  init(data: MapData, start: Coordinate) {
    digs = MapController(title: "Digs", data: data, start: start, marker: .digger)
    comesOut = MapController(title: "ComesOut", data: data, start: start.antipode, marker: .x)
    styleButtons = Self.styles.map { _ in Button() }
    super.init()
    title = "Root"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = Color(hex: 0x1B2A41)
    titleLabel.textColor = .white
    titleLabel.textShadowColor = Color(white: 0, alpha: 0.5)
    titleLabel.textShadowOffset = CGSize(width: 0, height: 2)
    for (button, style) in zip(styleButtons, Self.styles) {
      styleButton(button, title: style.title)
      button.addAction(
        { [unowned self] _ in self.swapRightPane(options: style.options) }, for: .touchUpInside)
    }
    for subview in [titleLabel, leftPane, rightPane] + styleButtons as [View] {
      view.addSubview(subview)
    }
    digs.markerMoved = { [unowned self] coordinate in
      self.comesOut.updateMarkerLocation(coordinate.antipode)
    }
    show(digs, in: leftPane)
    show(comesOut, in: rightPane)
  }

  private func styleButton(_ button: Button, title: String) {
    button.setTitle(title, for: .normal)
    button.titleLabel.font = .systemFont(ofSize: 15)
    button.setTitleColor(.white, for: .normal)
    button.setTitleColor(Color(white: 1, alpha: 0.4), for: .highlighted)
    button.backgroundColor = Color(hex: 0xE65100)
    button.cornerRadius = 8
    button.shadowOpacity = 0.4
    button.shadowOffset = CGSize(width: 0, height: 3)
  }

  /// The three-step add, into a pane.
  private func show(_ child: ViewController, in pane: View) {
    addChild(child)  // 1
    child.view.frame = pane.bounds
    child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    pane.addSubview(child.view)  // 2
    child.didMove(toParent: self)  // 3
  }

  /// A style button's action: replace the right pane's child with a
  /// transition of the pane (duration 0 swaps at once).
  func swapRightPane(options: View.AnimationOptions, duration: Double = transitionDuration) {
    let from = children.contains { $0 === comesOut } ? comesOut : names
    let to = from === comesOut ? names : comesOut
    from.willMove(toParent: nil)  // 1. the leaving child is told first
    addChild(to)  // 2. the arriving child joins
    to.view.frame = rightPane.bounds
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    for button in styleButtons { button.isEnabled = false }
    // 3. the pane turns (or slides, or fades) from one child's view to the other's
    transition(from: from, to: to, duration: duration, options: options, animations: nil) { _ in
      from.removeFromParent()  // 4. the old child leaves
      to.didMove(toParent: self)  // 5. the new one has arrived
      for button in self.styleButtons { button.isEnabled = true }
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
    let buttonWidth = min(96, (bounds.width - 2 * margin) / Double(styleButtons.count) - 8)
    let rowWidth = Double(styleButtons.count) * (buttonWidth + 8) - 8
    for (index, button) in styleButtons.enumerated() {
      let x = bounds.midX - rowWidth / 2 + Double(index) * (buttonWidth + 8)
      button.frame = CGRect(x: x, y: bounds.height - 62, width: buttonWidth, height: 36)
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
