import Foundation
import Platform
import ViewKit

/// Turning the panes by hand: press the radar and drag up or down. A drag
/// of a pane's height turns both panes all the way; let go past half way
/// (or flick) and they finish, otherwise they turn back; Esc turns them
/// back. A press without a drag is the radar press. While a turn is held,
/// the maps take no input.
extension RootViewController {
  /// The drag, in points, that turns the panes all the way.
  var handTurnDistance: Double { max(topContainer.bounds.height, 1) }

  /// The radar button's drag, from `RadarButton.onDrag`.
  func radarDragged(_ drag: RadarButton.Drag) {
    switch drag {
    case .began:
      beginHandTurn()
    case .moved(let dy):
      handTurn?.update(abs(dy) / handTurnDistance)
    case .ended(_, let velocity):
      handTurn?.release(velocity: velocity / handTurnDistance)
    case .cancelled:
      handTurn?.cancel()
    }
  }

  /// Starts both panes' turns at once, each under its own interaction
  /// controller, held at their start: the radar's steps without the timer.
  func beginHandTurn() {
    guard radarButton.isEnabled else { return }
    dismissDetails(animated: false)  // a pane turns with nothing presented over it
    let turn = HandTurn(duration: Self.flipDuration, stagger: Self.stagger)
    handTurn = turn
    radarButton.isEnabled = false
    panesTurning = 2
    topContainer.isUserInteractionEnabled = false  // the maps take no input
    bottomContainer.isUserInteractionEnabled = false
    startGeo.location = startMap.currentLocation
    targetGeo.location = targetMap.currentLocation
    let toGeo = !showingGeo
    showingGeo = toGeo
    turnPane(
      to: toGeo ? startGeo : startMap, from: toGeo ? startMap : startGeo, toGeo: toGeo,
      interaction: turn.top)
    turnPane(
      to: toGeo ? targetGeo : targetMap, from: toGeo ? targetMap : targetGeo, toGeo: toGeo,
      interaction: turn.bottom)
  }

  /// Both turns are over: the maps take input again.
  func handTurnFinished() {
    handTurn = nil
    topContainer.isUserInteractionEnabled = true
    bottomContainer.isUserInteractionEnabled = true
  }
}
