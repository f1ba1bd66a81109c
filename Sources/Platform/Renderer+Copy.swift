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
    insideSDL { _ = SDL_RenderCopyF(handle.pointer, texture.pointer, &source, &destination) }
  }

  /// `SDL_RenderFillRectF` in the quad's color; an opaque color over normal
  /// blending replaces the pixels instead of blending with them.
  func fill(_ quad: AxisAlignedQuad) {
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
  /// A part of the texture given in 0...1 of its size, in pixels.
  func pixelRect(of unit: CGRect) -> CGRect {
    let (w, h) = (Double(pixelWidth), Double(pixelHeight))
    return CGRect(
      x: unit.minX * w, y: unit.minY * h, width: unit.width * w, height: unit.height * h)
  }
}

extension SDL_FRect {
  init(_ rect: CGRect) {
    self.init(
      x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
  }
}
