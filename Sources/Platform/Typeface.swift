internal import CSDL2
internal import CSDL2TTF
import Foundation

/// A TrueType font file, open at any number of sizes through SDL2_ttf.
///
/// UIKit counterpart: the font file behind `UIFont`; `UIFont` itself (a
/// typeface at one size) is ViewKit's `Font`. The file is read once into
/// memory; each pixel size is opened lazily and kept. `init` starts
/// SDL2_ttf and `deinit` stops it (SDL2_ttf counts its starts).
public final class Typeface {
  /// The file's name without extension, e.g. "DejaVuSans".
  public let name: String
  private let data: Data
  private var fonts: [Int: OpaquePointer] = [:]
  /// Widths measured, in pixels, by text and pixel size: a label measures
  /// its text again at each layout, and a navigation bar made anew (a
  /// split view collapsing or expanding) measures the same titles again.
  /// Shaping a line costs microseconds; a lookup, a fraction of one.
  private var measuredWidths: [MeasuredText: Int32] = [:]
  private struct MeasuredText: Hashable {
    let text: String
    let pixelSize: Int
  }
  /// The most widths kept: past it the table is emptied and starts again,
  /// so that it stays small whatever text passes through.
  static let measuredWidthLimit = 512
  /// How many widths are kept now.
  var measuredWidthCount: Int { measuredWidths.count }

  public init(contentsOf path: String) throws(PlatformError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableAsset(path: path, reason: "no such file, or not readable")
    }
    guard TTF_Init() == 0 else { throw sdlFailure("TTF_Init") }
    self.name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    self.data = data
    // Open one size now, so a corrupt file fails here with its name.
    guard (try? font(pixelSize: 12)) != nil else {
      throw .unreadableAsset(path: path, reason: "not a TrueType font (\(sdlErrorMessage()))")
    }
  }

  /// The font file's bytes, for a `TextRasterizer` of its own faces.
  var fileData: Data { data }
  /// How many bytes of the font file are held in memory (once, shared by
  /// every face opened from it).
  public var fileByteCount: Int { data.count }

  deinit {
    for font in fonts.values { TTF_CloseFont(font) }
    TTF_Quit()
  }

  /// The font opened at a size in pixels, opened once and kept.
  func font(pixelSize: Int) throws(PlatformError) -> OpaquePointer {
    let size = max(pixelSize, 1)
    if let font = fonts[size] { return font }
    let opened: OpaquePointer? = data.withUnsafeBytes { bytes in
      // The bytes outlive the font: `data` is kept as long as `self`.
      let rw = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count))
      return TTF_OpenFontRW(rw, 1, Int32(size))
    }
    guard let opened else { throw sdlFailure("TTF_OpenFontRW") }
    fonts[size] = opened
    return opened
  }

  /// A size in points rounded to the pixel size that draws it at `scale`.
  public static func pixelSize(_ pointSize: Double, scale: Double) -> Int {
    Int((pointSize * scale).rounded())
  }

  // MARK: Metrics, in points

  /// Recommended distance between baselines, as `UIFont.lineHeight`.
  public func lineHeight(pointSize: Double) -> Double {
    guard let font = try? font(pixelSize: Self.pixelSize(pointSize, scale: 1)) else { return 0 }
    return Double(TTF_FontLineSkip(font))
  }

  /// Distance from the top of a line to its baseline, as `UIFont.ascender`.
  public func ascender(pointSize: Double) -> Double {
    guard let font = try? font(pixelSize: Self.pixelSize(pointSize, scale: 1)) else { return 0 }
    return Double(TTF_FontAscent(font))
  }

  /// The width and height of one line of text, as
  /// `NSString.size(withAttributes:)`. The width is shaped once for a text
  /// and size, then kept (`measuredWidths`).
  public func measure(_ text: String, pointSize: Double) -> CGSize {
    let height = lineHeight(pointSize: pointSize)
    let key = MeasuredText(text: text, pixelSize: Self.pixelSize(pointSize, scale: 1))
    if let width = measuredWidths[key] { return CGSize(width: Double(width), height: height) }
    guard !text.isEmpty, let font = try? font(pixelSize: key.pixelSize) else {
      return CGSize(width: 0, height: height)
    }
    var w: Int32 = 0
    var h: Int32 = 0
    TTF_SizeUTF8(font, text, &w, &h)
    if measuredWidths.count >= Self.measuredWidthLimit { measuredWidths.removeAll() }
    measuredWidths[key] = w
    return CGSize(width: Double(w), height: height)
  }
}
