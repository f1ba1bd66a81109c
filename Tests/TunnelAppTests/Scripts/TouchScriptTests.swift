import Foundation
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// The script's `touch` commands: fingers on a touchscreen, several at
/// once, played as the platform's finger events headless and in a window.
@Suite(.serialized) @MainActor
final class TouchScriptTests {
  /// Two fingers 60 points apart on the root's own view (between the
  /// panes, left of the radar, where no map takes them) move to 120 apart,
  /// once the first layout has put the split view's columns in place.
  let pinchApart = """
    wait 0.1
    touch down 0 100 300
    touch down 1 160 300
    wait 0.05
    touch move 0 85 300
    touch move 1 175 300
    wait 0.05
    touch move 0 70 300
    touch move 1 190 300
    wait 0.05
    touch up 0 70 300
    touch up 1 190 300
    wait 0.1
    """

  @Test func touchCommandsParseToFingersAndPointsOfTheWindow() throws {
    let script = try Script(
      text: "touch down 0 1 2\ntouch down 9 5 5\ntouch move 0 3.5 4\ntouch up 0 100000 0",
      name: "touch")
    #expect(
      script.commands.map(\.command) == [
        .touchDown(id: 0, CGPoint(x: 1, y: 2)), .touchDown(id: 9, CGPoint(x: 5, y: 5)),
        .touchMove(id: 0, CGPoint(x: 3.5, y: 4)), .touchUp(id: 0, CGPoint(x: 100_000, y: 0)),
      ])
  }

  @Test(arguments: [
    "touch down 10 1 2", "touch down -1 1 2", "touch down a 1 2", "touch down 1 2",
    "touch press 1 2 3", "touch down 1 1e3 2", "touch down 1 2 100001", "touch down 0 1 2 3",
    "touch move 3 1 2", "touch up 3 1 2", "touch", "touch down 007 1 2",
  ])
  func malformedTouchCommandsNameTheirLine(line: String) {
    do {
      _ = try Script(text: "wait 1\n\(line)", name: "bad")
      Issue.record("'\(line)' was accepted")
    } catch {
      #expect(error.description.hasPrefix("script bad:2: "), "\(error)")
      let lines = error.description.split(whereSeparator: \.isNewline)
      #expect(lines.count == 1)
    }
  }

  @Test func aFingerGoesDownOnlyOnceAndMovesOnlyWhileDown() {
    #expect {
      _ = try Script(text: "touch down 1 5 5\ntouch down 1 6 6", name: "twice")
    } throws: { "\($0)" == "script twice:2: 'touch down 1': finger 1 is down already" }
    #expect {
      _ = try Script(text: "touch down 1 5 5\ntouch up 1 5 5\ntouch move 1 6 6", name: "gone")
    } throws: { "\($0)" == "script gone:3: 'touch 1': finger 1 is not down" }
  }

  /// Plays `text` with a pinch recognizer on the root view and returns the
  /// scales it reported.
  func pinchScales(_ text: String, inWindow: Bool) throws -> [Double] {
    let app = try freshSession(size: CGSize(width: 600, height: 600))
    var scales: [Double] = []
    let pinch = PinchGestureRecognizer { scales.append(($0 as! PinchGestureRecognizer).scale) }
    app.root.view.addGestureRecognizer(pinch)
    let script = try Script(text: text, name: "pinch")
    if inWindow {
      setenv("SDL_VIDEODRIVER", "offscreen", 1)
      _ = try app.runInWindow(script: script, virtualTime: true)
    } else {
      try app.runHeadless(script)
    }
    return scales
  }

  @Test func aPinchsScaleComesFromTwoScriptedTouches() throws {
    let scales = try pinchScales(pinchApart, inWindow: false)
    #expect(scales == [1.25, 1.5, 1.75, 2, 2])  // began, changed ×3, ended
  }

  @Test func touchesPlayInAWindowAsTheyDoHeadless() throws {
    let scales = try pinchScales(pinchApart, inWindow: true)
    #expect(scales == [1.25, 1.5, 1.75, 2, 2])
  }
}
