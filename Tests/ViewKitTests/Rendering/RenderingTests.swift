import Foundation
import Platform
import Testing

@testable import ViewKit

/// The view tree drawn headless through SDL's software renderer, checked
/// pixel by pixel with a tolerance of 2 per channel.
@Suite(.serialized) @MainActor
struct RenderingTests {
  let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 80))

  init() {
    window.backgroundColor = .white
  }

  @Test func backgroundColorsFillTheirFrames() throws {
    let view = View(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
    view.backgroundColor = .red
    window.addSubview(view)
    let pixels = try window.snapshotPixels()
    #expect(pixels.pixel(x: 10, y: 10, isCloseTo: .red))
    #expect(pixels.pixel(x: 39, y: 29, isCloseTo: .red))
    #expect(pixels.pixel(x: 40, y: 10, isCloseTo: .white))
    #expect(pixels.pixel(x: 9, y: 15, isCloseTo: .white))
  }

  @Test func alphaBlendsWithWhatIsBehindAndMultipliesDownTheTree() throws {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 60, height: 80))
    parent.alpha = 0.5
    let child = View(frame: CGRect(x: 0, y: 0, width: 30, height: 80))
    child.backgroundColor = .black
    child.alpha = 0.5
    parent.addSubview(child)
    let half = View(frame: CGRect(x: 60, y: 0, width: 60, height: 80))
    half.backgroundColor = .black
    half.alpha = 0.5
    window.addSubview(parent)
    window.addSubview(half)
    let pixels = try window.snapshotPixels()
    #expect(pixels.pixel(x: 10, y: 10, isCloseTo: Color(white: 191.0 / 255)))  // 25% black
    #expect(pixels.pixel(x: 90, y: 10, isCloseTo: Color(white: 128.0 / 255)))  // 50% black
  }

  @Test func clipsToBoundsCutsSubviewsAtTheEdge() throws {
    let box = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    let big = View(frame: CGRect(x: -20, y: -20, width: 100, height: 100))
    big.backgroundColor = .blue
    box.addSubview(big)
    window.addSubview(box)
    #expect(try window.snapshotPixels().pixel(x: 10, y: 10, isCloseTo: .blue))
    box.clipsToBounds = true
    let pixels = try window.snapshotPixels()
    #expect(pixels.pixel(x: 10, y: 10, isCloseTo: .white))
    #expect(pixels.pixel(x: 20, y: 20, isCloseTo: .blue))
    #expect(pixels.pixel(x: 59, y: 59, isCloseTo: .blue))
    #expect(pixels.pixel(x: 60, y: 40, isCloseTo: .white))
  }

  /// A pane slid wholly out of its clipping container (the slide under a
  /// resize): the clips do not meet, their intersection is the null
  /// rectangle, whose infinite origin trapped in `Renderer.setClip`.
  @Test func aClippedViewWhollyOutsideItsAncestorsClipDrawsNothing() throws {
    let pane = View(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
    pane.clipsToBounds = true
    let slid = View(frame: CGRect(x: 0, y: 200, width: 50, height: 30))
    slid.clipsToBounds = true
    slid.backgroundColor = .red
    let inner = View(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    inner.backgroundColor = .blue
    slid.addSubview(inner)
    pane.addSubview(slid)
    window.addSubview(pane)
    let pixels = try window.snapshotPixels()
    for (x, y) in [(10, 10), (59, 39), (30, 60), (30, 79)] {
      #expect(pixels.pixel(x: x, y: y, isCloseTo: .white))
    }
  }

  @Test func cornerRadiusLeavesTheCornersOut() throws {
    let card = View(frame: CGRect(x: 20, y: 10, width: 80, height: 60))
    card.backgroundColor = .black
    card.cornerRadius = 20
    window.addSubview(card)
    let pixels = try window.snapshotPixels()
    #expect(pixels.pixel(x: 21, y: 11, isCloseTo: .white))
    #expect(pixels.pixel(x: 98, y: 68, isCloseTo: .white))
    #expect(pixels.pixel(x: 60, y: 11, isCloseTo: .black))
    #expect(pixels.pixel(x: 30, y: 20, isCloseTo: .black))
  }

  @Test func rotatedViewsDrawTurned() throws {
    let bar = View(frame: CGRect(x: 10, y: 35, width: 100, height: 10))
    bar.backgroundColor = .green
    window.addSubview(bar)
    #expect(try window.snapshotPixels().pixel(x: 15, y: 40, isCloseTo: .green))
    bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let pixels = try window.snapshotPixels()
    #expect(pixels.pixel(x: 15, y: 40, isCloseTo: .white))
    #expect(pixels.pixel(x: 60, y: 0, isCloseTo: .green))
    #expect(pixels.pixel(x: 60, y: 79, isCloseTo: .green))
  }

  /// A shadow blurred with sigma = radius / 2 covers erfc(d / (sigma √2)) / 2
  /// at distance d outside the edge. The card's right edge is put at x = 60.5,
  /// the centre of pixel column 60, so columns 55...75 sit at d = -sigma ...
  /// 3 sigma. Where exactly a rasterizer samples inside a pixel is its own
  /// business, so each pixel must match the model somewhere within half a
  /// pixel of its centre, give or take 2.
  @Test func softShadowFallsOffLikeAGaussianBlur() throws {
    let card = View(frame: CGRect(x: 20.5, y: 10, width: 40, height: 60))
    card.shadowOpacity = 1
    card.shadowRadius = 10
    card.shadowOffset = .zero
    window.addSubview(card)
    let pixels = try window.snapshotPixels()
    let sigma = 5.0
    func brightness(_ d: Double) -> Double {
      255 * (1 - Shadow.coverage(atDistance: d, sigma: sigma))
    }
    for column in stride(from: 55, through: 75, by: 5) {
      let d = Double(column - 60)
      let value = Double(pixels[column, 40].r)
      #expect(
        (brightness(d - 0.5) - 2)...(brightness(d + 0.5) + 2) ~= value, "column \(column): \(value)"
      )
    }
    let row = (40...85).map { Int(pixels[$0, 40].r) }
    #expect(
      zip(row, row.dropFirst()).allSatisfy { $0 <= $1 },
      "the shadow lightens steadily outward: \(row)")
    #expect(row.first! <= 8 && row.last! == 255)
  }

  /// On whole pixels the shadow is drawn from nine cached pieces
  /// (ShadowSlices.swift): the same model, sampled at pixel centres. The
  /// card's right edge is at x = 60, so column c's centre is at d = c + 0.5 - 60.
  @Test func aShadowOnWholePixelsFallsOffLikeTheSameGaussianBlur() throws {
    let card = View(frame: CGRect(x: 20, y: 10, width: 40, height: 60))
    card.shadowOpacity = 1
    card.shadowRadius = 10
    card.shadowOffset = .zero
    window.addSubview(card)
    let pixels = try window.snapshotPixels()
    for column in stride(from: 55, through: 75, by: 2) {
      let d = Double(column) + 0.5 - 60
      let expected = 255 * (1 - Shadow.coverage(atDistance: d, sigma: 5))
      let value = Double(pixels[column, 40].r)
      #expect(abs(value - expected) <= 2, "column \(column): \(value), model \(expected)")
    }
    // A corner: the same model at the distance from the corner point.
    let d = (2 * 4.5 * 4.5).squareRoot()  // pixel (64, 74), from the corner (60, 70)
    let corner = 255 * (1 - Shadow.coverage(atDistance: d, sigma: 5))
    #expect(abs(Double(pixels[64, 74].r) - corner) <= 2, "\(pixels.color(x: 64, y: 74))")
  }

  /// Scaled, a shadow's pieces are stretched with the view, as Core
  /// Animation transforms a layer's shadow with the layer: the blur and
  /// the margin grow by the scale, so at `d` pixels from the edge the
  /// coverage is the model's at `d / 2` for a scale of 2 (within half a
  /// pixel: the pieces are sampled at their own pixels).
  @Test func aStretchedShadowIsTheShadowScaledBlurAndAll() throws {
    // A 30 x 30 point square at a scale of 2: 60 x 60 on screen, at 10, 10.
    let card = DrawsSlicedShadow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    card.stretch = CGSize(width: 2, height: 2)
    window.addSubview(card)
    let pixels = try window.snapshotPixels()
    let slices = try #require(card.slices)
    #expect(card.drew)
    // The shape is 10...70 x 10...70 at a scale of 2: its right edge at x = 70.
    func brightness(_ d: Double) -> Double {
      255 * (1 - Shadow.coverage(atDistance: d / 2, sigma: 4))
    }
    for column in stride(from: 66, through: 70 + 2 * slices.margin, by: 2) {
      let d = Double(column) + 0.5 - 70
      let value = Double(pixels[column, 40].r)
      #expect(
        (brightness(d - 0.5) - 2)...(brightness(d + 0.5) + 2) ~= value, "column \(column): \(value)"
      )
    }
    #expect(pixels[70 + 2 * slices.margin + 1, 40].r == 255, "nothing past the stretched margin")
  }

  /// The shadow's mesh is made only when the mesh draws it: not for a
  /// shadow the slices draw (a pane whose size animates would make one in
  /// every frame), and for a turned view, whose shadow only the mesh draws.
  @Test func aShadowDrawnFromTheSlicesMakesNoMesh() throws {
    let card = View(frame: CGRect(x: 20, y: 10, width: 40, height: 60))
    card.shadowOpacity = 1
    card.shadowRadius = 10
    window.addSubview(card)
    _ = try window.snapshotPixels()
    #expect(card.shapeCache != nil && card.shapeCache?.shadow == nil)
    card.transform = CGAffineTransform(rotationAngle: 0.3)
    _ = try window.snapshotPixels()
    #expect(card.shapeCache?.shadow?.isEmpty == false)
  }

  /// A round view is too small to slice (its corners leave no straight
  /// edge): its shadow is one picture of the whole (ShadowSlices+Whole.swift),
  /// the same model at pixel centres, at the distance from the circle.
  @Test func aRoundViewsShadowIsOnePictureOfTheSameModel() throws {
    let disc = View(frame: CGRect(x: 30, y: 10, width: 40, height: 40))
    disc.cornerRadius = 20
    disc.shadowOpacity = 1
    disc.shadowRadius = 8
    disc.shadowOffset = .zero
    window.addSubview(disc)
    let sigma = 4.0
    let whole = try #require(
      ShadowSlices.whole(sigma: sigma, cornerRadius: 20, width: 40, height: 40))
    #expect(whole.image.bitmap.pixelWidth == 40 + 2 * whole.margin)
    let pixels = try window.snapshotPixels()
    for (x, y) in [(72, 30), (75, 30), (80, 30), (50, 58), (66, 46), (70, 50), (50, 30)] {
      let centre = (x: Double(x) + 0.5 - 50, y: Double(y) + 0.5 - 30)
      let d = (centre.x * centre.x + centre.y * centre.y).squareRoot() - 20
      let expected = 255 * (1 - Shadow.coverage(atDistance: d, sigma: sigma))
      let value = Double(pixels[x, y].r)
      #expect(abs(value - expected) <= 2, "(\(x), \(y)): \(value), model \(expected)")
    }
  }

  /// The shadow's middle is left out only under an opaque background: a
  /// translucent card shows its shadow through, as with the mesh.
  @Test func aTranslucentViewShowsItsShadowThroughItsMiddle() throws {
    let card = View(frame: CGRect(x: 20, y: 10, width: 60, height: 60))
    card.backgroundColor = Color(white: 1, alpha: 0.5)
    card.shadowOpacity = 1
    card.shadowRadius = 4
    card.shadowOffset = .zero
    window.addSubview(card)
    let translucent = try window.snapshotPixels()
    // Shadow at ~100% (black), then half white over it: mid grey.
    #expect(translucent.pixel(x: 50, y: 40, isCloseTo: Color(white: 128.0 / 255), tolerance: 3))
    card.backgroundColor = .white
    let opaque = try window.snapshotPixels()
    #expect(opaque.pixel(x: 50, y: 40, isCloseTo: .white))
  }

  /// Under an opaque background the slices stop at its edge: what lay
  /// inside was hidden anyway, and the pixels under the background are
  /// then left to the clear (ClearFold in Platform). The picture is the
  /// same, byte for byte; the corners are drawn in two pieces each.
  @Test func aShadowUnderAnOpaqueShapeStopsAtItsEdgeWithTheSamePixels() throws {
    let card = DrawsSlicedShadow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    card.shape = CGRect(x: 30, y: 20, width: 60, height: 40)
    card.fill = Color(white: 0.5, alpha: 1)
    window.addSubview(card)
    let renderer = try Renderer(offscreenSize: window.bounds.size)
    var pictures: [PixelBuffer] = []
    var draws: [Int] = []
    for cut in [false, true] {
      card.cut = cut
      renderer.startRecording()
      window.render(into: renderer)
      draws.append(renderer.stopRecording().count)
      pictures.append(try renderer.readPixels())
    }
    #expect(pictures[0].argb == pictures[1].argb)
    #expect(draws == [8, 12])
  }

  /// Fading, an opaque card still hides its own shadow, as under UIKit's
  /// group opacity: white at half opacity over white is white, where the
  /// shadow showing through would darken it; beside it the shadow shows,
  /// at half its strength.
  @Test func aFadingOpaqueViewHidesItsShadowBeneathIt() throws {
    let card = View(frame: CGRect(x: 20, y: 10, width: 60, height: 60))
    card.backgroundColor = .white
    card.shadowOpacity = 1
    card.shadowRadius = 4
    card.shadowOffset = .zero
    card.alpha = 0.5
    window.addSubview(card)
    let pixels = try window.snapshotPixels()
    #expect(pixels.pixel(x: 50, y: 40, isCloseTo: .white))
    #expect(pixels.pixel(x: 22, y: 40, isCloseTo: .white), "inside the edge, where the pieces stop")
    let beside = 255 * (1 - 0.5 * Shadow.coverage(atDistance: 1.5, sigma: 2))
    #expect(abs(Double(pixels[81, 40].r) - beside) <= 2, "\(pixels.color(x: 81, y: 40))")
  }

  @Test func shadowMeshCarriesTheBlurProfileInItsVertexAlphas() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let sigma = 4.0
    let mesh = Shadow.mesh(for: rect, cornerRadius: 0, radius: 2 * sigma, color: .black)
    /// Signed distance from the square's edge: negative inside.
    func distance(_ p: CGPoint) -> Double {
      let dx = max(rect.minX - p.x, 0, p.x - rect.maxX)
      let dy = max(rect.minY - p.y, 0, p.y - rect.maxY)
      if dx > 0 || dy > 0 { return (dx * dx + dy * dy).squareRoot() }
      return -min(p.x - rect.minX, rect.maxX - p.x, p.y - rect.minY, rect.maxY - p.y)
    }
    let outlineVertices = mesh.vertices.filter { distance($0.position) >= -2 * sigma - 1e-9 }
    #expect(outlineVertices.count >= Shadow.steps.count * 4)
    for vertex in outlineVertices {
      let expected = erfc(distance(vertex.position) / (sigma * 2.0.squareRoot())) / 2
      #expect(abs(vertex.color.alpha - expected) < 1e-9, "at \(vertex.position)")
    }
    #expect(abs(Shadow.coverage(atDistance: 0, sigma: sigma) - 0.5) < 1e-12)
  }

  @Test func labelTextPutsInkInsideItsFrameOnly() throws {
    let label = Label(text: "Tunnel", font: .boldSystemFont(ofSize: 20))
    label.textColor = .black
    label.frame = CGRect(x: 10, y: 20, width: 100, height: 30)
    window.addSubview(label)
    let pixels = try window.snapshotPixels()
    var inside = 0
    var outside = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels[x, y].r < 128 {
        if label.frame.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
          inside += 1
        } else {
          outside += 1
        }
      }
    }
    #expect(inside > 100)
    #expect(outside == 0)
  }

  @Test func drawRunsOnlyWhenDisplayIsNeeded() throws {
    final class Counting: View {
      var draws = 0
      override func draw(_ rect: CGRect, in context: GraphicsContext) {
        draws += 1
        context.fill(rect, color: .blue)
      }
    }
    let view = Counting(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    window.addSubview(view)
    _ = try window.snapshotPixels()
    view.center.x += 10  // moving reuses the recorded drawing
    let pixels = try window.snapshotPixels()
    #expect(view.draws == 1)
    #expect(pixels.pixel(x: 25, y: 10, isCloseTo: .blue))
    view.setNeedsDisplay()
    _ = try window.snapshotPixels()
    #expect(view.draws == 2)
  }

  @Test func imageViewAspectFitLetterboxes() throws {
    var art = PixelBuffer(width: 4, height: 2, fill: .red)
    for y in 0..<2 { for x in 2..<4 { art.set(x: x, y: y, to: .blue) } }
    let imageView = ImageView(image: Image(bitmap: try Bitmap(pixels: art)))
    imageView.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
    imageView.contentMode = .scaleAspectFit
    window.addSubview(imageView)
    let pixels = try window.snapshotPixels()
    // 4x2 fitted into 120x80 is 120x60, centred: white bands 10 tall.
    #expect(pixels.pixel(x: 60, y: 5, isCloseTo: .white))
    #expect(pixels.pixel(x: 5, y: 40, isCloseTo: .red))
    #expect(pixels.pixel(x: 115, y: 40, isCloseTo: .blue))
    #expect(pixels.pixel(x: 60, y: 75, isCloseTo: .white))
  }

  @Test func doubleScaleDrawsTwiceThePixels() throws {
    let view = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.backgroundColor = .black
    window.addSubview(view)
    let pixels = try window.snapshotPixels(scale: 2)
    #expect(pixels.width == 240 && pixels.height == 160)
    #expect(pixels.pixel(x: 20, y: 20, isCloseTo: .black))
    #expect(pixels.pixel(x: 59, y: 59, isCloseTo: .black))
    #expect(pixels.pixel(x: 60, y: 60, isCloseTo: .white))
  }
}

/// Draws, over white, the shadow of `shape` from its slices, stretched by
/// `stretch`; with `fill`, then the shape opaque in it, the slices cut at
/// the shape when `cut`.
@MainActor
final class DrawsSlicedShadow: View {
  let slices = ShadowSlices.slices(sigma: 4, cornerRadius: 0)
  var shape = CGRect(x: 10, y: 10, width: 60, height: 60)
  var stretch = CGSize(width: 1, height: 1)
  var fill: Color?
  var cut = false
  var drew = false

  override func renderOwnContent(
    in renderer: Renderer, toWindow: CGAffineTransform, opacity: Double, look: ViewPresentation
  ) {
    renderer.fill(CGRect(x: 0, y: 0, width: 120, height: 80), with: .white)
    drew =
      slices?.draw(
        around: shape, stretch: stretch, color: .black, cover: cut ? shape : nil, in: renderer)
      ?? false
    if let fill { renderer.fill(shape, with: fill) }
  }
}
