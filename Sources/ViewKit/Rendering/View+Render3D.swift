import Foundation
import Platform

/// Drawing a view whose presentation transform is not flat.
extension View {
  /// 1. Snapshots the subtree into a texture at the drawable scale; 2. draws
  /// it as a projected grid (ProjectedQuad), back faces hidden.
  func render3D(
    in renderer: Renderer, look: ViewPresentation, parentToWindow: CGAffineTransform,
    opacity: Double
  ) {
    guard let texture = try? snapshot(in: renderer, look: look) else { return }
    let quad = ProjectedQuad(
      size: look.bounds.size, transform: look.transform3D, center: look.center,
      parentToWindow: parentToWindow, pixelScale: renderer.scale)
    if let mesh = quad.mesh(opacity: opacity, shade: 1) { renderer.draw(mesh, texture: texture) }
  }
}
