import Foundation

/// A drawable's size in whole pixels, made from a size in points as SDL2
/// makes a window's: a window's size is whole points (`SDL_CreateWindow`
/// and `SDL_SetWindowSize` take `int`s), and where a backend scales a
/// high-DPI window's drawable by a fractional factor (SDL2's Wayland
/// backend, `GetBufferSize`), its pixels are the points times the scale
/// rounded half away from zero (`SDL_lroundf`). The window and the
/// offscreen surface are sized by this one rule, so a size whose pixels
/// are fractional draws the same in both.
///
/// UIKit counterpart: none; `UIScreen.nativeScale` times a view's bounds
/// is left fractional there, and Core Animation rounds the backing store.
public struct PixelSize: Equatable, Sendable {
  public let width: Int
  public let height: Int

  /// `points` times `scale`, each side rounded half away from zero and
  /// kept in 0...`Int32.max`; a side that is not finite is 0 (an empty
  /// drawable, which the renderer refuses with an error).
  public init(points: CGSize, scale: Double) {
    width = Self.side(points.width * scale)
    height = Self.side(points.height * scale)
  }

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  private static func side(_ pixels: Double) -> Int {
    guard pixels.isFinite else { return 0 }
    return Int(min(max(pixels.rounded(.toNearestOrAwayFromZero), 0), Double(Int32.max)))
  }

  /// A window's size in whole points, as SDL keeps it: each side rounded
  /// half away from zero (SDL itself would truncate the `int` we pass,
  /// so we round before we pass it).
  public static func windowPoints(_ size: CGSize) -> CGSize {
    let whole = PixelSize(points: size, scale: 1)
    return CGSize(width: Double(whole.width), height: Double(whole.height))
  }
}
