import Foundation
import Testing

@testable import Platform

/// The clear takes the color of the fill it saves most of, and that fill
/// is drawn only where draws before it touched (ClearFold.swift): the
/// picture is the same, byte for byte, as the clear and each draw handed
/// to SDL at once, which no fold can change.
@Suite(.serialized) @MainActor
struct ClearFoldTests {
  let gray = Color(white: 0.5, alpha: 1)
  let blue = Color(red: 0.1, green: 0.2, blue: 0.8, alpha: 1)

  /// Draws `frame` after a clear to black twice: held and flushed together
  /// (the fold at work), then flushed one by one. Returns both pictures
  /// and the color the held clear took.
  private func drawTwice(
    _ frame: [(Renderer) -> Void], clear: Color = .black
  ) throws -> (folded: PixelBuffer, atOnce: PixelBuffer, took: ClearFold.RGBA?) {
    let renderer = try Renderer(offscreenSize: CGSize(width: 80, height: 60))
    renderer.clear(clear)
    for step in frame { step(renderer) }
    let folded = try renderer.readPixels()
    let took = renderer.clearFold.lastFolded
    renderer.clear(clear)
    renderer.flushDraws()  // the clear alone: nothing to fold into
    for step in frame {
      step(renderer)
      renderer.flushDraws()
    }
    return (folded, try renderer.readPixels(), took)
  }

  /// Draws `frame` both ways: the same bytes, and the clear took `color`
  /// (nil: kept its own).
  private func expectSamePicture(
    _ frame: [(Renderer) -> Void], clear: Color = .black, clearTakes color: Color?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (folded, atOnce, took) = try drawTwice(frame, clear: clear)
    let same = { (a: ClearFold.RGBA?, b: ClearFold.RGBA?) in
      switch (a, b) {
      case (nil, nil): true
      case (let a?, let b?): ClearFold.same(a, b)
      default: false
      }
    }
    #expect(
      same(took, color?.bytes), "took \(String(describing: took))", sourceLocation: sourceLocation)
    #expect(folded.argb == atOnce.argb, sourceLocation: sourceLocation)
  }

  private func picture(_ renderer: Renderer) throws -> Texture {
    try renderer.texture(
      for: Bitmap(
        pixels: PixelBuffer(
          width: 8, height: 8, fill: Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.5))))
  }

  @Test func theClearTakesTheColorOfTheFillThatCoversMostUntouchedPixels() throws {
    try expectSamePicture(
      [
        { $0.fill(CGRect(x: 0, y: 0, width: 30, height: 60), with: self.gray) },
        { try? $0.draw(self.picture($0), in: CGRect(x: 26, y: 10, width: 8, height: 8)) },
        { $0.fill(CGRect(x: 30, y: 0, width: 50, height: 60), with: self.blue) },
        { try? $0.draw(self.picture($0), in: CGRect(x: 50, y: 30, width: 8, height: 8)) },
      ], clearTakes: blue)
  }

  /// The blue fill is left out but for the 4 x 8 pixels the picture drew
  /// on before it.
  @Test func aFillOfTheClearsColorIsDrawnOnlyWhereDrawsBeforeItTouched() throws {
    var fold = ClearFold()
    let output = PixelRect(x0: 0, y0: 0, x1: 80, y1: 60)
    func draw(_ kind: DrawBatch.Kind, _ rect: CGRect, blend: BlendMode, color: Color)
      -> DrawBatch.Draw
    {
      DrawBatch.Draw(
        kind: kind, state: DrawBatch.State(texture: nil, blend: blend.sdl),
        texture: nil, destination: rect, color: color.bytes, clip: nil, bounds: rect)
    }
    let draws = [
      draw(.fill, CGRect(x: 0, y: 0, width: 30, height: 60), blend: .copy, color: gray),
      draw(
        .copy(source: .init()), CGRect(x: 26, y: 10, width: 8, height: 8), blend: .normal,
        color: .white),
      draw(.fill, CGRect(x: 30, y: 0, width: 50, height: 60), blend: .copy, color: blue),
    ]
    let took = fold.choose(for: draws, clear: Color.black.bytes, output: output, scale: 1)
    #expect(ClearFold.same(took, blue.bytes))
    let trimmed = draws.map { fold.trim($0) }
    #expect(trimmed == [false, false, true])
    #expect(fold.trimmedPieces == [PixelRect(x0: 30, y0: 10, x1: 34, y1: 18)])
  }

  /// Where no draw replaces some pixels the clear's color shows there: it
  /// keeps it.
  @Test func aClearWhoseColorWouldShowKeepsIt() throws {
    try expectSamePicture(
      [{ $0.fill(CGRect(x: 10, y: 10, width: 60, height: 40), with: self.blue) }], clearTakes: nil)
  }

  /// A fill in the clear's own color needs no covering: it is simply left out.
  @Test func aFillInTheClearsOwnColorIsLeftOutWhereItTouchesNothing() throws {
    try expectSamePicture(
      [
        { $0.fill(CGRect(x: 10, y: 10, width: 60, height: 40), with: self.gray) },
        { try? $0.draw(self.picture($0), in: CGRect(x: 20, y: 20, width: 8, height: 8)) },
      ], clear: gray, clearTakes: gray)
  }

  /// A fill whose edges fall between pixels is drawn by each renderer in
  /// its own way: it is never counted as covering, nor left out.
  @Test func aFillBetweenPixelsNeitherCoversNorIsLeftOut() throws {
    try expectSamePicture(
      [{ $0.fill(CGRect(x: 0, y: 0, width: 80, height: 60.5), with: self.blue) }], clearTakes: nil)
  }

  /// A translucent draw that lands on the clear before anything covers
  /// it blends with the clear's own color: the fold waits for a cover
  /// under it, and here there is none.
  @Test func aTranslucentDrawOnTheClearKeepsTheClearsColor() throws {
    // Covered after all: the blue fill replaces the picture beneath it,
    // so the clear may take blue, the fill drawn only over that picture.
    try expectSamePicture(
      [
        { try? $0.draw(self.picture($0), in: CGRect(x: 20, y: 20, width: 8, height: 8)) },
        { $0.fill(CGRect(x: 0, y: 0, width: 80, height: 60), with: self.blue) },
        { try? $0.draw(self.picture($0), in: CGRect(x: 40, y: 20, width: 8, height: 8)) },
      ], clearTakes: blue)
    // The picture at 20, 20 blends with black and is never covered.
    try expectSamePicture(
      [
        { try? $0.draw(self.picture($0), in: CGRect(x: 20, y: 20, width: 8, height: 8)) },
        { $0.fill(CGRect(x: 30, y: 0, width: 50, height: 60), with: self.blue) },
      ], clearTakes: nil)
  }

  /// A clip cuts what a fill covers: the part outside it covers nothing.
  @Test func aClippedFillCoversOnlyInsideItsClip() throws {
    // The right half is never drawn: black.
    try expectSamePicture(
      [
        { $0.setClip(CGRect(x: 0, y: 0, width: 40, height: 60)) },
        { $0.fill(CGRect(x: 0, y: 0, width: 80, height: 60), with: self.blue) },
        { $0.setClip(nil) },
      ], clearTakes: nil)
  }
}

/// Pixel rectangles taken apart: what a region keeps when a rectangle is
/// taken out of it.
@Suite struct PixelRegionTests {
  @Test func takingARectangleOutLeavesTheRestInPiecesThatDoNotOverlap() {
    var region = PixelRegion()
    let whole = PixelRect(x0: 0, y0: 0, x1: 100, y1: 50)
    region.reset(to: whole)
    let hole = PixelRect(x0: 20, y0: 10, x1: 40, y1: 30)
    region.remove(hole)
    #expect(region.count == 4)
    #expect(region.overlap(with: whole) == 100 * 50 - 20 * 20)
    #expect(!region.intersects(hole))
    for (i, a) in region.rects.enumerated() {
      for b in region.rects.dropFirst(i + 1) { #expect(!a.intersects(b)) }
    }
  }

  @Test func shrinkingForgetsTheSmallestPiecesFirst() {
    var region = PixelRegion()
    region.reset(to: PixelRect(x0: 0, y0: 0, x1: 100, y1: 50))
    region.remove(PixelRect(x0: 1, y0: 1, x1: 99, y1: 49))  // four thin bands
    region.shrink(toAtMost: 2)
    #expect(region.count == 2)
    #expect(region.rects.allSatisfy { $0.x1 - $0.x0 == 100 }, "the bands above and below")
  }
}
