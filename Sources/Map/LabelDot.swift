import Foundation
import Platform
import ViewKit

/// The dot that marks a named place: a disc of ink in a one-point white
/// ring, drawn once into a small picture per ink and pixel scale, so that
/// each label's dot is one copy instead of two 64-sided fans.
///
/// The method: each pixel's coverage of a disc is estimated by sampling
/// a 4 × 4 grid inside the pixel (16 levels are finer than the eye needs on
/// a 7-point dot); the ring is the outer disc's coverage less the inner's.
@MainActor
enum LabelDot {
  /// The ink disc's diameter and the white ring's width, in points.
  static let diameter = 5.0
  static let ring = 1.0
  /// The picture's side, in points: the disc and its ring.
  static var side: Double { diameter + 2 * ring }

  private static var cache: [Key: Image] = [:]
  private struct Key: Hashable {
    var ink: Color
    var scale: Double
  }

  /// The dot for `ink` at `scale` pixels per point, made on first use.
  static func image(ink: Color, scale: Double) -> Image? {
    let key = Key(ink: ink, scale: scale)
    if let hit = cache[key] { return hit }
    guard let made = make(ink: ink, scale: scale) else { return nil }
    cache[key] = made
    return made
  }

  private static func make(ink: Color, scale: Double) -> Image? {
    let pixels = max(1, Int((side * scale).rounded()))
    let center = Double(pixels) / 2
    let outer = side * scale / 2
    let inner = diameter * scale / 2
    let color = ink.bytes
    var argb = [UInt32](repeating: 0, count: pixels * pixels)
    for y in 0..<pixels {
      for x in 0..<pixels {
        let all = coverage(x: x, y: y, center: center, radius: outer)
        let inkPart = coverage(x: x, y: y, center: center, radius: inner)
        // Ink over white, each weighted by how much of the pixel it covers.
        let white = all - inkPart
        func channel(_ c: UInt8) -> UInt32 {
          all > 0 ? UInt32(((Double(c) * inkPart + 255 * white) / all).rounded()) : 0
        }
        let alpha = UInt32((all * 255).rounded())
        argb[y * pixels + x] =
          alpha << 24 | channel(color.r) << 16 | channel(color.g) << 8 | channel(color.b)
      }
    }
    guard
      let bitmap = try? Bitmap(
        pixels: PixelBuffer(width: pixels, height: pixels, argb: argb), scale: scale)
    else { return nil }
    return Image(bitmap: bitmap)
  }

  /// The part of pixel (x, y) inside the disc, from a 4 × 4 grid of samples.
  private static func coverage(x: Int, y: Int, center: Double, radius: Double) -> Double {
    var inside = 0
    for i in 0..<4 {
      for j in 0..<4 {
        let dx = Double(x) + (Double(i) + 0.5) / 4 - center
        let dy = Double(y) + (Double(j) + 0.5) / 4 - center
        if dx * dx + dy * dy <= radius * radius { inside += 1 }
      }
    }
    return Double(inside) / 16
  }
}
