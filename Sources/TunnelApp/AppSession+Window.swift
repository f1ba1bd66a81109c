import Foundation
import Geo
import Map
import Platform
import ViewKit

/// Running in a window on the display, optionally playing a script through
/// the same event path SDL's events take.
extension AppSession {
  /// Opens the window and runs until it is closed, Q is pressed, or the
  /// script quits. Returns the frames drawn and the times the loop slept.
  public func runInWindow(script: Script?) throws -> (frames: Int, idleWaits: Int) {
    let app = try Application(
      window: window, title: title, minimumSize: CGSize(width: 480, height: 480))
    app.slowAnimations = options.slowAnimations
    root.quit = { [unowned app] in app.stop() }
    root.digSiteDidChange = { [unowned self, unowned app] _ in app.nativeWindow.title = self.title }
    var failure: Error?
    if let script {
      let player = ScriptPlayer(
        script: script, root: root, send: { [unowned app] in app.inject($0) },
        screenshot: { [unowned self, unowned app] path in
          self.prepareMaps()
          self.window.render(into: app.nativeWindow.renderer)
          try app.saveScreenshot(to: path)
        })
      _ = app.runLoop.addDisplayLink { link in
        do {
          if try !player.step(now: link.timestamp) { link.invalidate() }
        } catch {
          failure = error
          link.invalidate()
        }
      }
    }
    app.run()
    saveState()
    if let failure { throw failure }
    return (app.runLoop.framesDrawn, app.runLoop.idleWaits)
  }
}
