import Foundation
import Platform
import Testing

@testable import ViewKit

/// The curl's geometry, and its picture held half way, against values
/// computed from the geometry and the drawing's named constants.
@Suite @MainActor
struct PageTurnCurlTests {
  let size = CGSize(width: 300, height: 200)

  @Test func theFoldIsPerpendicularToTheDragFromTheGrabbedCorner() {
    let toward = CGPoint(x: -1, y: -0.3)
    let curl = PageTurnCurl(
      size: size, grab: CGPoint(x: 300, y: 200), toward: toward, progress: 0.3)
    let onFold = curl.pointPastFold(0)
    let along = CGPoint(x: 0.3 * 40, y: -1 * 40)  // perpendicular to toward
    let other = CGPoint(x: onFold.x + along.x, y: onFold.y + along.y)
    #expect(abs(curl.depth(onFold)) < 1e-9 && abs(curl.depth(other)) < 1e-9)
    #expect(curl.depth(CGPoint(x: 299, y: 199)) > 0 && curl.depth(CGPoint(x: 1, y: 1)) < 0)
  }

  @Test func paperWrapsRoundTheCylinderThenLiesBackOverThePage() {
    let curl = PageTurnCurl(
      size: size, grab: CGPoint(x: 300, y: 100), toward: CGPoint(x: -1, y: 0), progress: 0.5)
    let r = curl.radius
    #expect(r == 25)
    let fold = 300 - curl.reach
    let flat = curl.place(CGPoint(x: fold - 10, y: 50))
    #expect(flat.point.x == fold - 10 && !flat.showsBack)
    let quarter = curl.place(CGPoint(x: fold + r * Double.pi / 2, y: 50))
    #expect(abs(quarter.point.x - (fold + r)) < 1e-9)  // the cylinder's far side
    let half = curl.place(CGPoint(x: fold + r * Double.pi, y: 50))
    #expect(abs(half.point.x - fold) < 1e-9 && half.showsBack)  // over the top, at the fold
    let flap = curl.place(CGPoint(x: fold + r * Double.pi + 30, y: 50))
    #expect(abs(flap.point.x - (fold - 30)) < 1e-9 && flap.showsBack)
    #expect(curl.liftedExtent == r)
  }

  @Test func progressOneTurnsAllOfThePageAway() {
    let curl = PageTurnCurl(
      size: size, grab: CGPoint(x: 300, y: 200), toward: CGPoint(x: -1, y: -0.3), progress: 1)
    for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 200), CGPoint(x: 300, y: 0)] {
      #expect(curl.depth(corner) >= Double.pi * curl.radius - 1e-9)
    }
  }
}

/// The sheet cut into pieces along the fold: together they cover the
/// page once, each corner where the curl puts it, front and back split at
/// the quarter turn, drawn back to front, with a hundred triangles or so.
@Suite @MainActor
struct PageCurlStripsTests {
  static let size = CGSize(width: 600, height: 700)
  static let holds = [
    (CGPoint(x: 600, y: 700), CGPoint(x: -1, y: -0.3)),  // by a corner: a slanted fold
    (CGPoint(x: 600, y: 350), CGPoint(x: -1, y: 0)),  // by the edge: an upright one
  ]

  func strips(progress: Double, hold: Int) -> PageCurlView.Strips {
    let (grab, toward) = Self.holds[hold]
    let curl = PageTurnCurl(size: Self.size, grab: grab, toward: toward, progress: progress)
    return PageCurlView.Strips(curl: curl, cylinderStrips: PageCurlView.cylinderStrips)
  }

  /// A triangle's corners in the page (before the curl moves them).
  func sources(_ mesh: Mesh) -> [(CGPoint, CGPoint, CGPoint)] {
    func source(_ index: Int32) -> CGPoint {
      let t = mesh.vertices[Int(index)].texCoord
      return CGPoint(x: t.x * Self.size.width, y: t.y * Self.size.height)
    }
    return stride(from: 0, to: mesh.indices.count, by: 3).map { i in
      (source(mesh.indices[i]), source(mesh.indices[i + 1]), source(mesh.indices[i + 2]))
    }
  }

  func area(_ t: (CGPoint, CGPoint, CGPoint)) -> Double {
    abs((t.1.x - t.0.x) * (t.2.y - t.0.y) - (t.2.x - t.0.x) * (t.1.y - t.0.y)) / 2
  }

  func middle(_ t: (CGPoint, CGPoint, CGPoint)) -> CGPoint {
    CGPoint(x: (t.0.x + t.1.x + t.2.x) / 3, y: (t.0.y + t.1.y + t.2.y) / 3)
  }

  @Test(arguments: [0.0, 0.1, 0.35, 0.5, 0.8, 1.0], [0, 1])
  func thePiecesCoverThePageOnceEachCornerPlacedByTheCurl(progress: Double, hold: Int) {
    let strips = strips(progress: progress, hold: hold)
    let (front, back) = strips.meshes()
    let covered = (sources(front) + sources(back)).map(area).reduce(0, +)
    #expect(abs(covered - Self.size.width * Self.size.height) < 1e-6 * covered)
    for vertex in front.vertices + back.vertices {
      let source = CGPoint(
        x: vertex.texCoord.x * Self.size.width, y: vertex.texCoord.y * Self.size.height)
      let placed = strips.curl.place(source).point
      #expect(abs(placed.x - vertex.position.x) < 1e-9 && abs(placed.y - vertex.position.y) < 1e-9)
    }
  }

  @Test(arguments: [0.1, 0.35, 0.5, 0.8], [0, 1])
  func theBackBeginsAtTheQuarterTurnAndPiecesGoBackToFront(progress: Double, hold: Int) {
    let strips = strips(progress: progress, hold: hold)
    let quarter = Double.pi / 2 * strips.curl.radius
    #expect(strips.cuts.contains { abs($0 - quarter) < 1e-9 })
    let (front, back) = strips.meshes()
    let frontDepths = sources(front).map { strips.curl.depth(middle($0)) }
    let backDepths = sources(back).map { strips.curl.depth(middle($0)) }
    #expect(frontDepths.allSatisfy { $0 < quarter } && backDepths.allSatisfy { $0 > quarter })
    // The piece a triangle is in: how many cuts lie before its middle.
    let pieces = (frontDepths + backDepths).map { depth in strips.cuts.filter { $0 < depth }.count }
    #expect(pieces == pieces.sorted())
  }

  /// Each piece has at most six corners, so four triangles: the flat part,
  /// the strips round the cylinder, and the flap.
  @Test func theSheetIsAHundredTrianglesOrSo() {
    let (front, back) = strips(progress: 0.5, hold: 0).meshes()
    let triangles = (front.indices.count + back.indices.count) / 3
    #expect(triangles <= 4 * (PageCurlView.cylinderStrips + 2))
    #expect(triangles >= PageCurlView.cylinderStrips)
  }

  /// Drawn flat, a strip lies inside the cylinder by r (1 - cos(π / 2n))
  /// at its middle: under a quarter of a pixel for the Guide's page.
  @Test func aStripsChordLiesWithinAQuarterPixelOfTheCylinder() {
    let radius = 720 * PageTurnCurl.radiusShare
    let half = Double.pi / Double(PageCurlView.cylinderStrips) / 2
    #expect(radius * (1 - cos(half)) < 0.25)
  }
}

extension SharedStateSuites {
  /// A curl held half way by a finger, drawn headless: the back of the
  /// page (single-sided: paper with the front's content mirrored and
  /// faded), the shade beyond the curl on the page beneath, and that page.
  @Suite(.serialized) @MainActor
  final class PageCurlPictureTests {
    let time = VirtualAnimationTime()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let book = PageBook(["A", "B", "C"])
    let pages = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    static let front = Color(red: 1, green: 0, blue: 0)
    static let beneath = Color(red: 0, green: 0, blue: 1)

    init() throws {
      window.backgroundColor = .white
      pages.dataSource = book
      window.rootViewController = pages
      book.pages[1].view.backgroundColor = Self.front
      book.pages[2].view.backgroundColor = Self.beneath
      pages.setViewControllers([book.pages[1]], direction: .forward, animated: false)
      time.frame(at: 0.01)
      _ = try window.snapshotPixels()
      // Held half way, taken hold of level with the finger: an upright fold.
      pages.beginTurnByHand(translation: -1, at: CGPoint(x: 290, y: 100))
      pages.updateTurnByHand(translation: -150)
      time.frame(at: 0.02)
    }

    var curl: PageTurnCurl { pages.curlView!.curl }

    /// `top` over `bottom` at `alpha`.
    func over(_ top: Color, _ alpha: Double, _ bottom: Color) -> Color {
      Color(
        red: top.red * alpha + bottom.red * (1 - alpha),
        green: top.green * alpha + bottom.green * (1 - alpha),
        blue: top.blue * alpha + bottom.blue * (1 - alpha))
    }

    @Test func theBackOfThePageShowsTheFrontMirroredAndFadedOnPaper() throws {
      let pixels = try window.snapshotPixels()
      #expect(abs(curl.reach - 0.5 * (300 + Double.pi * 25)) < 1e-9)
      // The paper 60 points into the flat flap, where it lies back up.
      let source = CGPoint(x: 300 - curl.reach + Double.pi * curl.radius + 60, y: 100)
      let placed = curl.place(source)
      #expect(placed.showsBack && curl.light(source) == 1)
      let paper = Color(white: 0.75 + 0.2 * curl.light(source))
      let expected = over(Self.front, TransitionRenderer.curlBackContent, paper)
      let (x, y) = (Int(placed.point.x), 100)
      #expect(
        pixels.pixel(x: x, y: y, isCloseTo: expected), "\(pixels.color(x: x, y: y)) at \(x)")
    }

    @Test func theShadeLiesOnThePageBeneathJustBeyondTheCurl() throws {
      let pixels = try window.snapshotPixels()
      let edge = 300 - curl.reach + curl.liftedExtent  // where the page beneath is uncovered
      let length = curl.radius * TransitionRenderer.curlShadowLength
      let x = Int(edge + length / 4)
      // SDL's software rasterizer interpolates vertex colours at a pixel's
      // far edge (measured: its gradients run a pixel late), so the
      // expectation is computed there; the slope is checked too.
      func expected(_ x: Int) -> Color {
        let into = Double(x) + 1 - edge
        return over(.black, TransitionRenderer.curlShadowAlpha * (1 - into / length), Self.beneath)
      }
      #expect(
        pixels.pixel(x: x, y: 100, isCloseTo: expected(x)), "\(pixels.color(x: x, y: 100)) at \(x)")
      #expect(pixels.pixel(x: x + 8, y: 100, isCloseTo: expected(x + 8)))
      let clear = Int(edge + length + 10)
      #expect(pixels.pixel(x: clear, y: 100, isCloseTo: Self.beneath))
    }
  }
}

extension PageTurnCurlTests {
  @Test func heldAtTheSpineTheSheetLandsMirroredAboutIt() {
    let sheet = CGSize(width: 150, height: 200)
    let grab = CGPoint(x: 150, y: 100)
    let half = PageTurnCurl(
      size: sheet, grab: grab, toward: CGPoint(x: -1, y: 0), progress: 0.5, heldAtSpine: true)
    #expect(half.reach == 75 && half.radius == 150.0 / 8 / 2)
    let landed = PageTurnCurl(
      size: sheet, grab: grab, toward: CGPoint(x: -1, y: 0), progress: 1, heldAtSpine: true)
    for x in [0.0, 40, 150] {
      let placed = landed.place(CGPoint(x: x, y: 30))
      #expect(abs(placed.point.x + x) < 1e-3 && (x == 0 || placed.showsBack))
    }
  }
}
