import Foundation
import Platform
import ViewKit

/// The project's own art, drawn as vector shapes so it is sharp at 1x, 2x
/// and any size: the kid with the shovel, and the X that marks where he
/// comes out.
@MainActor
enum Art {
  /// The digger: a round face under a yellow hard hat, holding a shovel,
  /// in a box of any size (designed at 56 x 56 points).
  static func drawDigger(in b: CGRect, context: GraphicsContext) {
    let s = b.width / 56
    func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: b.minX + x * s, y: b.minY + y * s) }
    func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
      CGRect(x: b.minX + x * s, y: b.minY + y * s, width: w * s, height: h * s)
    }
    // The shovel: handle, then blade.
    context.strokeLine(from: p(40, 10), to: p(50, 50), width: 3.5 * s, color: Color(hex: 0x8D6E63))
    context.fillConvexPolygon(
      [p(45, 44), p(55, 46), p(53, 56), p(43, 53)], color: Color(hex: 0x90A4AE))
    context.fillEllipse(in: r(6, 8, 40, 40), color: Color(hex: 0xFFE0B2))  // face
    context.fillConvexPolygon(
      [p(4, 22), p(10, 6), p(26, 1), p(42, 6), p(48, 22)], color: Color(hex: 0xFFC107))  // hat
    context.fill(r(2, 20, 48, 5), color: Color(hex: 0xFFA000))  // brim
    context.fillEllipse(in: r(16, 29, 5, 5), color: .black)  // eyes
    context.fillEllipse(in: r(31, 29, 5, 5), color: .black)
    let mouth = Color(hex: 0x6D4C41)
    context.strokeLine(from: p(20, 40), to: p(32, 40), width: 2 * s, color: mouth)
    context.fillEllipse(in: r(38, 36, 10, 10), color: Color(hex: 0xFFCC80))  // hand on the shovel
  }

  /// A red X with a white outline, in a box of any size.
  static func drawX(in b: CGRect, context: GraphicsContext) {
    let inset = b.width * 0.18
    let a = CGPoint(x: b.minX + inset, y: b.minY + inset)
    let c = CGPoint(x: b.maxX - inset, y: b.maxY - inset)
    let d = CGPoint(x: b.maxX - inset, y: b.minY + inset)
    let e = CGPoint(x: b.minX + inset, y: b.maxY - inset)
    for (width, color) in [(b.width * 0.26, Color.white), (b.width * 0.16, Color(hex: 0xD32F2F))] {
      context.strokeLine(from: a, to: c, width: width, color: color)
      context.strokeLine(from: d, to: e, width: width, color: color)
    }
  }
}
