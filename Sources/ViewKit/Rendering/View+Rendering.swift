import Foundation
import Platform

/// Cached local-space meshes for a view's background and shadow, with the
/// values they were made from. The shadow's mesh is made when it is first
/// drawn: where the cached slices draw the shadow (a pane whose size
/// animates), it is never made.
struct ShapeCache {
  struct Key: Equatable {
    var bounds: CGRect
    var cornerRadius: Double
    var backgroundColor: Color?
    var shadowOpacity: Double
    var shadowColor: Color
    var shadowRadius: Double
  }
  var key: Key
  var background: Mesh?
  var shadow: Mesh?

  /// True when the view casts a shadow.
  var hasShadow: Bool { key.shadowOpacity > 0 && key.shadowColor.alpha > 0 }
}

/// Drawing the tree: each view composites its shadow, background, recorded
/// content and subviews, in that order, through its presentation transform
/// to the window. A view under a 3D transform is first snapshotted, then
/// drawn as a projected mesh (`render3D`, View+Render3D.swift); a container in a
/// transition draws the transition instead (TransitionRenderer.swift).
extension View {
  /// Draws the receiver and its subtree. `parentToWindow` maps the
  /// superview's bounds to window points; `parentOpacity` is the product of
  /// the ancestors' alphas.
  func render(
    in renderer: Renderer, parentToWindow: CGAffineTransform, opacity parentOpacity: Double
  ) {
    let look = presentation
    let opacity = parentOpacity * look.alpha
    guard !isHidden, opacity > 0 else { return }
    guard Self.isFinite(look, parentToWindow: parentToWindow) else {
      return warnNotFinite(look)  // View+FiniteGeometry.swift
    }
    if let transition = activeTransition {
      let progress = animations[.transitionProgress]?.current.scalar ?? 1
      transition.render(
        in: renderer, progress: progress, look: look, parentToWindow: parentToWindow,
        opacity: opacity)
    } else if look.transform3D.isAffine {
      let toWindow = Self.toSuperview(look, affine: look.transform3D.affine).concatenating(
        parentToWindow)
      renderLayer(in: renderer, toWindow: toWindow, opacity: opacity, look: look)
    } else {
      render3D(in: renderer, look: look, parentToWindow: parentToWindow, opacity: opacity)
    }
  }

  /// Maps bounds coordinates to the superview's, for presentation values.
  static func toSuperview(_ look: ViewPresentation, affine: CGAffineTransform) -> CGAffineTransform
  {
    let boundsCenter = look.bounds.center
    return CGAffineTransform(translationX: -boundsCenter.x, y: -boundsCenter.y)
      .concatenating(affine)
      .concatenating(CGAffineTransform(translationX: look.center.x, y: look.center.y))
  }

  /// The view's own drawing and its subviews, mapped by `toWindow`.
  func renderLayer(
    in renderer: Renderer, toWindow: CGAffineTransform, opacity: Double, look: ViewPresentation
  ) {
    let shapes = currentShapes(look)
    if shapes.hasShadow {  // 1. the shadow, offset and beneath all
      let offset = CGAffineTransform(translationX: shadowOffset.width, y: shadowOffset.height)
      let placed = offset.concatenating(toWindow)
      if !drawShadowSlices(look, placed: placed, toWindow: toWindow, opacity: opacity, in: renderer)
      {
        renderer.draw(shadowMesh(), opacity: opacity) { $0.applying(placed) }
      }
    }
    // Subviews that hide the whole of the bounds hide 2 and 3 too; where
    // they hide part, a square background, opaque or not, is drawn where
    // it shows: the pieces do not overlap, so each point is blended once.
    // At an inherited opacity below 1 too: what an opaque subview covers
    // does not show through it, as under UIKit's group opacity.
    let uncovered = uncoveredPieces(of: look.bounds)
    let hidden = uncovered == 0
    if let background = shapes.background, !hidden {  // 2. the background
      if let uncovered, let color = look.backgroundColor, look.cornerRadius == 0 {
        for index in 0..<uncovered {
          Self.drawQuad(
            OcclusionScratch.piece(index), color: color, toWindow: toWindow, opacity: opacity,
            in: renderer)
        }
      } else {
        renderer.draw(background, opacity: opacity) { $0.applying(toWindow) }
      }
    }
    // With clipsToBounds, the content and the subviews are cut at the
    // edges, as a layer with masksToBounds; wholly outside the clip its
    // ancestors set (a pane slid out of its container), nothing of them
    // shows, and they are not drawn at all.
    let outerClip = renderer.clipRect
    if clipsToBounds {
      let box = look.bounds.applying(toWindow)
      let clip = outerClip.map { $0.intersection(box) } ?? box
      if clip.isEmpty { return }
      renderer.setClip(clip)
    }
    for command in hidden ? [] : recordedContent() {  // 3. what draw(_:in:) recorded
      replay(command, in: renderer, toWindow: toWindow, opacity: opacity)
    }
    renderOwnContent(in: renderer, toWindow: toWindow, opacity: opacity, look: look)  // 3b
    for subview in subviews {  // 4. the subviews
      subview.render(in: renderer, parentToWindow: toWindow, opacity: opacity)
    }
    if clipsToBounds { renderer.setClip(outerClip) }
  }

  /// The shadow from nine cached pieces (ShadowSlices.swift), or for a
  /// shape too small to slice whose size is whole pixels, from one picture
  /// of all of it (ShadowSlices+Whole.swift), where they draw what the mesh
  /// would: on whole pixels, moved and not turned or stretched; or, on a GL
  /// renderer, which draws between pixels as the mesh does, scaled along x
  /// and y too (a popover growing in), the pieces stretched with the view.
  /// Returns false if the mesh must draw it.
  private func drawShadowSlices(
    _ look: ViewPresentation, placed: CGAffineTransform, toWindow: CGAffineTransform,
    opacity: Double, in renderer: Renderer
  ) -> Bool {
    guard let stretch = placed.uprightScale else { return false }
    let shape = look.bounds.applying(placed)
    let (sigma, corner) = (shadowRadius / 2 * renderer.scale, look.cornerRadius * renderer.scale)
    let exact = placed.isTranslation && shape.isPixelAligned(scale: renderer.scale)
    guard renderer.isAccelerated || exact,
      let slices = ShadowSlices.slices(sigma: sigma, cornerRadius: corner)
    else { return false }
    let color = shadowColor.withAlphaComponent(
      shadowColor.alpha * look.shadowOpacity * opacity)
    // An opaque background, drawn next, hides what lies under it; inset by
    // its corner radius, it is a rectangle. At an inherited opacity below 1
    // (a fade) too: under UIKit's group opacity the view's own shadow does
    // not show through its opaque background, as its covered subviews do
    // not (View+Occlusion.swift).
    let isOpaque = (look.backgroundColor?.alpha ?? 0) >= 1
    let cover = look.bounds.applying(toWindow).insetBy(
      dx: look.cornerRadius * stretch.width, dy: look.cornerRadius * stretch.height)
    if slices.draw(
      around: shape, stretch: stretch, color: color, cover: isOpaque ? cover : nil, in: renderer)
    {
      return true
    }
    // The shape's own size, before the stretch, in pixels.
    let size = CGSize(
      width: look.bounds.width * renderer.scale, height: look.bounds.height * renderer.scale)
    guard size.width == size.width.rounded(), size.height == size.height.rounded(),
      let whole = ShadowSlices.whole(
        sigma: sigma, cornerRadius: corner, width: Int(size.width), height: Int(size.height))
    else { return false }
    return whole.drawWhole(around: shape, stretch: stretch, color: color, in: renderer)
  }

  /// The display list, recorded again if `setNeedsDisplay()` was called.
  func recordedContent() -> [DrawCommand] {
    if needsDisplay {
      needsDisplay = false
      let context = GraphicsContext.recorder
      context.begin(reusing: &displayList)
      draw(bounds, in: context)
      displayList = context.finish()
    }
    return displayList
  }

  private func currentShapes(_ look: ViewPresentation) -> ShapeCache {
    let key = ShapeCache.Key(
      bounds: look.bounds, cornerRadius: look.cornerRadius, backgroundColor: look.backgroundColor,
      shadowOpacity: look.shadowOpacity, shadowColor: shadowColor, shadowRadius: shadowRadius)
    if let shapeCache, shapeCache.key == key { return shapeCache }
    var shapes = ShapeCache(key: key)
    if let color = key.backgroundColor, color.alpha > 0 {
      shapes.background = Shapes.roundedRect(key.bounds, radius: key.cornerRadius, color: color)
    }
    shapeCache = shapes
    return shapes
  }

  /// The shadow's mesh for the cached shapes (`currentShapes(_:)`, just
  /// called), made on first use.
  private func shadowMesh() -> Mesh {
    if let made = shapeCache?.shadow { return made }
    guard let key = shapeCache?.key else { return Mesh() }
    let color = key.shadowColor.withAlphaComponent(key.shadowColor.alpha * key.shadowOpacity)
    let mesh = Shadow.mesh(
      for: key.bounds, cornerRadius: key.cornerRadius, radius: key.shadowRadius, color: color)
    shapeCache?.shadow = mesh
    return mesh
  }

  private func replay(
    _ command: DrawCommand, in renderer: Renderer, toWindow: CGAffineTransform, opacity: Double
  ) {
    switch command {
    case .fill(let mesh):
      renderer.draw(mesh, opacity: opacity) { $0.applying(toWindow) }
    case .fillRect(let rect, let color):
      Self.drawQuad(rect, color: color, toWindow: toWindow, opacity: opacity, in: renderer)
    case .text(let text, let font, let color, let origin, let outline):
      guard let texture = Self.textTexture(text, font: font, outline: outline, in: renderer)
      else { return }
      let shifted = CGPoint(x: origin.x - outline, y: origin.y - outline)
      let placed = Self.pixelAligned(shifted, toWindow: toWindow, scale: renderer.scale)
      Self.drawQuad(
        CGRect(origin: placed, size: texture.size), color: color, source: Renderer.wholeTexture,
        texture: texture, toWindow: toWindow, opacity: opacity, in: renderer)
    case .image(let image, let rect, let source, let alpha):
      guard let texture = try? renderer.texture(for: image.bitmap) else { return }
      Self.drawQuad(
        rect, color: Color(white: 1, alpha: alpha), source: source, texture: texture,
        toWindow: toWindow, opacity: opacity, in: renderer)
    }
  }

  /// A rectangle in a view's points (filled, or with a texture) drawn
  /// through `toWindow`, its color's alpha multiplied by `opacity`: the quad `Mesh.quad` makes, moved as
  /// `Mesh.transform(by:opacity:)` moves it, drawn from the renderer's own
  /// mesh rather than a new one.
  static func drawQuad(
    _ rect: CGRect, color: Color, source: CGRect = Renderer.wholeTexture, texture: Texture? = nil,
    toWindow: CGAffineTransform, opacity: Double, in renderer: Renderer
  ) {
    var tint = color
    tint.alpha *= opacity
    renderer.drawQuad(
      corners: (
        CGPoint(x: rect.minX, y: rect.minY).applying(toWindow),
        CGPoint(x: rect.maxX, y: rect.minY).applying(toWindow),
        CGPoint(x: rect.maxX, y: rect.maxY).applying(toWindow),
        CGPoint(x: rect.minX, y: rect.maxY).applying(toWindow)
      ), color: tint, source: source, texture: texture)
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
    result.transform(by: transform, opacity: opacity)
    return result
  }

  /// Moves the mesh into window points in place, multiplying its alpha by
  /// `opacity`. (A frame's own drawing moves its meshes as the renderer
  /// draws them: `Renderer.draw(_:texture:opacity:mapping:)`.)
  mutating func transform(by transform: CGAffineTransform, opacity: Double) {
    for i in vertices.indices {
      vertices[i].position = vertices[i].position.applying(transform)
      vertices[i].color.alpha *= opacity
    }
  }
}
