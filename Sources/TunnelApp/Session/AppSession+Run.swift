import Foundation
import Geo
import Map
import Platform
import ViewKit

/// Running the app: in a window on the display, or offscreen with no
/// display. Both make an `Application` and run its one loop; a script, if
/// any, is played into it through the same event path SDL's events take.
extension AppSession {
  /// What a run did: frames drawn and the times the loop slept.
  public struct RunCounts: Sendable {
    public let frames: Int
    public let idleWaits: Int
  }

  /// Opens the window and runs until it is closed, Q is pressed, or the
  /// script quits; then saves the dig site. With `virtualTime` (tests, the
  /// soak) the loop runs on the session's virtual clock and engine, as
  /// headless runs do, and sleeps by moving that clock on. Throws
  /// `PlatformError.noDisplay` when there is no display, and a script's
  /// first failing command as "script FILE:LINE: ...".
  public func runInWindow(script: Script?, virtualTime: Bool = false) throws -> RunCounts {
    try runInWindow(commands: script.map(Self.commands), virtualTime: virtualTime)
  }

  /// Commands to play: a name for messages, and where the next comes
  /// from (nil at the end); see `ScriptPlayer.init(name:commands:...)`.
  public typealias Commands = (name: String, next: () -> (line: Int, command: Script.Command)?)

  static func commands(of script: Script) -> Commands {
    var commands = script.commands.makeIterator()
    return (script.name, { commands.next() })
  }

  /// Commands played from a list, numbered from 1 (the session's own
  /// steps, such as settling).
  static func commands(_ name: String, _ list: [Script.Command]) -> Commands {
    var next = list.enumerated().makeIterator()
    return (name, { next.next().map { ($0.offset + 1, $0.element) } })
  }

  /// `runInWindow(script:virtualTime:)` with generated commands.
  public func runInWindow(commands: Commands?, virtualTime: Bool = false) throws -> RunCounts {
    try with(virtualTime ? virtualEngine : AnimationEngine.current) {
      let app = try Application(
        window: window,
        output: .display(title: title, minimumSize: WindowSizes.minimum),
        virtualClock: virtualTime ? virtualClock : nil)
      root.digSiteDidChange = { [unowned self, unowned app] _ in
        app.nativeWindow?.title = self.title
      }
      defer { root.digSiteDidChange = { _ in } }
      let failure = play(commands, on: app, stopAtEnd: false)
      app.run()
      saveState()
      if let error = failure() { throw error }
      return RunCounts(frames: app.runLoop.framesDrawn, idleWaits: app.runLoop.idleWaits)
    }
  }

  /// Plays `script` offscreen, on the session's virtual clock, to its end
  /// or its `quit` (or Q); a quit saves the dig site. However long the
  /// script's virtual time, it plays to the end: while nothing moves, the
  /// clock jumps to the next step. The session's clock and engine persist
  /// from one call to the next, so a test can play a script, look, and play
  /// on; the process's engine is put back after each call.
  @discardableResult
  public func runHeadless(_ script: Script) throws -> RunCounts {
    try runHeadless(commands: Self.commands(of: script))
  }

  /// `runHeadless(_:)` with generated commands.
  @discardableResult
  public func runHeadless(commands: Commands) throws -> RunCounts {
    try with(virtualEngine) {
      let app = try Application(
        window: window, output: .offscreen(scale: options.scale), virtualClock: virtualClock)
      var ended = false
      let failure = play(commands, on: app, stopAtEnd: true) { ended = true }
      app.run()
      if let error = failure() { throw error }  // a failed script saves nothing
      if !ended { saveState() }  // stopped by a quit, not by the script's end
      return RunCounts(frames: app.runLoop.framesDrawn, idleWaits: app.runLoop.idleWaits)
    }
  }

  /// The settled first frame, as pixels: the app run offscreen until
  /// nothing is left to do (tiles drawn, names placed), then captured.
  public func settledFrame() throws -> PixelBuffer {
    try with(virtualEngine) {
      let app = try Application(
        window: window, output: .offscreen(scale: options.scale), virtualClock: virtualClock)
      app.run()  // an idle virtual loop ends itself
      prepareMaps()
      return try app.capture()
    }
  }

  /// Runs `body` with `engine` as the process's animation engine, and
  /// puts the previous one back.
  func with<T>(_ engine: AnimationEngine, _ body: () throws -> T) throws -> T {
    let previous = AnimationEngine.current
    AnimationEngine.current = engine
    defer { AnimationEngine.current = previous }
    return try body()
  }

  /// Schedules `script` on `app`'s loop, step by step at the times it asks
  /// for; Q and the script's `quit` stop the loop. With `stopAtEnd`, the
  /// end of the script stops it too, after calling `ended`. Returns a way
  /// to ask, after the run, for the first failure.
  private func play(
    _ commands: Commands?, on app: Application, stopAtEnd: Bool, ended: @escaping () -> Void = {}
  ) -> () -> Error? {
    root.quit = { [weak app] in app?.stop() }
    var failure: Error?
    guard let commands else { return { failure } }
    let player = ScriptPlayer(
      name: commands.name, commands: commands.next, root: root,
      send: { [unowned app] in app.inject($0) },
      screenshot: { [unowned self, unowned app] path in
        self.prepareMaps()
        try app.capture().writePNG(to: path)
      },
      resize: { [unowned app] size in app.resizeWindow(to: size) }, pointer: pointer)
    if checksInvariants {
      player.afterEachCommand = { [unowned self] _ in try self.checkInvariants(settled: false) }
    }
    // Weak: the loop holds the pending step, which must not hold the loop.
    weak let weakApp = app
    func turn() {
      guard let app = weakApp else { return }
      do {
        if let next = try player.step(now: app.runLoop.clock.now) {
          app.runLoop.schedule(at: next, turn)
        } else if stopAtEnd && app.runLoop.isRunning {
          ended()
          app.stop()
        }
      } catch {
        failure = error
        app.stop()
      }
    }
    app.runLoop.schedule(at: app.runLoop.clock.now, turn)
    return { failure }
  }
}
