import Foundation
import Platform

/// Textures made ahead of the frame that first shows a view.
///
/// UIKit counterpart: `UIImage.prepareForDisplay`, which decodes an image
/// off the frame that shows it; UIKit has nothing public for a view's
/// text. ViewKit makes a text's texture the first time it is drawn, from
/// the picture `TextPictures` drew in the background if it has arrived and
/// by rasterizing it then if not; here a container makes them for a view
/// that is not on screen yet, in a moment with no frame to draw
/// (`Window.performWhenIdle`), so the frame that shows the view only draws.
extension Window {
  /// Makes the textures of the text and images `view` and its subviews
  /// draw, as drawing them would, without drawing. The view should be laid
  /// out at the size it will be shown at; hidden views are passed over.
  /// Without a renderer (before the first frame) this does nothing.
  public func prepareForDisplay(_ view: View) {
    guard let renderer else { return }
    view.makeTextures(in: renderer)
  }

  /// Makes the textures of `lines` in `font` ahead, for text that a view
  /// will show but does not hold yet (a navigation bar's title, given as
  /// the controller arrives): the lines are rasterized in the background
  /// now, and at the loop's next idle moment their textures are made, from
  /// those pictures if they have arrived. Lines with a texture already are
  /// passed over. Without a renderer (before the first frame) this does
  /// nothing.
  public func prepareText(_ lines: [String], font: Font) {
    guard let renderer else { return }
    let isMade = { (text: String) in
      renderer.hasTextTexture(text, typeface: font.typeface, pointSize: font.pointSize)
    }
    let missing = lines.filter { !$0.isEmpty && !isMade($0) }
    guard !missing.isEmpty else { return }
    TextPictures.request(missing, font: font, scale: renderer.scale)
    performWhenIdle { [weak self] in
      guard let renderer = self?.renderer else { return }
      for text in missing { _ = View.textTexture(text, font: font, outline: 0, in: renderer) }
    }
  }
}

extension View {
  fileprivate func makeTextures(in renderer: Renderer) {
    guard !isHidden else { return }
    for command in recordedContent() {
      switch command {
      case .text(let text, let font, _, _, let outline):
        _ = Self.textTexture(text, font: font, outline: outline, in: renderer)
      case .image(let image, _, _, _):
        _ = try? renderer.texture(for: image.bitmap)
      case .fill, .fillRect:
        break
      }
    }
    for subview in subviews { subview.makeTextures(in: renderer) }
  }

  /// The texture of a line of text, made from its background picture if
  /// that has arrived: what drawing the line and readying it both use.
  static func textTexture(_ text: String, font: Font, outline: Double, in renderer: Renderer)
    -> Texture?
  {
    try? renderer.textTexture(
      text, typeface: font.typeface, pointSize: font.pointSize, outline: outline,
      prepared: { outline == 0 ? TextPictures.take(text, font: font, scale: renderer.scale) : nil })
  }
}
