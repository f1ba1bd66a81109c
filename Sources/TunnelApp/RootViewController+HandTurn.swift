import Foundation
import Platform
import ViewKit

/// Turning the panes by hand: press the radar and drag up or down, in
/// either layout. A drag of `handTurnDistance` turns both panes all the way; let go past half way
/// (or flick) and they finish, otherwise they turn back; Esc turns them
/// back. A press without a drag is the radar press. While a turn is held,
/// the maps take no input.
extension RootViewController {
  /// The drag, in points, that turns the panes all the way: a pane's
  /// height, but no more than half the window's, the way from the radar
  /// to the window's top or bottom edge. Stacked, a pane is 42% of the
  /// height, so it is the pane's; side by side, a pane is the whole
  /// height, so it is half of it. The drag is vertical in both layouts:
  /// the panes turn over about a horizontal axis (the flip from the top).
  var handTurnDistance: Double {
    max(min(topContainer.bounds.height, view.bounds.height / 2), 1)
  }

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
    guard !radarState.showsNamesTheWrongWay else { return }
    let turn = HandTurn(duration: Self.flipDuration, stagger: Self.stagger)
    guard let toGeo = beginTurn({ .heldByHand(turn, toNames: $0, panesLeft: 2) }) else { return }
    topContainer.isUserInteractionEnabled = false  // the maps take no input
    bottomContainer.isUserInteractionEnabled = false
    turnPane(
      to: toGeo ? startGeo : startMap, from: toGeo ? startMap : startGeo, toGeo: toGeo,
      interaction: turn.top)
    turnPane(
      to: toGeo ? targetGeo : targetMap, from: toGeo ? targetMap : targetGeo, toGeo: toGeo,
      interaction: turn.bottom)
  }

  /// Both turns are over (the state has left `heldByHand`): the maps take
  /// input again.
  func handTurnFinished() {
    topContainer.isUserInteractionEnabled = true
    bottomContainer.isUserInteractionEnabled = true
  }
}
