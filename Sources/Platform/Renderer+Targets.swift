internal import CSDL2
import Foundation

/// Render targets made ahead of the frame that needs them.
///
/// Core Animation has no public counterpart: its render server keeps
/// offscreen buffers as it sees fit.
extension Renderer {
  /// Makes the render targets a coming snapshot will take, one for each of
  /// `sizes` (in points) that the spares do not already hold, and keeps
  /// them as spares (`makeRenderTarget(size:)` hands them out): making a
  /// target allocates its memory in the driver, and clearing it first
  /// touches that memory, which a transition's first frame then does not.
  /// Call it outside drawing (from layout, say), never inside `withTarget`.
  /// At most `RendererHandle.maxSpareTargets` are kept: when they are all
  /// taken, a spare of a size not asked for makes room (the oldest first),
  /// since the latest call says what the coming snapshots need; past that,
  /// sizes are not made.
  public func prepareRenderTargets(sizes: [CGSize]) {
    if !handle.outputWarmedUp { outputWarmUpPending = true }
    let wanted = sizes.compactMap { size -> (Int32, Int32)? in
      guard let width = SDLGeometry.integer(size.width * scale, .up),
        let height = SDLGeometry.integer(size.height * scale, .up)
      else { return nil }
      return (max(1, width), max(1, height))
    }
    var unasked = handle.spareTargets
    var missing: [(Int32, Int32)] = []
    for pixels in wanted {
      if let index = unasked.firstIndex(where: { handle.pixelSize(of: $0) == pixels }) {
        unasked.remove(at: index)
      } else {
        missing.append(pixels)
      }
    }
    for pixels in missing {
      if handle.spareTargets.count >= RendererHandle.maxSpareTargets {
        guard let oldest = unasked.first else { return }
        unasked.removeFirst()
        handle.dropSpareTarget(oldest)
      }
      guard
        let pointer = insideSDL({
          SDL_CreateTexture(
            handle.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue,
            Int32(SDL_TEXTUREACCESS_TARGET.rawValue), pixels.0, pixels.1)
        })
      else { return }
      // Cleared once, so that the driver has touched its memory, and drawn
      // into; let go, it joins the spares (Texture's deinit).
      let target = Texture(pointer: pointer, renderer: handle, scale: scale, isRenderTarget: true)
      withTarget(target) { drawEachKindOfDraw() }
    }
  }
}

extension Renderer {
  /// One small draw of each kind a snapshot makes into a render target: a
  /// fill and a copy, opaque (no blending) and translucent (blended), and
  /// textured triangles both ways. A GL driver makes its programs for a
  /// kind of draw and a kind of target the first time it meets them, and
  /// llvmpipe compiles each with LLVM (or loads it from Mesa's shader
  /// cache), milliseconds apiece: made here, ahead of the press, they are
  /// not made in the frame a transition starts. SDL's software renderer
  /// compiles nothing; it draws them all the same.
  func drawEachKindOfDraw(clearing: Bool = true, extra: [Texture] = []) {
    guard let pictures = eachKindOfTexture() else { return }
    let corner = CGRect(x: 0, y: 0, width: 1 / scale, height: 1 / scale)
    fill(corner, with: .black)
    fill(corner, with: Color(white: 0, alpha: 0.5))
    for picture in pictures + extra {
      draw(picture, in: corner)
      drawQuad(
        corners: (
          CGPoint(x: 0, y: 0), CGPoint(x: corner.maxX, y: 0),
          CGPoint(x: corner.maxX * 0.5, y: corner.maxY), CGPoint(x: 0, y: corner.maxY)
        ), color: .white, texture: picture)
    }
    if clearing { clear(.clear) }  // the target starts as it would: transparent
  }

  /// Pictures of one pixel and of three by three, opaque and half
  /// transparent: llvmpipe samples a texture whose sides are powers of two
  /// (a tile, an atlas page) with other code than one whose sides are not
  /// (a picture waiting for the atlas, a snapshot).
  static let warmUpPictures: [Bitmap] = [1, 3].flatMap { side in
    [Color.black, Color(white: 0, alpha: 0.5)].compactMap {
      try? Bitmap(pixels: PixelBuffer(width: side, height: side, fill: $0))
    }
  }

  /// The warm-up pictures each as a texture of its own, made once, and
  /// one of them in the atlas (Renderer+Atlas.swift): each kind of
  /// texture a frame draws from.
  private func eachKindOfTexture() -> [Texture]? {
    if warmUpTextures.isEmpty {
      warmUpTextures = Self.warmUpPictures.compactMap { picture in
        picture.storage.flatMap { try? makeOwnTexture(from: $0, scale: picture.scale) }
      }
    }
    guard warmUpTextures.count == Self.warmUpPictures.count,
      let inAtlas = try? texture(for: Self.warmUpPictures[1])
    else { return nil }
    return warmUpTextures + [inAtlas]
  }

  /// Each kind of draw into the output, and a spare render target drawn
  /// into it both ways (a snapshot drawn by a transition): the output's
  /// programs, made ahead as the targets' are. Done by the output's next
  /// clear, which then covers it.
  func warmUpOutput() {
    outputWarmUpPending = false
    handle.outputWarmedUp = true
    // Taken out of the spares while drawn: let go, it goes back (Texture's deinit).
    guard let spare = handle.spareTargets.popLast() else {
      return drawEachKindOfDraw(clearing: false)
    }
    let snapshot = Texture(pointer: spare, renderer: handle, scale: scale, isRenderTarget: true)
    drawEachKindOfDraw(clearing: false, extra: [snapshot])
    snapshot.isOpaque = true  // a snapshot of a view that covers its bounds
    drawEachKindOfDraw(clearing: false, extra: [snapshot])
  }
}

extension RendererHandle {
  /// A texture's size in pixels.
  func pixelSize(of target: OpaquePointer) -> (Int32, Int32) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_QueryTexture(target, nil, nil, &w, &h)
    return (w, h)
  }

  /// Destroys one spare render target, to make room for another size.
  func dropSpareTarget(_ target: OpaquePointer) {
    guard let index = spareTargets.firstIndex(where: { $0 == target }) else { return }
    spareTargets.remove(at: index)
    SDL_DestroyTexture(target)
  }
}
