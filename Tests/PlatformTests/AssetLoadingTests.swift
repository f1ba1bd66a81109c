import Foundation
import Platform
import Testing

/// Fonts and images load from files, and bad files fail with their name.
@Suite(.serialized) @MainActor
struct AssetLoadingTests {
  let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tunnel-\(UUID())")

  init() throws {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  func file(_ name: String, contents: String) -> String {
    let path = scratch.appendingPathComponent(name).path
    #expect(FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)))
    return path
  }

  @Test func missingFontNamesTheFile() {
    let path = scratch.appendingPathComponent("Nope.ttf").path
    #expect(
      throws: PlatformError.unreadableAsset(path: path, reason: "no such file, or not readable")
    ) {
      try Typeface(contentsOf: path)
    }
  }

  @Test func corruptFontNamesTheFile() throws {
    let path = file("Broken.ttf", contents: "not a font at all")
    let error = #expect(throws: PlatformError.self) { try Typeface(contentsOf: path) }
    #expect(error?.description.hasPrefix("cannot read asset \(path): not a TrueType font") == true)
  }

  @Test func corruptImageNamesTheFile() throws {
    let path = file("broken.png", contents: "\u{89}PNG but not really")
    let error = #expect(throws: PlatformError.self) { try Bitmap(contentsOf: path) }
    #expect(
      error?.description.hasPrefix("cannot read asset \(path): not a PNG or JPEG image") == true)
  }

  @Test func pngKeepsEveryPixelExactly() throws {
    var pixels = PixelBuffer(width: 3, height: 2, fill: .clear)
    pixels.set(x: 0, y: 0, to: .red)
    pixels.set(x: 2, y: 1, to: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
    let path = scratch.appendingPathComponent("tiny.png").path
    try pixels.writePNG(to: path)
    #expect(try Bitmap(contentsOf: path).pixels == pixels)
  }

  @Test func jpegDecodesCloseToTheOriginal() throws {
    let pixels = PixelBuffer(width: 16, height: 16, fill: Color(hex: 0x4080C0))
    let path = scratch.appendingPathComponent("flat.jpg").path
    try pixels.writeJPEG(to: path, quality: 100)
    let loaded = try Bitmap(contentsOf: path)
    #expect(loaded.size == CGSize(width: 16, height: 16))
    #expect(loaded.pixels.pixel(x: 8, y: 8, isCloseTo: Color(hex: 0x4080C0), tolerance: 3))
  }

  @Test func scaledBitmapMeasuresInPoints() throws {
    let bitmap = try Bitmap(pixels: PixelBuffer(width: 40, height: 20, fill: .white), scale: 2)
    #expect(bitmap.size == CGSize(width: 20, height: 10))
  }
}
