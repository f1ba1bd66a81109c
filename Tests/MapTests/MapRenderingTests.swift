import Foundation
import Geo
import Platform
import Testing

@testable import Map
@testable import ViewKit

/// The real map, drawn headless: land, sea and lakes where they belong.
@Suite(.serialized) @MainActor
struct MapRenderingTests {
  static let data = Result { try MapData(catalog: .default()) }
  let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
  let map: MapView
  let style = MapStyle()

  init() throws {
    map = MapView(frame: window.bounds, data: try Self.data.get())
    window.addSubview(map)
    _ = try window.snapshotPixels()  // a renderer, so the map knows its scale
  }

  /// The map's colour at a coordinate, after drawing every tile in view.
  func color(at latitude: Double, _ longitude: Double) throws -> (
    r: UInt8, g: UInt8, b: UInt8, a: UInt8
  ) {
    map.prepareVisibleTiles()
    let pixels = try window.snapshotPixels()
    let p = map.point(for: Coordinate(latitude: latitude, longitude: longitude)!)
    return pixels[Int(p.x), Int(p.y)]
  }

  func isClose(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), to rgb: UInt32) -> Bool {
    abs(Int(p.r) - Int(rgb >> 16 & 0xFF)) <= 2 && abs(Int(p.g) - Int(rgb >> 8 & 0xFF)) <= 2
      && abs(Int(p.b) - Int(rgb & 0xFF)) <= 2
  }

  /// A view that shows more tiles than the cache's base keeps them all: a
  /// cache smaller than the view would drop tiles it shows and ask for them
  /// again for ever. At zoom 3.01 tiles are 129 points, so a 1000 x 900
  /// view shows 9 columns by all 8 rows.
  @Test func aViewShowingMoreTilesThanTheBaseCapacityKeepsThemAll() throws {
    let big = MapView(
      frame: CGRect(x: 0, y: 0, width: 1000, height: 900), data: try Self.data.get())
    window.addSubview(big)
    big.camera = MapCamera(centerX: 0.5, centerY: 0.5, zoom: 3 + log2(1.01))
    let visible = Set(big.visibleTiles(for: big.presentationCamera).map(\.key))
    #expect(visible.count > MapTiles.baseCapacity)
    big.prepareVisibleTiles()
    #expect(big.cachedTileCount >= visible.count)
  }

  @Test func denmarkIsLandAndTheNorthSeaIsWater() throws {
    map.setRegion(
      center: Coordinate(latitude: 56.0, longitude: 6.0)!, span: 1_500_000, animated: false)
    #expect(isClose(try color(at: 56.2, 9.3), to: style.land))  // central Jutland
    #expect(isClose(try color(at: 56.0, 4.0), to: style.water))  // the North Sea
  }

  @Test func lakeVictoriaIsLake() throws {
    map.setRegion(
      center: Coordinate(latitude: -1.0, longitude: 33.0)!, span: 800_000, animated: false)
    #expect(isClose(try color(at: -1.5, 33.0), to: style.lake))  // clear of the border at 1°S
    #expect(isClose(try color(at: -3.5, 36.5), to: style.land))  // Tanzania, east of the lake
  }

  @Test func fijiShowsLandOnBothSidesOfTheAntimeridian() throws {
    map.setRegion(
      center: Coordinate(latitude: -16.7, longitude: 180)!, span: 300_000, animated: false)
    #expect(isClose(try color(at: -16.6, 179.3), to: style.land))  // Vanua Levu, west of 180°
    #expect(isClose(try color(at: -16.82, -179.9), to: style.land))  // Taveuni, east of 180°
    #expect(isClose(try color(at: -17.0, -179.3), to: style.water))
  }

  @Test func panningMovesTheWorldWithThePointer() {
    map.setRegion(
      center: Coordinate(latitude: 56.55, longitude: 8.316667)!, span: 1_000_000, animated: false)
    let grabbed = map.coordinate(at: CGPoint(x: 100, y: 100))
    window.sendEvent(.mouseDown(CGPoint(x: 100, y: 100), .left), at: 0)
    window.sendEvent(.mouseDragged(CGPoint(x: 180, y: 140), .left), at: 0.1)
    window.sendEvent(.mouseUp(CGPoint(x: 180, y: 140), .left), at: 0.2)
    let now = map.coordinate(at: CGPoint(x: 180, y: 140))
    #expect(
      abs(now.latitude - grabbed.latitude) < 1e-9 && abs(now.longitude - grabbed.longitude) < 1e-9)
  }

  @Test func theWheelZoomsAboutThePointer() {
    map.setRegion(
      center: Coordinate(latitude: 56.55, longitude: 8.316667)!, span: 1_000_000, animated: false)
    let under = map.coordinate(at: CGPoint(x: 300, y: 80))
    let zoom = map.camera.zoom
    window.sendEvent(.wheel(delta: CGPoint(x: 0, y: 2), at: CGPoint(x: 300, y: 80)), at: 0)
    #expect(abs(map.camera.zoom - (zoom + 1)) < 1e-9)
    let after = map.coordinate(at: CGPoint(x: 300, y: 80))
    #expect(
      abs(after.latitude - under.latitude) < 1e-9 && abs(after.longitude - under.longitude) < 1e-9)
  }

  /// Open sea is tiles of one colour: one pixel each, drawn as fills of
  /// the water's colour, with no texture; the view is water to its edges,
  /// the partly shown tiles included.
  @Test func aTileOfOneColourIsOnePixelDrawnAsAFill() throws {
    // Point Nemo, 2,700 km from the nearest land.
    let nemo = Coordinate(latitude: -48.88, longitude: -123.39)!
    map.setRegion(center: nemo, span: 1_000_000, animated: false)
    map.prepareVisibleTiles()
    let pixels = try window.snapshotPixels()
    let keys = Set(map.visibleTiles(for: map.presentationCamera).map(\.key))
    let faces = keys.compactMap { map.tiles.face(for: $0) }
    #expect(faces.count == keys.count)
    for face in faces {
      guard case .color(let color) = face else {
        Issue.record("a tile of open sea drawn from a picture")
        continue
      }
      #expect(color.bytes == Color(hex: style.water).bytes)
    }
    #expect(map.memory.tileTextureBytes <= MapTiles.pinnedCount * 256 * 256 * 4)
    for (x, y) in [(0, 0), (399, 0), (0, 299), (399, 299), (200, 150)] {
      #expect(isClose(pixels[x, y], to: style.water), "\(x), \(y): \(pixels.color(x: x, y: y))")
    }
  }

  /// The dots are one picture: drawn in a run, before every name, SDL
  /// draws them with one call (MapView+Drawing.swift's `drawLabels`).
  @Test func everyDotIsDrawnBeforeEveryNameInOneRun() throws {
    map.setRegion(
      center: Coordinate(latitude: 50, longitude: 10)!, span: 1_500_000, animated: false)
    map.prepareVisibleTiles()
    _ = try window.snapshotPixels()  // uploads what was made
    let dot = try #require(LabelDot.image(ink: Color(hex: map.style.label), scale: 1))
    let pictures = map.recordedContent().compactMap { command -> Image? in
      if case .image(let image, _, _, _) = command { return image }
      return nil
    }
    let dots = pictures.indices.filter { pictures[$0] === dot }
    let tileSize = Double(TileRasterizer.tileSize)
    let names = pictures.indices.filter {
      pictures[$0] !== dot && pictures[$0].size.width != tileSize
    }
    #expect(dots.count > 5 && names.count >= dots.count)
    #expect(dots == Array(dots.first!...dots.last!), "one run")
    #expect(dots.last! < names.first!)
  }

  /// The tiles of one colour are drawn before every tile that is a
  /// picture: a GL driver changes its shader between a fill and a copy
  /// (MapView+Drawing.swift's `drawTiles`). Off Denmark the view shows
  /// both: tiles of open sea, and tiles of coast.
  @Test func theTilesOfOneColourAreDrawnBeforeEveryTilePicture() throws {
    map.setRegion(
      center: Coordinate(latitude: 56.0, longitude: 3.0)!, span: 3_000_000, animated: false)
    map.prepareVisibleTiles()
    _ = try window.snapshotPixels()  // uploads what was made
    let tileSize = Double(TileRasterizer.tileSize)
    let isTile = { (size: CGSize) in size.width == tileSize }
    // The tiles come first; the names and their dots after them.
    let commands = map.recordedContent().prefix { command in
      if case .image(let image, _, _, _) = command { return isTile(image.size) }
      return true
    }
    let fills = commands.indices.filter {
      if case .fillRect = commands[$0] { return true }
      return false
    }
    let pictures = commands.indices.filter { !fills.contains($0) }
    #expect(fills.count > 1 && pictures.count > 1)
    #expect(fills.last! < pictures.first!)
  }
}
