internal import CSDL2
import Foundation

/// The boundary between the views' `Double` geometry and SDL's `int`
/// calls (sizes, clip rectangles). `Int32(_:)` traps on a value that is
/// not finite, so no such value may reach it: here it is refused loudly
/// in debug builds (an assertion, which names the call) and the call is
/// skipped in release builds, where one wrong frame is better than a
/// trap. Finite values beyond `Int32`'s range are clamped to it.
enum SDLGeometry {
  /// `value` rounded by `rule` and clamped to `Int32`; nil when it is
  /// infinite or NaN.
  static func integer(
    _ value: Double, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int32? {
    guard value.isFinite else { return nil }
    let rounded = value.rounded(rule)
    return Int32(min(max(rounded, Double(Int32.min)), Double(Int32.max)))
  }

  /// The whole-unit rectangle that covers `rect` (its edges rounded
  /// outward), or nil when any of its edges is not finite.
  static func coveringRect(_ rect: CGRect) -> SDL_Rect? {
    guard let x = integer(rect.minX, .down), let y = integer(rect.minY, .down),
      let maxX = integer(rect.maxX, .up), let maxY = integer(rect.maxY, .up)
    else { return nil }
    // In Int64: two clamped edges may be further apart than Int32 holds.
    let w = Int32(clamping: max(Int64(maxX) - Int64(x), 0))
    let h = Int32(clamping: max(Int64(maxY) - Int64(y), 0))
    return SDL_Rect(x: x, y: y, w: w, h: h)
  }

  /// The debug build's refusal: an assertion naming what was refused.
  static func refuse(_ call: String, _ value: Any) {
    assertionFailure("\(call): geometry that is not finite (\(value)) cannot reach SDL")
  }
}
