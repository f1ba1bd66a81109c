internal import CSDL2
internal import CSDL2Image
import Foundation

/// Pixels read back from a renderer, 32-bit ARGB, row by row from the top
/// left. Tests assert on them; screenshots are saved from them.
public struct PixelBuffer: Sendable, Equatable, CustomStringConvertible {
  public let width: Int
  public let height: Int
  /// Each pixel as 0xAARRGGBB.
  public var argb: [UInt32]

  public init(width: Int, height: Int, argb: [UInt32]) {
    precondition(argb.count == width * height, "PixelBuffer needs width * height pixels")
    self.width = width
    self.height = height
    self.argb = argb
  }

  public init(width: Int, height: Int, fill: Color) {
    let b = fill.bytes
    let value = UInt32(b.a) << 24 | UInt32(b.r) << 16 | UInt32(b.g) << 8 | UInt32(b.b)
    self.init(width: width, height: height, argb: Array(repeating: value, count: width * height))
  }

  /// The pixels of an ARGB8888 or ABGR8888 surface (Bitmap+PixelFormat.swift).
  init(surface: UnsafeMutablePointer<SDL_Surface>) {
    let format = Bitmap.PixelFormat(sdl: surface.pointee.format.pointee.format) ?? .argb8888
    let w = Int(surface.pointee.w)
    let h = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch)
    var argb = [UInt32](repeating: 0, count: w * h)
    SDL_LockSurface(surface)
    let base = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
    for y in 0..<h {
      let row = UnsafeRawPointer(base + y * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w { argb[y * w + x] = format.convert(row[x]) }
    }
    SDL_UnlockSurface(surface)
    self.init(width: w, height: h, argb: argb)
  }

  public var description: String { "PixelBuffer(\(width)x\(height))" }

  /// The pixel at (x, y) as 8-bit channels.
  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let v = argb[y * width + x]
    return (UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF), UInt8(v >> 24))
  }

  /// True if the pixel at (x, y) is within `tolerance` of `color` in every
  /// channel, counted in 8-bit steps. GL and software renderers differ by 1.
  public func pixel(x: Int, y: Int, isCloseTo color: Color, tolerance: Int = 2) -> Bool {
    let p = self[x, y]
    let c = color.bytes
    return [(p.r, c.r), (p.g, c.g), (p.b, c.b), (p.a, c.a)].allSatisfy {
      abs(Int($0.0) - Int($0.1)) <= tolerance
    }
  }

  /// The pixel at (x, y) as a `Color`, for messages.
  public func color(x: Int, y: Int) -> Color {
    let p = self[x, y]
    return Color(
      red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255,
      alpha: Double(p.a) / 255)
  }

  /// Sets every alpha to 255, as for the contents of an opaque window.
  public mutating func makeOpaque() {
    for i in argb.indices { argb[i] |= 0xFF00_0000 }
  }

  public mutating func set(x: Int, y: Int, to color: Color) {
    let b = color.bytes
    argb[y * width + x] = UInt32(b.a) << 24 | UInt32(b.r) << 16 | UInt32(b.g) << 8 | UInt32(b.b)
  }

  func copy(into surface: UnsafeMutablePointer<SDL_Surface>, format: Bitmap.PixelFormat) {
    let pitch = Int(surface.pointee.pitch)
    SDL_LockSurface(surface)
    let base = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(base + y * pitch).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { row[x] = format.convert(argb[y * width + x]) }
    }
    SDL_UnlockSurface(surface)
  }

  /// Writes the pixels as a PNG file.
  public func writePNG(to path: String) throws(PlatformError) {
    try write(to: path) { surface, file in IMG_SavePNG(surface, file) == 0 }
  }

  /// Writes the pixels as a JPEG file of the given quality (0...100).
  public func writeJPEG(to path: String, quality: Int = 90) throws(PlatformError) {
    try write(to: path) { surface, file in IMG_SaveJPG(surface, file, Int32(quality)) == 0 }
  }

  /// Encodes with SDL_image into a private temporary file, then copies the
  /// bytes to `path` with Foundation. SDL's file writer ignores the error
  /// of closing the file, so a full disk (or /dev/full) would "succeed"
  /// with nothing written; Foundation checks every write.
  private func write(
    to path: String, encode: (UnsafeMutablePointer<SDL_Surface>, String) -> Bool
  ) throws(PlatformError) {
    let temporary = FileManager.default.temporaryDirectory
      .appendingPathComponent("tunnel-image-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    guard try withSurface({ encode($0, temporary) }) else {
      throw .unwritableFile(path: path, reason: sdlErrorMessage())
    }
    do {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: temporary))
      try bytes.write(to: URL(fileURLWithPath: path))
    } catch {
      throw .unwritableFile(path: path, reason: error.localizedDescription)
    }
  }

  private func withSurface(_ body: (UnsafeMutablePointer<SDL_Surface>) -> Bool)
    throws(PlatformError)
    -> Bool
  {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { throw sdlFailure("SDL_CreateRGBSurfaceWithFormat") }
    defer { SDL_FreeSurface(surface) }
    copy(into: surface, format: .argb8888)
    return body(surface)
  }
}

extension Renderer {
  /// Reads back what has been drawn (the whole output, in pixels). A frame
  /// read back is finished, as one presented is: the next frame's uploads
  /// count afresh.
  public func readPixels() throws(PlatformError) -> PixelBuffer {
    flushDraws()
    defer {
      uploads.endFrame()
      frameNumber += 1
    }
    let size = outputPixelSize
    var argb = [UInt32](repeating: 0, count: size.width * size.height)
    let status = argb.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        handle.pointer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress,
        Int32(size.width * 4))
    }
    guard status == 0 else { throw sdlFailure("SDL_RenderReadPixels") }
    return PixelBuffer(width: size.width, height: size.height, argb: argb)
  }

  /// Saves what has been drawn as a PNG file.
  public func saveScreenshot(to path: String) throws(PlatformError) {
    try readPixels().writePNG(to: path)
  }
}
