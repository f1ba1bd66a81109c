import Foundation
import Platform

/// The animation engine's time: a source clock (real time, or a virtual
/// clock in tests and headless runs), scaled by a speed (slow animations
/// run it at a tenth), that can be held still, and moved a frame at a time
/// while held.
///
/// No UIKit counterpart; a teaching instrument. Core Animation's nearest is
/// a layer's `speed` and `timeOffset`: speed 0.1 runs a layer tree's time
/// ten times slower, speed 0 holds it, and moving `timeOffset` scrubs it.
/// Here one timeline times the whole engine: every `animate` block,
/// property animator, transition and `perform(after:)` timer reads it
/// through `AnimationEngine.clock`, and none of them scales a duration.
public final class AnimationTimeline: MediaClock {
  /// Where time comes from. Changing it while running makes the timeline
  /// follow the new source at once (as the engine's clock always did);
  /// while held, the timeline keeps its time.
  public var source: MediaClock
  /// Source time times `speed`, minus timeline time: the time spent held
  /// so far, and what changes of speed have moved.
  private var offset = 0.0
  /// The timeline's time while held; nil while it runs.
  private var heldAt: Double?

  /// A running timeline at speed 1, whose time is `source`'s time.
  public init(source: MediaClock) {
    self.source = source
  }

  /// True while held (paused).
  public var isHeld: Bool { heldAt != nil }

  /// How fast the timeline runs against its source (Core Animation's
  /// `speed`): 1, or less to slow everything down. A change takes effect
  /// from now, with no jump: what is under way goes on at the new speed.
  public var speed = 1.0 {
    didSet {
      precondition(speed > 0, "the animation timeline's speed must be positive")
      offset += (speed - oldValue) * source.now
    }
  }

  /// The time animations are at.
  public var now: Double { heldAt ?? speed * source.now - offset }

  /// Holds the time where it is. Holding a held timeline does nothing.
  func hold() {
    guard heldAt == nil else { return }
    heldAt = now
  }

  /// Runs again from the held time: the time spent held is skipped, so no
  /// animation jumps.
  func release() {
    guard let heldAt else { return }
    offset = speed * source.now - heldAt
    self.heldAt = nil
  }

  /// Moves a held timeline by `seconds` (back when negative).
  func move(by seconds: Double) {
    guard let heldAt else {
      preconditionFailure("the animation timeline moves by steps only while held")
    }
    self.heldAt = heldAt + seconds
  }
}
