import Foundation
import Platform

/// ViewKit's text rasterized off the main thread: a label asks for its
/// lines when it is laid out, a background job draws each into a bitmap
/// with Platform's `TextRasterizer` (as the map's names are drawn), and the
/// main thread hands the bitmap to the renderer, which uploads it when the
/// line is first drawn instead of rasterizing it then
/// (`Renderer.provideText`).
///
/// UIKit has no public counterpart: Core Text typesets and rasterizes off
/// the main thread for it. A line drawn before its picture has arrived is
/// rasterized on the main thread, as it always was, so nothing is drawn
/// late: the background only saves the main thread work it would
/// otherwise do.
@MainActor
enum TextPictures {
  /// The renderer of the window the text will be drawn in when the view
  /// asking is not in one yet (a view laid out ahead of being shown): the
  /// renderer that drew the last frame (`Window.render(into:)`).
  static weak var lastRenderer: Renderer?

  /// One rasterizer per typeface, made on first use and kept for the life
  /// of the process: its faces are never closed while a job uses them.
  private static var rasterizers: [ObjectIdentifier: TextRasterizer] = [:]
  /// Lines being drawn in the background, with where they go.
  private static var inFlight: [Request: (renderer: Weak, typeface: Typeface, pointSize: Double)] =
    [:]

  struct Request: Hashable, Sendable {
    var text: String
    var typeface: ObjectIdentifier
    var pixelSize: Int
    var scale: Double
  }

  struct Weak {
    weak var renderer: Renderer?
  }

  /// Asks for `lines` in `font` to be rasterized in the background for
  /// `renderer` (or the last frame's renderer), unless each is already
  /// there or on its way.
  static func request(_ lines: [String], font: Font, for renderer: Renderer?) {
    guard let renderer = renderer ?? lastRenderer,
      let rasterizer = rasterizer(for: font.typeface)
    else { return }
    let scale = renderer.scale
    let pixelSize = Typeface.pixelSize(font.pointSize, scale: scale)
    guard (try? rasterizer.addSize(pixelSize: pixelSize, outline: 0)) != nil else { return }
    let typeface = font.typeface
    for line in lines
    where !renderer.hasTextPicture(line, typeface: typeface, pointSize: font.pointSize) {
      let request = Request(
        text: line, typeface: ObjectIdentifier(typeface), pixelSize: pixelSize, scale: scale)
      guard inFlight[request] == nil else { continue }
      inFlight[request] = (Weak(renderer: renderer), typeface, font.pointSize)
      MainThreadInbox.shared.performInBackground {
        let bitmap = rasterizer.whiteText(line, pixelSize: pixelSize, outline: 0, scale: scale)
        return { deliver(bitmap, for: request) }
      }
    }
  }

  /// A line has been drawn: the renderer it was asked for gets it.
  private static func deliver(_ bitmap: Bitmap?, for request: Request) {
    guard let destination = inFlight.removeValue(forKey: request), let bitmap,
      let renderer = destination.renderer.renderer
    else { return }
    renderer.provideText(
      bitmap, for: request.text, typeface: destination.typeface,
      pointSize: destination.pointSize)
  }

  private static func rasterizer(for typeface: Typeface) -> TextRasterizer? {
    let id = ObjectIdentifier(typeface)
    if let made = rasterizers[id] { return made }
    let made = try? TextRasterizer(typeface: typeface, sizes: [])
    rasterizers[id] = made
    return made
  }
}
