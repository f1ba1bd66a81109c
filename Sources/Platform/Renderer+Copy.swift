internal import CSDL2
import Foundation

/// The cheap ways to draw an upright rectangle: a copy of a texture and a
/// rectangle fill, which `draw(_:texture:)` takes whenever a mesh is one
/// upright rectangle that they draw exactly.
extension Renderer {
  /// True if a copy or a fill draws `quad` exactly as its two triangles
  /// would. A GL renderer draws both from the same float coordinates;
  /// SDL's software renderer rounds a copy's or a fill's edges to whole
  /// pixels, and a copy's source rectangle always, so there the edges and
  /// the source must already be whole pixels.
  func drawsExactly(_ quad: AxisAlignedQuad, texture: Texture?) -> Bool {
    guard let texture else { return isAccelerated || quad.rect.isPixelAligned(scale: scale) }
    let sourceIsWhole = texture.pixelRect(of: quad.source).isPixelAligned(scale: 1)
    return sourceIsWhole && (isAccelerated || quad.rect.isPixelAligned(scale: scale))
  }

  /// `SDL_RenderCopyF`, tinted by the quad's color, held in the frame's
  /// batch (DrawBatch.swift). An opaque texture drawn opaque over normal
  /// blending needs no blending: it replaces the pixels, which a software
  /// renderer does with a plain blit.
  func copy(_ texture: Texture, _ quad: AxisAlignedQuad) {
    let tint = quad.color.bytes
    let opaque = texture.isOpaque && tint.a == 255 && blendMode == .normal
    let pixels = texture.pixelRect(of: quad.source)
    let source = SDL_Rect(
      x: Int32(pixels.minX.rounded()), y: Int32(pixels.minY.rounded()),
      w: Int32(pixels.width.rounded()), h: Int32(pixels.height.rounded()))
    noteDrawn(texture)
    hold(
      .copy(source: source), texture: texture, blend: opaque ? SDL_BLENDMODE_NONE : blendMode.sdl,
      destination: quad.rect, color: (tint.r, tint.g, tint.b, tint.a), bounds: quad.rect)
  }

  /// Keeps that a draw drew from an atlas page in this frame: the page is
  /// not written into again in this frame (TextureAtlas step 2).
  func noteDrawn(_ texture: Texture?) {
    texture?.placement?.page.lastDrawnFrame = frameNumber
  }

  /// `SDL_RenderFillRectF` in the quad's color, held in the frame's batch;
  /// an opaque color over normal blending replaces the pixels instead of
  /// blending with them.
  func fill(_ quad: AxisAlignedQuad) {
    let color = quad.color.bytes
    hold(
      .fill, texture: nil, blend: blending(opaque: color.a == 255), destination: quad.rect,
      color: (color.r, color.g, color.b, color.a), bounds: quad.rect, opaque: color.a == 255)
  }

  /// The blending of an untextured draw: none when its colours are `opaque`
  /// and the blend mode is normal, since it then replaces the pixels, the
  /// same picture without reading the pixels beneath.
  func blending(opaque: Bool) -> SDL_BlendMode {
    opaque && blendMode == .normal ? SDL_BLENDMODE_NONE : blendMode.sdl
  }
}

extension Texture {
  /// A part of the texture given in 0...1 of its size, in pixels of the
  /// texture drawn from (an atlas page's, when it is in one).
  func pixelRect(of unit: CGRect) -> CGRect {
    let (w, h) = (Double(pixelWidth), Double(pixelHeight))
    let (x, y) = (Double(placement?.x ?? 0), Double(placement?.y ?? 0))
    return CGRect(
      x: x + unit.minX * w, y: y + unit.minY * h, width: unit.width * w, height: unit.height * h)
  }

  /// True if it can take another bitmap's pixels as a spare: a texture of
  /// its own, too large for the atlas, so that it neither is in a page nor
  /// waits to be moved into one.
  var mayBeASpare: Bool {
    placement == nil && !isRenderTarget
      && !TextureAtlas.takes(width: pixelWidth, height: pixelHeight)
  }

  /// The size in pixels of the texture drawn from: an atlas page's, or its own.
  var samplerSize: (width: Int, height: Int) {
    guard placement != nil else { return (pixelWidth, pixelHeight) }
    return (TextureAtlas.pageSide, TextureAtlas.pageSide)
  }

  /// Where it is in the texture drawn from, in 0...1 of that texture.
  var partOfSampler: CGRect {
    guard let placement else { return Renderer.wholeTexture }
    let side = Double(TextureAtlas.pageSide)
    return CGRect(
      x: Double(placement.x) / side, y: Double(placement.y) / side,
      width: Double(pixelWidth) / side, height: Double(pixelHeight) / side)
  }
}

extension SDL_FRect {
  init(_ rect: CGRect) {
    self.init(
      x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
  }
}
