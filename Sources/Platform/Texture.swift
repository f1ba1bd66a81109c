internal import CSDL2
import Foundation

/// The SDL renderer pointer, kept alive by everything drawn with it.
///
/// A texture must be destroyed before its renderer, and a renderer before
/// its window, so each holds the one below it strongly.
final class RendererHandle {
  let pointer: OpaquePointer
  /// The window drawn into, or nil for an offscreen renderer.
  let window: WindowHandle?
  /// The memory drawn into by an offscreen renderer.
  let surface: UnsafeMutablePointer<SDL_Surface>?
  /// Render targets no longer used, kept to be handed out again by
  /// `Renderer.makeRenderTarget(size:)`: making one allocates its memory
  /// in the driver (a transition makes two snapshots each time it starts).
  var spareTargets: [OpaquePointer] = []
  static let maxSpareTargets = 4
  /// True once the output has been drawn into with each kind of draw
  /// (`Renderer.warmUpOutput()`).
  var outputWarmedUp = false
  /// The bytes of the render targets in use (textures alive) and of the spares.
  var liveTargetBytes = 0
  var renderTargetBytes: Int {
    liveTargetBytes
      + spareTargets.reduce(0) { total, target in
        var w: Int32 = 0
        var h: Int32 = 0
        SDL_QueryTexture(target, nil, nil, &w, &h)
        return total + Int(w) * Int(h) * 4
      }
  }

  init(pointer: OpaquePointer, window: WindowHandle?, surface: UnsafeMutablePointer<SDL_Surface>?) {
    self.pointer = pointer
    self.window = window
    self.surface = surface
  }

  /// A spare render target of `width` x `height` pixels, taken out of the spares.
  func takeSpareTarget(width: Int32, height: Int32) -> OpaquePointer? {
    let index = spareTargets.firstIndex { pixelSize(of: $0) == (width, height) }
    return index.map { spareTargets.remove(at: $0) }
  }

  /// Destroys the spare render targets.
  func releaseSpareTargets() {
    for target in spareTargets { SDL_DestroyTexture(target) }
    spareTargets.removeAll()
  }

  deinit {
    for target in spareTargets { SDL_DestroyTexture(target) }
    SDL_DestroyRenderer(pointer)
    if let surface { SDL_FreeSurface(surface) }
    releaseSDLThreadStorage()  // the drawing's errors and GL context (SDLThreadStorage.swift)
  }
}

/// A GPU-side image owned by one renderer: uploaded text, pictures, or a
/// render target that a view is snapshotted into.
///
/// Core Animation counterpart: a layer's `contents`. Sizes are in pixels and
/// in points; `size` in points is what layout uses.
public final class Texture {
  /// The SDL texture drawn from: its own, or an atlas page's.
  private(set) var pointer: OpaquePointer
  let renderer: RendererHandle
  /// Where its pixels are when they are in an atlas page (TextureAtlas.swift):
  /// the page, and the top left corner of the picture inside its gutter.
  private(set) var placement: (page: AtlasPage, x: Int, y: Int)?
  /// Width and height in pixels.
  public let pixelWidth: Int
  public let pixelHeight: Int
  /// The size in points: pixels divided by the scale it was made for.
  public let size: CGSize
  /// True when the renderer can draw into it (`Renderer.withTarget`).
  public let isRenderTarget: Bool
  /// SDL's pixel format of the texture.
  var format: UInt32 {
    var format: UInt32 = 0
    SDL_QueryTexture(pointer, &format, nil, nil, nil)
    return format
  }
  /// True when every pixel is opaque: drawn opaque, it needs no blending.
  public internal(set) var isOpaque = false

  init(pointer: OpaquePointer, renderer: RendererHandle, scale: Double, isRenderTarget: Bool) {
    self.pointer = pointer
    self.renderer = renderer
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_QueryTexture(pointer, nil, nil, &w, &h)
    pixelWidth = Int(w)
    pixelHeight = Int(h)
    size = CGSize(width: Double(w) / scale, height: Double(h) / scale)
    self.isRenderTarget = isRenderTarget
    if isRenderTarget { renderer.liveTargetBytes += pixelWidth * pixelHeight * 4 }
    SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(pointer, SDL_ScaleModeLinear)
  }

  /// A picture in an atlas page, `width` x `height` pixels at `x`, `y`.
  init(
    page: AtlasPage, x: Int, y: Int, width: Int, height: Int, scale: Double
  ) {
    pointer = page.pointer
    renderer = page.handle
    placement = (page, x, y)
    pixelWidth = width
    pixelHeight = height
    size = CGSize(width: Double(width) / scale, height: Double(height) / scale)
    isRenderTarget = false
  }

  /// Draws from `page` from now on, at `x`, `y`, letting its own texture go.
  func move(to page: AtlasPage, x: Int, y: Int) {
    guard placement == nil, !isRenderTarget else { return }
    SDL_DestroyTexture(pointer)
    pointer = page.pointer
    placement = (page, x, y)
  }

  deinit {
    if let placement {
      let gutter = TextureAtlas.gutter
      return placement.page.packer.free(x: placement.x - gutter, y: placement.y - gutter)
    }
    if isRenderTarget { renderer.liveTargetBytes -= pixelWidth * pixelHeight * 4 }
    if isRenderTarget && renderer.spareTargets.count < RendererHandle.maxSpareTargets {
      renderer.spareTargets.append(pointer)
    } else {
      SDL_DestroyTexture(pointer)
    }
  }
}
