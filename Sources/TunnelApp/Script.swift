import Foundation
import Geo

/// A session written down, one command a line, `#` to the end of a line a
/// comment:
///
///     dig LAT LON          drag the digger to that coordinate
///     drag-target LAT LON  the same for the X
///     click radar
///     key NAME             e.g. key space, key shift+up, key T
///     wait SECONDS
///     screenshot PATH      allowed mid-animation
///     quit
public struct Script: Sendable {
  public enum Command: Equatable, Sendable {
    case dig(Coordinate)
    case dragTarget(Coordinate)
    case clickRadar
    case key(String)
    case wait(Double)
    case screenshot(String)
    case quit
  }

  public let commands: [(line: Int, command: Command)]

  /// A malformed line: "script FILE:LINE: what is wrong".
  public struct Error: Swift.Error, CustomStringConvertible {
    public let description: String
  }

  public init(text: String, name: String) throws(Error) {
    var commands: [(Int, Command)] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line =
        raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(
        String.init)
      guard let verb = words.first else { continue }
      do {
        commands.append((index + 1, try Self.parse(verb, Array(words.dropFirst()))))
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
      try count(2)
      guard let lat = Double(args[0]), let lon = Double(args[1]),
        let coordinate = Coordinate(latitude: lat, longitude: lon)
      else {
        throw Message(
          text:
            "'\(verb)' needs a latitude in -90...90 and a longitude, got '\(args.joined(separator: " "))'"
        )
      }
      return verb == "dig" ? .dig(coordinate) : .dragTarget(coordinate)
    case "click":
      try count(1)
      guard args[0] == "radar" else {
        throw Message(text: "can only click 'radar', not '\(args[0])'")
      }
      return .clickRadar
    case "key":
      try count(1)
      return .key(args[0])
    case "wait":
      try count(1)
      guard let seconds = Double(args[0]), seconds >= 0, seconds.isFinite else {
        throw Message(text: "'wait' needs a number of seconds, got '\(args[0])'")
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
