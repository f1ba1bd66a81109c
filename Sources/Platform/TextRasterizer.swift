internal import CSDL2
internal import CSDL2TTF
import Foundation

/// Draws lines of text with a halo into bitmaps, on any thread: the map's
/// names are made in the background and the main thread only uploads them.
///
/// UIKit has no public counterpart: Core Text typesets and rasterizes off
/// the main thread for it. The faces are opened here, on the thread that
/// makes the rasterizer, at the sizes asked for: FreeType lets several
/// threads use one library as long as faces are opened and closed on one
/// of them, and each face is only ever used by one thread at a time (the
/// lock). Two faces per size: one plain, one with SDL2_ttf's outline set
/// once, so rendering never toggles the outline (which empties the face's
/// glyph cache). Keep a rasterizer for as long as its faces are wanted:
/// its faces close in `deinit`.
public final class TextRasterizer: @unchecked Sendable {
  private let lock = NSLock()
  /// The font file; SDL2_ttf reads its faces from these bytes.
  private let data: Data
  /// Per pixel size: the plain face, and the outlined faces per outline width.
  private var plain: [Int: OpaquePointer] = [:]
  private var outlined: [OutlineKey: OpaquePointer] = [:]
  private struct OutlineKey: Hashable {
    var pixelSize: Int
    var outline: Int
  }

  /// Opens `typeface`'s faces for each (pixel size, outline in pixels).
  public init(typeface: Typeface, sizes: [(pixelSize: Int, outline: Int)]) throws(PlatformError) {
    data = typeface.fileData
    for size in sizes {
      if plain[size.pixelSize] == nil { plain[size.pixelSize] = try open(size.pixelSize) }
      let key = OutlineKey(pixelSize: size.pixelSize, outline: size.outline)
      if outlined[key] == nil {
        let face = try open(size.pixelSize)
        TTF_SetFontOutline(face, Int32(size.outline))
        outlined[key] = face
      }
    }
  }

  deinit {
    for face in plain.values { TTF_CloseFont(face) }
    for face in outlined.values { TTF_CloseFont(face) }
  }

  /// Opens the faces for `pixelSize`, plain and with `outline` pixels of
  /// outline, unless they are open. Call it on the thread that made the
  /// rasterizer, as every face is opened (FreeType's rule above); the
  /// background threads may be using the other faces meanwhile.
  public func addSize(pixelSize: Int, outline: Int) throws(PlatformError) {
    let key = OutlineKey(pixelSize: pixelSize, outline: outline)
    let missing = lock.withLock { (plain[pixelSize] == nil, outline > 0 && outlined[key] == nil) }
    if missing.0 {
      let face = try open(pixelSize)
      lock.withLock { plain[pixelSize] = face }
    }
    if missing.1 {
      let face = try open(pixelSize)
      TTF_SetFontOutline(face, Int32(outline))
      lock.withLock { outlined[key] = face }
    }
  }

  /// One line of text in white with its coverage as alpha, as
  /// `Renderer.textTexture` makes it with SDL2_ttf (the same call on a
  /// face of the same file and size, so the same pixels); with `outline`
  /// pixels, the glyphs' outline alone. Nil for a size the rasterizer has
  /// no face for, or if SDL2_ttf fails.
  public func whiteText(_ text: String, pixelSize: Int, outline: Int, scale: Double) -> Bitmap? {
    let shown = text.isEmpty ? " " : text
    let pixels: PixelBuffer? = lock.withLock {
      let face =
        outline > 0
        ? outlined[OutlineKey(pixelSize: pixelSize, outline: outline)] : plain[pixelSize]
      return face.flatMap { Self.render(shown, $0) }
    }
    return pixels.flatMap { try? Bitmap(pixels: $0, scale: scale) }
  }

  private func open(_ pixelSize: Int) throws(PlatformError) -> OpaquePointer {
    let opened: OpaquePointer? = data.withUnsafeBytes { bytes in
      // The bytes outlive the face: `data` is kept as long as `self`.
      TTF_OpenFontRW(SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)), 1, Int32(pixelSize))
    }
    guard let opened else { throw sdlFailure("TTF_OpenFontRW") }
    return opened
  }

  /// `text` in `ink` over its outline `outline` pixels wide in `halo`, as
  /// one picture at `scale` pixels per point. The glyphs sit `outline`
  /// pixels in from the top-left corner: place the picture that far up and
  /// left of where the text alone would go. Nil for a size or outline the
  /// rasterizer was not made for, or if SDL2_ttf fails.
  public func haloedText(
    _ text: String, pixelSize: Int, outline: Int, ink: Color, halo: Color, scale: Double
  ) -> Bitmap? {
    let shown = text.isEmpty ? " " : text
    let layers: (glyphs: PixelBuffer, outline: PixelBuffer)? = lock.withLock {
      guard let face = plain[pixelSize],
        let outlinedFace = outlined[OutlineKey(pixelSize: pixelSize, outline: outline)],
        let glyphs = Self.render(shown, face), let ring = Self.render(shown, outlinedFace)
      else { return nil }
      return (glyphs, ring)
    }
    guard let layers else { return nil }
    let composite = Self.composite(
      layers.glyphs, ink: ink, over: layers.outline, halo: halo, offset: outline)
    return try? Bitmap(pixels: composite, scale: scale)
  }

  /// White text with its coverage as alpha (SDL2_ttf's blended rendering).
  private static func render(_ text: String, _ face: OpaquePointer) -> PixelBuffer? {
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    guard let surface = TTF_RenderUTF8_Blended(face, text, white) else { return nil }
    defer { SDL_FreeSurface(surface) }
    return PixelBuffer(surface: surface)
  }

  /// The glyphs' coverage in `ink`, source-over the outline's in `halo`,
  /// as straight (not premultiplied) alpha: drawn over anything with
  /// normal blending, it gives what drawing the halo and then the glyphs
  /// would.
  static func composite(
    _ glyphs: PixelBuffer, ink: Color, over ring: PixelBuffer, halo: Color, offset: Int
  ) -> PixelBuffer {
    var out = [UInt32](repeating: 0, count: ring.width * ring.height)
    let (i, h) = (ink.bytes, halo.bytes)
    for y in 0..<ring.height {
      for x in 0..<ring.width {
        let gx = x - offset
        let gy = y - offset
        let glyph =
          gx >= 0 && gy >= 0 && gx < glyphs.width && gy < glyphs.height
          ? Double(glyphs.argb[gy * glyphs.width + gx] >> 24) / 255 : 0
        let top = glyph * Double(i.a) / 255
        let bottom = Double(ring.argb[y * ring.width + x] >> 24) / 255 * Double(h.a) / 255
        let alpha = top + bottom * (1 - top)
        guard alpha > 0 else { continue }
        func channel(_ a: UInt8, _ b: UInt8) -> UInt32 {
          UInt32(((Double(a) * top + Double(b) * bottom * (1 - top)) / alpha).rounded())
        }
        out[y * ring.width + x] =
          UInt32((alpha * 255).rounded()) << 24 | channel(i.r, h.r) << 16 | channel(i.g, h.g) << 8
          | channel(i.b, h.b)
      }
    }
    return PixelBuffer(width: ring.width, height: ring.height, argb: out)
  }
}
