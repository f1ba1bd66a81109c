import Foundation
import Geo
import Platform
import ViewKit

/// Drawing the map: tiles (with a coarser tile standing in until a tile
/// arrives), names and the scale bar. Nothing here draws polygons or text:
/// tiles and names are pictures made in the background, so a frame only
/// places them, and uploads the newly arrived within the frame's budget.
extension MapView {
  /// Pixels per point of the window the map is in.
  var pixelScale: Double { window?.renderer?.scale ?? 1 }

  /// The tile level whose pixels are at least as fine as the screen's.
  func tileLevel(for camera: MapCamera) -> Int {
    let pixelsAcross = camera.worldSize * pixelScale / Double(TileRasterizer.tileSize)
    return min(max(Int(log2(pixelsAcross).rounded(.up)), 0), 12)
  }

  /// The tiles the view shows for `camera`: each with its column and row
  /// (the column may run past the world's edge, where the world repeats)
  /// and the key of the tile drawn there.
  func visibleTiles(for camera: MapCamera) -> [(column: Int, row: Int, key: TileKey)] {
    var tiles: [(column: Int, row: Int, key: TileKey)] = []
    // One allocation, not one for each doubling.
    tiles.reserveCapacity(visibleTileCount(for: camera))
    forEachVisibleTile(for: camera) { tiles.append(($0, $1, $2)) }
    return tiles
  }

  /// How many tiles `visibleTiles(for:)` gives.
  func visibleTileCount(for camera: MapCamera) -> Int {
    guard let range = visibleTileRange(for: camera) else { return 0 }
    return range.rows.count * range.columns.count
  }

  /// How many different tiles the view shows for `camera`: where the
  /// world repeats across the view, a tile shown twice is one tile to
  /// keep. What the tile cache's capacity is made from (`MapTiles`).
  func distinctVisibleTileCount(for camera: MapCamera) -> Int {
    guard let range = visibleTileRange(for: camera) else { return 0 }
    return range.rows.count * min(range.columns.count, 1 << range.level)
  }

  /// Calls `body` with each tile the view shows for `camera`, row by row,
  /// in the order of `visibleTiles(for:)`. No array: a frame that moves the
  /// map draws its tiles without allocating.
  func forEachVisibleTile(for camera: MapCamera, _ body: (Int, Int, TileKey) -> Void) {
    guard let range = visibleTileRange(for: camera) else { return }
    let n = 1 << range.level
    for row in range.rows {
      for column in range.columns {
        body(column, row, TileKey(z: range.level, x: ((column % n) + n) % n, y: row))
      }
    }
  }

  /// The level, rows and columns of the tiles the view shows for `camera`
  /// (columns may run past the world's edge); nil if it shows none.
  private func visibleTileRange(for camera: MapCamera) -> (
    level: Int, rows: ClosedRange<Int>, columns: ClosedRange<Int>
  )? {
    let level = tileLevel(for: camera)
    let n = 1 << level
    let topLeft = camera.worldPoint(at: .zero, in: bounds.size)
    let bottomRight = camera.worldPoint(
      at: CGPoint(x: bounds.width, y: bounds.height), in: bounds.size)
    let top = max(0, Int((topLeft.y * Double(n)).rounded(.down)))
    let bottom = min(n - 1, Int((bottomRight.y * Double(n)).rounded(.down)))
    let first = Int((topLeft.x * Double(n)).rounded(.down))
    let last = Int((bottomRight.x * Double(n)).rounded(.down))
    guard top <= bottom, first <= last else { return nil }
    return (level, top...bottom, first...last)
  }

  /// True when the world's tiles reach every edge of the view (they
  /// repeat east and west; north and south the world ends).
  func worldCoversBounds(_ camera: MapCamera) -> Bool {
    let top = bounds.height / 2 - camera.centerY * camera.worldSize
    let bottom = bounds.height / 2 + (1 - camera.centerY) * camera.worldSize
    return top <= 0 && bottom >= bounds.height
  }

  /// Draws the tiles `camera` shows, at `scale` pixels a point: the tiles
  /// of one colour first, then the pictures. Tiles never overlap, so the
  /// order changes no pixel; but a GL driver changes its shader between a
  /// fill and a textured copy, and a map's sea and land tiles, drawn row by
  /// row, would switch it at nearly every tile (Docs/performance.md, "The
  /// order of the draws").
  func drawTiles(in context: GraphicsContext, camera: MapCamera, scale: Double) {
    tiles.visibleCount = distinctVisibleTileCount(for: camera)
    showsBlankTile = false
    shownTiles.removeAll(keepingCapacity: true)
    forEachVisibleTile(for: camera) { column, row, key in
      let rect = tileRect(column: column, row: row, count: 1 << key.z, camera: camera, scale: scale)
      guard let (face, source) = face(for: key) else {
        showsBlankTile = true
        return
      }
      shownTiles.append((face, rect, source))
    }
    for tile in shownTiles {
      if case .color(let color) = tile.face { context.fill(tile.rect, color: color) }
    }
    for tile in shownTiles {
      guard case .image(let image) = tile.face else { continue }
      context.draw(image, in: tile.rect, source: tile.source)
    }
    tiles.uploadPinnedAhead()
  }

  /// A tile's rectangle in the view, its edges on whole pixels so that
  /// neighbours meet exactly.
  private func tileRect(
    column: Int, row: Int, count n: Int, camera: MapCamera, scale: Double
  ) -> CGRect {
    func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
    let x0 = snap(
      bounds.width / 2 + (Double(column) / Double(n) - camera.centerX) * camera.worldSize)
    let x1 = snap(
      bounds.width / 2 + (Double(column + 1) / Double(n) - camera.centerX) * camera.worldSize)
    let y0 = snap(bounds.height / 2 + (Double(row) / Double(n) - camera.centerY) * camera.worldSize)
    let y1 = snap(
      bounds.height / 2 + (Double(row + 1) / Double(n) - camera.centerY) * camera.worldSize)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// What to draw for a tile: the tile itself (all of it), or, until it has
  /// arrived and been uploaded, the part of the nearest ancestor that has,
  /// to be scaled up: the tile's quarter of its parent, sixteenth of its
  /// grandparent, and so on. Nil if nothing can be drawn (no ancestor
  /// either). A tile of one colour is that colour, whatever the part.
  private func face(for key: TileKey) -> (TileFace, source: CGRect)? {
    if let face = tiles.face(for: key) { return (face, Renderer.wholeTexture) }
    tiles.request(key)
    var ancestor = key
    var source = CGRect(x: 0, y: 0, width: 1, height: 1)
    while ancestor.z > 0 {
      source = CGRect(
        x: (Double(ancestor.x % 2) + source.minX) / 2,
        y: (Double(ancestor.y % 2) + source.minY) / 2,
        width: source.width / 2, height: source.height / 2)
      ancestor = TileKey(z: ancestor.z - 1, x: ancestor.x / 2, y: ancestor.y / 2)
      if let face = tiles.face(for: ancestor, lastResort: ancestor.z <= MapTiles.pinnedLevel) {
        return (face, source)
      }
    }
    tiles.request(TileKey(z: 0, x: 0, y: 0))
    return nil
  }

  /// Makes everything the current view shows now, on this thread: its
  /// tiles, its level's names and their pictures. For screenshots and
  /// tests, which cannot wait for the background; what is made here is
  /// uploaded at the next drawing whatever the budget.
  public func prepareVisibleTiles() {
    let camera = presentationCamera
    let visible = visibleTiles(for: camera)
    tiles.visibleCount = distinctVisibleTileCount(for: camera)
    for tile in visible { tiles.prepareNow(tile.key) }
    let level = labelLevel(for: camera)
    let scale = pixelScale
    labels.placeNow(level: level)
    labelImages.prepareNow(
      labels.labels(level: level).map { labelKey($0, scale: scale) } + fixedTextKeys(scale: scale))
    setNeedsDisplay()
  }

  /// How long each tile took to draw, in seconds, and how many are kept.
  public var tilePreparationTimes: [Double] { tiles.preparationTimes }
  /// How many tiles the cache holds now, the pinned level-0 tile included
  /// (the same as `memory.tileCount`).
  public var cachedTileCount: Int { tiles.cachedCount }

  // MARK: Names

  /// The whole zoom level whose names are shown.
  func labelLevel(for camera: MapCamera) -> Int { max(0, Int(camera.zoom.rounded(.down))) }

  private func labelKey(_ label: MapLabels.Label, scale: Double) -> LabelImages.Key {
    LabelImages.Key(text: label.name, style: label.isCapital ? .capital : .place, scale: scale)
  }

  /// The text drawn whatever the view shows: the oceans' names and every
  /// caption the scale bar can have.
  private func fixedTextKeys(scale: Double) -> [LabelImages.Key] {
    data.oceans.labels.map { LabelImages.Key(text: $0.name, style: .ocean, scale: scale) }
      + ScaleBar.allCaptions.map { LabelImages.Key(text: $0, style: .caption, scale: scale) }
  }

  /// The names of the level, each with its dot, once its picture is here.
  /// The camera's mapping and the size are worked out once, not per name:
  /// a level holds hundreds of names, most of them out of view. Every dot
  /// is drawn before every name: the dots are one picture, and SDL draws a
  /// run of draws of one picture as one, where a dot between two names
  /// would cost a draw of its own. (MapLabels keeps each name and its dot
  /// in a box clear of the others', from a generous estimate of the name's
  /// width, so a name drawn over another's dot is at most a rare overlap.)
  func drawLabels(in context: GraphicsContext, camera: MapCamera, scale: Double) {
    labelImages.prefetchOnce(fixedTextKeys(scale: scale), scale: scale)
    let ink = Color(hex: style.label)
    let lineHeight = Self.labelLineHeight
    let size = bounds.size
    let mapping = camera.viewMapping(in: size)
    shownLabels.removeAll(keepingCapacity: true)
    for label in labels.labels(level: labelLevel(for: camera)) {
      let point = mapping.point(x: label.x, y: label.y)
      guard point.x > -200, point.x < size.width + 20, point.y > -20, point.y < size.height + 20
      else { continue }
      guard let image = labelImages.image(labelKey(label, scale: scale)) else { continue }
      shownLabels.append((point, image))
    }
    for label in shownLabels { drawDot(at: label.dot, ink: ink, scale: scale, in: context) }
    for (point, image) in shownLabels {
      let origin = CGPoint(x: point.x + 6, y: point.y - lineHeight / 2)
      context.draw(image, in: LabelImages.placement(of: image, textOrigin: origin, scale: scale))
    }
    if labelLevel(for: camera) <= 3 { drawOceanNames(in: context, camera: camera, scale: scale) }
  }

  /// The line height of the names' font, read once (a font metric is a
  /// call into SDL2_ttf).
  static let labelLineHeight = Font.systemFont(ofSize: labelFontSize).lineHeight
  static let captionLineHeight = Font.systemFont(ofSize: 11).lineHeight
  static let oceanLineHeight = Font.systemFont(ofSize: 13).lineHeight

  /// The place's dot, centred on `point` to the nearest pixel: a picture
  /// on whole pixels is drawn as one copy (LabelDot.swift).
  private func drawDot(at point: CGPoint, ink: Color, scale: Double, in context: GraphicsContext) {
    guard let dot = LabelDot.image(ink: ink, scale: scale) else { return }
    let side = dot.size.width
    let origin = CGPoint(
      x: ((point.x - side / 2) * scale).rounded() / scale,
      y: ((point.y - side / 2) * scale).rounded() / scale)
    context.draw(dot, in: CGRect(origin: origin, size: dot.size))
  }

  private func drawOceanNames(in context: GraphicsContext, camera: MapCamera, scale: Double) {
    for ocean in data.oceans.labels {
      let key = LabelImages.Key(text: ocean.name, style: .ocean, scale: scale)
      guard let image = labelImages.image(key) else { continue }
      let p = WebMercator.project(latitude: ocean.latitude, longitude: ocean.longitude)
      let point = camera.viewPoint(x: p.x, y: p.y, in: bounds.size)
      let width = LabelImages.textWidth(of: image, scale: scale)
      let origin = CGPoint(x: point.x - width / 2, y: point.y - Self.oceanLineHeight / 2)
      context.draw(image, in: LabelImages.placement(of: image, textOrigin: origin, scale: scale))
    }
  }

  // MARK: Scale bar

  func drawScaleBar(in context: GraphicsContext, camera: MapCamera, scale: Double) {
    let latitude = camera.center.latitude
    let metersPerPoint = WebMercator.metersPerWorldUnit(atLatitude: latitude) / camera.worldSize
    let bar = ScaleBar(metersPerPoint: metersPerPoint, maxLength: min(120, bounds.width / 3))
    let origin = CGPoint(x: 12, y: bounds.height - 16)
    let ink = Color(hex: 0x30343A)
    context.fill(
      CGRect(x: origin.x - 1, y: origin.y - 1, width: bar.length + 2, height: 5), color: .white)
    context.fill(CGRect(x: origin.x, y: origin.y, width: bar.length, height: 3), color: ink)
    let key = LabelImages.Key(text: bar.caption, style: .caption, scale: scale)
    if let image = labelImages.image(key) {
      let textOrigin = CGPoint(x: origin.x, y: origin.y - Self.captionLineHeight - 1)
      context.draw(
        image, in: LabelImages.placement(of: image, textOrigin: textOrigin, scale: scale))
    }
  }
}
