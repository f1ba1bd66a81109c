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
  /// page's edges is worked out by the same arithmetic for both pieces
  /// beside it, so they share those points exactly. Pieces go in order of
  /// distance past the fold, which is back to front, as the paper's height
  /// grows with it.
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
    var cuts: [Double] { (0...cylinderStrips).map(cut) }

    /// The `index`th of `cuts`, from the fold (0) to the half turn.
    func cut(_ index: Int) -> Double {
      Double.pi * curl.radius * Double(index) / Double(cylinderStrips)
    }

    /// The front page's mesh and its back's: the paper (single-sided), or
    /// with `backPage` the back page, shaded as the front and read across
    /// the spine for that orientation (its texture flipped along it).
    /// Drawn in every frame of a curl, so the pieces' outlines share one
    /// list and the meshes are made at their full size: a few allocations
    /// a frame, not a few for each piece.
    func meshes(backPage: PageViewController.NavigationOrientation? = nil) -> (
      front: Mesh, back: Mesh
    ) {
      let quarterTurn = Double.pi / 2 * curl.radius
      let pieces = cylinderStrips + 2  // the flat part, the strips, the flap
      var front = Mesh()
      var back = Mesh()
      front.vertices.reserveCapacity(6 * pieces)
      back.vertices.reserveCapacity(6 * pieces)
      front.indices.reserveCapacity(12 * pieces)
      back.indices.reserveCapacity(12 * pieces)
      var outline: [CGPoint] = []
      outline.reserveCapacity(6)
      for piece in 0..<pieces {
        let low = piece == 0 ? -Double.infinity : cut(piece - 1)
        let high = piece == pieces - 1 ? Double.infinity : cut(piece)
        outline.removeAll(keepingCapacity: true)
        for index in 0..<4 {  // a corner on a cut comes with the cut's crossings
          let depth = curl.depth(corner(index))
          if depth > low && depth < high { outline.append(corner(index)) }
        }
        if piece > 0 { appendCrossings(of: low, to: &outline) }
        if piece < pieces - 1 { appendCrossings(of: high, to: &outline) }
        guard outline.count >= 3 else { continue }
        Self.orderRound(&outline)
        if low >= quarterTurn {
          add(outline, to: &back, back: true, backPage: backPage)
        } else {
          add(outline, to: &front, back: false, backPage: nil)
        }
      }
      return (front, back)
    }

    /// The page's corners, in order round it, from the top left.
    func corner(_ index: Int) -> CGPoint {
      let size = curl.size
      return CGPoint(
        x: index == 1 || index == 2 ? size.width : 0, y: index >= 2 ? size.height : 0)
    }

    /// Appends where the line `cut` past the fold meets the page's edge,
    /// each point once: a corner on the line, or a point between two
    /// corners on either side of it. Both pieces beside a cut work its
    /// points out by the same arithmetic from the same corners, so they
    /// share them exactly.
    func appendCrossings(of cut: Double, to points: inout [CGPoint]) {
      for index in 0..<4 {
        let (start, end) = (corner(index), corner((index + 1) % 4))
        let (a, b) = (curl.depth(start) - cut, curl.depth(end) - cut)
        if a == 0 {
          points.append(start)
        } else if (a < 0) != (b < 0), b != 0 {
          let t = a / (a - b)
          points.append(
            CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
      }
    }

    /// Puts a convex polygon's corners in order round it: by their angle
    /// about their mean.
    static func orderRound(_ points: inout [CGPoint]) {
      let count = Double(points.count)
      let middle = CGPoint(
        x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
      points.sort {
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
