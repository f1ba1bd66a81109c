import Foundation
import Geo
import Platform
import ViewKit

/// The keyboard: the root controller is the window's first responder, and
/// dispatches each key from `KeyTable`, which lists them all. While the
/// Places list covers it (a narrow window, the list on top) only L, B and
/// Q act.
extension RootViewController {
  func handleKey(_ press: Press) -> Bool {
    let action = KeyTable.action(key: press.key, modifiers: press.modifiers)
    if let handTurn {  // until a hand turn is over, keys reach neither the maps nor the radar
      switch action {
      case .escape: handTurn.cancel()
      case .quit: quit()
      default: break
      }
      return true
    }
    if let guide {
      handleKeyUnderGuide(action, guide: guide)
      return true
    }
    guard let action else { return false }
    if view.window == nil {  // the Places list covers the tunnel: only its keys, and Q
      return [.sidebar, .savePlace, .quit].contains(action) && perform(action, shift: false)
    }
    return perform(action, shift: press.modifiers.contains(.shift))
  }

  /// Does what the table says; false for a key left to the next responder.
  private func perform(_ action: KeyAction, shift: Bool) -> Bool {
    switch action {
    case .radar: radar()
    case .nudge(let latitude, let longitude):
      let times = shift ? 10.0 : 1.0
      startMap.nudge(latitude: latitude * times, longitude: longitude * times)
    case .zoom(let levels): zoomMaps(by: levels)
    case .slowAnimations: return false  // `Application` toggles them
    case .cycleTransition: cycleTransition()
    case .memoryWarning: simulateMemoryWarning()
    case .help: toggleHelp()
    case .escape: return escapeDetails()
    case .quit: quit()
    case .sidebar: placesSplit?.toggleSidebar()
    case .savePlace: placesSplit?.saveDigSite()
    case .inspector, .pause, .stepClock, .wireframe, .meshGrid, .eyeDistance, .wrongWay:
      instrumentKey(action)
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
