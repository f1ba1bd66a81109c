import Foundation
import Platform

extension PageCurlView {
  /// The sheet of a curl, cut into pieces along lines parallel to the fold.
  ///
  /// The curl moves every point the same distance past the fold in the
  /// same way, back along the drag by an amount of that distance alone,
  /// and lights it the same (`PageTurnCurl.place`, `light`). So the paper
  /// is cut along the fold's direction, not into a grid:
  /// 1. before the fold, the flat part: one piece, left where it is;
  /// 2. round the cylinder, `cylinderStrips` strips of equal angle, each
  ///    drawn flat between its two edges (a chord of the cylinder), with a
  ///    cut at the quarter turn, where the back comes up;
  /// 3. past the half turn, the flap lying back over the page: one piece,
  ///    moved as a whole (its shift grows evenly with the distance).
  ///
  /// Each piece is the page's rectangle between two cuts: a convex polygon
  /// of three to six corners, drawn as a fan. Where a cut crosses the
  /// page's edges is worked out once, so neighbouring pieces share those
  /// points exactly. Pieces go in order of distance past the fold, which
  /// is back to front, as the paper's height grows with it.
  ///
  /// Why not a grid: a fold at a slant crosses a grid's cells, and its
  /// outline stays straight only where the cells are small both ways
  /// (32 × 32 cells made 2,048 triangles, the back's drawn twice, each set
  /// up by llvmpipe on the main thread); the pieces draw the sheet with at
  /// most four triangles a piece, and the cylinder's edges fall on its cuts.
  struct Strips {
    let curl: PageTurnCurl
    let cylinderStrips: Int

    /// The distances past the fold where the pieces meet: the fold, the
    /// cylinder's strips, and the half turn.
    var cuts: [Double] {
      let halfTurn = Double.pi * curl.radius
      return (0...cylinderStrips).map { halfTurn * Double($0) / Double(cylinderStrips) }
    }

    /// The front page's mesh and its back's: the paper (single-sided), or
    /// with `backPage` the back page, shaded as the front and read across
    /// the spine for that orientation (its texture flipped along it).
    func meshes(backPage: PageViewController.NavigationOrientation? = nil) -> (
      front: Mesh, back: Mesh
    ) {
      let (width, height) = (curl.size.width, curl.size.height)
      let corners = [
        CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: width, y: height),
        CGPoint(x: 0, y: height),
      ]
      let cuts = self.cuts
      let ends = cuts.map { crossings(of: $0, corners: corners) }
      let quarterTurn = Double.pi / 2 * curl.radius
      var front = Mesh()
      var back = Mesh()
      for piece in 0...cuts.count {
        let low = piece == 0 ? -Double.infinity : cuts[piece - 1]
        let high = piece == cuts.count ? Double.infinity : cuts[piece]
        var outline = corners.filter { corner in
          let depth = curl.depth(corner)
          return depth > low && depth < high  // a corner on a cut comes with the cut's ends
        }
        if piece > 0 { outline += ends[piece - 1] }
        if piece < cuts.count { outline += ends[piece] }
        guard outline.count >= 3 else { continue }
        if low >= quarterTurn {
          add(Self.convexOrder(outline), to: &back, back: true, backPage: backPage)
        } else {
          add(Self.convexOrder(outline), to: &front, back: false, backPage: nil)
        }
      }
      return (front, back)
    }

    /// Where the line `cut` past the fold meets the page's edge, each
    /// point once: a corner on the line, or a point between two corners
    /// on either side of it.
    func crossings(of cut: Double, corners: [CGPoint]) -> [CGPoint] {
      var points: [CGPoint] = []
      for (index, start) in corners.enumerated() {
        let end = corners[(index + 1) % corners.count]
        let (a, b) = (curl.depth(start) - cut, curl.depth(end) - cut)
        if a == 0 {
          points.append(start)
        } else if (a < 0) != (b < 0), b != 0 {
          let t = a / (a - b)
          points.append(
            CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
      }
      return points
    }

    /// A convex polygon's corners in order round it: by their angle about
    /// their mean.
    static func convexOrder(_ points: [CGPoint]) -> [CGPoint] {
      let count = Double(points.count)
      let middle = CGPoint(
        x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
      return points.sorted {
        atan2($0.y - middle.y, $0.x - middle.x) < atan2($1.y - middle.y, $1.x - middle.x)
      }
    }

    /// Adds a piece, its corners placed and lit by the curl, as a fan.
    private func add(
      _ outline: [CGPoint], to mesh: inout Mesh, back: Bool,
      backPage: PageViewController.NavigationOrientation?
    ) {
      let size = curl.size
      let first = Int32(mesh.vertices.count)
      for source in outline {
        let light = curl.light(source)
        let (u, v) = (source.x / size.width, source.y / size.height)
        var color = Color(white: 0.6 + 0.4 * light)  // the page's print, shaded by its tilt
        var texCoord = CGPoint(x: u, y: v)
        switch (back, backPage) {
        case (false, _): break
        case (true, nil): color = Color(white: 0.75 + 0.2 * light)  // the paper
        case (true, .horizontal?): texCoord.x = 1 - u
        case (true, .vertical?): texCoord.y = 1 - v
        }
        let vertex = Vertex(position: curl.place(source).point, color: color, texCoord: texCoord)
        _ = mesh.add(vertex)
      }
      for index in 1..<(Int32(outline.count) - 1) {
        mesh.addTriangle(first, first + index, first + index + 1)
      }
    }
  }
}
