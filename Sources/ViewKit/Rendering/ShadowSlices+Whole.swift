import Foundation
import Platform

/// The shadow of a shape too small to slice, such as a round button,
/// whose corners leave no straight edge to stretch: one picture of the
/// whole shadow, for that size, drawn as one copy. The same model at pixel
/// centres as the slices, where the mesh (`Shadow.mesh`) is some nine
/// hundred translucent triangles for a circle, which llvmpipe sets up on
/// the main thread every frame.
extension ShadowSlices {
  /// Shapes larger than this many pixels on a side are not drawn whole:
  /// their picture would hold more than it saves (they are sliced, or
  /// drawn from the mesh).
  static let wholeLimit = 256

  /// The whole shadow of a shape of `width` x `height` pixels, made once.
  static func whole(sigma: Double, cornerRadius radius: Double, width: Int, height: Int)
    -> ShadowSlices?
  {
    guard width > 0, height > 0, width <= wholeLimit, height <= wholeLimit else { return nil }
    return cached(Key(sigma: sigma, cornerRadius: radius, width: width, height: height))
  }

  /// Draws a whole shadow (`whole(...)`) around `shape` (window points,
  /// its edges on whole pixels at `renderer.scale` unless the renderer
  /// draws between pixels) in `color`, stretched as the slices are.
  func drawWhole(
    around shape: CGRect, stretch: CGSize = CGSize(width: 1, height: 1), color: Color,
    in renderer: Renderer
  ) -> Bool {
    guard let texture = try? renderer.texture(for: image.bitmap) else { return false }
    let outset = Double(margin) / renderer.scale
    renderer.drawQuad(
      shape.insetBy(dx: -outset * stretch.width, dy: -outset * stretch.height), color: color,
      source: Renderer.wholeTexture, texture: texture)
    return true
  }
}
