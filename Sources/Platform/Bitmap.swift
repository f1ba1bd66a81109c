internal import CSDL2
internal import CSDL2Image
import Foundation
import Synchronization

/// A picture in memory, decoded from PNG or JPEG through SDL2_image, or
/// made from pixels.
///
/// UIKit counterpart: the bitmap behind `UIImage` (a `CGImage`). It is
/// uploaded to a renderer once, on first draw, and the texture is cached.
///
/// Sendable because its pixels never change after `init`: a bitmap can be
/// made off the main thread (a map tile, a name) and handed to the main
/// thread, which only uploads it. The one change is `purgePixels()`, made
/// by the bitmap's owner once no other thread holds it.
public final class Bitmap: @unchecked Sendable {
  /// The pixels; nil once purged.
  private(set) var storage: UnsafeMutablePointer<SDL_Surface>?
  public let pixelWidth: Int
  public let pixelHeight: Int
  /// Pixels per point: 2 for an "@2x" image.
  public let scale: Double
  /// True when every pixel's alpha is 255 (a map tile, a photograph),
  /// read once, where the bitmap is made.
  public let isOpaque: Bool
  /// The order of the pixels' bytes (Bitmap+PixelFormat.swift).
  public let format: PixelFormat
  /// A number no other bitmap of the process has had: the key of its
  /// texture in a renderer. (An `ObjectIdentifier` is taken again by an
  /// object made after this one is gone, so a cache keyed by it must load
  /// a weak reference on every hit to tell them apart, a few hundred a
  /// frame for the map.)
  let serial = Bitmap.serials.add(1, ordering: .relaxed).newValue
  private static let serials = Atomic<UInt64>(0)
  /// Ends when the bitmap goes: what a renderer's cache of textures holds
  /// to tell that the bitmap a texture was made from is gone (TextureCache).
  let lifetime = Lifetime()

  /// Whether a bitmap is still alive, readable from any thread.
  final class Lifetime: Sendable {
    private let ended = Atomic<Bool>(false)
    var hasEnded: Bool { ended.load(ordering: .relaxed) }
    fileprivate func end() { ended.store(true, ordering: .relaxed) }
  }

  /// Decodes a PNG or JPEG file. A missing or corrupt file throws an error
  /// that names it.
  public init(contentsOf path: String, scale: Double = 1) throws(PlatformError) {
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .unreadableAsset(path: path, reason: "no such file, or not readable")
    }
    guard let loaded = IMG_Load(path) else {
      throw .unreadableAsset(path: path, reason: "not a PNG or JPEG image (\(sdlErrorMessage()))")
    }
    defer { SDL_FreeSurface(loaded) }
    let format = PixelFormat.argb8888
    guard let converted = SDL_ConvertSurfaceFormat(loaded, format.sdl, 0)
    else { throw sdlFailure("SDL_ConvertSurfaceFormat") }
    storage = converted
    pixelWidth = Int(converted.pointee.w)
    pixelHeight = Int(converted.pointee.h)
    self.scale = scale
    self.format = format
    isOpaque = Self.everyPixelOpaque(converted)
  }

  /// A bitmap from pixels, row by row from the top left, its bytes in
  /// `format`.
  public init(
    pixels: PixelBuffer, scale: Double = 1, format: PixelFormat = .argb8888
  ) throws(PlatformError) {
    guard
      let made = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(pixels.width), Int32(pixels.height), 32, format.sdl)
    else { throw sdlFailure("SDL_CreateRGBSurfaceWithFormat") }
    storage = made
    pixelWidth = pixels.width
    pixelHeight = pixels.height
    self.scale = scale
    self.format = format
    pixels.copy(into: made, format: format)
    isOpaque = pixels.argb.allSatisfy { $0 >> 24 == 0xFF }
  }

  deinit {
    lifetime.end()
    if let storage { SDL_FreeSurface(storage) }
  }

  /// False once `purgePixels()` has let the pixels go.
  public var hasPixels: Bool { storage != nil }

  /// Lets the pixels go, keeping the size: for a bitmap whose texture has
  /// been uploaded and that is drawn only from it (a map tile). It can be
  /// uploaded again only while a renderer keeps its texture; made again
  /// otherwise. Only the bitmap's owner may call it, once no other thread
  /// holds the bitmap.
  public func purgePixels() {
    if let storage { SDL_FreeSurface(storage) }
    storage = nil
  }
  /// The size in points.
  public var size: CGSize {
    CGSize(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  private static func everyPixelOpaque(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Bool {
    SDL_LockSurface(surface)
    defer { SDL_UnlockSurface(surface) }
    let (w, h, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
    let base = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
    for y in 0..<h {
      let row = UnsafeRawPointer(base + y * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w where row[x] >> 24 != 0xFF { return false }
    }
    return true
  }

  /// The colour of the pixel at (x, y), read in place (no copy of the
  /// pixels, as `pixels` makes); nil once purged or outside the bitmap.
  public func color(x: Int, y: Int) -> Color? {
    guard let storage, (0..<pixelWidth).contains(x), (0..<pixelHeight).contains(y) else {
      return nil
    }
    SDL_LockSurface(storage)
    defer { SDL_UnlockSurface(storage) }
    let row = storage.pointee.pixels!.advanced(by: y * Int(storage.pointee.pitch))
    let argb = format.convert(row.assumingMemoryBound(to: UInt32.self)[x])
    return Color(hex: argb, alpha: Double(argb >> 24) / 255)
  }

  /// The pixels, for inspection; none (0 x 0) once purged.
  public var pixels: PixelBuffer {
    storage.map { PixelBuffer(surface: $0) } ?? PixelBuffer(width: 0, height: 0, argb: [])
  }
}

extension Renderer {
  /// The bitmap as a texture of this renderer, uploaded on first use: into
  /// a spare texture of the same size if there is one (`forgetTexture(for:
  /// keepForReuse:)`), which saves the driver allocating and freeing.
  public func texture(for bitmap: Bitmap) throws(PlatformError) -> Texture {
    try bitmapCache.texture(for: bitmap.serial, owner: bitmap.lifetime) {
      () throws(PlatformError) -> Texture in
      let texture: Texture
      guard let surface = bitmap.storage else {
        throw .sdl(call: "texture(for:)", message: "the bitmap's pixels were purged")
      }
      if let spare = reuseSpareTexture(for: bitmap, surface: surface) {
        texture = spare
      } else {
        texture = try makeTexture(from: surface, scale: bitmap.scale)
      }
      texture.isOpaque = bitmap.isOpaque
      return texture
    }
  }

  /// True if the bitmap is a texture here already: drawing it uploads nothing.
  public func hasTexture(for bitmap: Bitmap) -> Bool {
    bitmapCache.contains(bitmap.serial)
  }

  /// Drops a bitmap's uploaded texture, e.g. when the bitmap goes away.
  /// With `keepForReuse`, the texture is kept (a few at most) to take the
  /// pixels of the next bitmap of its size: the map's tiles come and go.
  /// A picture small enough for the atlas is not kept: it is in a page, or
  /// waits to be moved into one (TextureAtlas.swift).
  public func forgetTexture(for bitmap: Bitmap, keepForReuse: Bool = false) {
    let texture = bitmapCache.removeValue(for: bitmap.serial)
    if let texture, keepForReuse, texture.mayBeASpare,
      spareTextures.count < Self.maxSpareTextures
    {
      spareTextures.append(texture)
    }
  }

  static let maxSpareTextures = 8

  /// A spare texture of the bitmap's size and scale, its pixels replaced
  /// by the bitmap's (`SDL_UpdateTexture`); nil if there is none.
  private func reuseSpareTexture(
    for bitmap: Bitmap, surface: UnsafeMutablePointer<SDL_Surface>
  ) -> Texture? {
    guard
      let index = spareTextures.firstIndex(where: {
        $0.pixelWidth == bitmap.pixelWidth && $0.pixelHeight == bitmap.pixelHeight
          && $0.size == bitmap.size && $0.format == bitmap.format.sdl
      })
    else { return nil }
    let texture = spareTextures.remove(at: index)
    flushDraws()  // a draw held may show the texture's pixels before these
    SDL_LockSurface(surface)
    defer { SDL_UnlockSurface(surface) }
    guard
      insideSDL({
        SDL_UpdateTexture(texture.pointer, nil, surface.pointee.pixels, surface.pointee.pitch)
      }) == 0
    else { return nil }
    uploads.record(bytes: bitmap.pixelWidth * bitmap.pixelHeight * 4)
    return texture
  }
}
