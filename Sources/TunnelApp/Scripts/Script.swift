import Foundation
import Geo

/// A session written down, one command a line, `#` to the end of a line a
/// comment:
///
///     dig LAT LON          drag the digger to that coordinate (any form
///                          `Coordinate(parsing:)` reads: "-33.87 151.21",
///                          "33.87S 151.21E", "55°33′N 8°19′E")
///     drag-target LAT LON  the same for the X (both turn the panes back
///                          to the maps first if they show the names)
///     click radar
///     click details        click the top pane's place (its details come,
///                          or go if shown); `click details bottom` the other
///     click other-end      on the details shown over the top pane, click
///     click nearest-land   that line (a map is pushed) or the bar's back
///     click back           button; each may end in `top` or `bottom`
///     click tab NAME       on the Guide (key ?), its tab NAME: keys, touch,
///                          instruments or article
///     click page-edge next on the Guide's article, a click in the page's
///     click page-edge previous  right or left margin: the page turns
///     click place N        the Places list's row N (from 1, top first): the
///                          kid digs there
///     click save-place     the list's button that saves the dig site
///     click outside        a click outside the details' popover: it goes
///     press radar          the mouse button goes down on the radar...
///     release              ...and comes up where the pointer is
///     mouse down X Y       the mouse at a point of the window, in points
///     mouse move X Y       (a drag while the button is down)
///     mouse up X Y         X and Y from 0 to 100000
///     touch down ID X Y    finger ID (0 to 9) on a touchscreen, at X Y as
///     touch move ID X Y    `mouse` takes them; several fingers may be down
///     touch up ID X Y      at once; a finger moves or lifts only once down
///     key NAME             e.g. key space, key shift+up, key T
///     resize W H           the window to W×H points, each from 480 to 4096
///                          (`WindowSizes`), rounded to whole points
///     wait SECONDS         0 to 3600 (an hour)
///     screenshot PATH      allowed mid-animation
///     quit                 nothing may follow it (nor `key Q`)
///
/// Lines may end in LF or CRLF, and the file may start with a UTF-8
/// byte-order mark, as editors on every system save it.
public struct Script: Sendable {
  public enum Command: Equatable, Sendable {
    case dig(Coordinate)
    case dragTarget(Coordinate)
    case clickRadar
    /// A click on a pane's geo-info panel, or on the details over it.
    case clickDetails(bottom: Bool)
    /// A click on a link line of a pane's details, or on their back button.
    case clickNavigation(NavigationClick, bottom: Bool)
    /// A click on a tab of the Guide's tab bar.
    case clickTab(GuideTab)
    /// A click in the margin of the Guide's article page: the next page
    /// (the right margin) or the previous (the left).
    case clickPageEdge(next: Bool)
    /// A click on row N of the Places list, from 1.
    case clickPlace(Int)
    /// A click on the Places list's save button.
    case clickSavePlace
    /// A click outside the details' popover.
    case clickOutside
    case pressRadar
    case release
    case mouseDown(CGPoint)
    case mouseMove(CGPoint)
    case mouseUp(CGPoint)
    case touchDown(id: Int, CGPoint)
    case touchMove(id: Int, CGPoint)
    case touchUp(id: Int, CGPoint)
    case key(String)
    case resize(CGSize)
    case wait(Double)
    case screenshot(String)
    case quit
  }

  /// What `click` can name on the details' navigation stack.
  public enum NavigationClick: String, CaseIterable, Sendable {
    case otherEnd = "other-end"
    case nearestLand = "nearest-land"
    case back
  }

  public let commands: [(line: Int, command: Command)]
  /// The file's path (or a test's name), for messages.
  public let name: String
  /// The longest `wait`: an hour. Longer is surely a typing mistake.
  public static let longestWait = 3600.0
  /// The largest coordinate of a `mouse` point: far beyond any window.
  public static let largestCoordinate = 100_000.0
  /// The largest finger number of a `touch`: ten fingers, 0 to 9.
  public static let largestTouchID = 9

  /// A malformed line: "script FILE:LINE: what is wrong".
  public struct Error: Swift.Error, CustomStringConvertible {
    public let description: String
  }

  public init(text: String, name: String) throws(Error) {
    self.name = name
    var commands: [(Int, Command)] = []
    var quitLine: Int?  // the line of the first quit, if one came
    var fingersDown: Set<Int> = []  // the `touch` fingers down after each line
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    // Split on Character.isNewline: "\r\n" is one Character in Swift, so
    // splitting on "\n" alone would never split a CRLF file.
    let lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, raw) in lines.enumerated() {
      let line =
        raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard let verb = words.first else { continue }
      do {
        if let quitLine {
          throw Message(
            text: "'\(verb)' comes after the quit on line \(quitLine): it would never play")
        }
        let command = try Self.parse(verb, Array(words.dropFirst()))
        try Self.follow(command, fingersDown: &fingersDown)
        commands.append((index + 1, command))
        if command.quits { quitLine = index + 1 }
      } catch let message as Message {
        throw Error(description: "script \(name):\(index + 1): \(message.text)")
      } catch {
        throw Error(description: "script \(name):\(index + 1): \(error)")
      }
    }
    self.commands = commands
  }

  public init(contentsOf path: String) throws(Error) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Error(description: "script \(path): no such file, or not readable")
    }
    try self.init(text: String(decoding: data, as: UTF8.self), name: path)
  }

  /// A plain decimal number: digits with an optional fraction, no sign,
  /// exponent, hex, `inf` or `nan` (which `Double.init` would all take).
  private static func decimal(_ text: String) -> Double? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard !text.isEmpty, text != ".",
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Double(text)
  }

  /// `mouse down|move|up X Y`, X and Y plain decimals up to `largestCoordinate`.
  private static func mouse(_ args: [String]) throws -> Command {
    let usage =
      "'mouse' needs down, move or up and a point X Y in the window, from 0 to \(Int(largestCoordinate)) points"
    let bad = Message(text: "\(usage), got '\(args.joined(separator: " "))'")
    guard args.count == 3, let point = point(args[1], args[2]) else { throw bad }
    switch args[0] {
    case "down": return .mouseDown(point)
    case "move": return .mouseMove(point)
    case "up": return .mouseUp(point)
    default: throw bad
    }
  }

  /// `touch down|move|up ID X Y`: ID a whole number up to `largestTouchID`,
  /// X and Y as `mouse` takes them.
  private static func touch(_ args: [String]) throws -> Command {
    let usage =
      "'touch' needs down, move or up, a finger from 0 to \(largestTouchID) and a point X Y in the window, from 0 to \(Int(largestCoordinate)) points"
    let bad = Message(text: "\(usage), got '\(args.joined(separator: " "))'")
    guard args.count == 4, args[1].count <= 2, args[1].allSatisfy({ $0.isASCII && $0.isNumber }),
      let id = Int(args[1]), id <= largestTouchID, let point = point(args[2], args[3])
    else { throw bad }
    switch args[0] {
    case "down": return .touchDown(id: id, point)
    case "move": return .touchMove(id: id, point)
    case "up": return .touchUp(id: id, point)
    default: throw bad
    }
  }

  /// A point of plain decimals, each up to `largestCoordinate`.
  private static func point(_ x: String, _ y: String) -> CGPoint? {
    guard let x = decimal(x), let y = decimal(y), x <= largestCoordinate, y <= largestCoordinate
    else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// Keeps track of the fingers down: one goes down only if it is up, and
  /// moves or lifts only if it is down.
  private static func follow(_ command: Command, fingersDown: inout Set<Int>) throws {
    switch command {
    case .touchDown(let id, _):
      guard fingersDown.insert(id).inserted else {
        throw Message(text: "'touch down \(id)': finger \(id) is down already")
      }
    case .touchMove(let id, _), .touchUp(let id, _):
      guard fingersDown.contains(id) else {
        throw Message(text: "'touch \(id)': finger \(id) is not down")
      }
      if case .touchUp = command { fingersDown.remove(id) }
    default:
      break
    }
  }

  /// `resize W H`, each side a plain decimal in the window's range
  /// (`WindowSizes`).
  private static func resize(_ args: [String]) throws -> Command {
    let usage = "'resize' needs a width and a height in points, \(WindowSizes.range)"
    guard args.count == 2, let width = decimal(args[0]), let height = decimal(args[1]),
      WindowSizes.contains(CGSize(width: width, height: height))
    else { throw Message(text: "\(usage), got '\(args.joined(separator: " "))'") }
    return .resize(CGSize(width: width, height: height))
  }

  /// `click radar`, `click details`, `click other-end`, `click
  /// nearest-land` or `click back`, the last four then `top` or `bottom`.
  private static func click(_ args: [String]) throws -> Command {
    if args.count == 2, args[0] == "tab", let tab = GuideTab(rawValue: args[1]) {
      return .clickTab(tab)
    }
    if args.count == 2, args[0] == "page-edge", ["next", "previous"].contains(args[1]) {
      return .clickPageEdge(next: args[1] == "next")
    }
    if args.count == 2, args[0] == "place", let row = Int(args[1]),
      (1...Self.mostRows).contains(row)
    {
      return .clickPlace(row)
    }
    switch args {
    case ["save-place"]: return .clickSavePlace
    case ["outside"]: return .clickOutside
    default: break
    }
    let pane =
      args.count == 1 ? false : args.count == 2 ? ["top": false, "bottom": true][args[1]] : nil
    switch (args.first, pane) {
    case ("radar", _) where args.count == 1: return .clickRadar
    case ("details", let bottom?): return .clickDetails(bottom: bottom)
    case (let name?, let bottom?) where NavigationClick(rawValue: name) != nil:
      return .clickNavigation(NavigationClick(rawValue: name)!, bottom: bottom)
    default:
      let targets = NavigationClick.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      let tabs = GuideTab.allCases.map(\.rawValue).joined(separator: ", ")
      throw Message(
        text:
          "can only click 'radar', or 'details', \(targets) (then 'top' or 'bottom'), 'tab' (then \(tabs)), 'page-edge' (then next or previous), 'place' (then a row from 1 to \(Self.mostRows)), 'save-place' or 'outside', not '\(args.joined(separator: " "))'"
      )
    }
  }

  /// The most rows `click place` may name: more than the Places list can
  /// hold (`PlacesList.mostRows`, checked by a test).
  public static let mostRows = 99

  private struct Message: Swift.Error {
    let text: String
  }

  private static func parse(_ verb: String, _ args: [String]) throws -> Command {
    func count(_ n: Int) throws {
      guard args.count == n else {
        throw Message(text: "'\(verb)' takes \(n) argument(s), got \(args.count)")
      }
    }
    switch verb {
    case "dig", "drag-target":
      // The program's one coordinate reader: "52 13", "-33.87,151.21",
      // "33.87S 151.21E", "55°33′N 8°19′E" all read the same as on the
      // command line.
      let coordinate: Coordinate
      do {
        coordinate = try Coordinate(parsing: args.joined(separator: " "))
      } catch {
        throw Message(text: "'\(verb)' needs a place: \(error)")
      }
      return verb == "dig" ? .dig(coordinate) : .dragTarget(coordinate)
    case "click":
      return try click(args)
    case "press":
      try count(1)
      guard args[0] == "radar" else {
        throw Message(text: "can only press 'radar', not '\(args[0])'")
      }
      return .pressRadar
    case "release":
      try count(0)
      return .release
    case "mouse":
      return try mouse(args)
    case "touch":
      return try touch(args)
    case "key":
      try count(1)
      return .key(args[0])
    case "resize":
      return try resize(args)
    case "wait":
      try count(1)
      guard let seconds = Self.decimal(args[0]), seconds <= longestWait else {
        throw Message(
          text: "'wait' needs a number of seconds from 0 to \(Int(longestWait)), got '\(args[0])'")
      }
      return .wait(seconds)
    case "screenshot":
      try count(1)
      return .screenshot(args[0])
    case "quit":
      try count(0)
      return .quit
    default:
      throw Message(text: "unknown command '\(verb)'")
    }
  }
}

extension Script.Command {
  /// True for `quit` and for `key Q`, which quits as the key does: nothing
  /// may follow either, since it would never play.
  var quits: Bool {
    switch self {
    case .quit: return true
    case .key(let name): return ScriptPlayer.key(named: name).name == "Q"
    default: return false
    }
  }
}
