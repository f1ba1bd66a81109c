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

/// The curl's grid made in one pass is the grid it replaced, made a mesh
/// at a time (kept here as the reference), vertex for vertex and in the
/// same triangle order: the same picture.
@Suite @MainActor
struct PageCurlGridTests {
  @Test(arguments: [0.0, 0.1, 0.35, 0.5, 0.8, 1.0])
  func theOnePassGridIsTheTwoPassGrid(progress: Double) {
    for (grab, toward) in [
      (CGPoint(x: 600, y: 700), CGPoint(x: -1, y: -0.3)),
      (CGPoint(x: 600, y: 350), CGPoint(x: -1, y: 0)),
    ] {
      let curl = PageTurnCurl(
        size: CGSize(width: 600, height: 700), grab: grab, toward: toward, progress: progress)
      let grid = PageCurlView.Grid(curl: curl, cells: PageCurlView.gridCells)
      let (front, back) = grid.meshes()
      #expect(front == Self.reference(curl, back: false))
      #expect(back == Self.reference(curl, back: true))
    }
  }

  /// The grid as `PageCurlView` made it before (a mesh a call, each
  /// triangle's corners and middle in arrays).
  static func reference(_ curl: PageTurnCurl, back: Bool) -> Mesh {
    let cells = PageCurlView.gridCells
    let size = curl.size
    var mesh = Mesh()
    for row in 0...cells {
      for column in 0...cells {
        let u = Double(column) / Double(cells)
        let v = Double(row) / Double(cells)
        let source = CGPoint(x: u * size.width, y: v * size.height)
        let light = curl.light(source)
        let white = back ? 0.75 + 0.2 * light : 0.6 + 0.4 * light
        _ = mesh.add(
          Vertex(
            position: curl.place(source).point, color: Color(white: white),
            texCoord: CGPoint(x: u, y: v)))
      }
    }
    var triangles: [(depth: Double, corners: (Int32, Int32, Int32))] = []
    for row in 0..<cells {
      for column in 0..<cells {
        let a = Int32(row * (cells + 1) + column)
        let (b, d) = (a + 1, a + Int32(cells + 1))
        for corners in [(a, b, d + 1), (a, d + 1, d)] {
          let points = [corners.0, corners.1, corners.2].map { index -> CGPoint in
            let column = Double(Int(index) % (cells + 1)) / Double(cells)
            let row = Double(Int(index) / (cells + 1)) / Double(cells)
            return CGPoint(x: column * size.width, y: row * size.height)
          }
          let middle = CGPoint(
            x: points.map(\.x).reduce(0, +) / 3, y: points.map(\.y).reduce(0, +) / 3)
          let depth = curl.depth(middle)
          if (depth / curl.radius > Double.pi / 2) == back { triangles.append((depth, corners)) }
        }
      }
    }
    for triangle in triangles.sorted(by: { $0.depth < $1.depth }) {
      mesh.addTriangle(triangle.corners.0, triangle.corners.1, triangle.corners.2)
    }
    return mesh
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
