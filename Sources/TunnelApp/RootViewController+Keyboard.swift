import Foundation
import Geo
import Platform
import ViewKit

/// The keyboard: the root controller is the window's first responder.
///
/// | key | action |
/// |---|---|
/// | Space or Return | radar |
/// | arrows | nudge the digger 1°; with Shift, 10° |
/// | + and − | zoom both maps |
/// | S | slow animations ×10 |
/// | T | cycle the transition style: flip, slide, dissolve, curl |
/// | Esc | cancel a drag, or turn back a hand turn |
/// | ? | this help |
/// | Q | quit |
extension RootViewController {
  func handleKey(_ press: Press) -> Bool {
    if let handTurn {  // until a hand turn is over, keys reach neither the maps nor the radar
      switch press.key {
      case "Escape": handTurn.cancel()
      case "Q": quit()
      default: break
      }
      return true
    }
    let step = press.modifiers.contains(.shift) ? 10.0 : 1.0
    switch press.key {
    case "Space", "Return", "Keypad Enter": radar()
    case "Up": startMap.nudge(latitude: step, longitude: 0)
    case "Down": startMap.nudge(latitude: -step, longitude: 0)
    case "Left": startMap.nudge(latitude: 0, longitude: -step)
    case "Right": startMap.nudge(latitude: 0, longitude: step)
    case "=", "+", "Keypad +": zoomMaps(by: 1)
    case "-", "Keypad -": zoomMaps(by: -1)
    case "S": AnimationEngine.current.slowdown = AnimationEngine.current.slowdown > 1 ? 1 : 10
    case "T": cycleTransition()
    case "/" where press.modifiers.contains(.shift), "?": helpOverlay.isHidden.toggle()
    case "Q": quit()
    default: return false
    }
    return true
  }

  private func zoomMaps(by levels: Double) {
    for map in [startMap.mapView, targetMap.mapView] {
      map.zoom(by: levels, about: CGPoint(x: map.bounds.midX, y: map.bounds.midY))
    }
  }

  private func cycleTransition() {
    let all = PaneTransition.allCases
    paneTransition = all[(all.firstIndex(of: paneTransition)! + 1) % all.count]
  }
}

/// The list of keys, shown over the app on `?`.
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
      Esc — cancel a drag, or turn back a hand turn
      Drag the radar up or down — turn the panes by hand
      ? — this help
      Q — quit
      """
    addSubview(text)
  }

  override func layoutSubviews() {
    text.frame = bounds.insetBy(dx: 24, dy: 20)
  }
}
