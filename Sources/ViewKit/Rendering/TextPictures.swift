import Foundation
import Platform

/// ViewKit's text rasterized off the main thread: a label asks for its
/// lines when it is laid out, a background job draws each into a bitmap
/// with Platform's `TextRasterizer` (as the map's names are drawn), and
/// when the line is first drawn the renderer uploads that bitmap instead
/// of rasterizing the line then (`Renderer.textTexture(...prepared:)`).
///
/// UIKit has no public counterpart: Core Text typesets and rasterizes off
/// the main thread for it. A line drawn before its picture has arrived is
/// rasterized on the main thread, as it always was, so nothing is drawn
/// late: the background only saves the main thread work it would
/// otherwise do. The pictures wait here, on the main actor, until drawn:
/// the renderer is only ever touched by the thread that draws with it.
@MainActor
enum TextPictures {
  /// The scale of the last frame drawn (`Window.render(into:)`): the scale
  /// a view laid out ahead of being shown, in no window yet, will be drawn at.
  static var lastScale: Double?

  /// One rasterizer per typeface, made on first use and kept for the life
  /// of the process: its faces are never closed while a job uses them.
  private static var rasterizers: [ObjectIdentifier: TextRasterizer] = [:]
  /// Lines being drawn in the background.
  private static var inFlight: Set<Line> = []
  /// Lines drawn and not yet taken.
  private static var ready: [Line: Bitmap] = [:]
  /// At most this many pictures wait to be drawn; past that, those waiting
  /// are let go (drawn, they are rasterized on the main thread).
  static let capacity = 32

  /// A line of text as it will be rasterized.
  struct Line: Hashable, Sendable {
    var text: String
    var typeface: ObjectIdentifier
    var pixelSize: Int
    var scale: Double

    @MainActor init(_ text: String, font: Font, scale: Double) {
      self.text = text
      typeface = ObjectIdentifier(font.typeface)
      pixelSize = Typeface.pixelSize(font.pointSize, scale: scale)
      self.scale = scale
    }
  }

  /// Asks for `lines` in `font` to be rasterized in the background at
  /// `scale` (or the last frame's), unless each is drawn or on its way
  /// already, or `isMade` says the renderer has it.
  static func request(
    _ lines: [String], font: Font, scale: Double?, isMade: (String) -> Bool = { _ in false }
  ) {
    guard let scale = scale ?? lastScale, let rasterizer = rasterizer(for: font.typeface)
    else { return }
    let pixelSize = Typeface.pixelSize(font.pointSize, scale: scale)
    guard (try? rasterizer.addSize(pixelSize: pixelSize, outline: 0)) != nil else { return }
    for text in lines where !isMade(text) {
      let line = Line(text, font: font, scale: scale)
      guard ready[line] == nil, !inFlight.contains(line) else { continue }
      inFlight.insert(line)
      MainThreadInbox.shared.performInBackground {
        let bitmap = rasterizer.whiteText(text, pixelSize: pixelSize, outline: 0, scale: scale)
        return { deliver(bitmap, for: line) }
      }
    }
  }

  /// The picture of `text` in `font` at `scale`, if it has arrived; it is
  /// handed out once.
  static func take(_ text: String, font: Font, scale: Double) -> Bitmap? {
    ready.removeValue(forKey: Line(text, font: font, scale: scale))
  }

  private static func deliver(_ bitmap: Bitmap?, for line: Line) {
    inFlight.remove(line)
    guard let bitmap else { return }
    if ready.count >= capacity { ready.removeAll() }
    ready[line] = bitmap
  }

  private static func rasterizer(for typeface: Typeface) -> TextRasterizer? {
    let id = ObjectIdentifier(typeface)
    if let made = rasterizers[id] { return made }
    let made = try? TextRasterizer(typeface: typeface, sizes: [])
    rasterizers[id] = made
    return made
  }
}
