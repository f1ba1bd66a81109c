import Foundation
import Platform

/// Pictures of a view's subtree, for transitions and 3D drawing.
extension View {
  /// The view and its subtree drawn flat into a texture the size of its
  /// bounds, at full opacity, without its shadow's overhang.
  func snapshot(in renderer: Renderer, look: ViewPresentation? = nil) throws(PlatformError)
    -> Texture
  {
    let look = look ?? presentation
    let texture = try renderer.makeRenderTarget(size: look.bounds.size)
    let origin = CGAffineTransform(translationX: -look.bounds.minX, y: -look.bounds.minY)
    renderer.withTarget(texture) {
      renderLayer(in: renderer, toWindow: origin, opacity: 1, look: look)
    }
    return texture
  }

  /// True when something in the subtree paints every point of the bounds
  /// opaquely: an opaque background with square corners at full alpha, or
  /// the promise of `isOpaque`, on the receiver or on an untransformed
  /// subview whose frame covers it. A snapshot of such a view can be drawn
  /// without blending.
  func coversBoundsOpaquely(hiding hidden: View? = nil, depth: Int = 3) -> Bool {
    guard !isHidden, self !== hidden, alpha == 1 else { return false }
    if isOpaque { return true }
    if let color = backgroundColor, color.alpha == 1, cornerRadius == 0 { return true }
    guard depth > 0 else { return false }
    return subviews.contains { subview in
      subview.transform3D.isIdentity && subview.frame.contains(bounds)
        && subview.coversBoundsOpaquely(hiding: hidden, depth: depth - 1)
    }
  }

  /// A snapshot with one subview hidden for the moment.
  func snapshot(in renderer: Renderer, hiding hidden: View?) throws(PlatformError) -> Texture {
    let wasHidden = hidden?.isHidden ?? false
    hidden?.isHidden = true
    defer { hidden?.isHidden = wasHidden }
    return try snapshot(in: renderer)
  }
}
