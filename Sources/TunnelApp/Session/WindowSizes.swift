import Foundation

/// The window's sizes, in points, declared once: the size it opens at, and
/// the one range that `--size`, the window's minimum on the display and a
/// script's `resize` all take.
///
/// From 480×480: the maps, stacked, still have room to drag in, and side
/// by side (from `TraitCollection.regularWidth`) each pane is at least 452
/// points wide. Up to 4096 a side: a 4096-point window drawn offscreen
/// takes 64 MB a frame, which is already a lot. A size between whole
/// points is taken and rounded to whole points, as SDL keeps a window's
/// size (`PixelSize.windowPoints`); its pixels at any scale are rounded
/// as SDL rounds a drawable's (`PixelSize`).
public enum WindowSizes {
  /// The size the window opens at when `--size` is not given.
  public static let standard = CGSize(width: 900, height: 900)
  /// The smallest window.
  public static let minimum = CGSize(width: 480, height: 480)
  /// The longest side of a window.
  public static let largestSide = 4096.0

  /// True if `size` is in the range, both sides from the minimum's to
  /// `largestSide` (NaN is not).
  public static func contains(_ size: CGSize) -> Bool {
    (minimum.width...largestSide).contains(size.width)
      && (minimum.height...largestSide).contains(size.height)
  }

  /// "from 480x480 to 4096x4096", for messages.
  public static var range: String {
    "from \(Int(minimum.width))x\(Int(minimum.height)) to \(Int(largestSide))x\(Int(largestSide))"
  }
}
