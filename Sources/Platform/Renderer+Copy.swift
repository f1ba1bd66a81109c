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

  /// `SDL_RenderCopyF`, tinted by the quad's color. An opaque texture drawn
  /// opaque over normal blending needs no blending: it replaces the pixels,
  /// which a software renderer does with a plain blit.
  func copy(_ texture: Texture, _ quad: AxisAlignedQuad) {
    let tint = quad.color.bytes
    let opaque = texture.isOpaque && tint.a == 255 && blendMode == .normal
    SDL_SetTextureBlendMode(texture.pointer, opaque ? SDL_BLENDMODE_NONE : blendMode.sdl)
    SDL_SetTextureColorMod(texture.pointer, tint.r, tint.g, tint.b)
    SDL_SetTextureAlphaMod(texture.pointer, tint.a)
    let pixels = texture.pixelRect(of: quad.source)
    var source = SDL_Rect(
      x: Int32(pixels.minX.rounded()), y: Int32(pixels.minY.rounded()),
      w: Int32(pixels.width.rounded()), h: Int32(pixels.height.rounded()))
    var destination = SDL_FRect(quad.rect)
    noteDrawn(texture)
    insideSDL { _ = SDL_RenderCopyF(handle.pointer, texture.pointer, &source, &destination) }
  }

  /// Keeps which atlas page, if any, a draw drew from: the page is not
  /// written into again in this frame (TextureAtlas step 2), and a fill
  /// that follows draws from it too.
  func noteDrawn(_ texture: Texture?) {
    lastAtlasPage = texture?.placement?.page
    lastAtlasPage?.lastDrawnFrame = frameNumber
  }

  /// `SDL_RenderFillRectF` in the quad's color; an opaque color over normal
  /// blending replaces the pixels instead of blending with them. Right
  /// after a draw from an atlas page, a GL renderer fills a small rectangle
  /// (`TextureAtlas.maxFillArea`) from the page's white pixel instead, so
  /// that the page stays bound: a list's rows, their separators and their
  /// lines of text draw as one run. SDL's software renderer has no state to
  /// keep and fills as before.
  func fill(_ quad: AxisAlignedQuad) {
    if isAccelerated, let page = lastAtlasPage,
      quad.rect.width * quad.rect.height * scale * scale <= Double(TextureAtlas.maxFillArea)
    {
      return fillFromAtlas(page, quad)
    }
    let color = quad.color.bytes
    withoutBlending(if: color.a == 255) {
      SDL_SetRenderDrawColor(handle.pointer, color.r, color.g, color.b, color.a)
      var rect = SDL_FRect(quad.rect)
      insideSDL { _ = SDL_RenderFillRectF(handle.pointer, &rect) }
    }
  }

  /// Runs `draw`, an untextured drawing, with blending off when its colours
  /// are `opaque` and the blend mode is normal: it then replaces the pixels,
  /// the same picture without reading the pixels beneath. The blend mode is
  /// put back after.
  func withoutBlending(if opaque: Bool, _ draw: () -> Void) {
    let replacing = opaque && blendMode == .normal
    if replacing { SDL_SetRenderDrawBlendMode(handle.pointer, SDL_BLENDMODE_NONE) }
    draw()
    if replacing { SDL_SetRenderDrawBlendMode(handle.pointer, blendMode.sdl) }
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

extension CGRect {
  /// Its area in pixels at `scale` pixels a point.
  func pixelArea(scale: Double) -> Double { width * height * scale * scale }
}

extension SDL_FRect {
  init(_ rect: CGRect) {
    self.init(
      x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
  }
}
