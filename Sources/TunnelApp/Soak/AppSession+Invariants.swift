import Foundation
import Platform
import ViewKit

/// The session's invariants (`SessionInvariants`), as the soak, the
/// session fuzz target and the property test check them.
extension AppSession {
  /// A broken invariant: "invariant broken: what".
  public struct InvariantViolation: Error, CustomStringConvertible {
    public let description: String
  }

  /// Throws the first invariant that does not hold; `settled` adds the
  /// ones that hold only once the clock has run on.
  public func checkInvariants(settled: Bool) throws(InvariantViolation) {
    if let broken = SessionInvariants.violation(in: root, settled: settled) {
      if brokenInvariant == nil { brokenInvariant = broken }
      throw InvariantViolation(description: "invariant broken: \(broken)")
    }
  }

  /// Lets the session come to rest, as a user who stops does, and checks
  /// every invariant: the mouse button comes up where it is, so does every
  /// finger, a clock the instruments paused runs again (as P resumes it,
  /// whatever the keys would reach), and `seconds` pass headless.
  public func settleAndCheck(seconds: Double = 5) throws {
    // Played as commands, not parsed: the fingers went down in earlier
    // runs, which a script of its own would refuse to lift.
    var commands: [Script.Command] = pointer.isDown ? [.release] : []
    for (id, at) in pointer.fingers.sorted(by: { $0.key < $1.key }) {
      commands.append(.touchUp(id: id, at))
    }
    commands.append(.wait(seconds))
    if virtualEngine.isPaused { try with(virtualEngine) { root.togglePause() } }
    try runHeadless(commands: Self.commands("settle", commands))
    try checkInvariants(settled: true)
  }
}
