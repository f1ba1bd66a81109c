import Foundation
import Platform

/// A script played as the session fuzz target (`Fuzz/`) and its crash
/// replays (`Tests/FuzzCrashes/session`) play it: on a fresh session,
/// headless on the virtual clock, within bounds, with `SessionInvariants`
/// checked after every command and once more when the session has come to
/// rest (`AppSession.settleAndCheck`).
///
/// The bounds keep one input to a second or two: at most `commandLimit`
/// commands, `secondsLimit` seconds of waits, `digLimit` digs or drags of
/// the X (each may take tens of drags), resizes to at most `largestSide`
/// points a side (the window's range is checked by the parser; a bigger
/// surface only costs time), and screenshots written to one scratch file.
@MainActor
public enum BoundedSession {
  public static let commandLimit = 200
  public static let secondsLimit = 60.0
  public static let digLimit = 2
  public static let largestSide = 1600.0

  /// Plays `text` and returns the first broken invariant, or nil if every
  /// one held. A script that does not parse, or a command the app refuses
  /// as a user's mistake ('release' with nothing pressed, a dig under the
  /// help), ends the session normally: only the invariants are findings,
  /// checked once more after the session has come to rest.
  public static func play(_ text: String, name: String) throws -> String? {
    guard let script = try? Script(text: text, name: name) else { return nil }
    var options = AppOptions()
    options.restore = false
    options.size = CGSize(width: 600, height: 600)
    let session = try AppSession(options: options, catalog: AssetCatalog.default())
    session.checksInvariants = true
    let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "tunnel-session-\(ProcessInfo.processInfo.processIdentifier).png")
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var commands = bounded(script, screenshot: scratch).makeIterator()
    do {
      try session.runHeadless(commands: (name, { commands.next() }))
    } catch {
      if let broken = session.brokenInvariant { return broken }
    }
    // The session comes to rest however it ended, a user's mistake
    // included: a turn or a presentation left half done would otherwise
    // outlive it, where the next input's checks would find it.
    try? session.settleAndCheck()
    return session.brokenInvariant
  }

  /// The script's commands within the bounds, in order.
  static func bounded(_ script: Script, screenshot: String) -> [(
    line: Int, command: Script.Command
  )] {
    var kept: [(line: Int, command: Script.Command)] = []
    var seconds = 0.0
    var digs = 0
    for (line, command) in script.commands.prefix(commandLimit) {
      switch command {
      case .wait(let s):
        guard seconds + s <= secondsLimit else { return kept }
        seconds += s
        kept.append((line, command))
      case .dig, .dragTarget:
        digs += 1
        if digs <= digLimit { kept.append((line, command)) }
      case .resize(let size):
        let side = { min($0, largestSide) }
        kept.append((line, .resize(CGSize(width: side(size.width), height: side(size.height)))))
      case .screenshot:
        kept.append((line, .screenshot(screenshot)))
      default:
        kept.append((line, command))
      }
    }
    return kept
  }
}
