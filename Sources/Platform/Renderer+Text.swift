internal import CSDL2
internal import CSDL2TTF
import Foundation

struct TextKey: Hashable {
  let typeface: ObjectIdentifier
  let pixelSize: Int
  let outline: Int
  let text: String
}

extension Renderer {
  /// One line of text as a white texture, rendered once at this renderer's
  /// scale and cached. Tint it with a vertex color when drawing.
  ///
  /// With `outline` points, the texture is the glyphs' outline that wide
  /// (SDL2_ttf's `TTF_SetFontOutline`), `outline` points larger on every
  /// side: drawn under the text, a halo in one draw instead of four.
  ///
  /// `prepared` is asked on a miss for the same text rasterized elsewhere
  /// (a `TextRasterizer`'s `whiteText` at this scale, made in the
  /// background): if it gives one, it is uploaded instead of rasterized.
  public func textTexture(
    _ text: String, typeface: Typeface, pointSize: Double, outline: Double = 0,
    prepared: () -> Bitmap? = { nil }
  )
    throws(PlatformError) -> Texture
  {
    let pixelSize = Typeface.pixelSize(pointSize, scale: scale)
    let outlinePixels = Int((outline * scale).rounded())
    let key = TextKey(
      typeface: ObjectIdentifier(typeface), pixelSize: pixelSize, outline: outlinePixels, text: text
    )
    let scale = self.scale
    return try textCache.texture(for: key) { () throws(PlatformError) -> Texture in
      if let made = prepared(), let surface = made.storage {
        return try makeTexture(from: surface, scale: scale)  // rasterized elsewhere
      }
      let font = try typeface.font(pixelSize: pixelSize)
      TTF_SetFontOutline(font, Int32(outlinePixels))
      defer { TTF_SetFontOutline(font, 0) }
      let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
      guard let surface = TTF_RenderUTF8_Blended(font, text.isEmpty ? " " : text, white) else {
        throw sdlFailure("TTF_RenderUTF8_Blended")
      }
      defer { SDL_FreeSurface(surface) }
      return try makeTexture(from: surface, scale: scale)
    }
  }

  /// True if that text is already a texture here: drawing it costs no
  /// rasterizing.
  public func hasTextTexture(
    _ text: String, typeface: Typeface, pointSize: Double, outline: Double = 0
  )
    -> Bool
  {
    textCache.contains(
      TextKey(
        typeface: ObjectIdentifier(typeface),
        pixelSize: Typeface.pixelSize(pointSize, scale: scale),
        outline: Int((outline * scale).rounded()), text: text))
  }

  /// Number of text textures held in the cache (for tests and the bench).
  public var cachedTextCount: Int { textCache.count }

  /// Uploads a surface as a texture whose point size is pixels / `scale`:
  /// into the atlas if it goes there (Renderer+Atlas.swift).
  func makeTexture(from surface: UnsafeMutablePointer<SDL_Surface>, scale: Double)
    throws(PlatformError) -> Texture
  {
    if let inAtlas = try makeAtlasTexture(from: surface, scale: scale) { return inAtlas }
    return try makeOwnTexture(from: surface, scale: scale)
  }

  /// Uploads a surface as a texture of its own.
  func makeOwnTexture(from surface: UnsafeMutablePointer<SDL_Surface>, scale: Double)
    throws(PlatformError) -> Texture
  {
    guard let pointer = insideSDL({ SDL_CreateTextureFromSurface(handle.pointer, surface) }) else {
      throw sdlFailure("SDL_CreateTextureFromSurface")
    }
    uploads.record(bytes: Int(surface.pointee.w) * Int(surface.pointee.h) * 4)
    return Texture(pointer: pointer, renderer: handle, scale: scale, isRenderTarget: false)
  }
}
