import Foundation
import Geo
import Platform
import Testing
import ViewKit

@testable import TunnelApp

/// Scripts play to their end, the same in a window as headless, and every
/// failure is reported with its line: nothing is cut off or lost silently.
@Suite(.serialized) @MainActor
final class ScriptReliabilityTests {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tunnel-scripts-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  func session() throws -> AppSession {
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 600, height: 600)
    return try AppSession(options: options, catalog: .default())
  }

  func script(_ text: String) throws -> Script { try Script(text: text, name: "test") }

  /// The window path on SDL's offscreen video driver, asked for by name,
  /// so it needs no display; time is virtual.
  func playInWindow(_ app: AppSession, _ text: String) throws -> AppSession.RunCounts {
    setenv("SDL_VIDEODRIVER", "offscreen", 1)
    return try app.runInWindow(script: try script(text), virtualTime: true)
  }

  @Test func aDigPlaysInAWindowAsItDoesHeadless() throws {
    let text = "dig 52.5 13.4\nquit\n"
    let windowed = try session()
    _ = try playInWindow(windowed, text)
    let headless = try session()
    try headless.runHeadless(try script(text))
    let berlin = Coordinate(latitude: 52.5, longitude: 13.4)!
    let inWindow = windowed.root.startMap.currentLocation
    #expect(inWindow.distance(to: berlin) < 50_000, "\(inWindow)")
    #expect(inWindow.distance(to: headless.root.startMap.currentLocation) < 1)
  }

  /// After a drop the map eases back to its usual span, and an animated
  /// view takes no touches: a `dig` given then waits for the map to
  /// settle, as a person would, rather than finding the marker covered.
  @Test func aDigRightAfterADropWaitsForTheMapToSettle() throws {
    let app = try session()
    try app.runHeadless(try script("wait 0.5"))
    let marker = app.root.startMap.marker
    let at = marker.convert(
      CGPoint(
        x: marker.bounds.width * marker.anchorPoint.x,
        y: marker.bounds.height * marker.anchorPoint.y), to: nil)
    let drag =
      "mouse down \(at.x) \(at.y)\nmouse move \(at.x + 40) \(at.y + 20)\n"
      + "mouse up \(at.x + 40) \(at.y + 20)"
    // The drop eases the marker down (0.2 s), then the map follows (0.5 s).
    try app.runHeadless(try script("\(drag)\nwait 0.3\ndig 52.5 13.4\nwait 1"))
    let berlin = Coordinate(latitude: 52.5, longitude: 13.4)!
    #expect(app.root.startMap.currentLocation.distance(to: berlin) < 50_000)
  }

  @Test func aDragTargetPlaysInAWindowBeforeTheFirstFrame() throws {
    let app = try session()
    _ = try playInWindow(app, "drag-target -50 -170\nquit")
    let target = Coordinate(latitude: -50, longitude: -170)!
    #expect(app.root.targetMap.currentLocation.distance(to: target) < 50_000)
  }

  @Test func aHeadlessScriptPlaysToItsEndHoweverLongItsVirtualTime() throws {
    let app = try session()
    let shot = directory.appendingPathComponent("after-eleven-hours.png").path
    let waits = String(repeating: "wait 3600\n", count: 11)
    let counts = try app.runHeadless(try script(waits + "screenshot \(shot)\n"))
    #expect(FileManager.default.fileExists(atPath: shot))
    #expect(app.virtualEngine.clock.now >= 11 * 3600)
    #expect(counts.frames < 200, "waiting while nothing moves costs no frames")
  }

  @Test func anHourOfWaitingWhileNothingMovesCostsNoFrames() throws {
    let app = try session()
    try app.runHeadless(try script("wait 1"))  // start-up: tiles and names arrive
    let start = app.virtualEngine.clock.now
    let counts = try app.runHeadless(try script("wait 3600"))
    #expect(counts.frames <= 1)
    #expect(abs(app.virtualEngine.clock.now - start - 3600) < 0.02)
  }

  @Test(arguments: [false, true])
  func aScreenshotThatCannotBeWrittenStopsTheScriptNamingItsLine(inWindow: Bool) throws {
    let app = try session()
    let text = "wait 0.1\nscreenshot /nonexistent-directory/x.png\nkey plus\n"
    let error = #expect(throws: Script.Error.self) {
      if inWindow {
        _ = try self.playInWindow(app, text)
      } else {
        try app.runHeadless(try self.script(text))
      }
    }
    #expect(
      error?.description.hasPrefix(
        "script test:2: could not write the screenshot /nonexistent-directory/x.png") == true,
      "\(String(describing: error))")
  }

  @Test(arguments: [
    "wait 1e9", "wait -1", "wait inf", "wait nan", "wait 3601", "wait 0x10", "wait .",
  ])
  func waitsMustBeFiniteNotNegativeAndAtMostAnHour(line: String) {
    let error = #expect(throws: Script.Error.self) {
      try Script(text: "key plus\n" + line, name: "s")
    }
    #expect(
      error?.description.hasPrefix("script s:2: 'wait' needs a number of seconds from 0 to 3600")
        == true)
  }

  @Test func waitsFromZeroToAnHourAreAccepted() throws {
    let parsed = try Script(text: "wait 0\nwait 0.5\nwait 3600\nwait 12.", name: "s")
    #expect(parsed.commands.map(\.command) == [.wait(0), .wait(0.5), .wait(3600), .wait(12)])
  }

  @Test func scriptsAcceptCRLFLineEndingsAndAByteOrderMark() throws {
    let parsed = try Script(
      text: "\u{FEFF}key space\r\nwait 1\r\n\r\nclick radar # go\r\n", name: "s")
    #expect(parsed.commands.map(\.command) == [.key("space"), .wait(1), .clickRadar])
    #expect(parsed.commands.map(\.line) == [1, 2, 4])
  }

  @Test func aDragIsNotPlannedInABoxWithNoArea() {
    let start = CGPoint(x: 10, y: 10)
    let goal = CGPoint(x: 200, y: 50)
    #expect(ScriptPlayer.clamp(from: start, toward: goal, inside: .null) == nil)
    #expect(
      ScriptPlayer.clamp(from: start, toward: goal, inside: CGRect(x: 0, y: 0, width: 0, height: 0))
        == nil)
    let box = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(ScriptPlayer.clamp(from: start, toward: goal, inside: box)?.x == 100)
    #expect(
      ScriptPlayer.clamp(from: CGPoint(x: Double.nan, y: 0), toward: goal, inside: box) == nil)
  }

  @Test func aScriptReadsPlacesWithTheProgramsOneCoordinateReader() throws {
    let parsed = try Script(
      text: "dig -33.87 151.21\ndig 33.87S 151.21E\ndrag-target 55°33′N 8°19′E\ndig 10,20",
      name: "s")
    let places = parsed.commands.map { command -> Coordinate? in
      switch command.command {
      case .dig(let place), .dragTarget(let place): return place
      default: return nil
      }
    }
    #expect(places[0] == places[1])
    #expect(abs((places[2]?.latitude ?? 0) - 55.55) < 1e-9)
    #expect(places[3] == Coordinate(latitude: 10, longitude: 20))
  }

  @Test(arguments: ["dig 0 400", "dig 0x1.8p3 0x10", "drag-target 91 0", "dig inf 0", "dig 1"])
  func aScriptRefusesWhatTheCommandLineRefuses(line: String) {
    let error = #expect(throws: Script.Error.self) {
      try Script(text: "wait 1\n" + line, name: "s")
    }
    #expect(error?.description.hasPrefix("script s:2: '") == true)
    #expect(error?.description.contains("needs a place: ") == true)
  }

  @Test(arguments: ["quit\nwait 1", "key Q\nscreenshot x.png", "key shift+q\n\n# done\nkey space"])
  func nothingMayFollowAQuitSinceItWouldNeverPlay(text: String) {
    let error = #expect(throws: Script.Error.self) {
      try Script(text: "wait 1\n" + text, name: "s")
    }
    #expect(
      error?.description.contains("comes after the quit on line 2: it would never play") == true)
  }

  @Test func aScreenshotToAFullDiskIsAFailureNotASilentSuccess() throws {
    let app = try session()
    let error = #expect(throws: Script.Error.self) {
      try app.runHeadless(try self.script("screenshot /dev/full"))
    }
    #expect(
      error?.description.hasPrefix("script test:1: could not write the screenshot /dev/full")
        == true, "\(String(describing: error))"
    )
  }

  @Test func aSessionOpensItsWindowAgainWhileTheLastOnesTexturesLive() throws {
    let app = try session()
    _ = try playInWindow(app, "click radar\nwait 0.1\nquit")  // mid-flip: snapshots held
    let counts = try playInWindow(app, "wait 1\nclick radar\nwait 1\nquit")
    #expect(counts.frames > 10)
    #expect(app.root.showingGeo == false)  // pressed twice: back to the maps
  }

  @Test func aDigWhileThePanesShowTheNamesTurnsThemBackFirst() throws {
    let app = try session()
    try app.runHeadless(try script("click radar\nwait 1\ndig 52.5 13.4"))
    #expect(!app.root.showingGeo)
    let berlin = Coordinate(latitude: 52.5, longitude: 13.4)!
    #expect(app.root.startMap.currentLocation.distance(to: berlin) < 50_000)
  }
}
