import Foundation
import Platform
import ViewKit

/// The project's own art, drawn as vector shapes so it is sharp at 1x, 2x
/// and any size: the kid with the shovel, and the X that marks where he
/// comes out.
@MainActor
public enum Art {
  /// The digger: a round face under a yellow hard hat, holding a shovel,
  /// in a box of any size (designed at 56 x 56 points).
  public static func drawDigger(in b: CGRect, context: GraphicsContext) {
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
  public static func drawX(in b: CGRect, context: GraphicsContext) {
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

  /// The radar: a dark round screen with two range rings, cross hairs and a
  /// bright sweep, in a square box of any size.
  public static func drawRadar(in b: CGRect, context: GraphicsContext, lit: Bool) {
    let green = lit ? Color(hex: 0x69F0AE) : Color(hex: 0x3E7D5E)
    context.fillEllipse(in: b, color: Color(hex: 0x0B2E22))
    context.fillEllipse(
      in: b.insetBy(dx: b.width * 0.04, dy: b.width * 0.04), color: Color(hex: 0x103D2D))
    for inset in [0.18, 0.32] {
      let ring = b.insetBy(dx: b.width * inset, dy: b.width * inset)
      context.fillEllipse(in: ring, color: green.withAlphaComponent(0.55))
      context.fillEllipse(
        in: ring.insetBy(dx: b.width * 0.025, dy: b.width * 0.025), color: Color(hex: 0x103D2D))
    }
    let c = CGPoint(x: b.midX, y: b.midY)
    let r = b.width / 2 * 0.92
    context.strokeLine(
      from: CGPoint(x: c.x - r, y: c.y), to: CGPoint(x: c.x + r, y: c.y), width: b.width * 0.015,
      color: green.withAlphaComponent(0.5))
    context.strokeLine(
      from: CGPoint(x: c.x, y: c.y - r), to: CGPoint(x: c.x, y: c.y + r), width: b.width * 0.015,
      color: green.withAlphaComponent(0.5))
    // The sweep: a wedge from twelve o'clock to half past one, fading.
    var wedge = [c]
    for step in 0...8 {
      let angle = -Double.pi / 2 + Double(step) / 8 * Double.pi / 4
      wedge.append(CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))
    }
    context.fillConvexPolygon(wedge, color: green.withAlphaComponent(0.45))
    context.strokeLine(
      from: c, to: CGPoint(x: c.x + r * cos(-Double.pi / 4), y: c.y + r * sin(-Double.pi / 4)),
      width: b.width * 0.03, color: green)
    context.fillEllipse(
      in: CGRect(
        x: c.x - r * 0.5, y: c.y - r * 0.42, width: b.width * 0.07, height: b.width * 0.07),
      color: green)
  }
}
