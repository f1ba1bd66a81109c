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
  /// every invariant: the mouse button comes up where it is, a clock the
  /// instruments paused runs again (as P resumes it, whatever the keys
  /// would reach), and `seconds` pass headless.
  public func settleAndCheck(seconds: Double = 5) throws {
    var lines: [String] = []
    if pointer.isDown { lines.append("release") }
    lines.append("wait \(seconds)")
    if virtualEngine.isPaused { try with(virtualEngine) { root.togglePause() } }
    try runHeadless(try Script(text: lines.joined(separator: "\n"), name: "settle"))
    try checkInvariants(settled: true)
  }
}
