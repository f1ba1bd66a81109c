import Foundation
import FuzzSupport
import Geo
import TunnelApp

/// Scripts: `Script(text:name:)` throws `Script.Error`, one line naming the
/// script and a line of it, or returns commands on lines of the text, in
/// order, with coordinates on the globe, fingers from 0 to
/// `Script.largestTouchID`, waits from 0 to
/// `Script.longestWait` and window sizes within the window's limits. The
/// bytes are decoded as `Script(contentsOf:)` decodes a file, invalid UTF-8
/// repaired.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  let name = "fuzz.script"
  do {
    let script = try Script(text: text, name: name)
    var previous = 0
    for (line, command) in script.commands {
      FuzzCheck.require(line > previous, "line \(line) after line \(previous)")
      previous = line
      switch command {
      case .dig(let site), .dragTarget(let site):
        FuzzCheck.require(
          FuzzCheck.onGlobe(latitude: site.latitude, longitude: site.longitude),
          "line \(line): \(site) off the globe")
      case .wait(let seconds):
        FuzzCheck.require(
          seconds >= 0 && seconds <= Script.longestWait, "line \(line): wait \(seconds)")
      case .key(let name), .screenshot(let name):
        FuzzCheck.require(!name.isEmpty, "line \(line): an empty argument")
      case .touchDown(let id, let point), .touchMove(let id, let point),
        .touchUp(let id, let point):
        FuzzCheck.require(
          (0...Script.largestTouchID).contains(id), "line \(line): finger \(id) out of range")
        FuzzCheck.require(
          point.x >= 0 && point.x <= Script.largestCoordinate && point.y >= 0
            && point.y <= Script.largestCoordinate,
          "line \(line): a point \(point) off the window's range")
      case .mouseDown(let point), .mouseMove(let point), .mouseUp(let point):
        FuzzCheck.require(
          point.x >= 0 && point.x <= Script.largestCoordinate && point.y >= 0
            && point.y <= Script.largestCoordinate,
          "line \(line): a point \(point) off the window's range")
      case .resize(let size):
        FuzzCheck.require(
          WindowSizes.contains(size),
          "line \(line): a window of \(size), outside the window's limits")
      case .clickPlace(let row):
        FuzzCheck.require((1...Script.mostRows).contains(row), "line \(line): place row \(row)")
      case .clickRadar, .clickDetails, .clickNavigation, .clickTab, .clickPageEdge,
        .clickSavePlace, .clickOutside, .pressRadar, .release, .quit:
        break
      }
    }
  } catch {
    FuzzCheck.require(
      error.description.hasPrefix("script \(name):"),
      "the error does not name the script: \(error.description)")
    FuzzCheck.require(
      !error.description.contains(where: \.isNewline),
      "the error is not one line: \(error.description.debugDescription)")
  }
  return 0
}
