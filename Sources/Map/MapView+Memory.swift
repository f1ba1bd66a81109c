import Foundation
import Platform
import ViewKit

/// What a map's caches hold, and letting go of them on a memory warning.
///
/// MapKit counterpart: `MKMapView` empties its tile cache when the app
/// gets a memory warning; it has no public call for it. Here the owner of
/// the map calls `releaseCaches()` from `didReceiveMemoryWarning()`.
extension MapView {
  /// The bytes a map's caches hold, pixels times four: bitmaps, and the
  /// textures uploaded from them.
  public struct Memory: Sendable, Equatable {
    /// How many tiles the cache holds, the pinned one included.
    public var tileCount = 0
    /// The tiles' bytes: their bitmaps' pixels, while kept, and their
    /// textures.
    public var tileBytes = 0
    /// The part of `tileBytes` in the renderer's textures.
    public var tileTextureBytes = 0
    /// How many pictures of text are kept: place and ocean names, and the
    /// scale bar's captions.
    public var nameCount = 0
    /// Those pictures' bytes: their bitmaps' pixels, while kept, and their
    /// textures.
    public var nameBytes = 0
    /// The part of `nameBytes` in the renderer's textures.
    public var nameTextureBytes = 0
  }

  /// What the tiles and the names' pictures hold now.
  public var memory: Memory {
    let tileBytes = tiles.memory
    let nameBytes = labelImages.memory
    return Memory(
      tileCount: tiles.cachedCount, tileBytes: tileBytes.bitmapBytes + tileBytes.textureBytes,
      tileTextureBytes: tileBytes.textureBytes, nameCount: labelImages.count,
      nameBytes: nameBytes.bitmapBytes + nameBytes.textureBytes,
      nameTextureBytes: nameBytes.textureBytes)
  }

  /// Lets go of the tiles and name pictures (the pinned tile aside, the
  /// whole world at level 0: it stands in for any tile until it arrives). In a window, what the
  /// last drawing showed stays, so the picture does not change; a map in
  /// no window (its pane turned to the names) shows nothing, and keeps
  /// nothing else. What was let go is drawn again in the background when
  /// next needed.
  public func releaseCaches() {
    let shown = window != nil
    tiles.releaseUnused(keepingShown: shown)
    labelImages.releaseUnused(keepingShown: shown)
  }
}
