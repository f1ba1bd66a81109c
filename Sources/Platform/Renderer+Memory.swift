import Foundation

/// What a renderer's textures hold, and letting go of what can be made
/// again: for `tunnel bench`'s memory breakdown and for memory warnings.
///
/// Bytes are pixels times four (every texture here is 32-bit ARGB). A
/// software renderer keeps each texture as a surface in the process; a GL
/// driver keeps it in the driver, which for llvmpipe is the process too.
public struct TextureMemory: Sendable, Equatable {
  /// Text rendered once and cached (`textTexture`): ViewKit's labels.
  public var textBytes = 0
  /// Bitmaps uploaded once (`texture(for:)`): tiles, names, pictures.
  public var bitmapBytes = 0
  /// Textures of forgotten bitmaps kept to be filled again.
  public var spareTextureBytes = 0
  /// Render targets: those in use (snapshots) and the spares kept for reuse.
  public var renderTargetBytes = 0

  public init() {}

  init(textBytes: Int, bitmapBytes: Int, spareTextureBytes: Int, renderTargetBytes: Int) {
    self.textBytes = textBytes
    self.bitmapBytes = bitmapBytes
    self.spareTextureBytes = spareTextureBytes
    self.renderTargetBytes = renderTargetBytes
  }
}

extension Renderer {
  /// The bytes of pixels this renderer's textures hold now.
  public var textureMemory: TextureMemory {
    TextureMemory(
      textBytes: textCache.bytes, bitmapBytes: bitmapCache.bytes,
      spareTextureBytes: spareTextures.reduce(0) { $0 + $1.byteCount },
      renderTargetBytes: handle.renderTargetBytes)
  }

  /// Lets go of every texture that can be made again: cached text (it is
  /// rasterized again when next drawn), textures of bitmaps that are gone,
  /// spare textures, spare render targets, and atlas pages left empty.
  ///
  /// Textures of bitmaps still alive are kept: their owners (the map's
  /// tiles and names) forget them when they let the bitmaps go.
  public func releaseCaches() {
    textCache.removeAll()
    bitmapCache.removeDeadOwners()
    spareTextures.removeAll()
    handle.releaseSpareTargets()
    atlas.dropEmptyPages(all: true)
  }
}

extension Texture {
  /// The bytes of its pixels.
  var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
