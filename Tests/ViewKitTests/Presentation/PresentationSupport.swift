import Foundation

@testable import ViewKit

extension VirtualAnimationTime {
  /// Frames a sixtieth of a second apart for `seconds`, and the turn after
  /// (when completions run).
  func play(_ seconds: Double = 0.6) {
    let start = clock.now
    for step in 1...max(1, Int(seconds * 60)) { frame(at: start + Double(step) / 60) }
    frame(at: clock.now + 0.001)
  }
}

/// A named controller to present with `style`.
@MainActor
func sheet(_ name: String, _ style: ModalPresentationStyle) -> Named {
  let sheet = Named(name)
  sheet.modalPresentationStyle = style
  return sheet
}
