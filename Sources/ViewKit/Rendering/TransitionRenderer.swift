import Foundation
import Platform

/// Renders a transition running on a container: it holds snapshots of
/// before and after and draws them, flipped, curled or dissolved, in place
/// of the container's subtree as the progress goes 0 to 1. It also ends the
/// transition once (`end(finished:)`). `View+Transition.swift` starts it.
///
/// The snapshot after is taken by the first frame that shows any of it
/// (`after(in:)`), not when the transition starts: a flip's first frames
/// show only the old face, so the frame a transition starts in draws one
/// snapshot, not two, and the new face is as fresh as that later frame
/// (Core Animation's transitions show the new layers live). If it cannot
/// be taken (no render target), the new face is left out, and a curl,
/// which needs both, draws nothing.
@MainActor
final class TransitionRenderer {
  let style: TransitionStyle
  let before: Texture
  /// The snapshot after, once a frame has needed it.
  private(set) var madeAfter: Texture?
  private var makeAfter: ((Renderer) -> Texture?)?
  private var ended = false
  /// Both snapshots cover every pixel opaquely: a flip draws them without
  /// blending, which saves reading the frame behind (as `UIView.isOpaque`
  /// lets UIKit do).
  var facesAreOpaque = false
  /// The grid and the number of triangles of the last flip frame drawn
  /// (triangles turned away are not drawn): what the inspector's wireframe
  /// test reads.
  var lastMesh: (grid: FlipMeshSettings.Grid, triangles: Int)?
  private let onEnd: (Bool) -> Void
  private let completion: ((Bool) -> Void)?

  /// `makeAfter` snapshots the container as it is after the change; it is
  /// called once, by the first frame that needs it.
  init(
    style: TransitionStyle, before: Texture, makeAfter: @escaping (Renderer) -> Texture?,
    onEnd: @escaping (Bool) -> Void, completion: ((Bool) -> Void)?
  ) {
    self.style = style
    self.before = before
    self.makeAfter = makeAfter
    self.onEnd = onEnd
    self.completion = completion
  }

  /// The snapshot after, taken now if no frame has needed it yet.
  func after(in renderer: Renderer) -> Texture? {
    if let make = makeAfter {
      makeAfter = nil
      madeAfter = make(renderer)
    }
    return madeAfter
  }

  /// Ends the transition once: runs the clean-up now and returns the
  /// completion for the caller to run now or later.
  func end(finished: Bool) -> (() -> Void)? {
    guard !ended else { return nil }
    ended = true
    onEnd(finished)
    return { [completion] in completion?(finished) }
  }

  /// The distance from the eye to the container's plane, in points: iOS's
  /// flips look like about this much perspective on a pane.
  static let perspectiveDistance = 850.0
  /// How dark a face gets when edge-on (0.3: to 70% brightness).
  static let edgeOnDarkening = 0.3

  /// Draws the transition `progress` (0...1) of the way through, in the
  /// container's place, cut to the container's box.
  func render(
    in renderer: Renderer, progress: Double, look: ViewPresentation,
    parentToWindow: CGAffineTransform, opacity: Double
  ) {
    let toWindow = View.toSuperview(look, affine: look.transform3D.affine).concatenating(
      parentToWindow)
    let outerClip = renderer.clipRect
    let box = look.bounds.applying(toWindow)
    renderer.setClip(outerClip.map { $0.intersection(box) } ?? box)
    defer { renderer.setClip(outerClip) }
    switch style {
    case .none:
      draw(
        after(in: renderer), in: look.bounds, toWindow: toWindow, opacity: opacity,
        renderer: renderer)
    case .crossDissolve:
      // Old content whole, new content over it at `progress`: over opaque
      // content that is exactly old * (1 - p) + new * p, with no background
      // showing through halfway. Where the new content is clear and the old
      // is not, the old shows until the end.
      draw(before, in: look.bounds, toWindow: toWindow, opacity: opacity, renderer: renderer)
      guard progress > 0 else { return }  // none of the new content shows yet
      draw(
        after(in: renderer), in: look.bounds, toWindow: toWindow, opacity: opacity * progress,
        renderer: renderer)
    case .curl(let up):
      renderCurl(
        up: up, progress: progress, look: look, toWindow: toWindow, opacity: opacity,
        renderer: renderer)
    case .flip(let edge):
      renderFlip(
        from: edge, progress: progress, look: look, parentToWindow: parentToWindow,
        opacity: opacity, renderer: renderer)
    }
  }

  /// A flip, as Apple describes it: the face turns 0 to 90 degrees, then the
  /// back face turns -90 to 0, the `edge` side coming toward the viewer.
  ///
  /// 1. The whole turn, 0 to 180 degrees, follows the curve (progress is curved already).
  /// 2. The first half shows the old content, the second half the new.
  /// 3. Each face turns about the container's centre, then perspective is applied.
  /// 4. The face darkens a little toward edge-on, so that depth reads.
  private func renderFlip(
    from edge: TransitionStyle.Edge, progress: Double, look: ViewPresentation,
    parentToWindow: CGAffineTransform, opacity: Double, renderer: Renderer
  ) {
    let (showsBefore, angle) = Self.flipFace(progress: progress)  // 1, 2
    guard let face = showsBefore ? before : after(in: renderer) else { return }
    guard angle != 0 else {  // flat: at the very start and end
      let toWindow = View.toSuperview(look, affine: look.transform3D.affine).concatenating(
        parentToWindow)
      return draw(face, in: look.bounds, toWindow: toWindow, opacity: opacity, renderer: renderer)
    }
    let settings = FlipMeshSettings.current  // the inspector's knobs (G, [ ], { })
    let rotation = Self.flipRotation(from: edge, angle: angle)
    let perspective = CATransform3D.perspective(distance: settings.perspectiveDistance)
    let transform = rotation.concatenating(perspective).concatenating(look.transform3D)  // 3
    let shade = 1 - Self.edgeOnDarkening * abs(sin(angle))  // 4
    let acrossRows = edge == .top || edge == .bottom
    let grid = settings.grid ?? FlipMeshSettings.ownGrid(acrossRows: acrossRows)
    let quad = ProjectedQuad(
      size: look.bounds.size, transform: transform, center: look.center,
      parentToWindow: parentToWindow, columns: grid.columns, rows: grid.rows,
      pixelScale: renderer.scale, snapRows: acrossRows && parentToWindow.isTranslation,
      snapColumns: !acrossRows && parentToWindow.isTranslation)
    let mesh = quad.mesh(opacity: opacity, shade: shade)
    lastMesh = (grid, mesh.map { $0.indices.count / 3 } ?? 0)
    if let mesh {
      let blendMode = renderer.blendMode
      if facesAreOpaque && opacity == 1 { renderer.blendMode = .copy }
      renderer.draw(mesh, texture: face)
      renderer.blendMode = blendMode
    }
    if settings.showsWireframe {
      drawWireframe(quad, look: look, parentToWindow: parentToWindow, acrossRows: acrossRows)
    }
  }

  /// Which face a flip shows at `progress`, and its angle: the turn is
  /// 180 degrees times progress; the front face turns 0 to 90, the back face
  /// -90 to 0.
  static func flipFace(progress: Double) -> (showsBefore: Bool, angle: Double) {
    let turn = Double.pi * progress
    return turn <= Double.pi / 2 ? (true, turn) : (false, turn - Double.pi)
  }

  /// The turn for a flip from `edge` by `angle`: positive angles bring that
  /// edge toward the viewer (+z).
  static func flipRotation(from edge: TransitionStyle.Edge, angle: Double) -> CATransform3D {
    switch edge {
    // About the vertical axis, a point at x turns to z = -x sin(angle).
    case .left: CATransform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    case .right: CATransform3D(rotationAngle: -angle, x: 0, y: 1, z: 0)
    // About the horizontal axis, a point at y turns to z = y sin(angle).
    case .top: CATransform3D(rotationAngle: -angle, x: 1, y: 0, z: 0)
    case .bottom: CATransform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
    }
  }

  private func draw(
    _ texture: Texture?, in rect: CGRect, toWindow: CGAffineTransform, opacity: Double,
    renderer: Renderer
  ) {
    guard let texture, opacity > 0 else { return }
    View.drawQuad(
      rect, color: .white, source: Renderer.wholeTexture, texture: texture, toWindow: toWindow,
      opacity: opacity, in: renderer)
  }
}
