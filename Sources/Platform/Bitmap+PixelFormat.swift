internal import CSDL2

/// The order of a bitmap's bytes in memory, chosen where it is made for the
/// renderer that will upload it (`Renderer.preferredBitmapFormat`).
///
/// Core Graphics counterpart: a `CGImage`'s `bitmapInfo` (byte order and
/// where alpha goes). Whatever the order, `pixels` reads back 0xAARRGGBB.
extension Bitmap {
  public enum PixelFormat: Sendable, Equatable {
    /// Each pixel the 32-bit value 0xAARRGGBB (bytes B, G, R, A in
    /// memory): the order SDL's software renderer draws into.
    case argb8888
    /// Each pixel 0xAABBGGRR (bytes R, G, B, A): the order a GL driver
    /// takes a texture's pixels in without converting each one.
    case abgr8888

    var sdl: UInt32 {
      switch self {
      case .argb8888: SDL_PIXELFORMAT_ARGB8888.rawValue
      case .abgr8888: SDL_PIXELFORMAT_ABGR8888.rawValue
      }
    }

    /// The format of an SDL surface, if it is one of these.
    init?(sdl format: UInt32) {
      switch format {
      case SDL_PIXELFORMAT_ARGB8888.rawValue: self = .argb8888
      case SDL_PIXELFORMAT_ABGR8888.rawValue: self = .abgr8888
      default: return nil
      }
    }

    /// A pixel 0xAARRGGBB in this format, or back: the two differ by the
    /// places of red and blue, so the same swap goes either way.
    func convert(_ pixel: UInt32) -> UInt32 {
      switch self {
      case .argb8888: pixel
      case .abgr8888: pixel & 0xFF00_FF00 | (pixel & 0xFF) << 16 | (pixel >> 16) & 0xFF
      }
    }
  }
}

extension Renderer {
  /// The byte order bitmaps meant for this renderer are best made in.
  /// Mesa's llvmpipe keeps a texture's bytes R, G, B, A and converts the
  /// other order pixel by pixel on the thread that uploads: a 256-pixel
  /// tile took 0.085 ms of the main thread as ARGB8888 and 0.033 ms as
  /// ABGR8888 (Docs/performance.md, "Uploads in the driver's order"). The
  /// software renderer draws into ARGB8888 and copies a texture of that
  /// format fastest.
  public var preferredBitmapFormat: Bitmap.PixelFormat {
    Self.preferredBitmapFormat(forRendererNamed: name)
  }

  static func preferredBitmapFormat(forRendererNamed name: String) -> Bitmap.PixelFormat {
    name == "opengl" ? .abgr8888 : .argb8888
  }
}
