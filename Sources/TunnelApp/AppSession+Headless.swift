import Foundation
import Geo
import Map
import Platform
import ViewKit

/// Running a script with no display: a virtual clock at 60 frames a
/// second, every frame drawn offscreen, so transitions, tiles and
/// screenshots behave as in a window.
extension AppSession {
  /// Plays `script` to its end (or its `quit`); returns the frames drawn.
  /// The session's own clock and engine persist from one call to the next,
  /// so a test can play a script, look, and play on; the process's engine
  /// is put back after each call.
  @discardableResult
  public func runHeadless(_ script: Script) throws -> Int {
    let previous = AnimationEngine.current
    let engine = headlessEngine
    AnimationEngine.current = engine
    defer { AnimationEngine.current = previous }
    guard let clock = engine.clock as? VirtualClock else { return 0 }
    var quitting = false
    let player = ScriptPlayer(
      script: script, root: root,
      send: { [unowned self] event in
        if event == .quit { quitting = true } else { self.window.sendEvent(event, at: clock.now) }
      },
      screenshot: { [unowned self] path in
        self.prepareMaps()
        try self.window.renderOffscreen(scale: self.options.scale)
        try self.window.snapshotPixels(scale: self.options.scale).writePNG(to: path)
      })
    var frames = 0
    _ = try window.snapshotPixels(scale: options.scale)
    while try player.step(now: clock.now), !quitting {
      try frame(clock: clock, engine: engine)
      frames += 1
      if frames > 60 * 60 * 10 { break }  // ten minutes of virtual time at most
    }
    if let failure = player.failure { throw failure }
    if quitting { saveState() }
    return frames
  }

  /// One frame: deferred work, background results, animations, drawing.
  private func frame(clock: VirtualClock, engine: AnimationEngine) throws {
    clock.advance(by: 1.0 / 60)
    window.runPendingActions()
    MainThreadInbox.shared.drain()
    engine.tick()
    try window.renderOffscreen(scale: options.scale)
  }
}
