import Foundation
import Testing

@testable import Platform

/// The frame's batch: a draw joins the last draw of its state unless a
/// draw between them meets it, and the batch draws what drawing each draw
/// at once draws.
@Suite struct DrawBatchTests {
  /// Two pictures' states and a fill's, told apart by their texture.
  let text = DrawBatch.State(texture: OpaquePointer(bitPattern: 0x10), blend: BlendMode.normal.sdl)
  let name = DrawBatch.State(texture: OpaquePointer(bitPattern: 0x20), blend: BlendMode.normal.sdl)
  let solid = DrawBatch.State(texture: nil, blend: BlendMode.copy.sdl)

  private func draw(_ state: DrawBatch.State, _ rect: CGRect) -> DrawBatch.Draw {
    DrawBatch.Draw(
      kind: .fill, state: state, texture: nil, destination: rect,
      color: (0, 0, 0, 255), clip: nil, bounds: rect)
  }

  /// Rows of a list: a background, then two lines inside it, row after row.
  private func rows(_ count: Int) -> [DrawBatch.Draw] {
    (0..<count).flatMap { row in
      let y = Double(row) * 44
      return [
        draw(solid, CGRect(x: 0, y: y, width: 320, height: 44)),
        draw(text, CGRect(x: 16, y: y + 4, width: 120, height: 18)),
        draw(text, CGRect(x: 16, y: y + 24, width: 90, height: 14)),
      ]
    }
  }

  private func runs(_ batch: DrawBatch) -> Int {
    zip(batch.draws.dropFirst(), batch.draws).filter { $0.state != $1.state }.count + 1
  }

  @Test func aListsRowsDrawTheirBackgroundsInOneRunAndTheirLinesInAnother() {
    var batch = DrawBatch()
    for draw in rows(15) { batch.add(draw) }
    #expect(batch.draws.count == 45)
    #expect(runs(batch) == 2)
    #expect(batch.draws.prefix(15).allSatisfy { $0.state == solid })
  }

  @Test func aDrawNeverMovesBeforeADrawItMeets() {
    var batch = DrawBatch()
    batch.add(draw(text, CGRect(x: 0, y: 0, width: 10, height: 10)))
    batch.add(draw(name, CGRect(x: 50, y: 50, width: 10, height: 10)))
    // Over the name: stays after it, though a draw of its state is before.
    batch.add(draw(text, CGRect(x: 55, y: 55, width: 10, height: 10)))
    #expect(batch.draws.map(\.state) == [text, name, text])
    // Clear of both names, but a pixel from the last text: after that one.
    batch.add(draw(name, CGRect(x: 65.5, y: 55, width: 10, height: 10)))
    #expect(batch.draws.map(\.state) == [text, name, text, name])
  }

  /// An untextured draw in translucent colors.
  let blendedSolid = DrawBatch.State(texture: nil, blend: BlendMode.normal.sdl)

  /// A fill in an opaque color: the same pixels blended or not.
  private func opaque(_ rect: CGRect) -> DrawBatch.Draw {
    var fill = draw(solid, rect)
    fill.isOpaque = true
    return fill
  }

  @Test func aSmallOpaqueFillTakesTheBlendingOfTheUntexturedDrawBeforeIt() {
    var batch = DrawBatch()
    batch.add(draw(blendedSolid, CGRect(x: 0, y: 0, width: 40, height: 40)))
    batch.add(opaque(CGRect(x: 100, y: 0, width: 40, height: 40)))
    #expect(batch.draws.map(\.state) == [blendedSolid, blendedSolid])
    #expect(batch.draws[1].isOpaque, "still covers what is under it")
    // Larger than blending is worth: its own state, a run of its own.
    batch.add(opaque(CGRect(x: 0, y: 100, width: 400, height: 400)))
    #expect(batch.draws.map(\.state) == [blendedSolid, blendedSolid, solid])
  }

  @Test func anOpaqueFillJoinsADrawOfItsOwnStateFirst() {
    var batch = DrawBatch()
    batch.add(draw(solid, CGRect(x: 0, y: 0, width: 40, height: 40)))
    batch.add(draw(blendedSolid, CGRect(x: 50, y: 0, width: 40, height: 40)))
    batch.add(opaque(CGRect(x: 100, y: 0, width: 40, height: 40)))
    #expect(batch.draws.map(\.state) == [solid, solid, blendedSolid])
  }

  @Test func aTexturedDrawNeverTakesAnotherBlending() {
    var batch = DrawBatch()
    batch.add(draw(blendedSolid, CGRect(x: 0, y: 0, width: 40, height: 40)))
    var picture = draw(text, CGRect(x: 100, y: 0, width: 4, height: 4))
    picture.isOpaque = true
    batch.add(picture)
    #expect(batch.draws.map(\.state) == [blendedSolid, text])
  }

  @Test func aDrawLooksBackNoFurtherThanItsLimit() {
    var batch = DrawBatch()
    batch.add(draw(name, CGRect(x: 0, y: 0, width: 1, height: 1)))
    for i in 0..<DrawBatch.lookBack {
      batch.add(draw(text, CGRect(x: Double(10 + 3 * i), y: 10, width: 1, height: 1)))
    }
    batch.add(draw(name, CGRect(x: 0, y: 500, width: 1, height: 1)))
    #expect(batch.draws.last?.state == name, "the first name is out of reach")
  }
}

/// The batch through a renderer: the same pixels as each draw handed to SDL
/// at once, for draws that overlap and draws that do not.
@Suite(.serialized) @MainActor
struct RendererBatchTests {
  @Test func aBatchedFrameDrawsThePixelsOfItsDrawsInTheOrderMade() throws {
    let renderer = try Renderer(offscreenSize: CGSize(width: 80, height: 60))
    let picture = try Bitmap(
      pixels: PixelBuffer(
        width: 6, height: 4, fill: Color(red: 0.2, green: 0.7, blue: 0.4, alpha: 0.6)))
    let texture = try renderer.texture(for: picture)
    let frame: [() -> Void] = [
      { renderer.fill(CGRect(x: 0, y: 0, width: 40, height: 30), with: .white) },
      { renderer.draw(texture, in: CGRect(x: 4, y: 4, width: 12, height: 8)) },
      {
        renderer.fill(CGRect(x: 40, y: 0, width: 40, height: 30), with: Color(white: 0.3, alpha: 1))
      },
      { renderer.draw(texture, in: CGRect(x: 44, y: 4, width: 12, height: 8)) },
      // Over the picture before it: must stay after it.
      {
        renderer.fill(
          CGRect(x: 50, y: 6, width: 20, height: 10),
          with: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
      },
      { renderer.setClip(CGRect(x: 0, y: 30, width: 30, height: 30)) },
      { renderer.draw(texture, in: CGRect(x: 20, y: 32, width: 30, height: 20)) },
      { renderer.setClip(nil) },
      {
        renderer.fill(CGRect(x: 24, y: 40, width: 40, height: 4), with: Color(white: 0, alpha: 0.7))
      },
    ]
    renderer.clear(.black)
    for step in frame { step() }
    #expect(renderer.batch.draws.count == 7)
    let batched = try renderer.readPixels()
    renderer.clear(.black)
    for step in frame {
      step()
      renderer.flushDraws()
    }
    let atOnce = try renderer.readPixels()
    #expect(batched.argb == atOnce.argb)
  }

  /// A small opaque fill that takes the blending of the translucent fill
  /// before it draws the same bytes as on its own, unblended.
  @Test func anOpaqueFillDrawsTheSamePixelsBlendedOrNot() throws {
    let renderer = try Renderer(offscreenSize: CGSize(width: 40, height: 20))
    let frame: [() -> Void] = [
      {
        renderer.fill(CGRect(x: 0, y: 0, width: 40, height: 20), with: Color(white: 0.2, alpha: 1))
      },
      {
        renderer.fill(
          CGRect(x: 2, y: 2, width: 10, height: 10),
          with: Color(red: 1, green: 0.5, blue: 0, alpha: 0.4))
      },
      {
        renderer.fill(
          CGRect(x: 6, y: 6, width: 20, height: 8), with: Color(red: 0.3, green: 0.6, blue: 0.9))
      },
    ]
    renderer.clear(.black)
    for step in frame { step() }
    #expect(renderer.batch.draws.last?.state.blend == BlendMode.normal.sdl)
    let batched = try renderer.readPixels()
    renderer.clear(.black)
    for step in frame {
      step()
      renderer.flushDraws()
    }
    #expect(batched.argb == (try renderer.readPixels()).argb)
  }

  /// A clear fills the whole output, whatever the clip, and whatever clip a
  /// flushed draw left set in SDL.
  @Test func aClearFillsTheWholeOutputWhateverTheClip() throws {
    let renderer = try Renderer(offscreenSize: CGSize(width: 20, height: 20))
    renderer.clear(.black)
    renderer.setClip(CGRect(x: 0, y: 0, width: 5, height: 5))
    renderer.fill(CGRect(x: 0, y: 0, width: 20, height: 20), with: .white)
    renderer.flushDraws()
    renderer.clear(Color(red: 1, green: 0, blue: 0, alpha: 1))
    let pixels = try renderer.readPixels()
    #expect(pixels.argb.allSatisfy { $0 == 0xFFFF_0000 })
  }
}
