import Foundation
import Testing

@testable import TunnelApp

/// The soak's generated sessions (`SoakScript`), short, over several
/// seeds, with `SessionInvariants` checked after every command and once
/// each part has come to rest: a mix that cannot be played, or a trap,
/// fails here at once, before a soak would find it.
@Suite(.serialized) @MainActor
final class SessionPropertyTests {
  /// Appearance broken by presentations that overlap a pane's turn (the
  /// help or the details presented or dismissed while a pane turns away):
  /// found by these checks and not yet fixed (Docs/robustness.md).
  static func isKnownAppearanceIssue(_ broken: String?) -> Bool {
    guard let broken else { return false }
    return broken.hasSuffix("has appeared but its view is not in the window")
      || broken.hasSuffix("has disappeared but its view is in the window")
  }

  @Test(
    .disabled(
      "a generated session sometimes crashes inside SDL (signal 11), not yet found; Docs/robustness.md"
    ),
    arguments: [1, 2, 3, 4] as [UInt64])
  func aGeneratedSessionPlaysWithEveryInvariantKept(seed: UInt64) throws {
    let session = try freshSession(size: WindowSizes.minimum)
    do {
      _ = try Soak(session: session).run(events: 600, seed: seed, inWindow: false)
    } catch let failure as Soak.Failure where Self.isKnownAppearanceIssue(failure.brokenInvariant) {
      withKnownIssue("presentations overlapping a turn", isIntermittent: true) {
        Issue.record("\(failure)")
      }
    }
  }
}
