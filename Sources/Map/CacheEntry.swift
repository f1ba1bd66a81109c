import Platform
import ViewKit

/// A picture the map keeps (a tile, a name) and when it was last drawn.
/// A class, so that a drawing finds it and marks its use with one lookup:
/// a dictionary value of a struct or tuple is written back whole, and
/// finding a name means hashing its text (`MapTiles`, `LabelImages`).
final class CacheEntry {
  let image: Image
  var lastUse: UInt64
  /// The colour of a picture of one pixel (a map tile of one colour:
  /// TileRasterizer), which is drawn as a fill of that colour.
  let color: Color?

  init(_ image: Image, lastUse: UInt64) {
    self.image = image
    self.lastUse = lastUse
    let bitmap = image.bitmap
    let onePixel = bitmap.pixelWidth == 1 && bitmap.pixelHeight == 1
    color = onePixel ? bitmap.color(x: 0, y: 0) : nil
  }
}
