import Foundation
import Geo
import Platform
import ViewKit

/// The radar press: both panes turn over, the bottom one 0.2 s after the
/// top one, from the maps to the names of their places, or back.
extension RootViewController {
  /// 1. The button disables itself. 2. The geo-info controllers learn the
  /// two locations. 3. The top pane turns now, the bottom one 0.2 s later.
  /// The button comes back when both turns have completed.
  public func radar() {
    if radarGoesTheWrongWay { return radarTheWrongWay() }
    // 1 and 2; both panes' turns must complete before the radar comes back.
    guard let toGeo = beginTurn({ $0 ? .turning(panesLeft: 2) : .turningBack(panesLeft: 2) })
    else { return }
    turnPane(to: toGeo ? startGeo : startMap, from: toGeo ? startMap : startGeo, toGeo: toGeo)  // 3
    AnimationEngine.current.perform(after: Self.stagger) { [weak self] in
      guard let self else { return }
      self.turnPane(
        to: toGeo ? self.targetGeo : self.targetMap, from: toGeo ? self.targetMap : self.targetGeo,
        toGeo: toGeo)
    }
  }

  /// The opening steps of every turn (the radar's, the hand's and the
  /// wrong way's): unless a turn is under way, the panels are readied if a
  /// move's readying still waits for an idle moment, the details go, the log
  /// numbers this press's steps afresh, the state becomes `turning`'s for
  /// the new side (which disables the radar), and the geo-info controllers
  /// learn the two locations. Returns whether the panes turn to the names,
  /// or nil if a turn is under way.
  func beginTurn(_ turning: (_ toNames: Bool) -> RadarState) -> Bool? {
    guard !radarState.isTurning else { return nil }
    prepareTurnsAheadIfPending()  // a move's readying, if its idle moment has not come
    dismissDetails(animated: false)  // a pane turns with nothing presented over it
    LifecycleTracer.beginSequence()  // the log numbers this press's steps afresh
    let toNames = !showingGeo
    radarState = turning(toNames)  // the button disables itself
    startGeo.location = startMap.currentLocation  // the controllers learn the locations
    targetGeo.location = targetMap.currentLocation
    return toNames
  }

  /// The article's flip, step by step, with the pane's animator (and,
  /// for a hand turn, the interaction controller that drives it).
  func turnPane(
    to: ViewController, from: ViewController, toGeo: Bool,
    interaction: ViewControllerInteractiveTransitioning? = nil
  ) {
    // A pane out of step with the radar (which the session's invariants
    // report) already shows the new side: it counts as turned, rather than
    // asking the container to turn from a controller that is not its child,
    // a programmer error that would stop the app.
    guard from.parent === self else {
      AnimationEngine.current.perform(after: 0) { [weak self] in
        self?.paneTurnFinished(showingNames: toGeo)
      }
      return
    }
    // `step(n)` tags what the tracer records inside with the number of
    // the comment, so the inspector's log numbers the lines the same.
    let step = LifecycleTracer.step
    // Details shown over the pane since the press (the bottom pane turns
    // a stagger later) go first, as the press put away those shown then.
    // They are a navigation controller; the Guide, which the root's segue
    // presents (from the split view around it) and `presentedViewController`
    // also names, stays.
    if from.presentedViewController is NavigationController { from.dismiss(animated: false) }
    step(1) { to.view.frame = from.view.frame }  // 1. the new view takes the old one's place
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    step(2) { addChild(to) }  // 2. the new child joins
    step(3) { from.willMove(toParent: nil) }  // 3. the old child is told it is leaving
    // The animator turns the container over (flip, dissolve, curl or
    // slide); when it has, the completion runs 5 and 6, or, for a hand
    // turn let go early, rolls the containment back.
    let animator = paneTransition.animator(toGeo: toGeo, duration: Self.flipDuration)
    step(4) {  // 4. the container turns over
      transition(from: from, to: to, animator: animator, interactionController: interaction) {
        [weak self] _ in
        // The completion's flag is UIKit's `finished`: false too when the
        // animations were cut short (a resize mid-turn) though the views
        // were swapped. The turn happened if the new view is in place.
        let arrived = to.viewIfLoaded?.superview != nil
        self?.paneTurnEnded(arrived, to: to, from: from, toGeo: toGeo)
      }
    }
  }

  /// The end of `turnPane`: steps 5 and 6, or the roll-back.
  private func paneTurnEnded(
    _ completed: Bool, to: ViewController, from: ViewController, toGeo: Bool
  ) {
    let step = LifecycleTracer.step
    if completed {
      step(5) { to.didMove(toParent: self) }  // 5. the new child has arrived
      step(6) { from.removeFromParent() }  // 6. the old child has gone
    } else {
      to.willMove(toParent: nil)  // the new child never arrives
      to.removeFromParent()
      from.didMove(toParent: self)  // the old child stays
    }
    paneTurnFinished(showingNames: completed == toGeo)
  }
}
