import Foundation
import FuzzSupport
import TunnelApp

/// Sessions: the input is read as a script and played headless on a fresh
/// session, on the virtual clock and within `BoundedSession`'s bounds, with
/// the app's invariants (`SessionInvariants`) checked after every command
/// and once the session has come to rest. A trap is a crash, and so is a
/// broken invariant. The bytes are decoded as `Script(contentsOf:)`
/// decodes a file, invalid UTF-8 repaired.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  MainActor.assumeIsolated {
    do {
      let broken = try BoundedSession.play(text, name: "fuzz.session")
      FuzzCheck.require(broken == nil, "invariant broken: \(broken ?? "")")
    } catch {
      FuzzCheck.require(false, "the session could not start: \(error)")
    }
  }
  return 0
}
