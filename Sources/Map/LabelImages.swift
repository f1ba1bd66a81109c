import Foundation
import Platform
import ViewKit

/// The map's text as pictures: each name, ocean and scale-bar caption with
/// its halo, drawn in the background into one bitmap (Platform's
/// TextRasterizer) and uploaded by the main thread within each frame's
/// upload budget, as the tiles are.
///
/// MapKit counterpart: the text of MapKit's own map, rendered off the
/// main thread there too. A name whose picture has not arrived is not
/// drawn yet (its dot neither); the scale bar's captions and the oceans'
/// names are asked for ahead of time, when the map is made.
@MainActor
final class LabelImages {
  /// How a piece of text looks.
  enum Style: Hashable, Sendable {
    /// A place's name, regular or bold (a capital).
    case place, capital
    /// The scale bar's caption and an ocean's name.
    case caption, ocean
  }

  struct Key: Hashable, Sendable {
    var text: String
    var style: Style
    var scale: Double
  }

  /// The halo's width in points: a soft white outline, readable on land
  /// and water alike.
  nonisolated static let haloWidth = 1.5
  private let ink: Color
  private var images: [Key: CacheEntry] = [:]
  private var useClock: UInt64 = 0
  /// The use clock when the last drawing began: pictures used since are shown.
  private var drawingStart: UInt64 = 0
  /// At most this many pictures are kept, least recently used out first:
  /// a level shows at most a few hundred names (MapLabels keeps up to
  /// 4,000 a level, most of them outside the view).
  static let capacity = 384
  private var inFlight: Set<Key> = []
  /// Asked for during this drawing, started together by `startRequested()`.
  private var requested: [Key] = []
  private var prefetchedScales: Set<Double> = []
  /// Drawn on this thread (`prepareNow`): uploaded whatever the budget.
  private var urgent: Set<Key> = []
  private weak var renderer: Renderer?
  /// True when a picture that has arrived waits for upload budget.
  private(set) var isWaitingForUpload = false
  /// Called on the main actor when pictures have arrived.
  var onArrival: () -> Void = {}

  init(ink: Color) {
    self.ink = ink
  }

  /// The style's font size in points.
  nonisolated static func pointSize(_ style: Style) -> Double {
    switch style {
    case .place, .capital: return 12
    case .caption: return 11
    case .ocean: return 13
    }
  }

  /// Starts a drawing's lookups, for pictures uploaded to `renderer`.
  func beginDrawing(renderer: Renderer?) {
    isWaitingForUpload = false
    drawingStart = useClock
    if let renderer { self.renderer = renderer }
  }

  /// The picture if it can be drawn this frame (arrived, and uploaded
  /// already or within the budget now); otherwise nil, and it is asked for.
  func image(_ key: Key) -> Image? {
    guard let entry = images[key] else {
      if !inFlight.contains(key) { requested.append(key) }
      return nil
    }
    let isUrgent = !urgent.isEmpty && urgent.contains(key)
    if let renderer, !renderer.uploadWithinBudget(entry.image.bitmap, forced: isUrgent) {
      isWaitingForUpload = true
      return nil
    }
    if isUrgent { urgent.remove(key) }
    useClock += 1
    entry.lastUse = useClock
    return entry.image
  }

  /// Where to draw a picture so that its text starts at `origin`, on whole
  /// pixels: the halo reaches up and left of the text.
  static func placement(of image: Image, textOrigin origin: CGPoint, scale: Double) -> CGRect {
    let inset = Double(outlinePixels(scale: scale)) / scale
    let x = ((origin.x - inset) * scale).rounded() / scale
    let y = ((origin.y - inset) * scale).rounded() / scale
    return CGRect(origin: CGPoint(x: x, y: y), size: image.size)
  }

  /// The width of the text in a picture, in points, without its halo.
  static func textWidth(of image: Image, scale: Double) -> Double {
    image.size.width - 2 * Double(outlinePixels(scale: scale)) / scale
  }

  /// Asks for pictures before they are drawn, once per scale: the
  /// text a view always may show.
  func prefetchOnce(_ keys: @autoclosure () -> [Key], scale: Double) {
    guard !prefetchedScales.contains(scale) else { return }
    prefetchedScales.insert(scale)
    requested += keys().filter { images[$0] == nil && !inFlight.contains($0) }
  }

  /// Starts one background job for everything asked for since the last.
  func startRequested() {
    let keys = Array(Set(requested)).filter { !inFlight.contains($0) }
    requested.removeAll(keepingCapacity: true)
    guard !keys.isEmpty else { return }
    inFlight.formUnion(keys)
    let ink = self.ink
    let rasterizers = keys.map { Self.rasterizer(style: $0.style, scale: $0.scale) }
    MainThreadInbox.shared.performInBackground {
      // The pictures are made here, with their bitmaps, not on the main thread.
      let made = zip(keys, rasterizers).map { key, rasterizer in
        (key, rasterizer.flatMap { Self.draw(key, with: $0, ink: ink) }.map(Image.init))
      }
      return { [weak self] in self?.deliver(made) }
    }
  }

  /// Draws pictures now, on this thread: for screenshots and tests. They
  /// are uploaded on first use, outside the budget.
  func prepareNow(_ keys: [Key]) {
    let missing = keys.filter { images[$0] == nil }
    let made = missing.map { key in
      (
        key,
        Self.rasterizer(style: key.style, scale: key.scale).flatMap {
          Self.draw(key, with: $0, ink: ink)
        }
      )
    }
    for (key, bitmap) in made {
      guard let bitmap else { continue }
      keep(Image(bitmap: bitmap), for: key)
      urgent.insert(key)
    }
    evictOverCapacity()
  }

  private func deliver(_ made: [(Key, Image?)]) {
    for (key, image) in made {
      inFlight.remove(key)
      if let image { keep(image, for: key) }
    }
    evictOverCapacity()
    onArrival()
  }

  /// A new picture counts as used now: it was asked for by this drawing.
  private func keep(_ image: Image, for key: Key) {
    useClock += 1
    images[key] = CacheEntry(image, lastUse: useClock)
  }

  // MARK: Memory

  /// How many pictures are kept.
  var count: Int { images.count }

  /// Over capacity, drops the least recently used pictures, and their
  /// textures, down to three quarters of it: one sort now and then, never
  /// one per frame. Pictures drawn or made since the last drawing began
  /// are never dropped, so a view showing more than the capacity keeps
  /// what it shows (the cache then holds more until the view moves on).
  private func evictOverCapacity() {
    guard images.count > Self.capacity else { return }
    let unused = images.filter { $0.value.lastUse <= drawingStart }
      .sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, entry) in unused.prefix(images.count - Self.capacity * 3 / 4) {
      drop(key, entry.image)
    }
  }

  private func drop(_ key: Key, _ image: Image) {
    images[key] = nil
    urgent.remove(key)
    renderer?.forgetTexture(for: image.bitmap)
  }

  /// The bytes the pictures hold: their bitmaps, and the textures uploaded
  /// from them.
  var memory: (bitmapBytes: Int, textureBytes: Int) {
    images.values.reduce((0, 0)) { total, entry in
      let bitmap = entry.image.bitmap
      let bytes = bitmap.pixelWidth * bitmap.pixelHeight * 4
      let uploaded = renderer?.hasTexture(for: bitmap) ?? false
      return (total.0 + bytes, total.1 + (uploaded ? bytes : 0))
    }
  }

  /// Lets go of the pictures, and their textures: a memory warning's
  /// share of the names. With `keepingShown`, those the last drawing
  /// showed stay. What goes is drawn again in the background when next
  /// asked for.
  func releaseUnused(keepingShown: Bool) {
    for (key, entry) in images where !keepingShown || entry.lastUse <= drawingStart {
      drop(key, entry.image)
    }
    prefetchedScales.removeAll()
  }

  // MARK: Drawing the text, off the main thread

  nonisolated private static func draw(_ key: Key, with rasterizer: TextRasterizer, ink: Color)
    -> Bitmap?
  {
    let halo = key.style == .ocean ? Color.clear : Color(white: 1, alpha: 0.8)
    let textInk = key.style == .ocean ? Color(hex: 0x5B85AA) : ink
    return rasterizer.haloedText(
      key.text, pixelSize: Typeface.pixelSize(pointSize(key.style), scale: key.scale),
      outline: outlinePixels(scale: key.scale), ink: textInk, halo: halo, scale: key.scale)
  }

  nonisolated static func outlinePixels(scale: Double) -> Int {
    Int((haloWidth * scale).rounded())
  }

  /// One rasterizer per typeface and scale, made on the main thread on
  /// first use and kept for the life of the process: its faces are then
  /// never closed while a background job uses them.
  private static var rasterizers: [Double: (regular: TextRasterizer, bold: TextRasterizer)] = [:]

  private static func rasterizer(style: Style, scale: Double) -> TextRasterizer? {
    if rasterizers[scale] == nil {
      let outline = outlinePixels(scale: scale)
      func sizes(_ styles: [Style]) -> [(pixelSize: Int, outline: Int)] {
        styles.map { (Typeface.pixelSize(pointSize($0), scale: scale), outline) }
      }
      guard
        let regular = try? TextRasterizer(
          typeface: Font.systemFont(ofSize: 12).typeface, sizes: sizes([.place, .caption, .ocean])),
        let bold = try? TextRasterizer(
          typeface: Font.boldSystemFont(ofSize: 12).typeface, sizes: sizes([.capital]))
      else { return nil }
      rasterizers[scale] = (regular, bold)
    }
    return style == .capital ? rasterizers[scale]?.bold : rasterizers[scale]?.regular
  }
}
