import Foundation
import Platform
import ViewKit

/// The kid with the shovel, drawn by this project; drag him around.
@MainActor
final class DiggerView: View {
  private var grab: CGPoint = .zero

  override func draw(_ rect: CGRect, in context: GraphicsContext) {
    let b = bounds
    context.fillEllipse(in: b, color: Color(hex: 0xFFD54F))
    context.fillEllipse(
      in: b.insetBy(dx: 12, dy: 10).offsetBy(dx: 0, dy: -2), color: Color(hex: 0xFFE0B2))
    context.fillEllipse(
      in: CGRect(x: b.midX - 9, y: b.midY - 6, width: 5, height: 5), color: .black)
    context.fillEllipse(
      in: CGRect(x: b.midX + 4, y: b.midY - 6, width: 5, height: 5), color: .black)
    context.strokeLine(
      from: CGPoint(x: b.midX - 6, y: b.midY + 8), to: CGPoint(x: b.midX + 6, y: b.midY + 8),
      width: 2, color: Color(hex: 0x6D4C41))
    context.strokeLine(
      from: CGPoint(x: b.maxX - 10, y: b.minY + 4), to: CGPoint(x: b.maxX + 6, y: b.maxY + 2),
      width: 4, color: Color(hex: 0x8D6E63))
    context.fillConvexPolygon(
      [
        CGPoint(x: b.maxX + 1, y: b.maxY - 4), CGPoint(x: b.maxX + 12, y: b.maxY - 2),
        CGPoint(x: b.maxX + 10, y: b.maxY + 9), CGPoint(x: b.maxX - 1, y: b.maxY + 6),
      ], color: Color(hex: 0x90A4AE))
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    guard let touch = touches.first, let parent = superview else { return }
    let p = touch.location(in: parent)
    grab = CGPoint(x: p.x - center.x, y: p.y - center.y)
    transform = CGAffineTransform(scaleX: 1.15, y: 1.15)
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    guard let touch = touches.first, let parent = superview else { return }
    let p = touch.location(in: parent)
    center = CGPoint(x: p.x - grab.x, y: p.y - grab.y)
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
    transform = .identity
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
    transform = .identity
  }
}
