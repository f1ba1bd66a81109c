import Foundation
import Platform

/// Cached local-space meshes for a view's background and shadow.
struct ShapeCache {
  var background: Mesh?
  var shadow: Mesh?
}

/// Drawing the tree: each view composites its shadow, background, recorded
/// content and subviews, in that order, through its transform to the window.
extension View {
  /// Draws the receiver and its subtree. `toWindow` maps the receiver's
  /// bounds to window points; `opacity` is the product of the ancestors' alphas.
  func render(in renderer: Renderer, toWindow: CGAffineTransform, opacity parentOpacity: Double) {
    let opacity = parentOpacity * alpha
    guard !isHidden, opacity > 0 else { return }
    let shapes = currentShapes()
    if let shadow = shapes.shadow {  // 1. the shadow, offset and beneath all
      let offset = CGAffineTransform(translationX: shadowOffset.width, y: shadowOffset.height)
      renderer.draw(shadow.transformed(by: offset.concatenating(toWindow), opacity: opacity))
    }
    if let background = shapes.background {  // 2. the background
      renderer.draw(background.transformed(by: toWindow, opacity: opacity))
    }
    for command in recordedContent() {  // 3. what draw(_:in:) recorded
      replay(command, in: renderer, toWindow: toWindow, opacity: opacity)
    }
    renderSubviews(in: renderer, toWindow: toWindow, opacity: opacity)  // 4. the subviews
  }

  private func renderSubviews(in renderer: Renderer, toWindow: CGAffineTransform, opacity: Double) {
    guard !subviews.isEmpty else { return }
    let outerClip = renderer.clipRect
    if clipsToBounds {
      let box = bounds.applying(toWindow)
      renderer.setClip(outerClip.map { $0.intersection(box) } ?? box)
    }
    for subview in subviews {
      subview.render(
        in: renderer, toWindow: subview.transformToSuperview.concatenating(toWindow),
        opacity: opacity)
    }
    if clipsToBounds { renderer.setClip(outerClip) }
  }

  /// The display list, recorded again if `setNeedsDisplay()` was called.
  func recordedContent() -> [DrawCommand] {
    if needsDisplay {
      needsDisplay = false
      let context = GraphicsContext()
      draw(bounds, in: context)
      displayList = context.commands
    }
    return displayList
  }

  private func currentShapes() -> ShapeCache {
    if let shapeCache { return shapeCache }
    let rect = bounds
    var shapes = ShapeCache()
    if let backgroundColor, backgroundColor.alpha > 0 {
      shapes.background = Shapes.roundedRect(rect, radius: cornerRadius, color: backgroundColor)
    }
    if shadowOpacity > 0, shadowColor.alpha > 0 {
      let color = shadowColor.withAlphaComponent(shadowColor.alpha * shadowOpacity)
      shapes.shadow = Shadow.mesh(
        for: rect, cornerRadius: cornerRadius, radius: shadowRadius, color: color)
    }
    shapeCache = shapes
    return shapes
  }

  private func replay(
    _ command: DrawCommand, in renderer: Renderer, toWindow: CGAffineTransform, opacity: Double
  ) {
    switch command {
    case .fill(let mesh):
      renderer.draw(mesh.transformed(by: toWindow, opacity: opacity))
    case .text(let text, let font, let color, let origin):
      guard
        let texture = try? renderer.textTexture(
          text, typeface: font.typeface, pointSize: font.pointSize)
      else { return }
      let placed = Self.pixelAligned(origin, toWindow: toWindow, scale: renderer.scale)
      let quad = Mesh.quad(CGRect(origin: placed, size: texture.size), color: color)
      renderer.draw(quad.transformed(by: toWindow, opacity: opacity), texture: texture)
    case .image(let image, let rect, let source, let alpha):
      guard let texture = try? renderer.texture(for: image.bitmap) else { return }
      var quad = Mesh.quad(rect, color: Color(white: 1, alpha: alpha))
      quad.mapTexture(to: source)
      renderer.draw(quad.transformed(by: toWindow, opacity: opacity), texture: texture)
    }
  }

  /// Text drawn between pixels looks blurred; where the transform only
  /// moves, nudge the origin so it lands on a whole pixel.
  static func pixelAligned(_ origin: CGPoint, toWindow: CGAffineTransform, scale: Double) -> CGPoint
  {
    guard toWindow.isTranslation else { return origin }
    let x = ((origin.x + toWindow.tx) * scale).rounded() / scale - toWindow.tx
    let y = ((origin.y + toWindow.ty) * scale).rounded() / scale - toWindow.ty
    return CGPoint(x: x, y: y)
  }
}

extension Mesh {
  /// The mesh moved into window points, its alpha multiplied by `opacity`.
  func transformed(by transform: CGAffineTransform, opacity: Double) -> Mesh {
    var result = self
    for i in result.vertices.indices {
      result.vertices[i].position = result.vertices[i].position.applying(transform)
      result.vertices[i].color.alpha *= opacity
    }
    return result
  }

  /// Maps the quad's texture coordinates to the `source` part (0...1).
  mutating func mapTexture(to source: CGRect) {
    for i in vertices.indices {
      let t = vertices[i].texCoord
      vertices[i].texCoord = CGPoint(
        x: source.minX + t.x * source.width, y: source.minY + t.y * source.height)
    }
  }
}
