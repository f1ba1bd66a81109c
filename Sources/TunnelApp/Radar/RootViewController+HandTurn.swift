import Foundation
import Platform
import ViewKit

/// Turning the panes by hand: press the radar and drag up or down, in
/// either layout. A drag of `handTurnDistance` turns both panes all the way; let go past half way
/// (or flick) and they finish, otherwise they turn back; Esc turns them
/// back. A press without a drag is the radar press. While a turn is held,
/// the maps take no input.
///
/// UIKit's way: a pan recognizer on the button (`pan(radar)` in the trace)
/// drives the interaction controllers, `update` as it changes and
/// `finish` or `cancel` when it ends, the flick read from `velocity(in:)`.
/// Once it begins, the recognizer cancels the button's touches
/// (`cancelsTouchesInView`), so a drag is never also a press.
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

  /// Puts the hand turn's pan on the radar button.
  func setUpHandTurn() {
    radarPan.name = "radar"
    radarPan.delegate = self
    radarPan.addAction { [weak self] _ in self?.radarPanned() }
    radarButton.addGestureRecognizer(radarPan)
  }

  /// A drag on the radar is a hand turn if it sets off more up or down
  /// than sideways (a sideways drag stays a press, as a drag inside a
  /// button does), and if a hand turn may start now.
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard recognizer === radarPan else { return true }
    let moved = radarPan.translation(in: view)
    return abs(moved.y) > abs(moved.x) && !radarState.isTurning
      && !radarState.showsNamesTheWrongWay
  }

  /// The pan's actions: its progress is the distance from the press, up
  /// or down, over `handTurnDistance`; its speed away from the press, in
  /// the same unit, is the flick `HandTurn.release` reads.
  private func radarPanned() {
    let dy = radarPan.translation(in: view).y
    let progress = abs(dy) / handTurnDistance
    switch radarPan.state {
    case .began:
      beginHandTurn()
      handTurn?.update(progress)
    case .changed:
      handTurn?.update(progress)
    case .ended:
      let away = dy < 0 ? -radarPan.velocity(in: view).y : radarPan.velocity(in: view).y
      handTurn?.release(velocity: away / handTurnDistance)
    case .cancelled, .failed:
      handTurn?.cancel()
    case .possible:
      break
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
