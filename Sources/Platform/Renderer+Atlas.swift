internal import CSDL2
import Foundation

/// The renderer's side of the atlas (TextureAtlas.swift): making a small
/// picture's texture in a page, moving waiting ones in, and making pages.
extension Renderer {
  /// A texture for the surface's pixels in an atlas page (steps 1 to 3 of
  /// `TextureAtlas`); nil if the picture does not go in the atlas (too
  /// large, another pixel format, or no room left), for a texture of its own.
  func makeAtlasTexture(from surface: UnsafeMutablePointer<SDL_Surface>, scale: Double)
    throws(PlatformError) -> Texture?
  {
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    guard TextureAtlas.takes(width: width, height: height),
      let pixels = AtlasPixels.withGutter(surface, into: preferredBitmapFormat)
    else { return nil }
    let gutter = TextureAtlas.gutter
    if let spot = placeInAtlas(width: width, height: height, pixels: pixels) {
      uploads.record(bytes: width * height * 4)
      return Texture(
        page: spot.page, x: spot.x + gutter, y: spot.y + gutter, width: width, height: height,
        scale: scale)
    }
    let texture = try makeOwnTexture(from: surface, scale: scale)
    atlas.waiting.append(WaitingPicture(texture: texture, pixels: pixels))
    return texture
  }

  /// Moves the pictures drawn from textures of their own into the atlas
  /// (step 3), unless a page has been drawn from in this frame already.
  /// Done by a frame's first clear, before its draws. A picture for which
  /// no page has room keeps its own texture.
  func movePicturesIntoAtlas() {
    guard !atlas.waiting.isEmpty,
      atlas.pages.allSatisfy({ $0.lastDrawnFrame != frameNumber })
    else { return }
    let waiting = atlas.waiting
    atlas.waiting.removeAll()
    let gutter = TextureAtlas.gutter
    for picture in waiting {
      guard let texture = picture.texture, texture.placement == nil,
        let spot = placeInAtlas(
          width: texture.pixelWidth, height: texture.pixelHeight, pixels: picture.pixels)
      else { continue }
      texture.move(to: spot.page, x: spot.x + gutter, y: spot.y + gutter)
    }
    atlas.dropEmptyPages(all: false)
  }

  /// A place in a page not drawn from in this frame, its pixels written
  /// there: the picture's `width` x `height` with its gutter around.
  private func placeInAtlas(width: Int, height: Int, pixels: [UInt32])
    -> (page: AtlasPage, x: Int, y: Int)?
  {
    let gutter = TextureAtlas.gutter
    let (w, h) = (width + 2 * gutter, height + 2 * gutter)
    guard
      let spot = atlas.place(width: w, height: h, frame: frameNumber, makePage: makeAtlasPage)
    else { return nil }
    let rect = SDL_Rect(x: Int32(spot.x), y: Int32(spot.y), w: Int32(w), h: Int32(h))
    guard insideSDL({ Self.write(pixels, into: spot.page.pointer, at: rect) }) else {
      spot.page.packer.free(x: spot.x, y: spot.y)
      return nil
    }
    return spot
  }

  /// A new, empty page: the driver allocates and clears its 4 MB (under
  /// llvmpipe 1,025 pages of memory faulted in; a frame that made one took
  /// 2.5 ms of the main thread).
  private func makeAtlasPage() -> AtlasPage? {
    let format = preferredBitmapFormat.sdl
    return insideSDL {
      AtlasPage(handle: handle, format: format)
    }
  }

  /// Makes the atlas's next page ahead, at a moment with nothing to draw,
  /// when its last page is filling up (`TextureAtlas.wantsAnotherPage`):
  /// made in a frame, as the picture that needs it arrives, it took that
  /// frame over the main thread's budget. `Application` calls it from the
  /// loop's idle moment (`EventLoop.beforeWaiting`).
  public func prepareAtlasPageAhead() {
    guard atlas.wantsAnotherPage, let page = makeAtlasPage() else { return }
    atlas.add(page)
  }

  private static func write(_ pixels: [UInt32], into texture: OpaquePointer, at rect: SDL_Rect)
    -> Bool
  {
    var rect = rect
    return pixels.withUnsafeBytes {
      SDL_UpdateTexture(texture, &rect, $0.baseAddress, rect.w * 4) == 0
    }
  }
}

/// A picture's pixels as an atlas page keeps them (TextureAtlas step 1).
enum AtlasPixels {
  /// The surface's pixels in `format`, with a gutter of `TextureAtlas.gutter`
  /// pixels around them, each a copy of the nearest edge pixel; nil for a
  /// surface in a format other than `Bitmap.PixelFormat`'s.
  static func withGutter(
    _ surface: UnsafeMutablePointer<SDL_Surface>, into format: Bitmap.PixelFormat
  ) -> [UInt32]? {
    guard let source = Bitmap.PixelFormat(sdl: surface.pointee.format.pointee.format) else {
      return nil
    }
    SDL_LockSurface(surface)
    defer { SDL_UnlockSurface(surface) }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    let pitch = Int(surface.pointee.pitch) / 4
    guard let base = surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self) else {
      return nil
    }
    let gutter = TextureAtlas.gutter
    let (outWidth, outHeight) = (width + 2 * gutter, height + 2 * gutter)
    var out = [UInt32](repeating: 0, count: outWidth * outHeight)
    for y in 0..<outHeight {
      let row = min(max(y - gutter, 0), height - 1) * pitch
      for x in 0..<outWidth {
        let argb = source.convert(base[row + min(max(x - gutter, 0), width - 1)])
        out[y * outWidth + x] = format.convert(argb)
      }
    }
    return out
  }
}
