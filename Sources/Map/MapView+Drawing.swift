import Foundation
import Geo
import Platform
import ViewKit

/// Drawing the map: tiles (with a coarser tile standing in until a tile
/// arrives), names and the scale bar. Nothing here draws polygons: tiles
/// are images drawn once in the background, so a pan frame only moves them.
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
    let level = tileLevel(for: camera)
    let n = 1 << level
    let topLeft = camera.worldPoint(at: .zero, in: bounds.size)
    let bottomRight = camera.worldPoint(
      at: CGPoint(x: bounds.width, y: bounds.height), in: bounds.size)
    let top = max(0, Int((topLeft.y * Double(n)).rounded(.down)))
    let bottom = min(n - 1, Int((bottomRight.y * Double(n)).rounded(.down)))
    let first = Int((topLeft.x * Double(n)).rounded(.down))
    let last = Int((bottomRight.x * Double(n)).rounded(.down))
    guard top <= bottom, first <= last else { return [] }
    var tiles: [(column: Int, row: Int, key: TileKey)] = []
    for row in top...bottom {
      for column in first...last {
        tiles.append((column, row, TileKey(z: level, x: ((column % n) + n) % n, y: row)))
      }
    }
    return tiles
  }

  func drawTiles(in context: GraphicsContext, camera: MapCamera) {
    let visible = visibleTiles(for: camera)
    tiles.visibleCount = visible.count
    for tile in visible {
      let rect = tileRect(
        column: tile.column, row: tile.row, count: 1 << tile.key.z, camera: camera)
      drawTile(tile.key, in: rect, context: context)
    }
  }

  /// A tile's rectangle in the view, its edges on whole pixels so that
  /// neighbours meet exactly.
  private func tileRect(column: Int, row: Int, count n: Int, camera: MapCamera) -> CGRect {
    let scale = pixelScale
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

  /// The tile, or the part of the nearest ready ancestor that covers it.
  private func drawTile(_ key: TileKey, in rect: CGRect, context: GraphicsContext) {
    if let image = tiles.image(for: key) {
      context.draw(image, in: rect)
      return
    }
    tiles.request(key)
    var ancestor = key
    var source = CGRect(x: 0, y: 0, width: 1, height: 1)
    while ancestor.z > 0 {
      source = CGRect(
        x: (Double(ancestor.x % 2) + source.minX) / 2,
        y: (Double(ancestor.y % 2) + source.minY) / 2,
        width: source.width / 2, height: source.height / 2)
      ancestor = TileKey(z: ancestor.z - 1, x: ancestor.x / 2, y: ancestor.y / 2)
      if let image = tiles.image(for: ancestor) {
        context.draw(image, in: rect, source: source)
        return
      }
    }
    tiles.request(TileKey(z: 0, x: 0, y: 0))
  }

  /// Draws every tile the current view needs now, on this thread: for
  /// screenshots and tests, which cannot wait for the background.
  public func prepareVisibleTiles() {
    let visible = visibleTiles(for: presentationCamera)
    tiles.visibleCount = visible.count
    for tile in visible { tiles.prepareNow(tile.key) }
    setNeedsDisplay()
  }

  /// How long each tile took to draw, in seconds, and how many are kept.
  public var tilePreparationTimes: [Double] { tiles.preparationTimes }
  public var cachedTileCount: Int { tiles.cachedCount }

  // MARK: Names

  /// At most this many names not yet drawn before are added in one frame:
  /// each costs two rasterizings by SDL2_ttf, so a jump to a new region
  /// brings its names in over a few frames instead of stalling one.
  static let newLabelsPerFrame = 6

  func drawLabels(in context: GraphicsContext, camera: MapCamera) {
    let level = max(0, Int(camera.zoom.rounded(.down)))
    let font = Font.systemFont(ofSize: Self.labelFontSize)
    let bold = Font.boldSystemFont(ofSize: Self.labelFontSize)
    let ink = Color(hex: style.label)
    var newLabels = 0
    var deferred = false
    for label in labels.labels(level: level) {
      let point = camera.viewPoint(x: label.x, y: label.y, in: bounds.size)
      guard point.x > -200, point.x < bounds.width + 20, point.y > -20, point.y < bounds.height + 20
      else { continue }
      if !isRendered(label.name, font: label.isCapital ? bold : font) {
        guard newLabels < Self.newLabelsPerFrame else {
          deferred = true
          continue
        }
        newLabels += 1
      }
      drawDot(at: point, ink: ink, in: context)
      let origin = CGPoint(x: point.x + 6, y: point.y - font.lineHeight / 2)
      drawHaloed(
        label.name, at: origin, font: label.isCapital ? bold : font, color: ink, in: context)
    }
    if level <= 3 { drawOceanNames(in: context, camera: camera) }
    if deferred, let window { window.performOnNextTurn { [weak self] in self?.setNeedsDisplay() } }
  }

  /// The place's dot, centred on `point` to the nearest pixel: a picture
  /// on whole pixels is drawn as one copy (LabelDot.swift).
  private func drawDot(at point: CGPoint, ink: Color, in context: GraphicsContext) {
    let scale = pixelScale
    guard let dot = LabelDot.image(ink: ink, scale: scale) else { return }
    let side = dot.size.width
    let origin = CGPoint(
      x: ((point.x - side / 2) * scale).rounded() / scale,
      y: ((point.y - side / 2) * scale).rounded() / scale)
    context.draw(dot, in: CGRect(origin: origin, size: dot.size))
  }

  /// Whether a name and its halo are already textures in the window's renderer.
  private func isRendered(_ name: String, font: Font) -> Bool {
    guard let renderer = window?.renderer else { return true }
    return renderer.hasTextTexture(name, typeface: font.typeface, pointSize: font.pointSize)
      && renderer.hasTextTexture(
        name, typeface: font.typeface, pointSize: font.pointSize, outline: Self.haloWidth)
  }

  private func drawOceanNames(in context: GraphicsContext, camera: MapCamera) {
    let font = Font.systemFont(ofSize: 13)
    for ocean in data.oceans.labels {
      let p = WebMercator.project(latitude: ocean.latitude, longitude: ocean.longitude)
      let point = camera.viewPoint(x: p.x, y: p.y, in: bounds.size)
      let width = font.size(of: ocean.name).width
      context.drawText(
        ocean.name, at: CGPoint(x: point.x - width / 2, y: point.y - font.lineHeight / 2),
        font: font,
        color: Color(hex: 0x5B85AA))
    }
  }

  /// Text with a soft white outline, readable on land and water alike.
  func drawHaloed(
    _ text: String, at origin: CGPoint, font: Font, color: Color, in context: GraphicsContext
  ) {
    // The glyphs' outline, drawn once under them (SDL2_ttf's outline rendering).
    context.drawTextOutline(
      text, at: origin, font: font, width: Self.haloWidth, color: Color(white: 1, alpha: 0.8))
    context.drawText(text, at: origin, font: font, color: color)
  }

  static let haloWidth = 1.5

  // MARK: Scale bar

  func drawScaleBar(in context: GraphicsContext, camera: MapCamera) {
    let latitude = camera.center.latitude
    let metersPerPoint = WebMercator.metersPerWorldUnit(atLatitude: latitude) / camera.worldSize
    let bar = ScaleBar(metersPerPoint: metersPerPoint, maxLength: min(120, bounds.width / 3))
    let origin = CGPoint(x: 12, y: bounds.height - 16)
    let ink = Color(hex: 0x30343A)
    context.fill(
      CGRect(x: origin.x - 1, y: origin.y - 1, width: bar.length + 2, height: 5), color: .white)
    context.fill(CGRect(x: origin.x, y: origin.y, width: bar.length, height: 3), color: ink)
    let font = Font.systemFont(ofSize: 11)
    drawHaloed(
      bar.caption, at: CGPoint(x: origin.x, y: origin.y - font.lineHeight - 1), font: font,
      color: ink, in: context)
  }
}
