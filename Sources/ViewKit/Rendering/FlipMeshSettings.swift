import Foundation

/// The knobs of the flip's mesh that the inspector turns: the grid the
/// face is cut into, the perspective distance, and whether the wireframe
/// is drawn over the flip. `TransitionRenderer` reads them every frame it
/// draws a flip, so they change the real rendering, not a copy.
///
/// No UIKit counterpart; a teaching instrument. Core Animation chooses its
/// own tessellation and leaves the perspective to `m34`.
@MainActor
public struct FlipMeshSettings: Equatable, Sendable {
  /// A grid of cells across the face: columns along x, rows along y.
  public struct Grid: Equatable, Sendable, CustomStringConvertible {
    /// The number of cells along x.
    public var columns: Int
    /// The number of cells along y.
    public var rows: Int

    /// A grid of `columns` by `rows` cells; fewer than one of either is a
    /// programmer error.
    public init(columns: Int, rows: Int) {
      precondition(columns >= 1 && rows >= 1, "a flip's grid needs at least one cell")
      self.columns = columns
      self.rows = rows
    }

    public var description: String { "\(columns)×\(rows)" }
  }

  /// The grid to cut the face into; nil for the renderer's own choice
  /// (`ownGrid(acrossRows:)`).
  public var grid: Grid?
  /// The distance from the eye to the container's plane, in points.
  public var perspectiveDistance = TransitionRenderer.perspectiveDistance
  /// Draws the grid cells, each cell's projected quad and the vanishing
  /// point over a flip.
  public var showsWireframe = false

  /// The defaults: the renderer's own grid, its default perspective
  /// distance, and no wireframe.
  public init() {}

  /// The settings every flip is drawn with.
  public static var current = FlipMeshSettings()

  /// The renderer's own grid. Turned about the x axis, a cell's true image
  /// is a bilinear patch whose two affine triangles stray at most (cell
  /// width) x (change of scale across the cell) / 4. With 16 strips across
  /// the axis and 4 along it, that is under half a pixel on a 1280-point
  /// pane turned 45 degrees.
  nonisolated public static func ownGrid(acrossRows: Bool) -> Grid {
    acrossRows ? Grid(columns: 4, rows: 16) : Grid(columns: 16, rows: 4)
  }

  /// The grids `[` and `]` step through, coarsest first; nil, the
  /// renderer's own (64 cells), sits between 8×4 and 16×8.
  nonisolated public static let grids: [Grid?] = [
    Grid(columns: 1, rows: 1), Grid(columns: 2, rows: 1), Grid(columns: 4, rows: 2),
    Grid(columns: 8, rows: 4), nil, Grid(columns: 16, rows: 8), Grid(columns: 32, rows: 16),
  ]

  /// The distances `{` and `}` step through, in points: each about √2
  /// times the one before, the renderer's default in the middle.
  public static let perspectiveDistances = [
    200.0, 300, 425, 600, TransitionRenderer.perspectiveDistance, 1200, 1700, 2400, 3400,
  ]

  /// Moves `steps` along `grids` (finer when positive), stopping at the ends.
  public mutating func stepGrid(by steps: Int) {
    let index = Self.grids.firstIndex(of: grid) ?? Self.grids.firstIndex(of: nil)!
    grid = Self.grids[min(max(index + steps, 0), Self.grids.count - 1)]
  }

  /// Moves `steps` along `perspectiveDistances` (farther when positive),
  /// from the nearest listed distance, stopping at the ends.
  public mutating func stepPerspective(by steps: Int) {
    let list = Self.perspectiveDistances
    let nearest = list.indices.min {
      abs(list[$0] - perspectiveDistance) < abs(list[$1] - perspectiveDistance)
    }!
    perspectiveDistance = list[min(max(nearest + steps, 0), list.count - 1)]
  }
}
