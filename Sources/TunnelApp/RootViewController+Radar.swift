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
    guard radarButton.isEnabled else { return }
    radarButton.isEnabled = false  // 1
    panesTurning = 2  // both completions must run before it comes back
    startGeo.location = startMap.currentLocation  // 2
    targetGeo.location = targetMap.currentLocation
    let toGeo = !showingGeo
    showingGeo = toGeo
    turnPane(to: toGeo ? startGeo : startMap, from: toGeo ? startMap : startGeo, toGeo: toGeo)  // 3
    AnimationEngine.current.perform(after: Self.stagger) { [weak self] in
      guard let self else { return }
      self.turnPane(
        to: toGeo ? self.targetGeo : self.targetMap, from: toGeo ? self.targetMap : self.targetGeo,
        toGeo: toGeo)
    }
  }

  /// The article's flip, step by step.
  private func turnPane(to: ViewController, from: ViewController, toGeo: Bool) {
    to.view.frame = from.view.frame  // 1. the new view takes the old one's place
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let slide = paneTransition.prepareSlide(toGeo: toGeo, from: from.view, to: to.view)
    let options = paneTransition.options(toGeo: toGeo).union(.curveEaseIn)
    addChild(to)  // 2. the new child joins
    from.willMove(toParent: nil)  // 3. the old child is told it is leaving
    // 4. the container changes over (flip, dissolve or curl, or the slide's
    // frames); when it has, the completion runs 5 and 6.
    transition(from: from, to: to, duration: Self.flipDuration, options: options, animations: slide)
    {
      [weak self] _ in
      to.didMove(toParent: self)  // 5. the new child has arrived
      from.removeFromParent()  // 6. the old child has gone
      self?.paneTurnFinished()
    }
  }
}
