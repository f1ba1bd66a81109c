import Foundation
import Platform
import ViewKit

/// The card of keys that `HelpViewController` presents on `?`.
@MainActor
final class HelpOverlay: View {
  let text = Label()

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.08, alpha: 0.92)
    cornerRadius = 12
    text.textColor = .white
    text.numberOfLines = 0
    text.font = .systemFont(ofSize: 16)
    text.text = """
      Space or Return — radar
      Arrows — nudge the digger 1° (Shift: 10°)
      + and − — zoom both maps
      S — slow animations ×10
      T — transition: flip, slide, dissolve, curl
      M — memory warning: unloads the hidden panels' views
      Esc — cancel a drag or a hand turn; pop a pushed map, or put details away
      Drag the radar up or down — turn the panes by hand
      Click a place — its details, turned as T says
      I — inspector: log, controllers, scrub bar
      P — pause the clock (. and , step a frame)
      G — the flip's mesh ([ ] cells, { } eye)
      W — the wrong way: flip the root, no addChild, no push
      ? — this help; ?, Esc or a drag down puts it away
      Q — quit
      """
    addSubview(text)
  }

  override func layoutSubviews() {
    text.frame = bounds.insetBy(dx: 24, dy: 20)
  }
}
