import Foundation
import ViewKit

/// Both panes turned by hand: a vertical drag from the radar moves both
/// transitions as the radar's timeline would, the bottom pane lagging by
/// the stagger; letting go finishes or cancels them on a spring.
///
/// UIKit counterpart: a pan gesture driving two
/// `UIPercentDrivenInteractiveTransition`s. The drag's progress g (0...1)
/// is a point on the radar press's timeline of `duration + stagger`
/// seconds: the top pane is at (g T) / duration of its turn, the bottom at
/// (g T - stagger) / duration, each clamped to 0...1.
@MainActor
final class HandTurn {
  let top = PercentDrivenInteractiveTransition()
  let bottom = PercentDrivenInteractiveTransition()
  let duration: Double
  let stagger: Double
  /// The drag's progress, 0...1.
  private(set) var progress = 0.0
  /// False once let go or cancelled: later drags are ignored.
  private(set) var isHeld = true

  /// Let go past this progress, the turn completes...
  static let completionThreshold = 0.5
  /// ...or at least this fast (progress a second) toward completing;
  /// this fast toward the start, it cancels wherever it is.
  static let flickSpeed = 1.5
  /// The spring the rest plays on: critically damped, so that a turn
  /// never swings past its end.
  static let dampingRatio = 1.0

  init(duration: Double, stagger: Double) {
    self.duration = duration
    self.stagger = stagger
  }

  /// Where each pane's turn is when the drag is at `progress`.
  func fractions(at progress: Double) -> (top: Double, bottom: Double) {
    let t = progress * (duration + stagger)
    func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
    return (clamp(t / duration), clamp((t - stagger) / duration))
  }

  func update(_ progress: Double) {
    guard isHeld else { return }
    self.progress = min(max(progress, 0), 1)
    let (a, b) = fractions(at: self.progress)
    top.update(a)
    bottom.update(b)
  }

  /// Lets go with the drag moving at `velocity` (progress a second):
  /// returns true if the turn completes.
  @discardableResult
  func release(velocity: Double) -> Bool {
    guard isHeld else { return false }
    let completes = Self.completes(progress: progress, velocity: velocity)
    end(completing: completes, velocity: velocity)
    return completes
  }

  /// Whether a drag let go at `progress` (0...1), moving at `velocity`
  /// (progress a second), completes: past half way, or flicked on; a flick
  /// back cancels wherever it is. The Guide's tab switch by hand decides
  /// the same way.
  static func completes(progress: Double, velocity: Double) -> Bool {
    velocity >= flickSpeed || (velocity > -flickSpeed && progress >= completionThreshold)
  }

  /// Esc: turns back from wherever the drag is.
  func cancel() {
    guard isHeld else { return }
    end(completing: false, velocity: 0)
  }

  /// Each pane continues on a spring from where it is, its initial
  /// velocity the drag's, as a fraction per second of what it has left
  /// to go (UIKit's normalized spring velocity).
  private func end(completing: Bool, velocity: Double) {
    isHeld = false
    let speed = velocity * (duration + stagger) / duration  // a pane's fraction a second
    for pane in [top, bottom] {
      let f = pane.percentComplete
      let left = completing ? 1 - f : f
      let moving = f > 0 && f < 1 && left > 0
      let toward = completing ? speed : -speed
      pane.timingCurve = SpringTimingParameters(
        dampingRatio: Self.dampingRatio, initialVelocity: moving ? toward / left : 0)
      if completing { pane.finish() } else { pane.cancel() }
    }
  }
}
