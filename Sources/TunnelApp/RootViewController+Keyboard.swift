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
/// | T | cycle the transition style: flip, slide, dissolve, curl (the details follow) |
/// | M | a memory warning, with unloading on (`RootViewController+MemoryWarning.swift`) |
/// | Esc | cancel a drag, turn back a hand turn, pop a map pushed on the details, or put the details away |
/// | ? | present the help; ? or Esc dismisses it (and no other key works under it) |
/// | Q | quit |
/// | I P . , G [ ] { } W | the teaching instruments (`RootViewController+Instruments.swift`) |
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
    if help != nil {
      handleKeyUnderHelp(press)
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
    case "M": simulateMemoryWarning()
    case "/" where press.modifiers.contains(.shift), "?": toggleHelp()
    case "Escape": return escapeDetails()
    case "Q": quit()
    case "I", "P", ".", ",", "G", "[", "]", "{", "}", "W": instrumentKey(press)
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
