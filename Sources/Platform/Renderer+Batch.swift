internal import CSDL2
import Foundation

/// The renderer's draws go through the frame's batch (DrawBatch.swift):
/// held as they are made, and handed to SDL, in the batch's order, when
/// something needs them drawn: a clear, a present, a read-back, a change
/// of target or of scale, or new pixels for a texture a held draw shows.
/// A clear is held too, and handed to SDL first at the next flush, in the
/// color the draws held after it let it take (ClearFold.swift).
extension Renderer {
  /// Holds one draw, with the clip it is made with. `opaque`: an
  /// untextured draw in opaque colors over normal blending.
  func hold(
    _ kind: DrawBatch.Kind, texture: Texture?, blend: SDL_BlendMode, destination: CGRect,
    color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), bounds: CGRect, opaque: Bool = false
  ) {
    let clip = sdlClip
    var reach = bounds
    if let clip, clip.w > 0, clip.h > 0, let clipRect { reach = bounds.intersection(clipRect) }
    var draw = DrawBatch.Draw(
      kind: kind, state: DrawBatch.State(texture: texture?.pointer, blend: blend),
      texture: texture, destination: destination, color: color, clip: clip, bounds: reach)
    draw.isOpaque = opaque && texture == nil && blend == SDL_BLENDMODE_NONE
    batch.add(draw)
  }

  /// Hands the held clear and every held draw to SDL, in the batch's
  /// order, and empties it.
  func flushDraws() {
    issuePendingClear()
    guard !batch.isEmpty else { return }
    var clipSet = false
    var currentClip: SDL_Rect?
    for draw in batch.draws {
      if !clipSet || !Self.same(currentClip, draw.clip) {
        setSDLClip(draw.clip)
        (clipSet, currentClip) = (true, draw.clip)
      }
      if clearFold.trim(draw) {
        issueTrimmedFill(draw)
      } else {
        issue(draw)
      }
    }
    clearFold.finish()
    SDL_SetRenderDrawBlendMode(handle.pointer, blendMode.sdl)
    batch.removeAll()
  }

  /// The clear, in the color the fold chooses for the draws held after it.
  private func issuePendingClear() {
    guard let clear = pendingClear else { return }
    pendingClear = nil
    let color = clearFold.choose(
      for: batch.draws, clear: clear, output: outputPixelRect, scale: scale)
    SDL_SetRenderDrawColor(handle.pointer, color.r, color.g, color.b, color.a)
    insideSDL { _ = SDL_RenderClear(handle.pointer) }
  }

  /// A fill of the clear's color, only where draws before it touched.
  private func issueTrimmedFill(_ draw: DrawBatch.Draw) {
    SDL_SetRenderDrawBlendMode(handle.pointer, draw.state.blend)
    SDL_SetRenderDrawColor(handle.pointer, draw.color.r, draw.color.g, draw.color.b, draw.color.a)
    for piece in clearFold.trimmedPieces {
      var rect = SDL_FRect(
        x: Float(Double(piece.x0) / scale), y: Float(Double(piece.y0) / scale),
        w: Float(Double(piece.x1 - piece.x0) / scale), h: Float(Double(piece.y1 - piece.y0) / scale)
      )
      insideSDL { _ = SDL_RenderFillRectF(handle.pointer, &rect) }
    }
  }

  /// The output in pixels, from the origin.
  var outputPixelRect: PixelRect {
    let size = outputPixelSize
    return PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height)
  }

  private func issue(_ draw: DrawBatch.Draw) {
    let texture = draw.state.texture
    let blend = draw.state.blend
    var destination = SDL_FRect(draw.destination)
    switch draw.kind {
    case .copy(let source):
      guard let texture else { return }
      var source = source
      SDL_SetTextureBlendMode(texture, blend)
      SDL_SetTextureColorMod(texture, draw.color.r, draw.color.g, draw.color.b)
      SDL_SetTextureAlphaMod(texture, draw.color.a)
      insideSDL { _ = SDL_RenderCopyF(handle.pointer, texture, &source, &destination) }
    case .fill:
      SDL_SetRenderDrawBlendMode(handle.pointer, blend)
      SDL_SetRenderDrawColor(handle.pointer, draw.color.r, draw.color.g, draw.color.b, draw.color.a)
      insideSDL { _ = SDL_RenderFillRectF(handle.pointer, &destination) }
    case .geometry(let vertices, let indices):
      if let texture {
        SDL_SetTextureBlendMode(texture, blend)
        SDL_SetTextureColorMod(texture, 255, 255, 255)
        SDL_SetTextureAlphaMod(texture, 255)
      }
      SDL_SetRenderDrawBlendMode(handle.pointer, blend)
      batch.vertices.withUnsafeBufferPointer { v in
        batch.indices.withUnsafeBufferPointer { i in
          guard let vBase = v.baseAddress, let iBase = i.baseAddress else { return }
          insideSDL {
            _ = SDL_RenderGeometry(
              handle.pointer, texture, vBase + vertices.lowerBound, Int32(vertices.count),
              iBase + indices.lowerBound, Int32(indices.count))
          }
        }
      }
    }
  }

  private func setSDLClip(_ clip: SDL_Rect?) {
    guard var clip else {
      SDL_RenderSetClipRect(handle.pointer, nil)
      return
    }
    SDL_RenderSetClipRect(handle.pointer, &clip)
  }

  private static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
    default: false
    }
  }
}

extension Mesh {
  /// The smallest upright rectangle holding every vertex.
  var bounds: CGRect {
    guard let first = vertices.first?.position else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for vertex in vertices {
      minX = min(minX, vertex.position.x)
      minY = min(minY, vertex.position.y)
      maxX = max(maxX, vertex.position.x)
      maxY = max(maxY, vertex.position.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
