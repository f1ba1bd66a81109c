import Foundation
import Testing

@testable import TunnelApp

/// The soak's generated sessions (`SoakScript`), short, over several
/// seeds, with `SessionInvariants` checked after every command and once
/// each part has come to rest: a mix that cannot be played, or a trap,
/// fails here at once, before a soak would find it.
@Suite(.serialized) @MainActor
final class SessionPropertyTests {
  /// Commands per seed: with four seeds, a few thousand in all.
  static let commands = 600

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func aGeneratedSessionPlaysWithEveryInvariantKept(seed: UInt64) throws {
    let session = try freshSession(size: WindowSizes.minimum)
    let report = try Soak(session: session).run(events: Self.commands, seed: seed, inWindow: false)
    #expect(report.events == Self.commands)
  }
}
