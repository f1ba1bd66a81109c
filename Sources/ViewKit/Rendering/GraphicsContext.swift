import Foundation
import Platform

/// One recorded drawing operation, in the drawing view's bounds coordinates.
enum DrawCommand {
  /// Untextured triangles.
  case fill(Mesh)
  /// An upright rectangle in one color: a quad, kept as its rectangle so
  /// that recording it makes no mesh.
  case fillRect(CGRect, Color)
  /// One line of text with its top-left corner at `origin`; with an
  /// outline, the glyphs' outline that many points wide, around the same place.
  case text(String, Font, Color, origin: CGPoint, outline: Double)
  /// A picture stretched over `rect`, showing the part `source` (0...1).
  case image(Image, rect: CGRect, source: CGRect, alpha: Double)
}

/// Where a view's `draw(_:in:)` draws: it records what is drawn, to be
/// replayed every frame through the view's transform and alpha.
///
/// UIKit counterpart: the `CGContext` of `UIGraphicsGetCurrentContext()`
/// inside `draw(_:)`, with the fill, text and image calls of UIKit's
/// drawing additions. Deliberate difference: recorded shapes, not pixels,
/// so the content stays sharp under any transform, a 3D flip included.
@MainActor
public final class GraphicsContext {
  private(set) var commands: [DrawCommand] = []

  init() {}

  /// The one context views record into, one at a time on the main thread:
  /// `draw(_:in:)` may use its context only while it runs, as UIKit's.
  static let recorder = GraphicsContext()

  /// Starts recording into the storage of `list`, an old display list
  /// (emptied and taken: its view records again), so that recording as
  /// many commands as last time allocates nothing.
  func begin(reusing list: inout [DrawCommand]) {
    swap(&commands, &list)
    commands.removeAll(keepingCapacity: true)
  }

  /// Ends recording: the commands, which the context lets go.
  func finish() -> [DrawCommand] {
    var recorded: [DrawCommand] = []
    swap(&recorded, &commands)
    return recorded
  }

  /// Fills a rectangle, as `UIRectFill` with a color set.
  public func fill(_ rect: CGRect, color: Color) {
    commands.append(.fillRect(rect, color))
  }

  /// Fills a rectangle with rounded corners.
  public func fillRoundedRect(_ rect: CGRect, cornerRadius: Double, color: Color) {
    commands.append(.fill(Shapes.roundedRect(rect, radius: cornerRadius, color: color)))
  }

  /// Fills the ellipse inscribed in `rect`, as `CGContext.fillEllipse(in:)`.
  public func fillEllipse(in rect: CGRect, color: Color) {
    commands.append(.fill(Shapes.ellipse(in: rect, color: color)))
  }

  /// Fills a convex polygon given by its corners in order.
  public func fillConvexPolygon(_ points: [CGPoint], color: Color) {
    commands.append(.fill(Shapes.convexPolygon(points, color: color)))
  }

  /// Draws a straight line `width` points wide.
  public func strokeLine(from a: CGPoint, to b: CGPoint, width: Double, color: Color) {
    commands.append(.fill(Shapes.line(from: a, to: b, width: width, color: color)))
  }

  /// Draws a rectangle's outline inside its edges.
  public func stroke(_ rect: CGRect, width: Double, color: Color) {
    let inner = rect.insetBy(dx: width, dy: width)
    fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color: color)
    fill(CGRect(x: rect.minX, y: inner.maxY, width: rect.width, height: width), color: color)
    fill(CGRect(x: rect.minX, y: inner.minY, width: width, height: inner.height), color: color)
    fill(CGRect(x: inner.maxX, y: inner.minY, width: width, height: inner.height), color: color)
  }

  /// Draws one line of text with its top left at `point`, as
  /// `NSString.draw(at:withAttributes:)`.
  public func drawText(_ text: String, at point: CGPoint, font: Font, color: Color) {
    guard !text.isEmpty else { return }
    commands.append(.text(text, font, color, origin: point, outline: 0))
  }

  /// Draws only the outline of a line of text, `width` points wide, around
  /// where `drawText` would put the glyphs: a halo to draw under them.
  public func drawTextOutline(
    _ text: String, at point: CGPoint, font: Font, width: Double, color: Color
  ) {
    guard !text.isEmpty, width > 0 else { return }
    commands.append(.text(text, font, color, origin: point, outline: width))
  }

  /// Draws an image stretched over `rect`, as `UIImage.draw(in:)`.
  public func draw(_ image: Image, in rect: CGRect, alpha: Double = 1) {
    commands.append(
      .image(image, rect: rect, source: CGRect(x: 0, y: 0, width: 1, height: 1), alpha: alpha))
  }

  /// Draws part of an image (`source` in 0...1 of its width and height)
  /// stretched over `rect`.
  public func draw(_ image: Image, in rect: CGRect, source: CGRect, alpha: Double = 1) {
    commands.append(.image(image, rect: rect, source: source, alpha: alpha))
  }
}
